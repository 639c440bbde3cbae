/**
 * A trade customer's price (issue 16, docs/decisions/0133): the lowest of the catalogue's price at
 * the quantity (the final price with its special-price window, and the customer group's tiers)
 * and every price agreement that holds for the product, today, at that quantity. An agreement is
 * a net price (sku agreements) or a percentage off the catalogue's list price, from `minQty` on,
 * within its validity window of shop calendar days (both ends included).
 *
 * The percentage is taken off the list price, not off a special price: the customer already pays
 * the special price when it is lower, and a discount on a discount would give away twice.
 */

export type PriceAgreementKind = 'sku' | 'brand' | 'category'

export const PRICE_AGREEMENT_KINDS: readonly PriceAgreementKind[] = ['sku', 'brand', 'category']

export interface PriceAgreementTerms {
  kind: PriceAgreementKind
  /** net unit price excl. tax (sku agreements only) */
  netPrice: number | null
  /** percent off the list price, 0 < p <= 100 */
  discountPercent: number | null
  /** the agreement applies from this quantity on (>= 1) */
  minQty: number
  /** first and last shop calendar day (YYYY-MM-DD) it holds; null: open */
  validFrom: string | null
  validTo: string | null
}

export interface CataloguePrice {
  /** the list price (net, excl. tax) */
  listPrice: number
  /** the final price at quantity 1: list price or a special price in its window */
  finalPrice: number
  /** the customer group's tiers (net unit values from a quantity on) */
  tiers: readonly { qty: number; value: number }[]
}

export interface TierStep {
  qty: number
  value: number
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** Whether the agreement's window holds the shop day (YYYY-MM-DD strings compare as dates). */
export function agreementHoldsOn(
  a: Pick<PriceAgreementTerms, 'validFrom' | 'validTo'>,
  day: string,
): boolean {
  return (a.validFrom === null || a.validFrom <= day) && (a.validTo === null || day <= a.validTo)
}

/** The unit price one agreement gives; null when it names neither a net price nor a discount. */
export function agreementUnitPrice(a: PriceAgreementTerms, listPrice: number): number | null {
  if (a.kind === 'sku' && a.netPrice !== null) return a.netPrice
  if (a.discountPercent !== null) return listPrice * (1 - a.discountPercent / 100)
  return null
}

/**
 * The unit price at `qty`, rounded to cents. `agreements` are those made for this product (its
 * sku, brand or one of its categories); this picks the ones valid on `day` that `qty` reaches.
 */
export function customerUnitPrice(
  catalogue: CataloguePrice,
  agreements: readonly PriceAgreementTerms[],
  qty: number,
  day: string,
): number {
  let lowest = catalogue.finalPrice
  for (const tier of catalogue.tiers) if (tier.qty <= qty && tier.value < lowest) lowest = tier.value
  for (const a of agreements) {
    if (a.minQty > qty || !agreementHoldsOn(a, day)) continue
    const price = agreementUnitPrice(a, catalogue.listPrice)
    if (price !== null && price < lowest) lowest = price
  }
  return round2(Math.max(0, lowest))
}

/**
 * The customer's quantity steps: every quantity above 1 where a tier or an agreement starts, with
 * the unit price from that quantity, keeping only steps cheaper than the step before (the first
 * being the price at 1), by ascending quantity.
 */
export function customerTierSteps(
  catalogue: CataloguePrice,
  agreements: readonly PriceAgreementTerms[],
  day: string,
): TierStep[] {
  const starts = new Set<number>()
  for (const tier of catalogue.tiers) if (tier.qty > 1) starts.add(tier.qty)
  for (const a of agreements) if (a.minQty > 1 && agreementHoldsOn(a, day)) starts.add(a.minQty)
  let previous = customerUnitPrice(catalogue, agreements, 1, day)
  const steps: TierStep[] = []
  for (const qty of [...starts].sort((x, y) => x - y)) {
    const value = customerUnitPrice(catalogue, agreements, qty, day)
    if (value < previous) {
      steps.push({ qty, value })
      previous = value
    }
  }
  return steps
}

export type PriceAgreementProblem =
  | { field: 'kind'; reason: 'unknown' }
  | { field: 'net_price'; reason: 'only_for_sku' | 'not_positive' }
  | { field: 'discount_percent'; reason: 'out_of_range' }
  | { field: 'net_price' | 'discount_percent'; reason: 'one_of_both' }
  | { field: 'min_qty'; reason: 'below_one' }
  | { field: 'valid_to'; reason: 'before_valid_from' }

/** What is wrong with an agreement's terms (empty when it may be stored), in field order. */
export function priceAgreementProblems(a: PriceAgreementTerms): PriceAgreementProblem[] {
  const problems: PriceAgreementProblem[] = []
  if (!PRICE_AGREEMENT_KINDS.includes(a.kind)) problems.push({ field: 'kind', reason: 'unknown' })
  if (a.netPrice !== null && a.kind !== 'sku') problems.push({ field: 'net_price', reason: 'only_for_sku' })
  else if (a.netPrice !== null && !(a.netPrice > 0))
    problems.push({ field: 'net_price', reason: 'not_positive' })
  if (a.discountPercent !== null && !(a.discountPercent > 0 && a.discountPercent <= 100))
    problems.push({ field: 'discount_percent', reason: 'out_of_range' })
  if ((a.netPrice === null) === (a.discountPercent === null))
    problems.push({ field: 'net_price', reason: 'one_of_both' })
  if (!(Number.isInteger(a.minQty) && a.minQty >= 1)) problems.push({ field: 'min_qty', reason: 'below_one' })
  if (a.validFrom !== null && a.validTo !== null && a.validTo < a.validFrom)
    problems.push({ field: 'valid_to', reason: 'before_valid_from' })
  return problems
}

/** The problems as one English sentence for a 400 (staff tools are English, like the admin API). */
export function describePriceAgreementProblems(problems: readonly PriceAgreementProblem[]): string {
  const text: Record<string, string> = {
    'kind:unknown': 'kind must be sku, brand or category',
    'net_price:only_for_sku': 'net_price is only for an agreement of kind sku',
    'net_price:not_positive': 'net_price must be more than 0',
    'discount_percent:out_of_range': 'discount_percent must be more than 0 and at most 100',
    'net_price:one_of_both': 'give either net_price or discount_percent, not both or neither',
    'min_qty:below_one': 'min_qty must be a whole number of at least 1',
    'valid_to:before_valid_from': 'valid_to must not be before valid_from',
  }
  return problems.map((p) => text[`${p.field}:${p.reason}`]).join('; ')
}
