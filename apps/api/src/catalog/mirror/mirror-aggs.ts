/**
 * Aggregations over in-process hits, as the rows product-aggs.ts reads back from SQL (AggRow), so
 * that shapeAggregations turns both into the same Elasticsearch results. Aggregations the SQL
 * search refuses (a range on anything but the price, a nested field) throw Unsupported: the SQL
 * search then answers with its 400.
 */
import type { AggSpec } from '../catalog-query.ts'
import { facetFields, type AggRow } from '../product-aggs.ts'
import { Unsupported } from './mirror-filter.ts'
import { rangeBuckets } from './mirror-price.ts'
import type { Postings, ProductRecord, StoreIndex } from './store-index.ts'

const isPrice = (field: string) => field === 'final_price' || field === 'price'

/** numeric(12,4) text of an amount in 1/10000 euro, as PostgreSQL prints it ("799.0000") */
export function numericText(tenThousandths: number): string {
  const sign = tenThousandths < 0 ? '-' : ''
  const abs = Math.abs(tenThousandths)
  return `${sign}${Math.trunc(abs / 10_000)}.${String(abs % 10_000).padStart(4, '0')}`
}

/**
 * Columns a terms aggregation may group by: the row's value (one, or a list for category ids)
 * and how SQL prints a value.
 */
// a Map, not an object literal: a field named `constructor` or `__proto__` must find nothing
const COLUMN_VALUES = new Map<
  string,
  {
    value: (row: ProductRecord, slot: number, index: StoreIndex) => string | number | number[]
    text: (v: string | number) => string
  }
>([
  ['type_id', { value: (r) => r.typeId, text: String }],
  ['visibility', { value: (r) => r.visibility, text: String }],
  ['status', { value: (r) => r.status, text: String }],
  ['category_ids', { value: (_, slot, index) => index.lists.categories.get(slot), text: String }],
  ['category_id', { value: (_, slot, index) => index.lists.categories.get(slot), text: String }],
])

const kept = new WeakMap<object, Map<string, unknown>>()

/**
 * A count made once per `owner` (the postings, or a price list's range buckets: both replaced
 * when a row changes) and key. A category page asks the same questions on every request, and at
 * 100,000 products each answer walked the category's 25,000 rows.
 */
function keep<T>(owner: object, key: string, count: () => T): T {
  let byKey = kept.get(owner)
  if (!byKey) kept.set(owner, (byKey = new Map()))
  if (!byKey.has(key)) byKey.set(key, count())
  return byKey.get(key) as T
}

/** The listed rows of a category: the hits of a plain category page. */
const categoryHits = (p: Postings, category: number) =>
  p.category.get(category)?.copy().and(p.listed).toInt32Array() ?? new Int32Array(0)

/** How many hits have each distinct net price, as [price id, count] with count > 0. */
function priceTermCounts(p: Postings, hits: Int32Array): [number, number][] {
  // the distinct prices are numbered once per index: a typed counter per hit
  const counts = new Int32Array(p.prices.length)
  for (let h = 0; h < hits.length; h++) counts[p.priceIdOf[hits[h]!]!]!++
  const found: [number, number][] = []
  counts.forEach((n, id) => {
    if (n > 0) found.push([id, n])
  })
  return found
}

/** How many hits fall in each price range (buckets: the range of each slot, -1 none). */
function rangeCounts(buckets: Int8Array, ranges: number, hits: Int32Array): number[] {
  const counts = new Array<number>(ranges).fill(0)
  for (let h = 0; h < hits.length; h++) {
    const j = buckets[hits[h]!]!
    if (j >= 0) counts[j]!++
  }
  return counts
}

const wantedLists = new WeakMap<readonly string[], Map<string, { seen: number; ids: number[] }>>()

/**
 * Token numbers whose attribute code (the part before the first colon, as SQL's split_part) is
 * asked for. The vocabulary only grows: tokens added since the last call are looked at then.
 */
function wantedTokens(tokens: readonly string[], facets: ReadonlySet<string>): readonly number[] {
  let byFacets = wantedLists.get(tokens)
  if (!byFacets) wantedLists.set(tokens, (byFacets = new Map()))
  const key = [...facets].sort().join()
  let wanted = byFacets.get(key)
  if (!wanted) byFacets.set(key, (wanted = { seen: 0, ids: [] }))
  for (; wanted.seen < tokens.length; wanted.seen++) {
    if (facets.has(tokens[wanted.seen]!.split(':', 1)[0]!)) wanted.ids.push(wanted.seen)
  }
  return wanted.ids
}

export function aggregationRows(
  aggs: readonly AggSpec[],
  facetCodes: ReadonlySet<string>,
  index: StoreIndex,
  p: Postings,
  /** the hits as a list, made when an aggregation needs them */
  hitList: () => Int32Array,
  prices: () => Float64Array,
  /** set when the hits are the listed rows of this category (a plain category page) */
  category?: number,
): AggRow[] {
  const rows: AggRow[] = []
  const facets = facetFields([...aggs], facetCodes)
  aggs.forEach((agg, i) => {
    if (agg.kind === 'terms') {
      if (facets.has(agg.field)) return
      const column = COLUMN_VALUES.get(agg.field)
      if (agg.field === 'price') {
        const counts =
          category === undefined
            ? priceTermCounts(p, hitList())
            : keep(p, `price terms ${category}`, () => priceTermCounts(p, categoryHits(p, category)))
        for (const [id, n] of counts) rows.push({ agg: i, key: numericText(p.prices[id]!), n })
      } else if (column) {
        // counted by value, printed once per distinct value
        const counts = new Map<string | number, number>()
        const hits = hitList()
        for (let h = 0; h < hits.length; h++) {
          const value = column.value(index.row(hits[h]!)!, hits[h]!, index)
          if (typeof value === 'object') for (const v of value) counts.set(v, (counts.get(v) ?? 0) + 1)
          else counts.set(value, (counts.get(value) ?? 0) + 1)
        }
        for (const [v, n] of counts) rows.push({ agg: i, key: column.text(v), n })
      } else if (agg.field.includes('.')) {
        throw new Unsupported(`terms aggregation on ${agg.field}`)
      }
      return
    }
    if (!isPrice(agg.field)) throw new Unsupported(`${agg.kind} aggregation on ${agg.field}`)
    const fp = prices()
    if (agg.kind === 'range') {
      if (agg.ranges.length === 0) return
      const buckets = rangeBuckets(fp, agg.ranges)
      let counts: number[]
      if (buckets) {
        const n = agg.ranges.length
        counts =
          category === undefined
            ? rangeCounts(buckets, n, hitList())
            : keep(buckets, `ranges ${category}`, () => rangeCounts(buckets, n, categoryHits(p, category)))
      } else {
        counts = agg.ranges.map(() => 0)
        const hits = hitList()
        const from = agg.ranges.map((r) => r.from ?? -Infinity)
        const to = agg.ranges.map((r) => r.to ?? Infinity)
        for (let h = 0; h < hits.length; h++) {
          const value = fp[hits[h]!]! / 100
          for (let j = 0; j < counts.length; j++) if (value >= from[j]! && value < to[j]!) counts[j]!++
        }
      }
      rows.push({ agg: i, key: `{${counts.join(',')}}`, n: 0 })
      return
    }
    let best: number | null = null
    for (const slot of hitList()) {
      const value = fp[slot]!
      if (best === null || (agg.kind === 'min' ? value < best : value > best)) best = value
    }
    rows.push({ agg: i, key: best === null ? null : (best / 100).toFixed(2), n: 0 })
  })
  if (facets.size) {
    const tokens = index.vocabulary.tokens.words
    const wanted = wantedTokens(tokens, facets)
    let counts =
      category === undefined ? undefined : (p.categoryFacetCounts.get(category) ?? new Int32Array(0))
    if (!counts) {
      counts = new Int32Array(tokens.length)
      const hits = hitList()
      const { data, start, length } = index.lists.facets
      for (let h = 0; h < hits.length; h++) {
        const from = start[hits[h]!]!
        const to = from + length[hits[h]!]!
        for (let k = from; k < to; k++) counts[data[k]!]!++
      }
    }
    for (const id of wanted) {
      const n = counts[id] ?? 0
      if (n > 0) rows.push({ agg: -1, key: tokens[id]!, n })
    }
  }
  return rows
}
