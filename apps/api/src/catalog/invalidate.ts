/**
 * Cache invalidation after catalogue changes; call it after reindexProducts() in the same code
 * path. Per cache/policy.ts a product change drops the cached responses that contain the product
 * (`product:{id}`), every product listing of each store (`product:{storeId}` entity tag: a changed
 * product may enter or leave any listing), the category responses (`category:{storeId}` entity
 * tag: reindexProducts may have changed their product_count) and the URL map (`urlmap:{storeId}`:
 * its url may have changed, and a cached "null" for a new url must go).
 */
import { STORE_VIEWS } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { cacheTags } from '../cache/policy.ts'

export async function invalidateProducts(
  ctx: Pick<AppContext, 'cache'>,
  productIds: number[],
): Promise<void> {
  const tags = new Set(productIds.map((id) => cacheTags.product(id)))
  for (const store of STORE_VIEWS) {
    tags.add(cacheTags.entity('product', store.storeId))
    tags.add(cacheTags.entity('category', store.storeId))
    tags.add(cacheTags.urlMap(store.storeId))
  }
  await ctx.cache.invalidateTags([...tags])
}
