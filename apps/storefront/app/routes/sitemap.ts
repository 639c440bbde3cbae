/**
 * sitemap.xml: home, categories, products and CMS pages of both store views, with absolute URLs
 * on the origin the request came in on, read from the catalogue API (products visible in the
 * catalogue and enabled: visibility 2-4, status 0-1, spec 000 §9).
 */
import { MAIN_MENU_CATEGORY_ID, MAX_FILTER_QUERY_SIZE, ROOT_CATEGORY_ID, STORE_VIEWS } from '@shop/commerce'
import type { Route } from './+types/sitemap.ts'
import type { ApiCall } from '../context.ts'
import { categorySlug } from '../lib/catalog/categories.ts'
import { loadCategories } from '../lib/catalog/category.server.ts'
import { searchCatalog } from '../lib/catalog/api.server.ts'
import { categoryPathFor, productPath } from '../lib/catalog/urls.ts'
import { cmsPagePath, NON_PAGE_IDENTIFIERS } from '../lib/cms.server.ts'
import { lastmodOf, SITEMAP_MAX_URLS, sitemapXml, type SitemapEntry } from '../lib/sitemap.ts'
import { localPath, storeFromPath, type StorefrontStore } from '../lib/store-view.ts'

interface ProductEntry {
  sku: string
  slug?: string
  url_key?: string
  updated_at?: string
}

const PRODUCT_FILTERS = [
  { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
  { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
]

async function productPaths(api: ApiCall, store: StorefrontStore) {
  const entries: { path: string; lastmod?: string }[] = []
  for (let from = 0; from < SITEMAP_MAX_URLS; from += MAX_FILTER_QUERY_SIZE) {
    const page = await searchCatalog<ProductEntry>(
      api,
      store,
      'product',
      { _appliedFilters: PRODUCT_FILTERS, _appliedSort: [{ field: 'id', options: 'asc' }] },
      { size: MAX_FILTER_QUERY_SIZE, from, include: ['sku', 'slug', 'url_key', 'updated_at'] },
    )
    for (const product of page.items)
      entries.push({ path: productPath(product, store), lastmod: lastmodOf(product.updated_at) })
    if (page.items.length < MAX_FILTER_QUERY_SIZE || from + page.items.length >= page.total) break
  }
  return entries
}

async function categoryPaths(api: ApiCall, store: StorefrontStore) {
  const categories = await loadCategories(api, store)
  return categories
    .filter((c) => c.is_active !== false && c.id > ROOT_CATEGORY_ID && c.id !== MAIN_MENU_CATEGORY_ID)
    .map((c) => ({ path: categoryPathFor(categorySlug(categories, c), store) }))
}

async function cmsPaths(api: ApiCall, store: StorefrontStore) {
  const pages = await searchCatalog<{ identifier: string; is_active?: boolean; updated_at?: string }>(
    api,
    store,
    'cms_page',
    {},
    { size: 500, include: ['identifier', 'is_active', 'updated_at'] },
  )
  return pages.items
    .filter((p) => p.is_active !== false && !NON_PAGE_IDENTIFIERS.includes(p.identifier))
    .map((p) => ({ path: cmsPagePath(p.identifier, store), lastmod: lastmodOf(p.updated_at) }))
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { origin } = new URL(request.url)
  const stores = STORE_VIEWS.map((view) => storeFromPath(view.storeCode ? `/${view.storeCode}` : '/'))
  const perStore = await Promise.all(
    stores.map(async (store) => {
      const [categories, products, pages] = await Promise.all([
        categoryPaths(context.api, store),
        productPaths(context.api, store),
        cmsPaths(context.api, store),
      ])
      return [{ path: localPath('/', store) }, ...categories, ...pages, ...products]
    }),
  )
  const entries: SitemapEntry[] = perStore
    .flat()
    .map(({ path, lastmod }: { path: string; lastmod?: string }) => ({
      loc: new URL(path, origin).href,
      lastmod,
    }))
  return new Response(sitemapXml(entries), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
