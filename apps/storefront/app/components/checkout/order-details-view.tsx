/**
 * What was ordered, where it goes and how, on the order-status page (issue 13): lines, totals,
 * addresses, shipping and payment method and the expected delivery.
 */
import type { OrderAddressView, OrderDetails } from '../../lib/checkout/order-details.ts'
import { deliveryText } from '../../lib/checkout/order-details.ts'
import { useCheckoutPricesShown } from '../../lib/checkout/prices-shown.ts'
import { usePrice, useStore, useT } from '../../lib/store-context.tsx'

function Address({ title, address }: { title: string; address: OrderAddressView }) {
  return (
    <div className="order-details__address">
      <h3>{title}</h3>
      <address>
        {address.company && (
          <>
            {address.company}
            <br />
          </>
        )}
        {address.firstname} {address.lastname}
        <br />
        {address.street.join(' ')}
        <br />
        {address.postcode} {address.city}
        <br />
        {address.country_id}
      </address>
    </div>
  )
}

export function OrderDetailsView({ order }: { order: OrderDetails }) {
  const t = useT()
  const price = usePrice()
  const store = useStore()
  // hidden-price mode 1: the order page names what was ordered, not what it cost (spec 001 §3)
  const showPrices = useCheckoutPricesShown()
  return (
    <section className="order-details" aria-labelledby="order-details-title">
      <h2 id="order-details-title">{t('orderStatus.details.items')}</h2>
      <table className="order-details__lines">
        <thead>
          <tr>
            <th scope="col">{t('orderStatus.details.product')}</th>
            <th scope="col">{t('orderStatus.details.qty')}</th>
            {showPrices && <th scope="col">{t('orderStatus.details.total')}</th>}
          </tr>
        </thead>
        <tbody>
          {order.items.map((line, index) => (
            <tr key={`${line.sku}-${index}`}>
              <td>
                {line.name}
                {line.options?.length ? (
                  <small>
                    <br />
                    {line.options.map((o) => `${o.label}: ${o.value}`).join(', ')}
                  </small>
                ) : null}
              </td>
              <td>{line.qty_ordered}</td>
              {showPrices && <td>{price(line.row_total_incl_tax ?? 0)}</td>}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {(showPrices ? order.total_segments : []).map((segment) => (
            <tr key={segment.code} className={`order-details__segment--${segment.code}`}>
              <th scope="row" colSpan={2}>
                {segment.title}
              </th>
              <td>{price(segment.value)}</td>
            </tr>
          ))}
        </tfoot>
      </table>
      <dl className="order-details__facts">
        {order.shipping_description && (
          <>
            <dt>{t('orderStatus.details.shipping')}</dt>
            <dd>{order.shipping_description}</dd>
          </>
        )}
        <dt>{t('orderStatus.details.payment')}</dt>
        <dd>{order.payment_title}</dd>
        {order.shipping_address && (
          <>
            <dt>{t('orderStatus.details.delivery')}</dt>
            <dd>
              {order.expected_delivery
                ? deliveryText(order.expected_delivery, store.view.locale)
                : t('orderStatus.details.deliveryByArrangement')}
            </dd>
          </>
        )}
      </dl>
      <div className="order-details__addresses">
        {order.shipping_address && (
          <Address title={t('orderStatus.details.shipTo')} address={order.shipping_address} />
        )}
        {order.billing_address && (
          <Address title={t('orderStatus.details.billTo')} address={order.billing_address} />
        )}
      </div>
    </section>
  )
}
