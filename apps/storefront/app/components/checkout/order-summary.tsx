/** The cart's lines as the checkout shows them: read-only, with quantity and row total. */
import { lineTotal } from '../../lib/cart/cart-lines.ts'
import type { CartItem } from '../../lib/cart/cart-types.ts'
import { usePrice, useT } from '../../lib/store-context.tsx'
import { LineDiscountNote } from '../cart/line-discount.tsx'
import { lineDiscountShown } from '../../lib/cart/line-discount.ts'

export function OrderSummary({
  items,
  showPrices = true,
}: {
  items: readonly CartItem[]
  /** false in hidden-price mode 1: quantities and names only */
  showPrices?: boolean
}) {
  const price = usePrice()
  const t = useT()
  return (
    <ul className="order-summary">
      {items.map((item) => (
        <li key={`${item.sku}:${item.checksum}`} className="order-summary__line">
          <span className="order-summary__name">
            {item.qty} × {item.totals?.name ?? item.name}
            {item.options?.length ? (
              <small> ({item.options.map((option) => `${option.label}: ${option.value}`).join(', ')})</small>
            ) : null}
            {/* after a stock refusal the server's stock marks the lines that cannot be had */}
            {item.errors?.stock && (
              <strong className="cart-line__error"> {t('cart.msg.lineOutOfStock')}</strong>
            )}
            <LineDiscountNote item={item} />
          </span>
          {showPrices && (
            <span className="order-summary__price">
              {price(lineDiscountShown(item, false)?.after ?? lineTotal(item))}
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
