/**
 * Which price a shopper sees (spec 001 §3 hidden-price modes, issue 16): the rules only, so every
 * component that shows money asks the same questions and the tests cover them.
 *
 * - The mode that applies is the stricter of the shop's (HIDDEN_PRICE_MODE) and the trade account's.
 * - A trade customer sees their own net price (excl. tax) from mode 2 up, and in mode 3 also the
 *   consumer price incl. tax ("Adviesprijs"); mode 1 shows no amount at all, ordering still works.
 * - Everybody else (guests, consumers) sees the consumer price incl. tax in mode 3 only.
 */
import { shownPrice, type HiddenPriceMode, type ShownPriceFields } from '@shop/commerce'
import type { SkuTradePrice } from './price-cache.ts'

/** The stricter of two modes: 1 hides most, 3 least. */
export function effectiveMode(shop: HiddenPriceMode, account: HiddenPriceMode | null): HiddenPriceMode {
  return account === null ? shop : (Math.min(shop, account) as HiddenPriceMode)
}

/** Whether amounts of any kind (cart lines, totals, the checkout) are shown to this shopper. */
export function amountsShown(mode: HiddenPriceMode, trade: boolean): boolean {
  return trade ? mode >= 2 : mode === 3
}

/** A catalogue document's price fields, with the consumer price that customer-priced ones carry. */
export type DocumentPrices = ShownPriceFields & { retail_price_incl_tax?: number | null }

export type PriceView =
  | { kind: 'hidden' }
  /** a trade customer's price is being asked for */
  | { kind: 'pending' }
  /** the consumer price incl. tax, with the regular price struck through under a special one */
  | { kind: 'retail'; amount: number | null; oldAmount: number | null }
  /** a trade customer's net price, with the consumer price beside it when the mode shows it */
  | { kind: 'net'; amount: number; advice: number | null }

const usable = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0

/**
 * The consumer price ("Adviesprijs", "UVP"): what a customer-priced document says a consumer pays,
 * else the catalogue's regular price incl. tax (a group price never changes it, decision 0078).
 */
export function consumerPrice(document: DocumentPrices): number | null {
  if (usable(document.retail_price_incl_tax)) return document.retail_price_incl_tax
  if (usable(document.original_price_incl_tax)) return document.original_price_incl_tax
  if (usable(document.price_incl_tax)) return document.price_incl_tax
  return shownPrice(document).amount
}

/**
 * What a price spot shows. `trade` is the back office's answer for the sku: undefined while it is
 * asked, null when it has none (the spot then falls back to the page's price if the mode shows it).
 */
export function priceView(input: {
  mode: HiddenPriceMode
  isTrade: boolean
  document: DocumentPrices
  trade?: SkuTradePrice | null
}): PriceView {
  const { mode, isTrade, document, trade } = input
  if (!isTrade) {
    if (mode !== 3) return { kind: 'hidden' }
    return { kind: 'retail', ...shownPrice(document) }
  }
  if (mode === 1) return { kind: 'hidden' }
  if (trade === undefined) return { kind: 'pending' }
  if (trade === null) {
    // no price from the back office: the catalogue's price is a retail price, shown in mode 3 only
    return mode === 3 ? { kind: 'retail', ...shownPrice(document) } : { kind: 'hidden' }
  }
  return { kind: 'net', amount: trade.display_amount, advice: mode === 3 ? consumerPrice(document) : null }
}

/**
 * The quantity prices worth a line ("Vanaf 12 stuks € x per stuk"): one per quantity above one
 * piece, the lowest price of a quantity, and only those below the price of one piece.
 */
export function tierRows(trade: SkuTradePrice): { qty: number; value: number }[] {
  const best = new Map<number, number>()
  for (const row of trade.tier_prices) {
    if (row.qty <= 1 || !(row.value >= 0)) continue
    best.set(row.qty, Math.min(row.value, best.get(row.qty) ?? Infinity))
  }
  return [...best.entries()]
    .filter(([, value]) => value < trade.display_amount)
    .sort((a, b) => a[0] - b[0])
    .map(([qty, value]) => ({ qty, value }))
}
