/**
 * The category documents of a store view. One search gets them all (spec 000 §9: category list
 * size 4000, sort position asc); the API caches it, and a tree of a few hundred categories is
 * cheaper to walk in memory than to query per breadcrumb step.
 */
import { MAX_CATEGORY_QUERY_SIZE } from '@shop/commerce'
import type { AppLoadContext } from 'react-router'
import type { ApiCall } from '../../context.ts'
import { oncePerRequest } from '../request-memo.server.ts'
import { searchCatalog } from './api.server.ts'
import type { CategoryDoc } from './types.ts'
import type { StorefrontStore } from '../store-view.ts'

const CATEGORY_FIELDS = [
  'id',
  'name',
  'url_key',
  'url_path',
  'slug',
  'parent_id',
  'path',
  'level',
  'position',
  'product_count',
  'theme',
  'include_in_menu',
  'is_active',
  'description',
]

export async function loadCategories(api: ApiCall, store: StorefrontStore): Promise<CategoryDoc[]> {
  const query = { _appliedSort: [{ field: 'position', options: 'asc' }] }
  const result = await searchCatalog<CategoryDoc>(api, store, 'category', query, {
    size: MAX_CATEGORY_QUERY_SIZE,
    include: CATEGORY_FIELDS,
  })
  return result.items
}

/** The category documents for a page request: its layout and page loaders share one answer. */
export function requestCategories(context: AppLoadContext, store: StorefrontStore): Promise<CategoryDoc[]> {
  return oncePerRequest(context, `categories:${store.prefix}`, () => loadCategories(context.api, store))
}
