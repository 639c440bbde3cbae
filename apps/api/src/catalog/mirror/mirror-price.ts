/**
 * The final price incl. the store's retail tax of every product row, for one customer group and
 * shop day - the same rule and rounding as finalPriceInclTax in product-sql.ts (docs/decisions/
 * 0003): the lowest of the price, the special price inside its window and the quantity-1 tier
 * prices (all groups, and the group's), rounded to cents half away from zero; tax on the rounded
 * net, rounded the same way. Integer arithmetic throughout, as PostgreSQL's numeric is exact.
 */
import type { ProductRecord, StoreIndex } from './store-index.ts'

/** n / d rounded half away from zero, for integers (d > 0) */
export function divideHalfAway(n: number, d: number): number {
  const q = Math.trunc(n / d)
  const r = n - q * d
  if (Math.abs(r) * 2 >= d) return n < 0 ? q - 1 : q + 1
  return q
}

export function finalPriceCents(row: ProductRecord, today: string, groupId: number | null): number {
  let net = row.price
  const special = row.specialPrice
  if (
    special !== null &&
    special > 0 &&
    special < row.price &&
    (row.specialFrom === null || row.specialFrom <= today) &&
    (row.specialTo === null || row.specialTo >= today)
  ) {
    net = Math.min(net, special)
  }
  if (row.tiers) {
    const allGroups = row.tiers.get(-1)
    if (allGroups !== undefined) net = Math.min(net, allGroups)
    // guests get the all-groups tiers only
    const own = groupId === null ? undefined : row.tiers.get(groupId)
    if (own !== undefined) net = Math.min(net, own)
  }
  const netCents = divideHalfAway(net, 100)
  // cents * (rate in 1/10000 %) / 100 / 10000
  return netCents + divideHalfAway(netCents * row.taxRate, 1_000_000)
}

const MAX_PRICE_LISTS = 16
const lists = new WeakMap<StoreIndex, { generation: number; byKey: Map<string, Float64Array> }>()

/**
 * Final prices in cents by slot (NaN for an empty slot). They depend only on the rows, the group
 * and the day, so one list serves every request of that group on that day until a row changes.
 */
export function finalPrices(index: StoreIndex, size: number, today: string, groupId: number | null) {
  let memo = lists.get(index)
  if (!memo || memo.generation !== index.generation) {
    lists.set(index, (memo = { generation: index.generation, byKey: new Map() }))
  }
  const key = `${groupId ?? 'guest'}|${today}`
  let prices = memo.byKey.get(key)
  if (!prices) {
    prices = new Float64Array(size)
    for (let slot = 0; slot < size; slot++) {
      const row = index.row(slot)
      prices[slot] = row ? finalPriceCents(row, today, groupId) : NaN
    }
    if (memo.byKey.size >= MAX_PRICE_LISTS) memo.byKey.clear()
    memo.byKey.set(key, prices)
  }
  return prices
}
