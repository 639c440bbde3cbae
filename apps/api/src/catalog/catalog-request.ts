/**
 * Turns the HTTP request of /api/catalog/{index}/{entity}/_search into a CatalogRequest: store
 * view from the index name (or the `product-de` entity form), the query JSON (GET `request=`,
 * decoded a second time as the reference server did, or the POST body) in either wire form, and
 * the paging and source parameters. Every problem is a QueryError (400) naming it.
 */
import { z } from 'zod'
import {
  MAX_CATEGORY_QUERY_SIZE,
  MAX_SKU_LOOKUP_SIZE,
  normalizePaging,
  storeByIndex,
  STORE_VIEWS,
  type StoreView,
} from '@shop/commerce'
import { findBadInput } from '../http/input-guard.ts'
import { and, checkField, QueryError, type CatalogQuery, type SortSpec } from './catalog-query.ts'
import { fromEsBody, sortOrder } from './es-dsl.ts'
import { checkBudget } from './request-budget.ts'
import { fromSearchQuery, searchQuerySchema } from './search-query.ts'
import { isSkuLookup } from './product-search.ts'
import { parseFieldList } from './source-filter.ts'

export const CATALOG_ENTITIES = [
  'product',
  'category',
  'attribute',
  'taxrule',
  'cms_page',
  'cms_block',
  'review',
] as const
export type CatalogEntity = (typeof CATALOG_ENTITIES)[number]

/**
 * Largest page per entity (spec 000 §9: sku lookups 1000, categories 4000, CMS 500). Product
 * searches take 1000 too: spec 001 §9 raises the B2B and purchasing searches to 1000, and the
 * storefront's own filter queries stay at 999 by their own choice (MAX_FILTER_QUERY_SIZE).
 */
const MAX_SIZE: Record<CatalogEntity, number> = {
  product: MAX_SKU_LOOKUP_SIZE,
  category: MAX_CATEGORY_QUERY_SIZE,
  attribute: 1000,
  taxrule: 1000,
  cms_page: 500,
  cms_block: 500,
  review: 1000,
}

/** Deep paging has no use in a shop and an offset past any catalogue only costs work. */
const MAX_FROM = 1_000_000

export const catalogQuerystringSchema = z
  .object({
    size: z.coerce.number().optional(),
    from: z.coerce.number().optional(),
    sort: z.string().max(500).optional(),
    q: z.string().max(500).optional(),
    _source_include: z.string().max(4000).optional(),
    _source_includes: z.string().max(4000).optional(),
    _source_exclude: z.string().max(4000).optional(),
    _source_excludes: z.string().max(4000).optional(),
    _source: z.string().max(4000).optional(),
    request: z.string().max(20000).optional(),
    request_format: z.string().max(50).optional(),
    response_format: z.string().max(50).optional(),
    attribute_metadata: z.enum(['1', '0', 'true', 'false']).optional(),
  })
  .loose()

export type CatalogQuerystring = z.infer<typeof catalogQuerystringSchema>

export interface CatalogRequest {
  store: StoreView
  entity: CatalogEntity
  query: CatalogQuery
  size: number
  from: number
  includes: string[]
  excludes: string[]
  compact: boolean
  attributeMetadata: boolean
  groupId: number | null
  groupToken: string | null
}

/** `product`, `category`, ... or the store-specific forms `product-de`, `category-de`. */
export function resolveTarget(
  indexName: string,
  entityType: string,
): { store: StoreView; entity: CatalogEntity } {
  const indexStore = storeByIndex(indexName)
  if (!indexStore) {
    throw new QueryError(
      `Invalid / inaccessible index name given in the URL: ${indexName}. Use one of ${STORE_VIEWS.map((s) => s.index).join(', ')}`,
    )
  }
  const [entity, storeCode, ...rest] = entityType.split('-')
  if ((CATALOG_ENTITIES as readonly string[]).includes(entity ?? '') && storeCode === undefined) {
    return { store: indexStore, entity: entity as CatalogEntity }
  }
  const store = STORE_VIEWS.find(
    (s) =>
      s.storeCode === storeCode || s.language === storeCode || (storeCode === 'default' && s.storeId === 1),
  )
  if ((entity === 'product' || entity === 'category') && store && rest.length === 0) return { store, entity }
  throw new QueryError(
    `Unknown entity type "${entityType}"; use one of ${CATALOG_ENTITIES.join(', ')}, product-{storeCode} or category-{storeCode}`,
  )
}

/** The GET `request` parameter: decoded a second time (contract §6.1) unless that breaks it. */
export function parseRequestParam(raw: string): unknown {
  let twice: string | null = null
  try {
    twice = decodeURIComponent(raw)
  } catch {
    // a literal '%' that was encoded only once: use the value as it came
  }
  if (twice !== null) {
    try {
      return JSON.parse(twice)
    } catch {
      // fall back to the value as it came
    }
  }
  try {
    return JSON.parse(raw)
  } catch (err) {
    throw new QueryError(`The request parameter is not valid JSON: ${(err as Error).message}`)
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const looksLikeSearchQuery = (body: Record<string, unknown>) =>
  ['_appliedFilters', '_availableFilters', '_appliedSort', '_searchText'].some((k) => k in body)

function issues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'request'}: ${i.message}`).join('; ')
}

const groupSchema = z.object({
  groupId: z.number().int().nonnegative().max(2_147_483_647).nullable().optional(),
  groupToken: z.string().max(4000).nullable().optional(),
})

function parseBody(body: Record<string, unknown>, searchQuery: boolean) {
  if (searchQuery || looksLikeSearchQuery(body)) {
    const parsed = searchQuerySchema.safeParse(body)
    if (!parsed.success) throw new QueryError(`Invalid request JSON: ${issues(parsed.error)}`)
    return {
      query: fromSearchQuery(parsed.data),
      groupId: parsed.data.groupId ?? null,
      groupToken: parsed.data.groupToken ?? null,
    }
  }
  const { groupId, groupToken, ...esBody } = body
  const group = groupSchema.safeParse({ groupId, groupToken })
  if (!group.success) throw new QueryError(`Invalid request JSON: ${issues(group.error)}`)
  return {
    query: fromEsBody(esBody),
    groupId: group.data.groupId ?? null,
    groupToken: group.data.groupToken ?? null,
  }
}

/** `final_price:desc`, `a:asc,b:desc` (Elasticsearch URL sort). */
export function parseSortParam(sort: string): SortSpec[] {
  return parseFieldList(sort).map((part) => {
    const [field, order = 'asc', ...rest] = part.split(':')
    if (rest.length) throw new QueryError(`Invalid sort "${part}"; use field:asc or field:desc`)
    return { field: checkField(field, 'sort field'), order: sortOrder(order) }
  })
}

export function parseCatalogRequest(
  params: { index: string; entityType: string; action: string },
  qs: CatalogQuerystring,
  body: unknown,
  method: string,
): CatalogRequest {
  if (!params.action.startsWith('_search')) {
    throw new QueryError(
      'Please do use following URL format: /api/catalog/<index_name>/<entity_type>/_search',
    )
  }
  const { store, entity } = resolveTarget(params.index, params.entityType)
  let json: unknown = {}
  if (method === 'GET' && qs.request !== undefined && qs.request !== '') json = parseRequestParam(qs.request)
  if (method === 'POST' && body !== undefined && body !== null && body !== '') json = body
  if (!isRecord(json)) throw new QueryError('The request JSON must be an object')
  // the `request` parameter is parsed only here, after the gate in front of every route
  // (http/input-guard.ts): NUL, lone surrogates and deep nesting are refused without recursion
  const problem = findBadInput(json, 'request')
  if (problem) throw new QueryError(`Invalid ${problem}`)

  const parsed = parseBody(json, qs.request_format === 'search-query')
  let query = parsed.query
  if (qs.q?.trim()) {
    const text = qs.q.trim()
    query = {
      ...query,
      filter: and([query.filter, { op: 'text', text }]),
      searchText: query.searchText || text,
    }
  }
  if (qs.sort?.trim()) query = { ...query, sort: parseSortParam(qs.sort) }
  checkBudget(query)

  const maxSize = entity === 'product' && isSkuLookup(query.filter) ? MAX_SKU_LOOKUP_SIZE : MAX_SIZE[entity]
  const paging = normalizePaging({ size: qs.size ?? query.size, from: qs.from ?? query.from }, { maxSize })
  if (!paging.ok) throw new QueryError(`Invalid size: ${paging.error}`)
  if (paging.value.from > MAX_FROM)
    throw new QueryError(`Invalid from: must not exceed ${MAX_FROM} (got ${paging.value.from})`)

  const includes = parseFieldList(qs._source_include, qs._source_includes, qs._source, query.sourceIncludes)
  const excludes = parseFieldList(qs._source_exclude, qs._source_excludes, query.sourceExcludes)
  return {
    store,
    entity,
    query,
    size: paging.value.size,
    from: paging.value.from,
    includes,
    excludes,
    compact: qs.response_format === 'compact',
    attributeMetadata: qs.attribute_metadata === '1' || qs.attribute_metadata === 'true',
    groupId: parsed.groupId,
    groupToken: parsed.groupToken,
  }
}
