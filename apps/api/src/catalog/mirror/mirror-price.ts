/**
 * Final prices of the in-memory catalogue, by slot: the pricing module's final price of each
 * indexed row (pricing/indexed-final-price.ts, the SQL engine's rule too), kept per customer
 * group and shop day; and the range buckets the price facet counts with.
 */
import { finalNetCentsOf, finalPriceInclTaxCents } from '../../pricing/indexed-final-price.ts'
import type { CustomerPriceList } from '../customer-price-list.ts'
import type { StoreIndex } from './store-index.ts'

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
      prices[slot] = row ? finalPriceInclTaxCents(row, today, groupId) : NaN
    }
    if (memo.byKey.size >= MAX_PRICE_LISTS) memo.byKey.clear()
    memo.byKey.set(key, prices)
  }
  return prices
}

type Range = { from?: number; to?: number }

const bucketLists = new WeakMap<Float64Array, Map<string, Int8Array>>()

/**
 * For ranges that do not overlap: the range each slot's final price falls in (-1: none), made
 * once per price list and range set, so counting a range facet costs one step per hit. Null for
 * overlapping ranges (a price may then count in several), which are counted directly.
 */
export function rangeBuckets(prices: Float64Array, ranges: readonly Range[]): Int8Array | null {
  if (ranges.length > 127) return null
  const bounds = ranges.map((r) => [r.from ?? -Infinity, r.to ?? Infinity] as const)
  const sorted = [...bounds].sort((a, b) => a[0] - b[0])
  for (let i = 1; i < sorted.length; i++) if (sorted[i]![0] < sorted[i - 1]![1]) return null
  let byRanges = bucketLists.get(prices)
  if (!byRanges) bucketLists.set(prices, (byRanges = new Map()))
  const key = JSON.stringify(bounds)
  let buckets = byRanges.get(key)
  if (!buckets) {
    buckets = new Int8Array(prices.length).fill(-1)
    for (let slot = 0; slot < prices.length; slot++) {
      const value = prices[slot]! / 100
      for (let j = 0; j < bounds.length; j++) {
        if (value >= bounds[j]![0] && value < bounds[j]![1]) {
          buckets[slot] = j
          break
        }
      }
    }
    if (byRanges.size >= 16) byRanges.clear()
    byRanges.set(key, buckets)
  }
  return buckets
}

const customerLists = new WeakMap<CustomerPriceList, { generation: number; prices: Float64Array }>()

/**
 * A trade customer's prices by slot, in cents (decision 0139): their own net price from their
 * price list, else the group's final net price. Made once per list (five minutes) and index state.
 */
export function customerFinalPrices(
  index: StoreIndex,
  size: number,
  today: string,
  groupId: number | null,
  list: CustomerPriceList,
): Float64Array {
  const kept = customerLists.get(list)
  if (kept && kept.generation === index.generation && kept.prices.length === size) return kept.prices
  const prices = new Float64Array(size)
  for (let slot = 0; slot < size; slot++) {
    const row = index.row(slot)
    prices[slot] = row ? (list.netCents.get(row.productId) ?? finalNetCentsOf(row, today, groupId)) : NaN
  }
  customerLists.set(list, { generation: index.generation, prices })
  return prices
}
