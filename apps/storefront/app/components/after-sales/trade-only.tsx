/** The after-sales pages are a trade customer's (a customer the back office knows); others read why. */
import type { ReactNode } from 'react'
import { useTradeAccount } from '../../lib/user/trade-account.ts'
import { useT } from '../../lib/store-context.tsx'
import afterSalesCss from '../../styles/after-sales.css?url'

export function TradeOnly({ children }: { children: ReactNode }) {
  const t = useT()
  const trade = useTradeAccount()
  return (
    <>
      <link rel="stylesheet" href={afterSalesCss} precedence="default" />
      {trade ? children : <p role="alert">{t('afterSales.tradeOnly')}</p>}
    </>
  )
}
