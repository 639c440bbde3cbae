/**
 * How a cart line's amounts are shown (cart page, microcart, checkout summary), following the
 * hidden-price mode that applies to the shopper (spec 001 §3): a consumer sees prices incl. BTW; a
 * trade customer the cart's own net amounts (the API prices the cart for their token), labelled
 * excl. BTW; in mode 1 no amount at all, while the lines can still be changed and ordered.
 */
import { linePrice, lineTotal } from '../../lib/cart/cart-lines.ts'
import type { CartItem } from '../../lib/cart/cart-types.ts'
import { lineDiscountShown } from '../../lib/cart/line-discount.ts'
import { usePrice, useT } from '../../lib/store-context.tsx'
import { tradePrices, useAmounts } from '../../lib/trade/use-trade-prices.ts'

/** The line's unit and row amounts for this shopper; null where the amount is not known yet. */
export function lineAmounts(item: CartItem, net: boolean): { unit: number | null; total: number | null } {
  // a purchaser's line discount: the row is what the line costs after it (decision 0159)
  const discounted = lineDiscountShown(item, net)?.after ?? null
  if (!net) return { unit: linePrice(item), total: discounted ?? lineTotal(item) }
  if (item.totals) return { unit: item.totals.price, total: discounted ?? item.totals.row_total }
  // before the server's totals: the back office's price the page showed, if known
  const known = tradePrices.get(item.sku)?.display_amount
  return known === undefined
    ? { unit: null, total: null }
    : { unit: known, total: Math.round(known * 100 * item.qty) / 100 }
}

export function LineAmount({ item, part }: { item: CartItem; part: 'unit' | 'total' }) {
  const { shown, net } = useAmounts()
  const format = usePrice()
  const t = useT()
  if (!shown) return null
  const amount = lineAmounts(item, net)[part]
  if (amount === null) return null
  return (
    <>
      {format(amount)}
      {net && <span className="price__tax"> {t('trade.price.exclTax')}</span>}
    </>
  )
}

/** The cart page's "Prijzen zijn inclusief btw.": not next to a trade customer's net lines, nor without prices. */
export function CartTaxNote() {
  const { shown, net } = useAmounts()
  const t = useT()
  return shown && !net ? <p className="cart-page__tax">{t('cart.totals.inclTax')}</p> : null
}
