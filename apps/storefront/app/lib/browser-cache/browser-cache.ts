/**
 * The storefront's one browser cache (spec 001 §9), built by create-browser-cache.ts for where the
 * code runs: the full persistent cache in a browser with IndexedDB, memory only in one without,
 * and a cache that keeps nothing on the server (decision 0232). Nothing is opened or timed at
 * import: the database opens and the size check starts on first use.
 */
import { pageCacheSettings } from './cache-settings.ts'
import { createBrowserCache, type BrowserCacheMode } from './create-browser-cache.ts'

export type { BrowserCache, BrowserCacheStatus, CachedValue } from './cache-types.ts'

export function environmentMode(): BrowserCacheMode {
  if (typeof window === 'undefined') return 'server'
  return typeof indexedDB === 'undefined' ? 'memory' : 'persistent'
}

// the budget the shop owner set (BROWSER_CACHE_BUDGET_MB, decision 0243), read from the page
export const browserCache = createBrowserCache({
  mode: environmentMode(),
  budgetBytes: pageCacheSettings().budgetBytes,
})
