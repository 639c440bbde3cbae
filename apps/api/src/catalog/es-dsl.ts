/**
 * Translation of the Elasticsearch request bodies a Vue Storefront client sends in "api" mode
 * (contract §6.2, built by storefront-query-builder) into a CatalogQuery. Not a full Query DSL:
 * bool (must, filter, should, must_not), terms, term, range, exists, match, match_phrase,
 * multi_match, query_string, ids, match_all, function_score and constant_score (their scoring
 * parts are ignored), terms/range/min/max aggregations and sort. Anything else is answered with a
 * 400 naming the clause, so an unsupported query never silently returns wrong hits.
 *
 * Scoring-only `should` clauses: with must/filter present, Elasticsearch makes `should` optional
 * and relies on `min_score` to drop documents that match no text. We have no scores for filters,
 * so a `should` next to must/filter is kept (as required) only when it contains a text query;
 * otherwise it only influenced scores and is dropped.
 */
import {
  and,
  checkField,
  or,
  QueryError,
  type AggSpec,
  type CatalogQuery,
  type FilterNode,
  type Scalar,
  type SortSpec,
} from './catalog-query.ts'
import { firstSearchText, walkFilter } from './catalog-query.ts'
import { rangeBounds } from './search-query.ts'
import { checkClauseList } from './request-budget.ts'

type Json = Record<string, unknown>
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Fields analysed as text: a `match` on them is a full-text search, not an equality. */
const TEXT_FIELDS = new Set([
  'name',
  'description',
  'short_description',
  'meta_title',
  'meta_description',
  'title',
  'content',
])
const TOP_LEVEL = new Set([
  'query',
  'aggs',
  'aggregations',
  'sort',
  'size',
  'from',
  '_source',
  'min_score',
  'track_total_hits',
  'timeout',
  'explain',
  'post_filter',
])
const RANGE_KEYS = new Set([
  'gt',
  'gte',
  'lt',
  'lte',
  'from',
  'to',
  'format',
  'boost',
  'include_lower',
  'include_upper',
  'time_zone',
  'relation',
])

function unsupported(clause: string, where: string): never {
  throw new QueryError(`Unsupported Elasticsearch clause "${clause}" in ${where}`)
}

/** The single `{field: spec}` pair of a leaf clause such as terms or range (ignoring `boost`). */
function fieldPair(clause: string, body: unknown): [string, unknown] {
  if (!isRecord(body)) throw new QueryError(`"${clause}" needs an object`)
  const entries = Object.entries(body).filter(([k]) => k !== 'boost' && k !== '_name')
  if (entries.length !== 1) throw new QueryError(`"${clause}" needs exactly one field`)
  const [field, spec] = entries[0]!
  return [checkField(field, `${clause} field`), spec]
}

function scalars(clause: string, field: string, raw: unknown): Scalar[] {
  const list = Array.isArray(raw) ? raw : [raw]
  if (list.length > 1000) throw new QueryError(`"${clause}" on "${field}": too many values (max 1000)`)
  for (const v of list) {
    if (!['string', 'number', 'boolean'].includes(typeof v)) {
      throw new QueryError(`"${clause}" on "${field}": values must be strings, numbers or booleans`)
    }
  }
  return list as Scalar[]
}

function textOf(clause: string, spec: unknown): string {
  const text = isRecord(spec) ? spec.query : spec
  if (typeof text === 'string') return text.slice(0, 500)
  if (typeof text === 'number') return String(text)
  throw new QueryError(`"${clause}" needs a query text`)
}

const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v])
const hasText = (n: FilterNode) => [...walkFilter(n)].some((x) => x.op === 'text')

function boolQuery(body: unknown, where: string): FilterNode {
  if (!isRecord(body)) throw new QueryError(`"bool" needs an object in ${where}`)
  for (const key of Object.keys(body)) {
    if (!['must', 'filter', 'should', 'must_not', 'minimum_should_match', 'boost', '_name'].includes(key))
      unsupported(`bool.${key}`, where)
  }
  const inner = `${where}.bool`
  checkClauseList(
    list(body.must).length + list(body.filter).length + list(body.must_not).length + list(body.should).length,
  )
  const required = [...list(body.must), ...list(body.filter)].map((q) => query(q, inner))
  const excluded = list(body.must_not).map((q) => query(q, inner))
  const optional = list(body.should).map((q) => query(q, inner))
  const msm = body.minimum_should_match
  const nodes = [...required]
  if (excluded.length) nodes.push({ op: 'not', node: or(excluded) })
  if (optional.length) {
    // a percentage ("75%", how the client writes it for text) is read as "at least one clause"
    const min =
      msm === undefined
        ? required.length
          ? 0
          : 1
        : /%$/.test(String(msm))
          ? 1
          : Number.parseInt(String(msm), 10)
    if (!Number.isFinite(min) || min > 1) unsupported(`minimum_should_match: ${String(msm)}`, where)
    if (min === 1 || optional.some(hasText)) nodes.push(or(optional))
  }
  return and(nodes)
}

const MAX_DEPTH = 32

function query(node: unknown, where = 'query'): FilterNode {
  if (!isRecord(node)) throw new QueryError(`Expected a query object in ${where}`)
  if (where.split('.').length > MAX_DEPTH)
    throw new QueryError(`The query is nested deeper than ${MAX_DEPTH} levels`)
  const keys = Object.keys(node)
  if (keys.length !== 1)
    throw new QueryError(
      `A query object needs exactly one clause in ${where}, got ${keys.join(', ') || 'none'}`,
    )
  const clause = keys[0]!
  const body = node[clause]
  switch (clause) {
    case 'match_all':
      return { op: 'all' }
    case 'bool':
      return boolQuery(body, where)
    case 'function_score':
    case 'constant_score': {
      const inner = isRecord(body) ? (clause === 'function_score' ? body.query : body.filter) : undefined
      return inner === undefined ? { op: 'all' } : query(inner, `${where}.${clause}`)
    }
    case 'terms': {
      const [field, values] = fieldPair(clause, body)
      return { op: 'terms', field, values: scalars(clause, field, values) }
    }
    case 'term': {
      const [field, spec] = fieldPair(clause, body)
      return { op: 'terms', field, values: scalars(clause, field, isRecord(spec) ? spec.value : spec) }
    }
    case 'ids':
      return {
        op: 'terms',
        field: 'id',
        values: scalars(clause, 'id', isRecord(body) ? body.values : undefined),
      }
    case 'exists': {
      const field = checkField(isRecord(body) ? body.field : undefined, 'exists field')
      return { op: 'exists', field }
    }
    case 'range': {
      const [field, spec] = fieldPair(clause, body)
      if (!isRecord(spec)) throw new QueryError(`"range" on "${field}" needs bounds`)
      const bad = Object.keys(spec).find((k) => !RANGE_KEYS.has(k))
      if (bad) unsupported(`range.${bad}`, where)
      const bounds = Object.fromEntries(
        Object.entries(spec).filter(([k]) => ['gt', 'gte', 'lt', 'lte', 'from', 'to'].includes(k)),
      )
      return { op: 'range', field, bounds: rangeBounds(bounds, field) }
    }
    case 'match':
    case 'match_phrase': {
      const [field, spec] = fieldPair(clause, body)
      const text = textOf(clause, spec)
      return TEXT_FIELDS.has(field) ? { op: 'text', text } : { op: 'terms', field, values: [text] }
    }
    case 'multi_match':
    case 'query_string':
    case 'simple_query_string':
      return { op: 'text', text: textOf(clause, body) }
    default:
      return unsupported(clause, where)
  }
}

function sortSpecs(raw: unknown): SortSpec[] {
  const out: SortSpec[] = []
  for (const item of list(raw)) {
    if (typeof item === 'string') {
      const [field, order = 'asc'] = item.split(':')
      out.push({ field: checkField(field, 'sort field'), order: sortOrder(order) })
      continue
    }
    if (!isRecord(item)) throw new QueryError('Invalid sort entry')
    for (const [field, spec] of Object.entries(item)) {
      const order = isRecord(spec) ? spec.order : spec
      out.push({ field: checkField(field, 'sort field'), order: sortOrder(order ?? 'asc') })
    }
  }
  return out
}

export function sortOrder(value: unknown): 'asc' | 'desc' {
  if (value === 'asc' || value === 'desc') return value
  throw new QueryError(`Invalid sort direction ${JSON.stringify(value)}; use asc or desc`)
}

function aggSpecs(raw: unknown): AggSpec[] {
  if (raw === undefined) return []
  if (!isRecord(raw)) throw new QueryError('"aggs" needs an object')
  return Object.entries(raw).map(([name, spec]): AggSpec => {
    if (!/^[\w.-]{1,100}$/.test(name) || !isRecord(spec))
      throw new QueryError(`Invalid aggregation ${JSON.stringify(name)}`)
    const kinds = Object.keys(spec)
    if (kinds.length !== 1)
      unsupported(kinds.filter((k) => k !== 'terms').join(', ') || 'empty aggregation', `aggs.${name}`)
    const kind = kinds[0]!
    const body = spec[kind]
    if (!isRecord(body)) throw new QueryError(`Aggregation "${name}" needs an object`)
    const field = checkField(body.field, 'aggregation field')
    if (kind === 'terms') {
      const size = typeof body.size === 'number' && body.size > 0 ? Math.min(Math.trunc(body.size), 1000) : 10
      return { kind, name, field, size }
    }
    if (kind === 'min' || kind === 'max') return { kind, name, field }
    if (kind === 'range') {
      const ranges = list(body.ranges).map((r) => {
        if (!isRecord(r)) throw new QueryError(`Aggregation "${name}": invalid range`)
        const num = (v: unknown) => (v === undefined || v === null ? undefined : Number(v))
        const range = { from: num(r.from), to: num(r.to), key: typeof r.key === 'string' ? r.key : undefined }
        if ([range.from, range.to].some((v) => v !== undefined && !Number.isFinite(v)))
          throw new QueryError(`Aggregation "${name}": range bounds must be numbers`)
        return range
      })
      // the price facet is on the final price incl. tax (docs/decisions/0003)
      return { kind, name, field: field === 'price' ? 'final_price' : field, ranges }
    }
    return unsupported(kind, `aggs.${name}`)
  })
}

function sourceLists(raw: unknown): { includes?: string[]; excludes?: string[] } {
  const strings = (v: unknown) => list(v).filter((s): s is string => typeof s === 'string')
  if (raw === undefined || raw === true) return {}
  if (raw === false) return { includes: ['__none__'] }
  if (typeof raw === 'string' || Array.isArray(raw)) return { includes: strings(raw) }
  if (isRecord(raw)) {
    return { includes: strings(raw.includes ?? raw.include), excludes: strings(raw.excludes ?? raw.exclude) }
  }
  throw new QueryError('Invalid "_source"')
}

const paging = (v: unknown, name: string) => {
  if (v === undefined) return undefined
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new QueryError(`"${name}" must be a number`)
  return v
}

/** Translates an Elasticsearch request body; throws QueryError naming what is not supported. */
export function fromEsBody(body: Json): CatalogQuery {
  for (const key of Object.keys(body)) if (!TOP_LEVEL.has(key)) unsupported(key, 'the request body')
  const nodes = [body.query === undefined ? ({ op: 'all' } as FilterNode) : query(body.query)]
  if (body.post_filter !== undefined) nodes.push(query(body.post_filter, 'post_filter'))
  const filter = and(nodes)
  const source = sourceLists(body._source)
  return {
    filter,
    searchText: firstSearchText(filter),
    sort: sortSpecs(body.sort),
    aggs: aggSpecs(body.aggs ?? body.aggregations),
    size: paging(body.size, 'size'),
    from: paging(body.from, 'from'),
    sourceIncludes: source.includes,
    sourceExcludes: source.excludes,
  }
}
