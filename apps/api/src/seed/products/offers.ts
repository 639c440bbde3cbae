import { CUSTOMER_GROUP_BUSINESS } from '../stores-and-tax.ts'
import { discountedNet, isoDay, netFromInclCents } from '../prices.ts'
import type { SeedContext } from './context.ts'

/** Random commercial decisions per product: special-price windows, stock situations, tier prices. */

export interface Special {
  price: string
  from: string | null
  to: string | null
  /** true when today lies inside the window */
  active: boolean
}

export interface StockPlan {
  qty: number
  isInStock: boolean
  backorders: number
  manageStock: boolean
  soonAvailableDate: string | null
}

export type SpecialWindow = 'current' | 'open' | 'past' | 'future'

/** A special price for this window (relative to the seed clock, so the demo always has active ones). */
export function specialFor(
  ctx: SeedContext,
  inclCents: number,
  rate: number,
  window: SpecialWindow,
  factor = 0.8,
): Special {
  const { rng, now } = ctx
  const price = discountedNet(inclCents, factor, rate)
  switch (window) {
    case 'current':
      return { price, from: isoDay(now, -rng.int(1, 20)), to: isoDay(now, rng.int(7, 60)), active: true }
    case 'open':
      return { price, from: isoDay(now, -rng.int(1, 30)), to: null, active: true }
    case 'past':
      return { price, from: isoDay(now, -rng.int(45, 90)), to: isoDay(now, -rng.int(3, 30)), active: false }
    case 'future':
      return { price, from: isoDay(now, rng.int(3, 20)), to: isoDay(now, rng.int(25, 60)), active: false }
  }
}

/** About 8% of products get a special price: most windows current, some past, some in the future. */
export function randomSpecial(
  ctx: SeedContext,
  inclCents: number,
  rate: number,
  probability = 0.08,
): Special | null {
  const { rng } = ctx
  if (!rng.chance(probability)) return null
  const window = rng.weighted<SpecialWindow>([
    ['current', 55],
    ['open', 10],
    ['past', 20],
    ['future', 15],
  ])
  return specialFor(ctx, inclCents, rate, window, rng.pick([0.75, 0.8, 0.85, 0.9]))
}

/** ~5% out of stock (some with a soon-available date), ~1.5% on backorder, the rest in stock. */
export function randomStock(ctx: SeedContext, maxQty: number): StockPlan {
  const { rng, now } = ctx
  const r = rng.next()
  if (r < 0.05) {
    const soon = rng.chance(0.4) ? isoDay(now, rng.int(7, 60)) : null
    return { qty: 0, isInStock: false, backorders: 0, manageStock: true, soonAvailableDate: soon }
  }
  if (r < 0.065) {
    const soon = rng.chance(0.5) ? isoDay(now, rng.int(5, 30)) : null
    return { qty: 0, isInStock: true, backorders: 1, manageStock: true, soonAvailableDate: soon }
  }
  return {
    qty: rng.int(1, maxQty),
    isInStock: true,
    backorders: 0,
    manageStock: true,
    soonAvailableDate: null,
  }
}

export const OUT_OF_STOCK: StockPlan = {
  qty: 0,
  isInStock: false,
  backorders: 0,
  manageStock: true,
  soonAvailableDate: null,
}
export const UNMANAGED_STOCK: StockPlan = {
  qty: 0,
  isInStock: true,
  backorders: 0,
  manageStock: false,
  soonAvailableDate: null,
}

/**
 * Tier prices: everybody pays less from 5 and 10 pieces; business customers (group 2) even less,
 * and from one piece on (a trade price, so logging in as a business customer visibly changes the
 * price of these products in listings too: docs/decisions/0078).
 */
export function tierPriceRows(productId: number, inclCents: number, rate: number) {
  const tiers: [number | null, number, number][] = [
    [null, 5, 0.95],
    [null, 10, 0.9],
    [CUSTOMER_GROUP_BUSINESS, 1, 0.97],
    [CUSTOMER_GROUP_BUSINESS, 5, 0.9],
    [CUSTOMER_GROUP_BUSINESS, 10, 0.85],
  ]
  return tiers.map(([customerGroupId, qty, factor]) => ({
    productId,
    customerGroupId,
    qty: String(qty),
    value: netFromInclCents(Math.round(inclCents * factor), rate),
  }))
}
