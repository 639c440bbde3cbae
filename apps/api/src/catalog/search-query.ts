/**
 * The SearchQuery JSON of `request_format=search-query` (contract §6.3): its zod schema and its
 * translation into a CatalogQuery, following storefront-query-builder's semantics:
 * - `default` scope: eq/in -> terms, neq/nin -> not terms, or/nor/orGt... -> one OR group that is
 *   AND-ed with the rest, range keys -> range; a null value means "exists" / "does not exist";
 * - `catalog` scope: (attribute matches) OR (configurable AND `<attribute>_options` matches); a
 *   catalog range on `price` filters `final_price`;
 * - `_availableFilters` -> agg_terms_<field> + agg_terms_<field>_options, price -> agg_terms_price +
 *   agg_range_price over the spec's price buckets (plus the applied price range), or with
 *   `options: {ranges: 'auto'}` over ranges that split the products at hand (price-range-split.ts).
 * Deviation: the builder ignores search text and sort when no filter is applied; we always honour
 * them, as product queries always carry filters anyway.
 */
import { z } from 'zod'
import { AGGREGATION_SIZE, PRICE_RANGES, PRICE_SPLIT_RANGES, priceGridCells } from '@shop/commerce'
import {
  and,
  checkField,
  or,
  QueryError,
  type AggSpec,
  type CatalogQuery,
  type FilterNode,
  type RangeBounds,
  type Scalar,
  type SortSpec,
} from './catalog-query.ts'

const scope = z.union([z.enum(['default', 'catalog']), z.array(z.enum(['default', 'catalog']))])

export const appliedFilterSchema = z.object({
  attribute: z.string().min(1).max(100),
  value: z.unknown(),
  scope: scope.optional(),
  options: z.unknown().optional(),
})

export const searchQuerySchema = z
  .object({
    _availableFilters: z
      .array(
        z.object({
          field: z.string().min(1).max(100),
          scope: scope.optional(),
          options: z
            .object({
              size: z.number().int().positive().max(1000).optional(),
              // price only: ranges that split the products at hand instead of the spec's buckets
              ranges: z.enum(['auto']).optional(),
            })
            .loose()
            .optional(),
        }),
      )
      .max(50)
      .optional(),
    _appliedFilters: z.array(appliedFilterSchema).max(100).optional(),
    _appliedSort: z
      .array(
        z.object({
          field: z.string().min(1).max(100),
          options: z
            .union([z.enum(['asc', 'desc']), z.object({ order: z.enum(['asc', 'desc']) }).loose()])
            .optional(),
        }),
      )
      .max(10)
      .optional(),
    _searchText: z.string().max(500).optional(),
    groupToken: z.string().max(4000).nullable().optional(),
    groupId: z.number().int().nonnegative().max(2_147_483_647).nullable().optional(),
  })
  .loose()

export type SearchQueryJson = z.infer<typeof searchQuerySchema>

const RANGE_OPS = ['gt', 'gte', 'lt', 'lte', 'moreq', 'from', 'to'] as const
const OR_RANGE_OPS = RANGE_OPS.map((op) => 'or' + op[0]!.toUpperCase() + op.slice(1))
const TERM_OPS = ['eq', 'in', 'neq', 'nin', 'or', 'nor'] as const
const ALL_OPS: readonly string[] = [...RANGE_OPS, ...OR_RANGE_OPS, ...TERM_OPS, 'range']

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** A range bound: a number, a numeric string or an ISO date (created_at, special dates). */
function rangeBound(op: string, value: unknown, attribute: string): number | string {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  if (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}([ T]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?Z?)?$/.test(value)
  ) {
    // PostgreSQL refuses impossible dates that Date would roll over (2024-02-30)
    const day = value.slice(0, 10)
    const parsed = new Date(`${day}T00:00:00Z`)
    if (!Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day) return value
  }
  throw new QueryError(
    `Filter "${attribute}": range operator "${op}" needs a number or a date, got ${JSON.stringify(value)}`,
  )
}

export function rangeBounds(value: Record<string, unknown>, attribute: string, prefix = ''): RangeBounds {
  const bounds: RangeBounds = {}
  for (const [key, raw] of Object.entries(value)) {
    const op = prefix ? key.slice(prefix.length).toLowerCase() : key
    const bound = rangeBound(key, raw, attribute)
    if (op === 'gt') bounds.gt = bound
    else if (op === 'lt') bounds.lt = bound
    else if (op === 'gte' || op === 'moreq' || op === 'from') bounds.gte = bound
    else if (op === 'lte' || op === 'to') bounds.lte = bound
  }
  return bounds
}

/** Values of a terms operator: a scalar becomes a one-element list; null means "missing". */
function termValues(raw: unknown, attribute: string, op: string): Scalar[] | null {
  if (raw === null) return null
  const list = Array.isArray(raw) ? raw : [raw]
  if (list.length > 1000)
    throw new QueryError(`Filter "${attribute}": too many values for "${op}" (max 1000)`)
  for (const v of list) {
    if (
      !['string', 'number', 'boolean'].includes(typeof v) ||
      (typeof v === 'number' && !Number.isFinite(v))
    ) {
      throw new QueryError(`Filter "${attribute}": "${op}" values must be strings, numbers or booleans`)
    }
  }
  return list as Scalar[]
}

const terms = (field: string, values: Scalar[] | null): FilterNode =>
  values === null ? { op: 'exists', field } : { op: 'terms', field, values }
const not = (node: FilterNode): FilterNode => ({ op: 'not', node })

interface Translated {
  /** AND-ed conditions */
  must: FilterNode[]
  /** members of the one OR group (or, nor, orGt, ...) */
  should: FilterNode[]
}

function translateFilter(attributeRaw: string, rawValue: unknown, catalog: boolean, out: Translated) {
  const attribute = checkField(attributeRaw, 'attribute')
  const value: Record<string, unknown> = isRecord(rawValue) ? rawValue : { in: [rawValue] }
  const keys = Object.keys(value)
  if (keys.length === 0) return
  const unknown = keys.find((k) => !ALL_OPS.includes(k))
  if (unknown) {
    throw new QueryError(
      `Unknown filter operator "${unknown}" for attribute "${attribute}"; use one of eq, in, neq, nin, or, nor, gt, gte, lt, lte, moreq, from, to, range`,
    )
  }
  if (keys.length === 1 && keys[0] === 'range') {
    if (!isRecord(value.range))
      throw new QueryError(`Filter "${attribute}": operator "range" needs an object of bounds`)
    return translateFilter(attribute, value.range, catalog, out)
  }
  const rangeField = catalog && attribute === 'price' ? 'final_price' : attribute
  if (keys.every((k) => (RANGE_OPS as readonly string[]).includes(k))) {
    out.must.push({ op: 'range', field: rangeField, bounds: rangeBounds(value, attribute) })
    return
  }
  if (keys.every((k) => OR_RANGE_OPS.includes(k))) {
    out.should.push({ op: 'range', field: rangeField, bounds: rangeBounds(value, attribute, 'or') })
    return
  }
  if (keys.length > 1) {
    throw new QueryError(
      `Filter "${attribute}": cannot combine the operators ${keys.join(', ')}; use one operator per filter`,
    )
  }
  const op = keys[0]!
  const values = termValues(value[op], attribute, op)
  if (catalog && (op === 'eq' || op === 'in')) {
    if (values === null) return void out.must.push(terms(attribute, null))
    out.must.push(
      or([
        terms(attribute, values),
        and([
          terms(`${attribute}_options`, values),
          { op: 'terms', field: 'type_id', values: ['configurable'] },
        ]),
      ]),
    )
    return
  }
  if (op === 'eq' || op === 'in') out.must.push(terms(attribute, values))
  else if (op === 'neq' || op === 'nin') out.must.push(not(terms(attribute, values)))
  else if (op === 'or')
    out.should.push(values === null ? not(terms(attribute, null)) : terms(attribute, values))
  else if (op === 'nor')
    out.should.push(values === null ? terms(attribute, null) : not(terms(attribute, values)))
}

type Scope = z.infer<typeof scope> | undefined
type ScopeName = 'default' | 'catalog'

/** A filter without scope is a `default` filter, as applyFilter() defaults it. */
const hasScope = (s: Scope, want: ScopeName) =>
  s === undefined ? want === 'default' : Array.isArray(s) ? s.includes(want) : s === want

function aggregations(query: SearchQueryJson): AggSpec[] {
  const aggs: AggSpec[] = []
  for (const available of query._availableFilters ?? []) {
    const field = checkField(available.field, 'available filter field')
    const size = available.options?.size ?? AGGREGATION_SIZE
    if (field !== 'price') {
      aggs.push({ kind: 'terms', name: `agg_terms_${field}`, field, size })
      aggs.push({ kind: 'terms', name: `agg_terms_${field}_options`, field: `${field}_options`, size })
      continue
    }
    if (available.options?.ranges === 'auto') {
      aggs.push({ kind: 'terms', name: 'agg_terms_price', field: 'price', size })
      aggs.push({
        kind: 'range',
        name: 'agg_range_price',
        field: 'final_price',
        ranges: priceGridCells(),
        split: PRICE_SPLIT_RANGES,
      })
      continue
    }
    const ranges: { from?: number; to?: number }[] = PRICE_RANGES.map((r) => ({ ...r }))
    const applied = (query._appliedFilters ?? []).find((f) => f.attribute === 'price')
    if (applied && isRecord(applied.value)) {
      const { gte, lte } = applied.value
      const extra: { from?: number; to?: number } = {}
      if (typeof gte === 'number') extra.from = gte
      if (typeof lte === 'number') extra.to = lte
      if (extra.from !== undefined || extra.to !== undefined) ranges.push(extra)
    }
    aggs.push({ kind: 'terms', name: 'agg_terms_price', field: 'price', size })
    aggs.push({ kind: 'range', name: 'agg_range_price', field: 'final_price', ranges })
  }
  return aggs
}

function sorting(query: SearchQueryJson): SortSpec[] {
  return (query._appliedSort ?? [])
    .filter((s) => s.field !== 'random')
    .map((s) => ({
      field: checkField(s.field, 'sort field'),
      order: typeof s.options === 'object' ? s.options.order : (s.options ?? 'asc'),
    }))
}

/** Translates a validated SearchQuery JSON; throws QueryError for bad filters. */
export function fromSearchQuery(query: SearchQueryJson): CatalogQuery {
  const out: Translated = { must: [], should: [] }
  for (const f of query._appliedFilters ?? []) {
    const inDefault = hasScope(f.scope, 'default')
    const inCatalog = hasScope(f.scope, 'catalog')
    if (inDefault) translateFilter(f.attribute, f.value, false, out)
    if (inCatalog) translateFilter(f.attribute, f.value, true, out)
  }
  const searchText = (query._searchText ?? '').trim()
  const nodes = [...out.must]
  if (out.should.length) nodes.push(or(out.should))
  if (searchText) nodes.push({ op: 'text', text: searchText })
  return { filter: and(nodes), searchText, sort: sorting(query), aggs: aggregations(query) }
}
