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
const COLUMN_VALUES: Record<
  string,
  {
    value: (row: ProductRecord, slot: number, index: StoreIndex) => string | number | number[]
    text: (v: string | number) => string
  }
> = {
  type_id: { value: (r) => r.typeId, text: String },
  visibility: { value: (r) => r.visibility, text: String },
  status: { value: (r) => r.status, text: String },
  category_ids: { value: (_, slot, index) => index.lists.categories.get(slot), text: String },
  category_id: { value: (_, slot, index) => index.lists.categories.get(slot), text: String },
}

export function aggregationRows(
  aggs: readonly AggSpec[],
  facetCodes: ReadonlySet<string>,
  index: StoreIndex,
  p: Postings,
  hits: Int32Array,
  prices: () => Float64Array,
  /** the hits' facet token counts when they are known already (a plain category page) */
  knownFacetCounts?: Int32Array,
): AggRow[] {
  const rows: AggRow[] = []
  const facets = facetFields([...aggs], facetCodes)
  aggs.forEach((agg, i) => {
    if (agg.kind === 'terms') {
      if (facets.has(agg.field)) return
      const column = COLUMN_VALUES[agg.field]
      if (agg.field === 'price') {
        // the distinct prices are numbered once per index: a typed counter per hit
        const counts = new Int32Array(p.prices.length)
        for (let h = 0; h < hits.length; h++) counts[p.priceIdOf[hits[h]!]!]!++
        counts.forEach((n, id) => {
          if (n > 0) rows.push({ agg: i, key: numericText(p.prices[id]!), n })
        })
      } else if (column) {
        // counted by value, printed once per distinct value
        const counts = new Map<string | number, number>()
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
      const counts = agg.ranges.map(() => 0)
      const buckets = rangeBuckets(fp, agg.ranges)
      if (buckets) {
        for (let h = 0; h < hits.length; h++) {
          const j = buckets[hits[h]!]!
          if (j >= 0) counts[j]!++
        }
      } else {
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
    for (const slot of hits) {
      const value = fp[slot]!
      if (best === null || (agg.kind === 'min' ? value < best : value > best)) best = value
    }
    rows.push({ agg: i, key: best === null ? null : (best / 100).toFixed(2), n: 0 })
  })
  if (facets.size) {
    const tokens = index.vocabulary.tokens.words
    // the attribute code is the part before the first colon (SQL: split_part(token, ':', 1))
    const wanted = tokens.map((token) => facets.has(token.split(':', 1)[0]!))
    let counts = knownFacetCounts
    if (!counts) {
      counts = new Int32Array(tokens.length)
      const { data, start, length } = index.lists.facets
      for (let h = 0; h < hits.length; h++) {
        const from = start[hits[h]!]!
        const to = from + length[hits[h]!]!
        for (let k = from; k < to; k++) counts[data[k]!]!++
      }
    }
    counts.forEach((n, id) => {
      if (n > 0 && wanted[id]) rows.push({ agg: -1, key: tokens[id]!, n })
    })
  }
  return rows
}
