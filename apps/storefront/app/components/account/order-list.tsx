/** /my-account/orders: number, date, status and total of each order, newest first. */
import { Link } from 'react-router'
import { useOrderHistory } from '../../lib/user/use-order-history.ts'
import { useUser } from '../../lib/user/user-store.ts'
import { localPath } from '../../lib/store-view.ts'
import { usePrice, useStore, useT } from '../../lib/store-context.tsx'

export function OrderList() {
  const t = useT()
  const store = useStore()
  const price = usePrice()
  const state = useOrderHistory(useUser().token)
  if (state.status === 'loading') return <p>{t('account.loading')}</p>
  if (state.status === 'error') return <p role="alert">{t('account.error')}</p>
  if (!state.orders.length) return <p>{t('account.orders.empty')}</p>
  return (
    <div className="account-table-wrap">
      <table className="account-orders">
        <thead>
          <tr>
            <th scope="col">{t('account.orders.number')}</th>
            <th scope="col">{t('account.orders.date')}</th>
            <th scope="col">{t('account.orders.status')}</th>
            <th scope="col">{t('account.orders.total')}</th>
          </tr>
        </thead>
        <tbody>
          {state.orders.map((order) => (
            <tr key={order.entity_id}>
              <td>
                <Link
                  to={localPath(`/my-account/orders/${order.entity_id}`, store)}
                  aria-label={t('account.orders.view', { number: order.increment_id })}
                >
                  {order.increment_id}
                </Link>
              </td>
              <td>{order.created_at.slice(0, 10)}</td>
              <td>{order.status}</td>
              <td>{price(order.grand_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
