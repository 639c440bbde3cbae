import { data } from 'react-router'
import type { ApiCall } from '../context.ts'
import { loadCmsPage } from './cms.server.ts'
import type { PageErrorData } from './page-error.ts'
import type { StorefrontStore } from './store-view.ts'

export const PAGE_NOT_FOUND_IDENTIFIER = 'page-not-found'

/**
 * The page-not-found page with HTTP status 404 (spec 000 §2: unknown paths fall back to the
 * CMS page "page-not-found"). The reason is logged (spec 000 §8: "No route or mapping" and the
 * empty-result messages are logged); `message` is shown translated when it is a spec message.
 */
export async function notFoundPage(
  api: ApiCall,
  store: StorefrontStore,
  log: string,
  message?: string,
): Promise<never> {
  console.warn(`[storefront] 404 ${log}`)
  const page = await loadCmsPage(api, store, PAGE_NOT_FOUND_IDENTIFIER).catch(() => null)
  throw data({ message, page } satisfies PageErrorData, { status: 404 })
}
