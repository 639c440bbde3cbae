/**
 * Aggregations over the filtered products, as SELECTs over the `hits` CTE of product-search.ts
 * (one scan of product_search for the page and every aggregation): terms on facet attributes
 * (`kleur`, `kleur_options`: GROUP BY over unnest(facets)), terms on a few columns, price ranges
 * in one pass with FILTER, min/max of the final price. Counts are over the whole filtered set,
 * including the field's own filter (no post_filter semantics), as the VSF query builder sends it.
 */
import { sql, type SQL } from 'drizzle-orm'
import { QueryError, type AggSpec } from './catalog-query.ts'
import { textArray } from './sql-util.ts'
import { splitPriceRanges } from '@shop/commerce'

export interface TermsBucket {
  key: string | number
  doc_count: number
}

export type AggResult =
  | { doc_count_error_upper_bound: 0; sum_other_doc_count: number; buckets: TermsBucket[] }
  | { buckets: { key: string; from?: number; to?: number; doc_count: number }[] }
  | { value: number | null }

/** One result row of an aggregation part: `agg` is the index in the spec list, -1 for facets. */
export interface AggRow {
  agg: number
  key: string | null
  n: number
}

/** Columns of `hits` a terms aggregation may group by besides the facet tokens. */
const COLUMN_TERMS: Record<string, string> = {
  type_id: 'type_id',
  visibility: 'visibility',
  status: 'status',
  price: 'price',
  category_ids: 'category_ids',
  category_id: 'category_ids',
}

/** Elasticsearch's range bucket key: bounds printed as doubles, "*" when open ("0.0-20.0", "140.0-*"). */
const esBound = (v: number | undefined) =>
  v === undefined ? '*' : Number.isInteger(v) ? v.toFixed(1) : String(v)
export const rangeKey = (from?: number, to?: number) => `${esBound(from)}-${esBound(to)}`

const keyOf = (value: string): string | number =>
  /^-?\d+(\.\d+)?$/.test(value) && Number.isFinite(Number(value)) ? Number(value) : value

const isPrice = (field: string) => field === 'final_price' || field === 'price'
const baseField = (field: string) => (field.endsWith('_options') ? field.slice(0, -'_options'.length) : field)

/** Which aggregations group facet tokens (the others need columns of `hits`). */
export function facetFields(aggs: AggSpec[], facetCodes: ReadonlySet<string>): Set<string> {
  return new Set(
    aggs.filter((a) => a.kind === 'terms' && facetCodes.has(baseField(a.field))).map((a) => a.field),
  )
}

/** SELECTs over `hits` (columns facets, price, fp, type_id, visibility, status, category_ids). */
export function aggregationParts(aggs: AggSpec[], facetCodes: ReadonlySet<string>): SQL[] {
  const parts: SQL[] = []
  const facets = facetFields(aggs, facetCodes)
  const numeric = (v: number | undefined) => (v === undefined ? null : String(v))
  aggs.forEach((agg, i) => {
    if (agg.kind === 'terms') {
      if (facets.has(agg.field)) return
      const column = COLUMN_TERMS[agg.field]
      if (column) {
        const value =
          column === 'category_ids' ? sql`unnest(h.category_ids)` : sql`h.${sql.identifier(column)}`
        parts.push(
          sql`select ${i}::int as agg, v::text as key, count(*)::int as n from (select ${value} as v from hits h) x group by v`,
        )
      } else if (agg.field.includes('.')) {
        throw new QueryError(`Cannot aggregate on "${agg.field}"`)
      }
      // any other field is neither filterable nor a column: no facet tokens exist, buckets stay empty
    } else if (agg.kind === 'range') {
      if (!isPrice(agg.field))
        throw new QueryError(`Range aggregations work on price only, not "${agg.field}"`)
      if (agg.ranges.length === 0) return
      const counts = agg.ranges.map((r) => {
        const lo = numeric(r.from)
        const hi = numeric(r.to)
        const conditions = [
          lo === null ? sql`true` : sql`h.fp >= ${lo}::numeric`,
          hi === null ? sql`true` : sql`h.fp < ${hi}::numeric`,
        ]
        return sql`count(*) filter (where ${sql.join(conditions, sql` and `)})`
      })
      // one pass over the hits; the counts come back as one text array
      parts.push(
        sql`select ${i}::int as agg, array[${sql.join(counts, sql`, `)}]::text as key, 0 as n from hits h`,
      )
    } else {
      if (!isPrice(agg.field))
        throw new QueryError(`${agg.kind} aggregations work on price only, not "${agg.field}"`)
      parts.push(
        sql`select ${i}::int as agg, ${agg.kind === 'min' ? sql`min(h.fp)` : sql`max(h.fp)`}::text as key, 0 as n from hits h`,
      )
    }
  })
  if (facets.size) {
    // unnest in the select list (ProjectSet) is much cheaper than a lateral join per row
    parts.push(sql`select -1 as agg, f as key, count(*)::int as n from (select unnest(h.facets) as f from hits h) x
      where split_part(f, ':', 1) = any(${textArray([...facets])}) group by f`)
  }
  return parts
}

type TermCount = { key: string; n: number }

/** Bucket order: most documents first, then the key (as text). */
const bucketOrder = (a: TermCount, b: TermCount) => b.n - a.n || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)

/**
 * The `size` first buckets without sorting them all: a price facet has a bucket per distinct
 * price (hundreds), of which ten are shown. A sorted list of the best so far rejects most rows
 * with one comparison.
 */
export function topBuckets(rows: readonly TermCount[], size: number): TermCount[] {
  const top: TermCount[] = []
  if (size <= 0) return top
  for (const row of rows) {
    if (top.length === size && bucketOrder(row, top[size - 1]!) >= 0) continue
    let at = top.length
    while (at > 0 && bucketOrder(row, top[at - 1]!) < 0) at--
    top.splice(at, 0, row)
    if (top.length > size) top.pop()
  }
  return top
}

function termsResult(rows: readonly TermCount[], size: number): AggResult {
  const top = topBuckets(rows, size)
  let other = 0
  for (const row of rows) other += row.n
  for (const row of top) other -= row.n
  return {
    doc_count_error_upper_bound: 0,
    sum_other_doc_count: other,
    buckets: top.map((r) => ({ key: keyOf(r.key), doc_count: r.n })),
  }
}

/** Shapes the rows of aggregationParts into Elasticsearch's aggregation results. */
export function shapeAggregations(
  aggs: AggSpec[],
  facetCodes: ReadonlySet<string>,
  rows: AggRow[],
): Record<string, AggResult> {
  const facets = facetFields(aggs, facetCodes)
  const facetRows = new Map<string, TermCount[]>()
  for (const row of rows) {
    if (row.agg !== -1 || row.key === null) continue
    const split = row.key.indexOf(':')
    const field = row.key.slice(0, split)
    const list = facetRows.get(field)
    const entry = { key: row.key.slice(split + 1), n: row.n }
    if (list) list.push(entry)
    else facetRows.set(field, [entry])
  }
  const result: Record<string, AggResult> = {}
  aggs.forEach((agg, i) => {
    const own = rows.filter((r) => r.agg === i)
    if (agg.kind === 'terms') {
      const source = facets.has(agg.field)
        ? (facetRows.get(agg.field) ?? [])
        : own.map((r) => ({ key: r.key ?? '', n: r.n }))
      result[agg.name] = termsResult(source, agg.size)
    } else if (agg.kind === 'range') {
      const counts = (own[0]?.key ?? '{}').replace(/[{}]/g, '').split(',').map(Number)
      if (agg.split !== undefined) {
        // grid cells counted by either engine, merged by the one shared rule
        result[agg.name] = {
          buckets: splitPriceRanges(counts, agg.split).map(({ range, count }) => ({
            key: rangeKey(range.from, range.to),
            from: range.from,
            ...(range.to !== undefined ? { to: range.to } : {}),
            doc_count: count,
          })),
        }
        return
      }
      result[agg.name] = {
        // key, from, to, doc_count: Elasticsearch's order, without an open bound
        buckets: agg.ranges.map((range, j) => ({
          key: range.key ?? rangeKey(range.from, range.to),
          ...(range.from !== undefined ? { from: range.from } : {}),
          ...(range.to !== undefined ? { to: range.to } : {}),
          doc_count: counts[j] ?? 0,
        })),
      }
    } else {
      const value = own[0]?.key
      result[agg.name] = { value: value == null ? null : Number(value) }
    }
  })
  return result
}
