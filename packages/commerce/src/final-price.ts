/**
 * The final-price rule (docs/decisions/0003, 0118), defined once: a unit of a product costs the
 * lowest of its regular price, its special price (when positive, below the regular price and
 * inside its window) and the lowest quantity-1 tier price of the shopper's group or of all
 * groups (guests: all groups only), in whole cents; tax is added to that rounded net amount.
 *
 * computeProductPrice (catalogue documents, render-list, cart) and the in-memory catalogue call
 * it; the SQL catalogue cannot call TypeScript, so apps/api/src/pricing/final-price-sql.ts
 * renders this same rule as an expression, and a test there holds the two to the same answers.
 */
import type { Cents } from './money.ts'

export interface FinalPriceCandidates {
  priceCents: Cents
  /** the stored special price; 0 or null: none */
  specialCents: Cents | null
  /** true when the special price's window holds the moment (or day) priced */
  specialInWindow: boolean
  /** the lowest quantity-1 tier price of the shopper's group or of all groups; null: none */
  unitTierCents: Cents | null
}

/** The special price counts only inside its window and only when it is a real reduction. */
export function specialPriceCounts(
  c: Pick<FinalPriceCandidates, 'priceCents' | 'specialCents' | 'specialInWindow'>,
): boolean {
  return c.specialInWindow && c.specialCents !== null && c.specialCents > 0 && c.specialCents < c.priceCents
}

/** The final net price in cents. */
export function finalNetCents(c: FinalPriceCandidates): Cents {
  let net = c.priceCents
  if (specialPriceCounts(c)) net = Math.min(net, c.specialCents!)
  if (c.unitTierCents !== null) net = Math.min(net, c.unitTierCents)
  return net
}

/**
 * The special-price window on a shop calendar day (YYYY-MM-DD), for windows of plain dates (the
 * search index holds dates): the from-day and the to-day both count.
 */
export function specialWindowHoldsDay(from: string | null, to: string | null, day: string): boolean {
  return (from === null || from <= day) && (to === null || to >= day)
}

/** n / d rounded half away from zero, for integers (d > 0). */
export function divideHalfAway(n: number, d: number): number {
  const q = Math.trunc(n / d)
  const r = n - q * d
  if (Math.abs(r) * 2 >= d) return n < 0 ? q - 1 : q + 1
  return q
}

/**
 * money.ts addTax's gross amount for a rate in 1/10000 percent (21 % = 210000), in plain integer
 * arithmetic: the in-memory catalogue prices every product of a store at once with it. Equal to
 * addTax while net cents times the scaled rate stays a safe integer (any real price).
 */
export function grossCentsAtScaledRate(netCents: Cents, rateTenThousandths: number): Cents {
  return netCents + divideHalfAway(netCents * rateTenThousandths, 1_000_000)
}
