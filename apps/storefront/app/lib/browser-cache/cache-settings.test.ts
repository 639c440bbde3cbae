import { describe, expect, it } from 'vitest'
import { parseBrowserCacheSettings } from '../config.server.ts'
import { DEFAULT_BUDGET_BYTES } from './cache-limits.ts'
import {
  CACHE_BUDGET_META,
  cacheSettingsMeta,
  parseCacheSettings,
  PRODUCT_CACHE_META,
  serviceWorkerUrl,
} from './cache-settings.ts'

const MIB = 1024 * 1024

describe('the browser-cache settings (decision 0243)', () => {
  it('reads the environment: product cache on and 4 MiB unless set', () => {
    expect(parseBrowserCacheSettings({})).toEqual({ productCache: true, budgetBytes: DEFAULT_BUDGET_BYTES })
    expect(
      parseBrowserCacheSettings({ BROWSER_PRODUCT_CACHE: 'false', BROWSER_CACHE_BUDGET_MB: '16' }),
    ).toEqual({
      productCache: false,
      budgetBytes: 16 * MIB,
    })
    for (const off of ['0', 'no'])
      expect(parseBrowserCacheSettings({ BROWSER_PRODUCT_CACHE: off }).productCache).toBe(false)
    for (const on of ['true', '1', 'yes'])
      expect(parseBrowserCacheSettings({ BROWSER_PRODUCT_CACHE: on }).productCache).toBe(true)
    expect(parseBrowserCacheSettings({ BROWSER_CACHE_BUDGET_MB: '0.5' }).budgetBytes).toBe(MIB / 2)
    expect(parseBrowserCacheSettings({ BROWSER_CACHE_BUDGET_MB: '' }).budgetBytes).toBe(DEFAULT_BUDGET_BYTES)
  })

  it('travels through the page’s meta tags unchanged', () => {
    const settings = { productCache: false, budgetBytes: 8 * MIB }
    const meta = cacheSettingsMeta(settings)
    expect(meta).toEqual({ [PRODUCT_CACHE_META]: 'off', [CACHE_BUDGET_META]: String(8 * MIB) })
    expect(parseCacheSettings((name) => meta[name])).toEqual(settings)
  })

  it('keeps the defaults for a page without the tags or with nonsense in them', () => {
    expect(parseCacheSettings(() => null)).toEqual({ productCache: true, budgetBytes: DEFAULT_BUDGET_BYTES })
    expect(parseCacheSettings((name) => (name === CACHE_BUDGET_META ? '-3' : 'maybe')).budgetBytes).toBe(
      DEFAULT_BUDGET_BYTES,
    )
  })

  it('puts the product-cache setting into the worker’s address', () => {
    expect(serviceWorkerUrl({ productCache: true, budgetBytes: 1 })).toBe('/service-worker.js')
    expect(serviceWorkerUrl({ productCache: false, budgetBytes: 1 })).toBe(
      '/service-worker.js?productCache=off',
    )
  })
})
