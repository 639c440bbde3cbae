/** /my-account/orders/:orderId (001 §2): one order; a trade customer's from the back office (issue 18). */
import type { Route } from './+types/my-account-order.ts'
import { accountPageMeta, type AccountPageHandle } from '../components/account/account-page.ts'
import { OrderDetail } from '../components/account/order-detail.tsx'
import { TradeOrderDetail } from '../components/after-sales/trade-order-detail.tsx'
import { useTradeAccount } from '../lib/user/trade-account.ts'
import afterSalesCss from '../styles/after-sales.css?url'

export const handle: AccountPageHandle = { accountTitle: 'account.orders.title' }

export const meta = accountPageMeta(handle.accountTitle)

export default function MyAccountOrderPage({ params }: Route.ComponentProps) {
  const trade = useTradeAccount()
  if (!trade) return <OrderDetail orderId={params.orderId} />
  return (
    <>
      <link rel="stylesheet" href={afterSalesCss} precedence="default" />
      <TradeOrderDetail orderId={params.orderId} />
    </>
  )
}
