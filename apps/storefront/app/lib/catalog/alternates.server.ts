/**
 * The same catalogue page in the other store view, for hreflang links: url keys are translated
 * (/c/fietsen is /de/c/fahrraeder), so the other view's documents are looked up. A failed lookup
 * only leaves the alternates out.
 */
import { STORE_VIEWS } from '@shop/commerce'
import type { ApiCall } from '../../context.ts'
import type { Alternates } from '../seo.ts'
import { searchCatalog } from './api.server.ts'
import { categorySlug } from './categories.ts'
import { loadCategories } from './category.server.ts'
import type { CategoryDoc } from './types.ts'
import { categoryPathFor, productPath } from './urls.ts'
import { storeFromPath, type StorefrontStore } from '../store-view.ts'

/** Every store view as a storefront store: the Dutch one at /, the German one at /de. */
function allStores(): StorefrontStore[] {
  return STORE_VIEWS.map((view) => storeFromPath(view.storeCode ? `/${view.storeCode}` : '/'))
}

async function safely(build: () => Promise<Alternates>): Promise<Alternates> {
  try {
    return await build()
  } catch {
    return {}
  }
}

export function categoryAlternates(
  api: ApiCall,
  current: StorefrontStore,
  currentCategories: readonly CategoryDoc[],
  categoryId: number,
): Promise<Alternates> {
  return safely(async () => {
    const out: Alternates = {}
    for (const store of allStores()) {
      const categories =
        store.prefix === current.prefix ? currentCategories : await loadCategories(api, store)
      const category = categories.find((c) => c.id === categoryId)
      if (category) out[store.language] = categoryPathFor(categorySlug(categories, category), store)
    }
    return out
  })
}

/** The product's address in each store view; the current view's is known from its document. */
export function productAlternates(
  api: ApiCall,
  current: StorefrontStore,
  product: { sku: string; slug?: string; url_key?: string },
): Promise<Alternates> {
  return safely(async () => {
    const out: Alternates = {}
    for (const store of allStores()) {
      if (store.prefix === current.prefix) {
        out[store.language] = productPath(product, store)
        continue
      }
      const query = { _appliedFilters: [{ attribute: 'sku', value: { eq: product.sku }, scope: 'default' }] }
      const result = await searchCatalog<{ sku: string; slug?: string; url_key?: string }>(
        api,
        store,
        'product',
        query,
        {
          size: 1,
          include: ['sku', 'slug', 'url_key'],
        },
      )
      const doc = result.items[0]
      if (doc) out[store.language] = productPath(doc, store)
    }
    return out
  })
}
