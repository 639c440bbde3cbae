/**
 * The catalogue search behind /api/catalog: runs a parsed request against the search tables,
 * post-processes product hits for the customer group, filters sources, and caches the serialised
 * response under tags (cache/policy.ts). `CatalogSearch` is the seam where an OpenSearch adapter
 * could replace the SQL search for very large catalogues without touching the routes.
 */
import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { sql } from 'drizzle-orm'
import { wallClock } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import type { SignedInCustomer } from '../principal.ts'
import { cachedBody, cacheTags, LIVE_CATALOG_ENTITIES } from '../cache/policy.ts'
import type { CatalogRequest } from './catalog-request.ts'
import { serializeResponse, type CatalogHit, type CatalogResult } from './catalog-response.ts'
import { bodyBytes } from '../http/body-bytes.ts'
import { resolveGroupId } from './customer-group.ts'
import { customerPriceList } from './customer-price-list.ts'
import { customerPriceStamp } from '../pricing/price-overlay.ts'
import { searchEntities } from './entity-search.ts'
import { resolveFilterLabels } from './filter-labels.ts'
import { loadProductSources } from './product-sources.ts'
import { searchProducts } from './product-search.ts'
import { catalogMirror } from './mirror/catalog-mirror.ts'
import { searchInMemory } from './mirror/mirror-search.ts'
import type { AggResult } from './product-aggs.ts'
import { priceContext } from './pricing.ts'
import { makeSourceFilter } from './source-filter.ts'
import { textArray } from './sql-util.ts'
import { cachedAnalysis, queryWords, suggestedText } from './text-search.ts'

export interface CatalogSearch {
  /**
   * The serialised response body and whether it came from the cache. `rawKey` (see
   * rawRequestKey) lets a later identical request find the cached body before it is parsed.
   */
  search(
    request: CatalogRequest,
    rawKey?: string,
    customer?: SignedInCustomer | null,
  ): Promise<{ body: Buffer; hit: boolean }>
  /** The cached body of an identical earlier request, without parsing this one. */
  cachedByRawKey(rawKey: string): Promise<Buffer | undefined>
}

/**
 * A request as it arrived (URL and store header), when nothing in it can change its meaning over
 * time: tokens expire, so requests with a token (groupToken, token, Authorization) have no raw
 * key and are always parsed. GET only: a body is not part of the key.
 */
export function rawRequestKey(method: string, url: string, storeHeader: unknown, authorization: unknown) {
  if (method !== 'GET' || authorization !== undefined || /token/i.test(url)) return undefined
  return `${url}|${typeof storeHeader === 'string' ? storeHeader : ''}`
}

/** raw keys of recent requests -> their normalised cache keys (the cache itself stays the truth) */
const MAX_RAW_KEYS = 20_000

type Doc = Record<string, unknown>

/** The shop's calendar day: it decides special-price windows, so it is part of the cache key. */
export const shopDay = (now: Date) => wallClock(now).slice(0, 10)

function cacheKey(request: CatalogRequest, groupId: number | null, day: string, customer?: string): string {
  const { store, entity, query, size, from, includes, excludes, compact, attributeMetadata } = request
  const normalized = JSON.stringify([
    store.storeId,
    entity,
    query,
    size,
    from,
    includes,
    excludes,
    compact,
    attributeMetadata,
    groupId,
    day,
    // a signed-in customer may have prices of their own (decision 0139): never shared
    ...(customer === undefined ? [] : [customer]),
  ])
  return `catalog:${createHash('sha256').update(normalized).digest('base64url')}`
}

/** attribute_metadata (contract §6.4): the aggregated attributes with the options that occur. */
async function attributeMetadata(
  ctx: AppContext,
  storeId: number,
  aggregations: Record<string, AggResult>,
): Promise<Doc[]> {
  const wanted = new Map<string, Set<string>>()
  for (const [name, agg] of Object.entries(aggregations)) {
    if (!('buckets' in agg) || agg.buckets.length === 0) continue
    const code = name.replace(/^(agg_terms_|agg_range_)|(_options)$/g, '')
    const keys = wanted.get(code) ?? new Set<string>()
    for (const b of agg.buckets) keys.add(String(b.key))
    wanted.set(code, keys)
  }
  if (wanted.size === 0) return []
  const rows = await ctx.database.rows<{ doc: Doc }>(sql`
    select doc from entity_doc where store_id = ${storeId} and entity_type = 'attribute'
      and doc->>'attribute_code' = any(${textArray([...wanted.keys()])})`)
  return rows.map(({ doc }) => {
    const keys = wanted.get(String(doc.attribute_code)) ?? new Set()
    const options = Array.isArray(doc.options)
      ? (doc.options as Doc[]).filter((o) => keys.has(String(o.value)))
      : []
    const pick = [
      'is_visible_on_front',
      'is_visible',
      'default_frontend_label',
      'attribute_id',
      'entity_type_id',
      'id',
      'is_user_defined',
      'is_comparable',
      'attribute_code',
      'slug',
    ]
    return { ...Object.fromEntries(pick.map((k) => [k, doc[k]])), options }
  })
}

async function run(
  ctx: AppContext,
  request: CatalogRequest,
  groupId: number | null,
  day: string,
  customer: SignedInCustomer | null = null,
) {
  const { store, entity, query } = request
  const started = performance.now()
  let hits: CatalogHit[] = []
  let total = 0
  let aggregations: Record<string, AggResult> | undefined
  let suggestion: CatalogResult['suggestion']
  const tags = [cacheTags.store(store.storeId), cacheTags.entity(entity, store.storeId)]
  if (entity === 'product') {
    const prices = await priceContext(ctx.database, store.defaultCountry, groupId, ctx.now(), customer)
    const resolved = await resolveFilterLabels(ctx.database, store.storeId, query)
    const searchRequest = {
      storeId: store.storeId,
      tsConfig: store.tsConfig,
      query: resolved,
      size: request.size,
      from: request.from,
      groupId,
      today: day,
      customerPrices: await customerPriceList(ctx.database, store.storeId, prices, day, resolved),
    }
    const mirror = ctx.config.catalog.engine === 'memory' ? catalogMirror(ctx.database) : undefined
    // the in-process search answers null for the few queries only SQL can answer
    const inMemory = mirror ? await searchInMemory(ctx.database, mirror, searchRequest) : null
    const result = inMemory ?? (await searchProducts(ctx.database, searchRequest))
    const sources = await loadProductSources(
      ctx.database,
      store.storeId,
      result.hits,
      prices,
      inMemory ? mirror : undefined,
    )
    const filter = makeSourceFilter(request.includes, request.excludes)
    const keyed = filter && { key: JSON.stringify([request.includes, request.excludes]), apply: filter }
    // sources go out as reused text (filtered, compact or not) with live stock spliced in
    hits = result.hits.flatMap((h) => {
      const json = sources.json(h.id, request.compact, keyed ?? undefined)
      return json === undefined ? [] : [{ id: h.id, score: h.score, source: {}, json }]
    })
    total = result.total
    aggregations = result.aggregations
    if (query.searchText) {
      // the same analysis (cached) both engines searched with, so the hint names what was searched
      const words = await cachedAnalysis(
        ctx.database,
        store.storeId,
        store.tsConfig,
        queryWords(query.searchText),
      )
      const corrected = suggestedText(words)
      if (corrected) suggestion = { text: query.searchText, corrected }
    }
    // no product:{id} tags: every product change drops the entity tag above (invalidate.ts), and a
    // page of configurable products would carry a thousand child ids (most of a miss's work)
  } else {
    // review documents are written by the review module on approval (review/review-doc.ts)
    const result = await searchEntities(
      ctx.database,
      store.storeId,
      entity,
      query,
      request.size,
      request.from,
    )
    const filter = makeSourceFilter(request.includes, request.excludes)
    hits = result.hits.map((h) => ({ id: h.id, score: h.score, source: filter ? filter(h.doc) : h.doc }))
    total = result.total
    if (entity === 'category') for (const h of hits) tags.push(cacheTags.category(h.id))
  }
  const result: CatalogResult = {
    indexName: `${store.index}_${entity}`,
    entity,
    total,
    hits,
    aggregations,
    attributeMetadata:
      request.attributeMetadata && aggregations
        ? await attributeMetadata(ctx, store.storeId, aggregations)
        : undefined,
    suggestion,
    tookMs: Math.round(performance.now() - started),
  }
  const body = serializeResponse(result, request.compact)
  return { body, tags: [...new Set(tags)] }
}

export function createCatalogSearch(ctx: AppContext): CatalogSearch {
  // the day is part of the raw key: prices change at midnight
  const aliases = new LRUCache<string, string>({ max: MAX_RAW_KEYS })
  const cached = ctx.cache.kind !== 'off'
  return {
    async search(request, rawKey, customer = null) {
      // the signed-in customer's own group decides, as on render-list (decision 0139)
      const groupId = customer?.groupId ?? (await resolveGroupId(ctx, request.groupId, request.groupToken))
      const day = shopDay(ctx.now())
      if (LIVE_CATALOG_ENTITIES.has(request.entity)) {
        return { body: bodyBytes((await run(ctx, request, groupId, day, customer)).body), hit: false }
      }
      // a customer's own prices: their id and price stamp (a changed agreement is a new key)
      const own = customer
        ? `${customer.id}:${await customerPriceStamp(ctx.database, customer.id)}`
        : undefined
      const key = cacheKey(request, groupId, day, own)
      if (cached && rawKey && !customer) aliases.set(`${rawKey}|${day}`, key)
      return cachedBody(ctx.cache, key, ctx.config.cache.ttlSeconds, () =>
        run(ctx, request, groupId, day, customer),
      )
    },
    async cachedByRawKey(rawKey) {
      if (!cached) return undefined
      const key = aliases.get(`${rawKey}|${shopDay(ctx.now())}`)
      return key === undefined ? undefined : ctx.cache.get(key)
    },
  }
}
