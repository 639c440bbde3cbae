import type { Cache } from './cache.ts'
import { bodyBytes } from '../http/body-bytes.ts'

/**
 * What is cached, for how long, under which tags: the one place to read it.
 *
 * - catalog search (`/api/catalog/...`): TTL from config (default 300 s). Tags: `store:{id}`, one
 *   `entity:{type}:{storeId}` tag per entity type (any change to that entity type invalidates its
 *   listings, as a new product may enter any listing), and `category:{id}` for the categories
 *   returned. Product searches carry no `product:{id}` tags: every product change invalidates
 *   the entity tag too (catalog/invalidate.ts), so they would only cost (a page of configurable
 *   products names about a thousand children).
 * - url map (`/api/url/map`): same TTL; tags `urlmap:{storeId}` and the entity of the hit.
 * - stock (`/api/stock/*`), carts, orders, users: never cached (they must be live).
 * - the catalogue `review` entity: never cached (LIVE_CATALOG_ENTITIES). A review approved by
 *   another process (the review CLI) must show at once, and the in-process cache of a running
 *   shop hears nothing of it (docs/decisions/0072).
 *
 * Stock is part of product hits (`stock.qty` sorts listings); stock changes by orders and
 * payments go through invalidateProducts like any product change: the `product:{id}` tags (URL
 * map) and the product entity tags (every product search). A product change (catalog/invalidate.ts) also drops the category responses
 * (`entity:category:{storeId}`), whose product_count may have changed.
 *
 * Not a response cache and not listed here because nothing invalidates it: priced product
 * documents and word analyses reused by version (catalog/product-sources.ts, text-search.ts,
 * docs/decisions/0051).
 */
export const cacheTags = {
  store: (storeId: number) => `store:${storeId}`,
  entity: (entityType: string, storeId: number) => `entity:${entityType}:${storeId}`,
  product: (id: number | string) => `product:${id}`,
  category: (id: number | string) => `category:${id}`,
  urlMap: (storeId: number) => `urlmap:${storeId}`,
}

/** Catalogue entities answered from the database on every request, never from the cache. */
export const LIVE_CATALOG_ENTITIES: ReadonlySet<string> = new Set(['review'])

/** Returns the cached body for `key`, or computes, stores and returns it. */
export async function cachedBody(
  cache: Cache,
  key: string,
  ttlSeconds: number,
  compute: () => Promise<{
    body: string | readonly (string | Buffer)[]
    tags: string[]
    cacheable?: boolean
  }>,
): Promise<{ body: Buffer; hit: boolean }> {
  const hit = await cache.get(key)
  if (hit !== undefined) return { body: hit, hit: true }
  const computed = await compute()
  const body = bodyBytes(computed.body)
  if (computed.cacheable ?? true) await cache.set(key, body, { tags: computed.tags, ttlSeconds })
  return { body, hit: false }
}
