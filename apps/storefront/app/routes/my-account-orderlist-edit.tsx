/** /my-account/orderlist/edit/{listId} (spec 001 §2): one order list, its lines and its order form. */
import { useParams } from 'react-router'
import {
  accountPageMeta,
  useAccountCustomer,
  type AccountPageHandle,
} from '../components/account/account-page.ts'
import { OrderListLines } from '../components/orderlist/order-list-lines.tsx'

export const handle: AccountPageHandle = {
  accountTitle: 'orderlist.edit.title',
  loginText: 'orderlist.loginRequired',
}

export const meta = accountPageMeta(handle.accountTitle)

export default function MyAccountOrderListEditPage() {
  const customer = useAccountCustomer()
  const listId = Number(useParams().listId)
  if (!Number.isInteger(listId) || listId <= 0) return <OrderListLines customer={customer} listId={0} />
  return <OrderListLines key={listId} customer={customer} listId={listId} />
}
