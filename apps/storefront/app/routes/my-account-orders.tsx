/** /my-account/orders (001 §2): the order history. */
import { accountPageMeta, type AccountPageHandle } from '../components/account/account-page.ts'
import { OrderList } from '../components/account/order-list.tsx'

export const handle: AccountPageHandle = { accountTitle: 'account.orders.title' }

export const meta = accountPageMeta(handle.accountTitle)

export default function MyAccountOrdersPage() {
  return <OrderList />
}
