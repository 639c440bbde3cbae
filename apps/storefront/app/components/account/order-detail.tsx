/**
 * /my-account/orders/:orderId: the lines and total of one of the customer's own orders, with
 * reorder. The order comes from the session's order history; an older one (not on the pages
 * loaded so far) is looked for page by page.
 */
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { hasMoreOrders } from '../../lib/user/orders-history-rules.ts'
import { orderStatusLabel } from './order-status-label.ts'
import { findOrder, useOrderHistory } from '../../lib/user/orders-history.ts'
import { localPath } from '../../lib/store-view.ts'
import { usePrice, useStore, useT } from '../../lib/store-context.tsx'
import { useAmounts } from '../../lib/trade/use-trade-prices.ts'
import { ReorderButton } from './reorder-button.tsx'
import { orderExtrasView } from '../../lib/order-extras/order-view.ts'
import { LineExtrasFacts, OrderExtrasFacts } from '../order-extras/order-extras-view.tsx'
import { OrderLineDiscount } from '../cart/line-discount.tsx'

export function OrderDetail({ orderId }: { orderId: string }) {
  const t = useT()
  const store = useStore()
  const price = usePrice()
  // hidden-price mode 1: no amount anywhere, also not on a past order (spec 001 §3)
  const amounts = useAmounts()
  const state = useOrderHistory()
  const id = Number(orderId)
  const history = state.status === 'ready' ? state.history : null
  const order = history?.items.find((o) => o.entity_id === id)
  // once per page: an order link of an older order loads pages until it is found
  const [search, setSearch] = useState<'idle' | 'running' | 'done'>('idle')
  const refreshing = state.status === 'ready' && state.refreshing
  const searchOlder = !!history && !order && !refreshing && hasMoreOrders(history)
  useEffect(() => {
    if (!searchOlder || search !== 'idle') return
    setSearch('running')
    void findOrder(id).finally(() => setSearch('done'))
  }, [searchOlder, search, id])

  const back = (
    <p>
      <Link to={localPath('/my-account/orders', store)}>{t('account.order.back')}</Link>
    </p>
  )
  if (state.status === 'error') return <p role="alert">{t('account.error')}</p>
  if (
    !order &&
    (state.status === 'loading' || refreshing || search === 'running' || (searchOlder && search === 'idle'))
  )
    return <p>{t('account.loading')}</p>
  if (!order)
    return (
      <>
        <p role="alert">{t('account.order.notFound')}</p>
        {back}
      </>
    )
  // a trade order's PO number, reference, dates, dropshipment and comments (issue 16)
  const extras = orderExtrasView(order)
  return (
    <>
      <h2>{t('account.order.title', { number: order.increment_id })}</h2>
      <p>
        {order.created_at.slice(0, 10)} · {orderStatusLabel(order.status, t)}
      </p>
      {extras && <OrderExtrasFacts view={extras} language={store.language} />}
      <div className="account-table-wrap">
        <table className="account-orders">
          <thead>
            <tr>
              <th scope="col">{t('account.order.product')}</th>
              <th scope="col">{t('account.order.qty')}</th>
              <th scope="col">{t('account.orders.total')}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((line, index) => (
              <tr key={`${line.sku}-${index}`}>
                <td>
                  {line.name}
                  <br />
                  <small>
                    {[line.sku, ...(line.options ?? []).map((o) => `${o.label}: ${o.value}`)].join(' · ')}
                  </small>
                  <LineExtrasFacts line={extras?.lines[index]} language={store.language} />
                  <OrderLineDiscount line={line} />
                </td>
                <td>{line.qty_ordered}</td>
                <td>
                  {amounts.shown && line.row_total_incl_tax !== undefined
                    ? price(line.row_total_incl_tax)
                    : ''}
                </td>
              </tr>
            ))}
          </tbody>
          {amounts.shown && (
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('account.orders.total')}
                </th>
                <td>{price(order.grand_total)}</td>
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      <ReorderButton order={order} />
      {back}
    </>
  )
}
