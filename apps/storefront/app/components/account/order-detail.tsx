/** /my-account/orders/:orderId: the lines and total of one of the customer's own orders. */
import { Link } from 'react-router'
import { useOrderHistory } from '../../lib/user/use-order-history.ts'
import { useUser } from '../../lib/user/user-store.ts'
import { localPath } from '../../lib/store-view.ts'
import { usePrice, useStore, useT } from '../../lib/store-context.tsx'

export function OrderDetail({ orderId }: { orderId: string }) {
  const t = useT()
  const store = useStore()
  const price = usePrice()
  const state = useOrderHistory(useUser().token)
  const back = (
    <p>
      <Link to={localPath('/my-account/orders', store)}>{t('account.order.back')}</Link>
    </p>
  )
  if (state.status === 'loading') return <p>{t('account.loading')}</p>
  if (state.status === 'error') return <p role="alert">{t('account.error')}</p>
  const order = state.orders.find((o) => String(o.entity_id) === orderId)
  if (!order)
    return (
      <>
        <p role="alert">{t('account.order.notFound')}</p>
        {back}
      </>
    )
  return (
    <>
      <h2>{t('account.order.title', { number: order.increment_id })}</h2>
      <p>
        {order.created_at.slice(0, 10)} · {order.status}
      </p>
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
            {order.items.map((line) => (
              <tr key={`${line.sku}-${line.name}`}>
                <td>
                  {line.name}
                  <br />
                  <small>{line.sku}</small>
                </td>
                <td>{line.qty_ordered}</td>
                <td>{line.row_total_incl_tax !== undefined ? price(line.row_total_incl_tax) : ''}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('account.orders.total')}
              </th>
              <td>{price(order.grand_total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {back}
    </>
  )
}
