/**
 * /my-account/orders for a trade customer (issue 18): every back-office order (shop, phone,
 * counter, automatic) newest first, 20 a page (?page=n), with how much of it was shipped and
 * what is still on backorder.
 */
import { Link, useSearchParams } from 'react-router'
import { getTradeOrders } from '../../lib/after-sales/after-sales-api.ts'
import { formatDay, pageFromParam } from '../../lib/after-sales/view-rules.ts'
import { localPath } from '../../lib/store-view.ts'
import { usePrice, useStore, useT } from '../../lib/store-context.tsx'
import { useAmounts } from '../../lib/trade/use-trade-prices.ts'
import { LoadingState } from './loading-state.tsx'
import { Pager } from './pager.tsx'
import { useLoad } from './use-load.ts'

export const ORDERS_PAGE_SIZE = 20

export function TradeOrders() {
  const t = useT()
  const store = useStore()
  const price = usePrice()
  const amounts = useAmounts()
  const [params] = useSearchParams()
  const page = pageFromParam(params.get('page') ?? undefined)
  const [state, retry] = useLoad(
    () => getTradeOrders(page, ORDERS_PAGE_SIZE, store.view.storeCode),
    `${page}`,
  )
  if (state.status !== 'ready') return <LoadingState state={state} retry={retry} />
  const { orders, total } = state.data
  if (!orders.length) return <p>{t('afterSales.orders.empty')}</p>
  const locale = store.view.locale
  return (
    <>
      <div className="account-table-wrap">
        <table className="account-orders after-sales__table">
          <caption className="visually-hidden">{t('afterSales.orders.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('afterSales.orders.number')}</th>
              <th scope="col">{t('afterSales.orders.date')}</th>
              <th scope="col">{t('afterSales.orders.source')}</th>
              <th scope="col">{t('afterSales.orders.state')}</th>
              <th scope="col">{t('afterSales.orders.total')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => {
              const number = order.orderNumber ?? order.orderId
              return (
                <tr key={order.orderId}>
                  <th scope="row">
                    <Link
                      to={localPath(`/my-account/orders/${encodeURIComponent(order.orderId)}`, store)}
                      aria-label={t('afterSales.orders.view', { number })}
                    >
                      {number}
                    </Link>
                    {order.reference && <span className="after-sales__sub">{order.reference}</span>}
                  </th>
                  <td data-label={t('afterSales.orders.date')}>{formatDay(order.placedAt, locale)}</td>
                  <td data-label={t('afterSales.orders.source')}>{t(`afterSales.source.${order.source}`)}</td>
                  <td data-label={t('afterSales.orders.state')}>
                    <span className={`after-sales__badge after-sales__badge--${order.fulfilment}`}>
                      {t(`afterSales.fulfilment.${order.fulfilment}`)}
                    </span>
                    <span className="after-sales__sub">
                      {t('afterSales.orders.shippedOf', {
                        shipped: order.qtyShipped,
                        ordered: order.qtyOrdered,
                      })}
                    </span>
                    {order.qtyBackordered > 0 && (
                      <span className="after-sales__sub after-sales__sub--warn">
                        {t('afterSales.orders.backorderedCount', { count: order.qtyBackordered })}
                      </span>
                    )}
                  </td>
                  <td data-label={t('afterSales.orders.total')}>
                    {amounts.shown ? price(order.grandTotal) : ''}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <Pager
        page={page}
        total={total}
        pageSize={ORDERS_PAGE_SIZE}
        href={(n) => localPath(`/my-account/orders${n > 1 ? `?page=${n}` : ''}`, store)}
      />
    </>
  )
}
