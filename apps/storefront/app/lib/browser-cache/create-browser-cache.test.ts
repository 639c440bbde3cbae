import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetOfflineDb, openOfflineDb, type OfflineDb } from '../offline/offline-db.ts'
import { SIZE_CHECK_INTERVAL_MS } from './cache-limits.ts'
import {
  createBrowserCache,
  type BrowserCacheInstance,
  type BrowserCacheOptions,
} from './create-browser-cache.ts'
import type { StorageEstimateReading } from './storage-estimate.ts'

let db: OfflineDb
let clock = 1_000
const made: BrowserCacheInstance[] = []
/** how often the cache asked IndexedDB for a record or opened a transaction */
const calls = { get: 0, transaction: 0 }

function counting(real: OfflineDb): OfflineDb {
  return new Proxy(real, {
    get(target, prop) {
      if (prop === 'get' || prop === 'transaction') calls[prop]++
      const value = Reflect.get(target, prop, target) as unknown
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

function cache(options: Partial<BrowserCacheOptions> = {}): BrowserCacheInstance {
  const made1 = createBrowserCache({
    mode: 'persistent',
    openDb: async () => counting(db),
    estimate: async () => null,
    now: () => clock,
    warn: () => {},
    ...options,
  })
  made.push(made1)
  return made1
}

/** Lets fake-indexeddb (which runs on setImmediate) finish what the cache started. */
async function settle(done: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 500; i++) {
    if (await done()) return
    await new Promise((resolve) => setImmediate(resolve))
  }
  throw new Error('did not settle')
}

async function fill(count: number, stamp = (i: number) => i) {
  const tx = db.transaction('cache', 'readwrite')
  for (let i = 0; i < count; i++) {
    const key = `k${String(i).padStart(3, '0')}`
    void tx.store.put({ key, stored_at: stamp(i), value: { sku: key, name: 'x'.repeat(50) } })
  }
  await tx.done
}

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory()
  forgetOfflineDb()
  db = (await openOfflineDb())!
  clock = 1_000
  calls.get = 0
  calls.transaction = 0
})

afterEach(() => {
  for (const one of made.splice(0)) one.dispose()
  vi.useRealTimers()
})

describe('the persistent browser cache (spec 001 §9)', () => {
  it('keeps a value across pages: a new cache on the same database finds it', async () => {
    await cache().set('catalog:bikes', { items: [1, 2] })
    const later = cache()
    expect(await later.get('catalog:bikes')).toEqual({ value: { items: [1, 2] }, storedAt: 1_000 })
    expect(await db.get('cache', 'catalog:bikes')).toEqual({
      key: 'catalog:bikes',
      stored_at: 1_000,
      value: { items: [1, 2] },
    })
  })

  it('answers from memory what this page wrote or read, without asking IndexedDB again', async () => {
    const first = cache()
    await first.set('a', 1)
    expect(await first.get('a')).toEqual({ value: 1, storedAt: 1_000 })
    expect(calls.get).toBe(0)
    const second = cache()
    await second.get('a')
    await second.get('a')
    expect(calls.get).toBe(1)
  })

  it('a miss is null and is asked of IndexedDB each time (another tab may have stored it)', async () => {
    const page = cache()
    expect(await page.get('nope')).toBeNull()
    await db.put('cache', { key: 'nope', stored_at: 5, value: 'now' })
    expect(await page.get('nope')).toEqual({ value: 'now', storedAt: 5 })
  })

  it('hands out copies, from memory and from IndexedDB alike', async () => {
    const page = cache()
    const original = { list: [1] }
    await page.set('a', original)
    original.list.push(99) // the caller changes its own object after storing it
    const answer = (await page.get<{ list: number[] }>('a'))!
    answer.value.list.push(2)
    expect((await page.get('a'))!.value).toEqual({ list: [1] })
    expect((await cache().get('a'))!.value).toEqual({ list: [1] })
  })

  it('remove and clear empty both layers', async () => {
    const page = cache()
    await page.set('a', 1)
    await page.set('b', 2)
    await page.remove('a')
    expect(await page.get('a')).toBeNull()
    expect(await cache().get('a')).toBeNull()
    await page.clear()
    expect(await page.get('b')).toBeNull()
    expect(await db.count('cache')).toBe(0)
  })

  it('a value that cannot be stored is a later miss, not an error', async () => {
    const page = cache()
    await page.set('fn', 'an older value')
    await page.set('fn', { run: () => 1 })
    expect(await page.get('fn')).toBeNull()
    expect(await cache().get('fn')).toBeNull()
    expect(page.status()).toMatchObject({ persistent: 'on', readErrors: 0, writeErrors: 0 })
  })

  it('a browser without a usable IndexedDB keeps the cache in memory, and that is no error', async () => {
    const page = cache({ openDb: async () => null })
    await page.set('a', 1)
    expect(await page.get('a')).toEqual({ value: 1, storedAt: 1_000 })
    expect(page.status()).toMatchObject({ persistent: 'none', readErrors: 0, writeErrors: 0 })
  })

  it('memory mode never opens the database', async () => {
    const openDb = vi.fn(async () => db)
    const page = cache({ mode: 'memory', openDb })
    await page.set('a', 1)
    expect(await page.get('a')).toEqual({ value: 1, storedAt: 1_000 })
    expect(await page.get('b')).toBeNull()
    await page.checkSize()
    expect(openDb).not.toHaveBeenCalled()
    expect(page.status().persistent).toBe('none')
  })
})

describe('the size check (§9: every 30 s; over budget, entries beyond the first 100 go)', () => {
  it('counts sizes when the browser gives no estimate, and keeps the 100 newest', async () => {
    await fill(150)
    const page = cache({ budgetBytes: 1_000 })
    await page.checkSize()
    const left = (await db.getAllKeys('cache')).sort()
    expect(left).toHaveLength(100)
    expect(left[0]).toBe('k050')
    expect(left.at(-1)).toBe('k149')
  })

  it('under budget nothing goes', async () => {
    await fill(150)
    await cache({ budgetBytes: 10_000_000 }).checkSize()
    expect(await db.count('cache')).toBe(150)
  })

  it('"first" is by stored_at, not by key order', async () => {
    await fill(110, (i) => 1_000 - i) // k000 is the newest
    await cache({ budgetBytes: 1 }).checkSize()
    const left = (await db.getAllKeys('cache')).sort()
    expect(left[0]).toBe('k000')
    expect(left.at(-1)).toBe('k099')
  })

  it('trusts the browser’s IndexedDB usage where reported: no walk when under budget', async () => {
    await fill(150)
    const estimate = async (): Promise<StorageEstimateReading> => ({
      usage: 10,
      quota: 1e9,
      indexedDbUsage: 500,
    })
    const page = cache({ budgetBytes: 1_000, estimate })
    await page.checkSize()
    expect(calls.transaction).toBe(0)
    expect(await db.count('cache')).toBe(150)
    page.configure({ budgetBytes: 499 })
    await page.checkSize()
    expect(await db.count('cache')).toBe(100)
  })

  it('purges when the origin is nearly full, even if the cache is within its budget', async () => {
    await fill(150)
    const estimate = async (): Promise<StorageEstimateReading> => ({ usage: 95, quota: 100 })
    await cache({ budgetBytes: 10_000_000, estimate }).checkSize()
    expect(await db.count('cache')).toBe(100)
  })

  it('runs by itself every 30 s once the cache is used', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    await fill(120)
    const page = cache({ budgetBytes: 1 })
    expect(await page.get('k000')).not.toBeNull()
    vi.advanceTimersByTime(SIZE_CHECK_INTERVAL_MS - 1)
    await settle(async () => true)
    expect(await db.count('cache')).toBe(120)
    vi.advanceTimersByTime(1)
    await settle(async () => (await db.count('cache')) === 100)
  })

  it('a cache never used starts no timer', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    cache()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('the budget is configurable; nonsense is ignored', () => {
    const page = cache()
    expect(page.status().budgetBytes).toBe(4 * 1024 * 1024)
    page.configure({ budgetBytes: 2048 })
    page.configure({ budgetBytes: -1 })
    page.configure({ budgetBytes: Number.NaN })
    page.configure({})
    expect(page.status().budgetBytes).toBe(2048)
  })
})
