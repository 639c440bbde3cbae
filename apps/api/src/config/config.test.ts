import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('configuration', () => {
  it('defaults to the embedded database, port 3000 and the in-process cache', () => {
    const c = loadConfig({})
    expect(c.port).toBe(3000)
    expect(c.database.kind).toBe('pglite')
    expect(c.redisUrl).toBeUndefined()
    expect(c.cache).toEqual({ enabled: true, ttlSeconds: 300 })
  })

  it('switches to PostgreSQL and Redis by URL', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/shop',
      REDIS_URL: 'redis://127.0.0.1:6379',
    })
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/shop' })
    expect(c.redisUrl).toBe('redis://127.0.0.1:6379')
  })

  it('treats empty variables as not set', () => {
    expect(loadConfig({ REDIS_URL: '', DATABASE_URL: '' }).database.kind).toBe('pglite')
  })

  it('names the storefront build to serve; exported empty, none (API only)', () => {
    expect(loadConfig({}).storefrontBuildDir).toBeUndefined()
    expect(loadConfig({ STOREFRONT_BUILD_DIR: '/srv/shop' }).storefrontBuildDir).toBe('/srv/shop')
    expect(loadConfig({ STOREFRONT_BUILD_DIR: '' }).storefrontBuildDir).toBe('')
  })

  it('fails fast naming the wrong setting', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/)
    expect(() => loadConfig({ CACHE_ENABLED: 'maybe' })).toThrow(/CACHE_ENABLED/)
    expect(() => loadConfig({ SEED_PRODUCTS: '5' })).toThrow(/SEED_PRODUCTS/)
  })

  it('checks the browser-cache settings the storefront hands to the browser (decision 0243)', () => {
    expect(() => loadConfig({})).not.toThrow()
    expect(() => loadConfig({ BROWSER_PRODUCT_CACHE: 'false', BROWSER_CACHE_BUDGET_MB: '16' })).not.toThrow()
    expect(() => loadConfig({ BROWSER_PRODUCT_CACHE: 'sometimes' })).toThrow(/BROWSER_PRODUCT_CACHE/)
    expect(() => loadConfig({ BROWSER_CACHE_BUDGET_MB: '0' })).toThrow(/BROWSER_CACHE_BUDGET_MB/)
    expect(() => loadConfig({ BROWSER_CACHE_BUDGET_MB: 'lots' })).toThrow(/BROWSER_CACHE_BUDGET_MB/)
    expect(() => loadConfig({ BROWSER_CACHE_BUDGET_MB: '4096' })).toThrow(/BROWSER_CACHE_BUDGET_MB/)
  })
})
