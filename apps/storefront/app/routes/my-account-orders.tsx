/** /my-account/orders (001 §2): the order history; a trade customer's comes from the back office (issue 18). */
import { accountPageMeta, type AccountPageHandle } from '../components/account/account-page.ts'
import { OrderList } from '../components/account/order-list.tsx'
import { TradeOrders } from '../components/after-sales/trade-orders.tsx'
import { useTradeAccount } from '../lib/user/trade-account.ts'
import afterSalesCss from '../styles/after-sales.css?url'

export const handle: AccountPageHandle = { accountTitle: 'account.orders.title' }

export const meta = accountPageMeta(handle.accountTitle)

export default function MyAccountOrdersPage() {
  const trade = useTradeAccount()
  if (!trade) return <OrderList />
  return (
    <>
      <link rel="stylesheet" href={afterSalesCss} precedence="default" />
      <TradeOrders />
    </>
  )
}
