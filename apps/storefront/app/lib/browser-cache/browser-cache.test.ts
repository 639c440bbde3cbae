/**
 * The storefront's cache where it is imported: in this node process there is no window and no
 * IndexedDB, as on the server that renders pages (SSR).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserCache, environmentMode } from './browser-cache.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('browserCache on the server', () => {
  it('is in server mode without a window', () => {
    expect(typeof window).toBe('undefined')
    expect(environmentMode()).toBe('server')
    expect(browserCache.status().persistent).toBe('none')
  })

  it('never throws and keeps nothing: one shopper’s answers must not reach the next request', async () => {
    vi.useFakeTimers()
    await expect(browserCache.set('cart:1', { items: ['secret'] })).resolves.toBeUndefined()
    await expect(browserCache.get('cart:1')).resolves.toBeNull()
    await expect(browserCache.remove('cart:1')).resolves.toBeUndefined()
    await expect(browserCache.clear()).resolves.toBeUndefined()
    await expect(browserCache.checkSize()).resolves.toBeUndefined()
    expect(browserCache.status().memoryEntries).toBe(0)
    // no size-check timer on a server
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('environmentMode', () => {
  it('a browser with IndexedDB gets the persistent cache, one without it memory only', () => {
    vi.stubGlobal('window', {})
    expect(environmentMode()).toBe('memory')
    vi.stubGlobal('indexedDB', {})
    expect(environmentMode()).toBe('persistent')
  })
})
