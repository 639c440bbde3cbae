/** /my-account/backorders (spec 001 §2, issue 18): open backorder lines, order again or cancel. */
import { Backorders } from '../components/after-sales/backorders.tsx'
import { accountPageMeta, type AccountPageHandle } from '../components/account/account-page.ts'
import { TradeOnly } from '../components/after-sales/trade-only.tsx'

export const handle: AccountPageHandle = { accountTitle: 'afterSales.title.backorders' }

export const meta = accountPageMeta(handle.accountTitle)

export default function MyAccountBackordersPage() {
  return (
    <TradeOnly>
      <Backorders />
    </TradeOnly>
  )
}
