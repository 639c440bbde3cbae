/**
 * The totals box of cart and checkout: the server's total segments (subtotal, shipping,
 * discount, tax, grand total), or client-computed ones while the server has not answered.
 */
import type { TotalSegment } from '../../lib/cart/cart-types.ts'
import type { MessageKey } from '../../i18n/translate.ts'
import { usePrice, useT } from '../../lib/store-context.tsx'
import { useAmounts } from '../../lib/trade/use-trade-prices.ts'

const LABELS: Record<string, MessageKey> = {
  subtotal: 'cart.totals.subtotal',
  subtotal_incl_tax: 'cart.totals.subtotal',
  shipping: 'cart.totals.shipping',
  discount: 'cart.totals.discount',
  tax: 'cart.totals.tax',
  grand_total: 'cart.totals.grandTotal',
  payment: 'cart.totals.payment',
}

export function TotalsBox({
  segments,
  coupon,
}: {
  segments: readonly TotalSegment[]
  coupon?: string | null
}) {
  const t = useT()
  const price = usePrice()
  // hidden-price mode 1 (spec 001 §3): no amounts at all, ordering still works
  const amounts = useAmounts()
  if (!amounts.shown) return null
  // a zero discount says nothing; the grand total always shows
  const shown = segments.filter((segment) => segment.code !== 'discount' || segment.value !== 0)
  return (
    <dl className="totals" aria-live="polite">
      {shown.map((segment) => {
        const key = LABELS[segment.code]
        const label = key ? t(key) : segment.title
        return (
          <div key={segment.code} className={`totals__row totals__row--${segment.code}`}>
            <dt>
              {label}
              {/* a trade customer's lines are net: say that the subtotal is not */}
              {amounts.net && segment.code.startsWith('subtotal') ? ` ${t('trade.price.inclTax')}` : ''}
              {segment.code === 'discount' && coupon ? ` (${coupon})` : ''}
            </dt>
            <dd>{price(segment.value)}</dd>
          </div>
        )
      })}
    </dl>
  )
}
