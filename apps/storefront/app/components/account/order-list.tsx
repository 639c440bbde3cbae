/**
 * /my-account/orders: number, date, status and total of each order, newest first, from the order
 * history the session holds (000 §4); older pages load on request (pages of 20, 000 §7).
 */
import { useState } from 'react'
import { Link } from 'react-router'
import { hasMoreOrders } from '../../lib/user/orders-history-rules.ts'
import { orderStatusLabel } from './order-status-label.ts'
import { loadMoreOrders, useOrderHistory } from '../../lib/user/orders-history.ts'
import { localPath } from '../../lib/store-view.ts'
import { usePrice, useStore, useT } from '../../lib/store-context.tsx'
import { useAmounts } from '../../lib/trade/use-trade-prices.ts'

export function OrderList() {
  const t = useT()
  const store = useStore()
  const price = usePrice()
  // hidden-price mode 1: no amount anywhere, also not in the order history (spec 001 §3)
  const amounts = useAmounts()
  const state = useOrderHistory()
  const [more, setMore] = useState<'idle' | 'busy' | 'failed'>('idle')
  if (state.status === 'loading') return <p>{t('account.loading')}</p>
  if (state.status === 'error') return <p role="alert">{t('account.error')}</p>
  const orders = state.history.items
  if (!orders.length) return <p>{state.refreshing ? t('account.loading') : t('account.orders.empty')}</p>
  const showMore = async () => {
    setMore('busy')
    setMore((await loadMoreOrders()) ? 'idle' : 'failed')
  }
  return (
    <>
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
            {orders.map((order) => (
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
                <td>{orderStatusLabel(order.status, t)}</td>
                <td>{amounts.shown ? price(order.grand_total) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hasMoreOrders(state.history) && (
        <p>
          <button type="button" className="button" disabled={more === 'busy'} onClick={() => void showMore()}>
            {more === 'busy' ? t('account.busy') : t('account.orders.more')}
          </button>
        </p>
      )}
      {more === 'failed' && <p role="alert">{t('account.error')}</p>}
    </>
  )
}
