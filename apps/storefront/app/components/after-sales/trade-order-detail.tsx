/**
 * /my-account/orders/:orderId for a trade customer (issue 18): the back-office order with, per
 * line, ordered / shipped / delivered / backordered (with the expected date); the shipments with
 * track and trace; the order's invoices and credit notes to download.
 */
import { Link } from 'react-router'
import { getTradeOrderDetails } from '../../lib/after-sales/after-sales-api.ts'
import type { TradeOrderDetails } from '../../lib/after-sales/after-sales-types.ts'
import { formatDay, lineState, safeTrackingUrl } from '../../lib/after-sales/view-rules.ts'
import { localPath } from '../../lib/store-view.ts'
import { usePrice, useStore, useT } from '../../lib/store-context.tsx'
import { useAmounts } from '../../lib/trade/use-trade-prices.ts'
import { orderExtrasView } from '../../lib/order-extras/order-view.ts'
import { OrderLineDiscount } from '../cart/line-discount.tsx'
import { LineExtrasFacts, OrderExtrasFacts } from '../order-extras/order-extras-view.tsx'
import { InvoiceDownload } from './invoice-download.tsx'
import { LoadingState } from './loading-state.tsx'
import { useLoad } from './use-load.ts'

type Detail = { found: true; order: TradeOrderDetails } | { found: false }

export function TradeOrderDetail({ orderId }: { orderId: string }) {
  const t = useT()
  const store = useStore()
  const [state, retry] = useLoad<Detail>(async () => {
    const outcome = await getTradeOrderDetails(orderId, store.view.storeCode)
    if (outcome.ok) return { found: true, order: outcome.body }
    return outcome.code === 404 || outcome.code === 403 ? { found: false } : null
  }, orderId)
  const back = (
    <p>
      <Link to={localPath('/my-account/orders', store)}>{t('afterSales.order.back')}</Link>
    </p>
  )
  if (state.status !== 'ready') return <LoadingState state={state} retry={retry} />
  if (!state.data.found)
    return (
      <>
        <p role="alert">{t('afterSales.order.notFound')}</p>
        {back}
      </>
    )
  return (
    <>
      <OrderView order={state.data.order} />
      {back}
    </>
  )
}

export function OrderView({ order }: { order: TradeOrderDetails }) {
  const t = useT()
  const store = useStore()
  const price = usePrice()
  const amounts = useAmounts()
  const locale = store.view.locale
  const number = order.orderNumber ?? order.orderId
  const skuOf = new Map(order.lines.map((line) => [line.lineId, line.sku]))
  // the PO number, reference, dates and dropshipment the order was placed with (issue 16's view)
  const extras = orderExtrasView({
    extension_attributes: { po_number: order.poNumber, order_extras: order.extras ?? {} },
    items: order.lines.map((line) => ({
      extension_attributes: { comment: line.comment, delivery_date: line.deliveryDate ?? null },
    })),
  })
  return (
    <div className="after-sales">
      <div className="after-sales__head">
        <h2>{t('afterSales.order.heading', { number })}</h2>
        <span className={`after-sales__badge after-sales__badge--${order.fulfilment}`}>
          {t(`afterSales.fulfilment.${order.fulfilment}`)}
        </span>
      </div>
      <ul className="after-sales__facts">
        <li>{t('afterSales.order.placed', { date: formatDay(order.placedAt, locale) })}</li>
        <li>{t(`afterSales.source.${order.source}`)}</li>
        {!extras && order.poNumber && <li>{t('afterSales.order.po', { po: order.poNumber })}</li>}
        {!extras && order.reference && (
          <li>{t('afterSales.order.reference', { reference: order.reference })}</li>
        )}
        {order.shippingDescription && (
          <li>{t('afterSales.order.shippingMethod', { method: order.shippingDescription })}</li>
        )}
      </ul>

      {extras && <OrderExtrasFacts view={extras} language={store.language} />}

      <section aria-labelledby="order-lines">
        <h2 id="order-lines">{t('afterSales.order.lines')}</h2>
        <ul className="after-sales__lines">
          {order.lines.map((line, index) => {
            const state = lineState(line)
            return (
              <li key={line.lineId} className="after-sales__line">
                <div className="after-sales__line-head">
                  <strong>{line.name}</strong>
                  <span className="after-sales__sku">{line.sku}</span>
                  <span className={`after-sales__badge after-sales__badge--${state}`}>
                    {t(`afterSales.lineState.${state}`)}
                  </span>
                </div>
                <LineExtrasFacts line={extras?.lines[index]} language={store.language} />
                <OrderLineDiscount
                  line={{
                    discount_percent: line.discountPercent ?? undefined,
                    discount_comment: line.discountComment ?? undefined,
                  }}
                />
                <dl className="after-sales__qtys">
                  <div>
                    <dt>{t('afterSales.order.ordered')}</dt>
                    <dd>{line.qtyOrdered}</dd>
                  </div>
                  <div>
                    <dt>{t('afterSales.order.shipped')}</dt>
                    <dd>{line.qtyShipped}</dd>
                  </div>
                  <div>
                    <dt>{t('afterSales.order.delivered')}</dt>
                    <dd>{line.qtyDelivered}</dd>
                  </div>
                  <div>
                    <dt>{t('afterSales.order.backordered')}</dt>
                    <dd>
                      {line.qtyBackordered}
                      {line.qtyBackordered > 0 && (
                        <span className="after-sales__sub after-sales__sub--warn">
                          {line.expectedDate
                            ? t('afterSales.order.expectedOn', { date: formatDay(line.expectedDate, locale) })
                            : t('afterSales.order.expectedUnknown')}
                        </span>
                      )}
                    </dd>
                  </div>
                  {line.qtyReturned > 0 && (
                    <div>
                      <dt>{t('afterSales.order.returned')}</dt>
                      <dd>{line.qtyReturned}</dd>
                    </div>
                  )}
                  {amounts.shown && (
                    <div>
                      <dt>{t('afterSales.order.rowTotal')}</dt>
                      <dd>{price(line.rowTotal)}</dd>
                    </div>
                  )}
                </dl>
              </li>
            )
          })}
        </ul>
        {amounts.shown && (
          <dl className="after-sales__totals">
            <div>
              <dt>{t('afterSales.order.subtotal')}</dt>
              <dd>{price(order.subtotal)}</dd>
            </div>
            <div>
              <dt>{t('afterSales.order.tax')}</dt>
              <dd>{price(order.taxAmount)}</dd>
            </div>
            <div>
              <dt>{t('afterSales.order.grandTotal')}</dt>
              <dd>{price(order.grandTotal)}</dd>
            </div>
          </dl>
        )}
      </section>

      <section aria-labelledby="order-shipments">
        <h2 id="order-shipments">{t('afterSales.shipments.title')}</h2>
        {order.shipments.length === 0 ? (
          <p>{t('afterSales.shipments.none')}</p>
        ) : (
          <ul className="after-sales__cards">
            {order.shipments.map((shipment) => {
              const url = safeTrackingUrl(shipment.trackingUrl)
              return (
                <li key={shipment.number} className="after-sales__card">
                  <h3>{t('afterSales.shipments.shipment', { number: shipment.number })}</h3>
                  <p>
                    {t('afterSales.shipments.shippedAt', { date: formatDay(shipment.shippedAt, locale) })}
                    {shipment.deliveredAt && (
                      <>
                        {' · '}
                        {t('afterSales.shipments.deliveredAt', {
                          date: formatDay(shipment.deliveredAt, locale),
                        })}
                      </>
                    )}
                  </p>
                  {url ? (
                    <p>
                      <a href={url} target="_blank" rel="noopener noreferrer">
                        {t('afterSales.shipments.track', {
                          number: shipment.trackingNumber ?? shipment.number,
                          carrier: shipment.carrier ?? '',
                        })}
                      </a>
                    </p>
                  ) : (
                    shipment.trackingNumber && (
                      <p>{t('afterSales.shipments.trackingNumber', { code: shipment.trackingNumber })}</p>
                    )
                  )}
                  <ul className="after-sales__plain">
                    {shipment.lines.map((line) => (
                      <li key={`${line.lineId}`}>
                        {t('afterSales.shipments.line', {
                          qty: line.qty,
                          sku: line.sku || skuOf.get(line.lineId) || '',
                        })}
                      </li>
                    ))}
                  </ul>
                </li>
              )
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="order-invoices">
        <h2 id="order-invoices">{t('afterSales.invoices.ofOrder')}</h2>
        {order.invoices.length === 0 ? (
          <p>{t('afterSales.invoices.noneForOrder')}</p>
        ) : (
          <ul className="after-sales__cards">
            {order.invoices.map((invoice) => (
              <li key={invoice.number} className="after-sales__card after-sales__card--row">
                <span>
                  {t(invoice.type === 'credit' ? 'afterSales.invoices.credit' : 'afterSales.invoices.debit')}{' '}
                  <strong>{invoice.number}</strong>
                </span>
                <span>{formatDay(invoice.issueDate, locale)}</span>
                {amounts.shown && <span className="after-sales__amount">{price(invoice.grandTotal)}</span>}
                <InvoiceDownload
                  invoicePath={invoice.invoicePath}
                  number={invoice.number}
                  type={invoice.type}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
