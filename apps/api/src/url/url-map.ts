/**
 * Resolves a storefront path to the product, category or CMS page it shows (contract §7): the
 * url_rewrite table first (it also holds redirects), then an exact url_path of a product or a
 * category, then a CMS page identifier, all within the store view. The answer is the raw hit the
 * VSF client routes by `_type`; product sources are processed like catalogue hits (group prices,
 * live stock).
 *
 * A hidden configurable or grouped child (visibility 1) has no page of its own (spec 000 §8): we
 * answer with its parent's hit plus `_redirect: {status: 301, url_path, childSku}`, from which the
 * storefront answers a 301 to the parent with the child preselected. Disabled products (status
 * >= 2) are returned as they are: the storefront shows the spec's error for them.
 */
import { sql } from 'drizzle-orm'
import type { StoreView } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { cacheTags } from '../cache/policy.ts'
import { loadProductSources } from '../catalog/product-sources.ts'
import { priceContext } from '../catalog/pricing.ts'
import { makeSourceFilter } from '../catalog/source-filter.ts'
import { jsonb } from '../catalog/sql-util.ts'

type Doc = Record<string, unknown>
type EntityType = 'product' | 'category' | 'cms_page'

export interface UrlHit {
  _index: string
  _type: EntityType
  _id: string
  _score: number
  _source: Doc
  _redirect?: { status: number; url_path: string; childSku?: string }
}

/** "/de/fietsen/e-bikes/" -> "fietsen/e-bikes" for the German store (code "de"). */
export function normalizeUrlPath(url: string, storeCode: string): string {
  let path = url.trim().replace(/[?#].*$/, '')
  path = path.replace(/^\/+/, '').replace(/\/+$/, '')
  if (storeCode && (path === storeCode || path.startsWith(`${storeCode}/`)))
    path = path.slice(storeCode.length).replace(/^\/+/, '')
  return path
}

interface Target {
  type: EntityType
  id: number
  redirect?: { status: number; url_path: string }
}

async function findTarget(ctx: AppContext, storeId: number, path: string): Promise<Target | null> {
  const db = ctx.database
  const [rewrite] = await db.rows<{ type: string; id: number; redirectType: number; target: string }>(sql`
    select entity_type as type, entity_id as id, redirect_type as "redirectType", target_path as target
    from url_rewrite where store_id = ${storeId} and request_path = ${path} limit 1`)
  if (rewrite && ['product', 'category', 'cms_page'].includes(rewrite.type)) {
    const redirect =
      rewrite.redirectType >= 300 ? { status: rewrite.redirectType, url_path: rewrite.target } : undefined
    return { type: rewrite.type as EntityType, id: rewrite.id, redirect }
  }
  const [product] = await db.rows<{ id: number }>(sql`
    select product_id as id from product_search
    where store_id = ${storeId} and url_path = ${path}
    order by product_id limit 1`)
  if (product) return { type: 'product', id: product.id }
  const [entity] = await db.rows<{ type: EntityType; id: number }>(sql`
    select entity_type as type, entity_id as id from entity_doc
    where store_id = ${storeId} and (
      (entity_type = 'category' and doc @> ${jsonb({ url_path: path })})
      or (entity_type = 'cms_page' and doc @> ${jsonb({ identifier: path })}))
    order by entity_type limit 1`)
  return entity ?? null
}

/** The document, and for a product its version (to reuse its priced form, product-sources.ts). */
async function loadDoc(
  ctx: AppContext,
  storeId: number,
  target: Target,
): Promise<{ doc: Doc; version?: number } | null> {
  const rows =
    target.type === 'product'
      ? await ctx.database.rows<{ doc: Doc; version: number }>(sql`
          select doc, version::float8 as version from product_doc
          where store_id = ${storeId} and product_id = ${target.id}`)
      : await ctx.database.rows<{ doc: Doc }>(sql`
          select doc from entity_doc where store_id = ${storeId} and entity_type = ${target.type} and entity_id = ${target.id}`)
  return rows[0] ?? null
}

/** The configurable or grouped parent of a hidden child, if it has one. */
async function parentOf(ctx: AppContext, childId: number): Promise<number | null> {
  const [row] = await ctx.database.rows<{ id: number }>(sql`
    select parent_id as id from product_super_link where child_id = ${childId}
    union all
    select product_id from product_link where linked_product_id = ${childId} and link_type = 'associated'
    limit 1`)
  return row?.id ?? null
}

export interface UrlMapQuery {
  store: StoreView
  url: string
  includeFields: string[]
  excludeFields: string[]
  groupId: number | null
}

/** Resolves the URL; returns the hit and the cache tags it depends on. */
export async function mapUrl(
  ctx: AppContext,
  query: UrlMapQuery,
): Promise<{ hit: UrlHit | null; tags: string[] }> {
  const { store } = query
  const storeId = store.storeId
  const tags = [cacheTags.urlMap(storeId)]
  const path = normalizeUrlPath(query.url, store.storeCode)
  const target = path ? await findTarget(ctx, storeId, path) : null
  if (!target) return { hit: null, tags }
  const loaded = await loadDoc(ctx, storeId, target)
  if (!loaded) return { hit: null, tags }
  let { doc, version } = loaded
  let id = target.id
  let redirect: UrlHit['_redirect'] = target.redirect
  if (target.type === 'product' && Number(doc.visibility) === 1) {
    const parentId = await parentOf(ctx, id)
    const parent = parentId === null ? null : await loadDoc(ctx, storeId, { type: 'product', id: parentId })
    if (parent && parentId !== null) {
      tags.push(cacheTags.product(id))
      redirect = { status: 301, url_path: String(parent.doc.url_path ?? ''), childSku: String(doc.sku ?? '') }
      ;({ doc, version } = parent)
      id = parentId
    }
  }
  tags.push(cacheTags.entity(target.type, storeId))
  if (target.type === 'product') {
    const sources = await loadProductSources(
      ctx.database,
      storeId,
      [{ id, version }],
      await priceContext(ctx.database, store.defaultCountry, query.groupId, ctx.now()),
    )
    doc = sources.object(id) ?? doc
    for (const productId of sources.ids) tags.push(cacheTags.product(productId))
  } else if (target.type === 'category') {
    tags.push(cacheTags.category(id))
  }
  const filter = makeSourceFilter(query.includeFields, query.excludeFields)
  const hit: UrlHit = {
    _index: `${store.index}_${target.type}`,
    _type: target.type,
    _id: String(id),
    _score: 1,
    _source: filter ? filter(doc) : doc,
  }
  if (redirect) hit._redirect = redirect
  return { hit, tags }
}
