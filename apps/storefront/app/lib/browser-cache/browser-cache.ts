/**
 * The storefront's one browser cache (spec 001 §9), built by create-browser-cache.ts for where the
 * code runs: the full persistent cache in a browser with IndexedDB, memory only in one without,
 * and a cache that keeps nothing on the server (decision 0232). Nothing is opened or timed at
 * import: the database opens and the size check starts on first use.
 */
import { createBrowserCache, type BrowserCacheMode } from './create-browser-cache.ts'

export type { BrowserCache, BrowserCacheStatus, CachedValue } from './cache-types.ts'

export function environmentMode(): BrowserCacheMode {
  if (typeof window === 'undefined') return 'server'
  return typeof indexedDB === 'undefined' ? 'memory' : 'persistent'
}

export const browserCache = createBrowserCache({ mode: environmentMode() })
