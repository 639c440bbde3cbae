/** /my-account/orders/:orderId (001 §2): one order of the history. */
import type { Route } from './+types/my-account-order.ts'
import { accountPageMeta, type AccountPageHandle } from '../components/account/account-page.ts'
import { OrderDetail } from '../components/account/order-detail.tsx'

export const handle: AccountPageHandle = { accountTitle: 'account.orders.title' }

export const meta = accountPageMeta(handle.accountTitle)

export default function MyAccountOrderPage({ params }: Route.ComponentProps) {
  return <OrderDetail orderId={params.orderId} />
}
