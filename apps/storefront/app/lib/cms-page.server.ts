import { MESSAGES } from '@shop/commerce'
import type { ApiCall } from '../context.ts'
import { loadCmsPage } from './cms.server.ts'
import { notFoundPage } from './not-found.server.ts'
import type { Alternates } from './seo.ts'
import { storeFromPath, type StorefrontStore } from './store-view.ts'

function otherStore(store: StorefrontStore): StorefrontStore {
  return storeFromPath(store.prefix ? '/' : '/de')
}

/**
 * Loader data of a content page: the page (404 page when missing, spec 000 §8 "CMS query
 * returned empty result"), its canonical path and, when the other store view has a page with
 * the same identifier, the hreflang alternates and the store switcher's target.
 */
export async function cmsPageData(
  api: ApiCall,
  store: StorefrontStore,
  identifier: string,
  pathIn: (store: StorefrontStore) => string,
) {
  const page = await loadCmsPage(api, store, identifier)
  if (!page) return notFoundPage(api, store, `${MESSAGES.cmsEmpty}: ${identifier}`, MESSAGES.cmsEmpty)
  const other = otherStore(store)
  const translated = await loadCmsPage(api, other, identifier).catch(() => null)
  const alternates: Alternates = { [store.language]: pathIn(store) }
  if (translated) alternates[other.language] = pathIn(other)
  return { page, canonicalPath: pathIn(store), alternates }
}
