/**
 * The two browser-cache settings the shop owner chooses on the server (decision 0243):
 * BROWSER_PRODUCT_CACHE (spec 001 §9 "The product cache may be disabled by config") and
 * BROWSER_CACHE_BUDGET_MB (decision 0230's budget). The root layout writes them into the page as
 * two meta tags, so that code running before React (the service worker's registration in
 * entry.client.tsx) and the lazily loaded cache read them without waiting for a loader.
 */
import { DEFAULT_BUDGET_BYTES } from './cache-limits.ts'

export interface BrowserCacheSettings {
  /** catalogue reads and product pages kept in the browser for offline browsing */
  productCache: boolean
  budgetBytes: number
}

export const DEFAULT_CACHE_SETTINGS: BrowserCacheSettings = {
  productCache: true,
  budgetBytes: DEFAULT_BUDGET_BYTES,
}

export const PRODUCT_CACHE_META = 'shop:product-cache'
export const CACHE_BUDGET_META = 'shop:browser-cache-budget'

/** The meta tags' contents as the page carries them: 'on'/'off' and whole bytes. */
export function cacheSettingsMeta(settings: BrowserCacheSettings): Record<string, string> {
  return {
    [PRODUCT_CACHE_META]: settings.productCache ? 'on' : 'off',
    [CACHE_BUDGET_META]: String(Math.round(settings.budgetBytes)),
  }
}

/** Reads the meta tags back; a missing or nonsense value keeps the default. */
export function parseCacheSettings(read: (name: string) => string | null | undefined): BrowserCacheSettings {
  const budget = Number(read(CACHE_BUDGET_META))
  return {
    productCache: read(PRODUCT_CACHE_META) !== 'off',
    budgetBytes: Number.isFinite(budget) && budget > 0 ? budget : DEFAULT_BUDGET_BYTES,
  }
}

/** This page's settings; the defaults where there is no document (server, tests). */
export function pageCacheSettings(): BrowserCacheSettings {
  if (typeof document === 'undefined') return DEFAULT_CACHE_SETTINGS
  return parseCacheSettings(
    (name) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content,
  )
}

/**
 * The worker's address: its settings travel in the query (the worker reads them from
 * self.location), so changing a setting changes the address and the browser installs the worker
 * anew with it (public/sw/settings.js).
 */
export function serviceWorkerUrl(settings: BrowserCacheSettings): string {
  return settings.productCache ? '/service-worker.js' : '/service-worker.js?productCache=off'
}
