/**
 * Reports and todos through the catalogue search (spec 001 §7 "Reports and todos are searched
 * through the catalogue search using customer_id.keyword, page size 1000", §9; decision 0207):
 * `/api/catalog/<index>/visitor_report/_search` and `/todos/_search`, GET with `?request=` or POST
 * with the Elasticsearch body, answered from visitor_report and report_todo, never from a cache.
 *
 * Only a purchaser may ask (Bearer or ?token=; visit-caller.ts), and only about customers assigned
 * to them: a `customer_id.keyword` term naming another customer is 403; no such term means every
 * assigned customer. The rest of the body (bool/filter/must/should/must_not, term(s), range,
 * exists, sort, size, from, _source) is evaluated on the documents in memory: a purchaser's
 * customers have hundreds of reports and todos, not millions.
 */
import { MESSAGES, fillMessage, normalizePaging, shopDate, storeByIndex, STORE_VIEWS } from '@shop/commerce'
import { asc, desc, inArray } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import { reportTodo, visitorReport } from '../db/schema/index.ts'
import { findBadInput } from '../http/input-guard.ts'
import type { Principal } from '../principal.ts'
import { fail, ok, type Result } from '../result.ts'
import { parseRequestParam, parseSortParam, type CatalogQuerystring } from '../catalog/catalog-request.ts'
import {
  QueryError,
  walkFilter,
  type FilterNode,
  type Scalar,
  type SortSpec,
} from '../catalog/catalog-query.ts'
import { serializeResponse, type CatalogResult } from '../catalog/catalog-response.ts'
import { fromEsBody } from '../catalog/es-dsl.ts'
import { checkBudget } from '../catalog/request-budget.ts'
import { makeSourceFilter, parseFieldList } from '../catalog/source-filter.ts'
import { compareTodos, reportDocs, todoDocs, type ReportDoc, type TodoDoc } from './docs.ts'
import { assignedCustomerIds, shopIdOf, visitCallerOf } from './visit-caller.ts'
import { mayActFor } from '../purchaser/access.ts'

export const VISIT_ENTITIES = ['visitor_report', 'todos'] as const
export type VisitEntity = (typeof VISIT_ENTITIES)[number]

/** Spec 001 §9: reports and todos page size 1000; the catalogue's default page stays 50. */
export const VISIT_SEARCH_MAX_SIZE = 1000

export function isVisitEntity(entityType: string): entityType is VisitEntity {
  return (VISIT_ENTITIES as readonly string[]).includes(entityType)
}

type Doc = Record<string, unknown>

const CUSTOMER_FIELDS = new Set(['customer_id', 'customer_id.keyword'])
const isRecord = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v)

/** `status.keyword` is `status`: the documents have no separate keyword sub-fields. */
const plain = (field: string) => field.replace(/\.keyword$/, '')

function valueAt(doc: Doc, field: string): unknown {
  let value: unknown = doc
  for (const part of plain(field).split('.')) {
    if (!isRecord(value)) return undefined
    value = value[part]
  }
  return value
}

const sameTerm = (a: unknown, b: Scalar) =>
  a !== null && a !== undefined && typeof a !== 'object' && String(a) === String(b)

function inRange(value: unknown, bounds: Extract<FilterNode, { op: 'range' }>['bounds']): boolean {
  if (value === null || value === undefined || typeof value === 'object') return false
  const cmp = (bound: number | string) => {
    if (typeof value === 'number' && typeof bound === 'number') return value - bound
    const a = String(value)
    const b = String(bound)
    return a < b ? -1 : a > b ? 1 : 0
  }
  if (bounds.gt !== undefined && !(cmp(bounds.gt) > 0)) return false
  if (bounds.gte !== undefined && !(cmp(bounds.gte) >= 0)) return false
  if (bounds.lt !== undefined && !(cmp(bounds.lt) < 0)) return false
  if (bounds.lte !== undefined && !(cmp(bounds.lte) <= 0)) return false
  return true
}

function textOf(doc: Doc): string {
  return [doc.action_point, doc.customer_name, doc.assigned_to_name, doc.purchaser_name, doc.report_data]
    .map((v) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v)))
    .join(' ')
    .toLocaleLowerCase('nl')
}

function matches(node: FilterNode, doc: Doc, customers: Map<string, number>): boolean {
  switch (node.op) {
    case 'all':
      return true
    case 'and':
      return node.nodes.every((n) => matches(n, doc, customers))
    case 'or':
      return node.nodes.some((n) => matches(n, doc, customers))
    case 'not':
      return !matches(node.node, doc, customers)
    case 'terms': {
      if (CUSTOMER_FIELDS.has(node.field))
        return node.values.some((v) => customers.get(String(v).trim()) === doc.customer_id)
      const value = valueAt(doc, node.field)
      const values = Array.isArray(value) ? value : [value]
      return node.values.some((v) => values.some((x) => sameTerm(x, v)))
    }
    case 'exists': {
      const value = valueAt(doc, node.field)
      return value !== null && value !== undefined
    }
    case 'range':
      return inRange(valueAt(doc, node.field), node.bounds)
    case 'text':
      return textOf(doc).includes(node.text.toLocaleLowerCase('nl'))
  }
}

/** Every `customer_id.keyword` value the filter names, wherever it stands. */
function namedCustomers(filter: FilterNode): string[] {
  const out: string[] = []
  for (const n of walkFilter(filter))
    if (n.op === 'terms' && CUSTOMER_FIELDS.has(n.field)) out.push(...n.values.map((v) => String(v).trim()))
  return [...new Set(out)]
}

/** The customers the filter must stay within when its top level requires one of them. */
function requiredCustomers(filter: FilterNode, resolved: Map<string, number>): Set<number> | null {
  const top = filter.op === 'and' ? filter.nodes : [filter]
  const sets: Set<number>[] = []
  for (const n of top) {
    if (n.op !== 'terms' || !CUSTOMER_FIELDS.has(n.field)) continue
    sets.push(new Set(n.values.map((v) => resolved.get(String(v).trim())!)))
  }
  if (sets.length === 0) return null
  return new Set([...sets[0]!].filter((id) => sets.every((set) => set.has(id))))
}

const DOC_FIELDS: Record<VisitEntity, ReadonlySet<string>> = {
  todos: new Set([
    'id',
    'customer_id',
    'customer_name',
    'report_id',
    'action_point',
    'expire_date',
    'assigned_to',
    'assigned_to_name',
    'done',
    'status',
    'overdue',
    'purchaser_id',
    'purchaser_name',
    'created_at',
    'updated_at',
    'closed_at',
    'closed_by',
  ]),
  visitor_report: new Set([
    'id',
    'customer_id',
    'customer_name',
    'purchaser_id',
    'purchaser_name',
    'order_id',
    'report_data',
    'report_version',
    'language',
    'created_at',
  ]),
}

function checkSortFields(entity: VisitEntity, sort: SortSpec[]) {
  for (const s of sort) {
    const top = plain(s.field).split('.')[0]!
    if (!DOC_FIELDS[entity].has(top))
      throw new QueryError(
        `Invalid sort field "${s.field}" for ${entity}; use one of ${[...DOC_FIELDS[entity]].join(', ')}`,
      )
  }
}

function compareBy(sort: SortSpec[]) {
  return (a: Doc, b: Doc) => {
    for (const s of sort) {
      const x = valueAt(a, s.field)
      const y = valueAt(b, s.field)
      const xNull = x === null || x === undefined
      const yNull = y === null || y === undefined
      // nulls last, whatever the order
      if (xNull || yNull) {
        if (xNull && yNull) continue
        return xNull ? 1 : -1
      }
      let c: number
      if (typeof x === 'number' && typeof y === 'number') c = x - y
      else if (typeof x === 'boolean' && typeof y === 'boolean') c = Number(x) - Number(y)
      else c = String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0
      if (c !== 0) return s.order === 'desc' ? -c : c
    }
    return Number(a.id) - Number(b.id)
  }
}

export interface VisitSearchRequest {
  index: string
  entity: VisitEntity
  method: string
  query: CatalogQuerystring
  body: unknown
}

function parse(request: VisitSearchRequest) {
  if (!storeByIndex(request.index))
    throw new QueryError(
      `Invalid / inaccessible index name given in the URL: ${request.index}. Use one of ${STORE_VIEWS.map((s) => s.index).join(', ')}`,
    )
  const qs = request.query
  if (qs.request_format === 'search-query')
    throw new QueryError(`request_format: ${request.entity} is searched with an Elasticsearch body`)
  let json: unknown = {}
  if (request.method === 'GET' && qs.request !== undefined && qs.request !== '')
    json = parseRequestParam(qs.request)
  if (request.method === 'POST' && request.body !== undefined && request.body !== null && request.body !== '')
    json = request.body
  if (!isRecord(json)) throw new QueryError('The request JSON must be an object')
  const problem = findBadInput(json, 'request')
  if (problem) throw new QueryError(`Invalid ${problem}`)
  const { groupId: _g, groupToken: _t, ...esBody } = json
  let query = fromEsBody(esBody)
  if (query.aggs.length > 0) throw new QueryError(`aggs: ${request.entity} has no aggregations`)
  if (qs.q?.trim()) {
    const text = qs.q.trim()
    query = { ...query, filter: { op: 'and', nodes: [query.filter, { op: 'text', text }] } }
  }
  if (qs.sort?.trim()) query = { ...query, sort: parseSortParam(qs.sort) }
  checkBudget(query)
  checkSortFields(request.entity, query.sort)
  const paging = normalizePaging(
    { size: qs.size ?? query.size, from: qs.from ?? query.from },
    { maxSize: VISIT_SEARCH_MAX_SIZE },
  )
  if (!paging.ok) throw new QueryError(`Invalid size: ${paging.error}`)
  if (paging.value.from > 1_000_000)
    throw new QueryError(`Invalid from: must not exceed 1000000 (got ${paging.value.from})`)
  return {
    query,
    ...paging.value,
    includes: parseFieldList(qs._source_include, qs._source_includes, qs._source, query.sourceIncludes),
    excludes: parseFieldList(qs._source_exclude, qs._source_excludes, query.sourceExcludes),
    compact: qs.response_format === 'compact',
  }
}

/**
 * The serialised ES-like answer, or the failure (401 guest or forged token, 403 not a purchaser or
 * a customer not assigned). Bad bodies throw QueryError (400 naming the problem).
 */
export async function searchVisitEntity(
  ctx: AppContext,
  principal: Principal,
  request: VisitSearchRequest,
): Promise<Result<(string | Buffer)[]>> {
  const started = performance.now()
  // the body is read first: a malformed request is 400 whoever sends it
  const parsed = parse(request)
  const caller = await visitCallerOf(ctx, principal)
  if (!caller.ok) return caller
  const c = caller.value

  const resolved = new Map<string, number>()
  for (const named of namedCustomers(parsed.query.filter)) {
    const id = await shopIdOf(ctx, named)
    if (id === null || !(await mayActFor(ctx, c.purchaserId, id)))
      return fail('forbidden', fillMessage(MESSAGES.purchaserNotAssigned, { field: 'customer_id.keyword' }))
    resolved.set(named, id)
  }
  const required = requiredCustomers(parsed.query.filter, resolved)
  const customerIds = required ? [...required] : await assignedCustomerIds(c)

  let docs: Doc[] = []
  if (customerIds.length > 0) {
    const db = ctx.database.db
    if (request.entity === 'todos') {
      const rows = await db
        .select()
        .from(reportTodo)
        .where(inArray(reportTodo.customerId, customerIds))
        .orderBy(asc(reportTodo.id))
      const todos: TodoDoc[] = await todoDocs(ctx, rows, shopDate(ctx.now()))
      docs = todos as unknown as Doc[]
    } else {
      const rows = await db
        .select()
        .from(visitorReport)
        .where(inArray(visitorReport.customerId, customerIds))
        .orderBy(desc(visitorReport.createdAt), desc(visitorReport.id))
      const reports: ReportDoc[] = await reportDocs(ctx, rows)
      docs = reports as unknown as Doc[]
    }
  }
  const hitsAll = docs.filter((d) => matches(parsed.query.filter, d, resolved))
  if (parsed.query.sort.length > 0) hitsAll.sort(compareBy(parsed.query.sort))
  else if (request.entity === 'todos') (hitsAll as unknown as TodoDoc[]).sort(compareTodos)
  // reports: newest first, as loaded
  const page = hitsAll.slice(parsed.from, parsed.from + parsed.size)
  const filter = makeSourceFilter(parsed.includes, parsed.excludes)
  const store = storeByIndex(request.index)!
  const result: CatalogResult = {
    indexName: `${store.index}_${request.entity}`,
    entity: request.entity,
    total: hitsAll.length,
    hits: page.map((d) => ({ id: Number(d.id), score: 1, source: filter ? filter(d) : d })),
    tookMs: Math.round(performance.now() - started),
  }
  return ok(serializeResponse(result, parsed.compact))
}
