/** /my-account/orderlist (spec 001 §2): the customer's order lists (favourites), login required. */
import {
  accountPageMeta,
  useAccountCustomer,
  type AccountPageHandle,
} from '../components/account/account-page.ts'
import { OrderListsPage } from '../components/orderlist/order-lists-page.tsx'

export const handle: AccountPageHandle = {
  accountTitle: 'orderlist.title',
  loginText: 'orderlist.loginRequired',
}

export const meta = accountPageMeta(handle.accountTitle)

export default function MyAccountOrderListPage() {
  const customer = useAccountCustomer()
  return <OrderListsPage customer={customer} />
}
