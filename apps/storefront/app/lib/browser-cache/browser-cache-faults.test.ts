/**
 * The §9 failure rules against a real (fake-indexeddb) store with faults injected around it:
 * a slow read times out and turns the persistent cache off, 30 failed writes turn it off, a
 * quota error clears it, a slow walk of the entries is a read error too.
 */
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetOfflineDb, openOfflineDb, type OfflineDb } from '../offline/offline-db.ts'
import { ITERATE_TIMEOUT_MS, READ_TIMEOUT_MS, WRITE_ERRORS_BEFORE_OFF } from './cache-limits.ts'
import { createBrowserCache, type BrowserCacheInstance } from './create-browser-cache.ts'

let db: OfflineDb
const made: BrowserCacheInstance[] = []
const warnings: string[] = []

type Faults = Partial<Record<'get' | 'put' | 'clear' | 'transaction', (...args: never[]) => unknown>>

/** The real database, with some of its methods replaced; `used` counts every call. */
function faulty(faults: Faults, used: Record<string, number> = {}): OfflineDb {
  return new Proxy(db, {
    get(target, prop) {
      if (typeof prop === 'string') used[prop] = (used[prop] ?? 0) + 1
      if (typeof prop === 'string' && prop in faults) return faults[prop as keyof Faults]
      const value = Reflect.get(target, prop, target) as unknown
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

function cache(store: OfflineDb): BrowserCacheInstance {
  const one = createBrowserCache({
    mode: 'persistent',
    openDb: async () => store,
    estimate: async () => null,
    warn: (message) => warnings.push(message),
  })
  made.push(one)
  return one
}

/** Lets fake-indexeddb (which runs on setImmediate, never faked here) finish its work. */
async function realTicks(count = 20) {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve))
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory()
  forgetOfflineDb()
  db = (await openOfflineDb())!
  await db.put('cache', { key: 'stored', stored_at: 1, value: 'from disk' })
  warnings.length = 0
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
})

afterEach(() => {
  for (const one of made.splice(0)) one.dispose()
  vi.useRealTimers()
})

describe('a slow read (§9: read timeout 800 ms, off after 1 read error)', () => {
  it('a read slower than 800 ms is a miss, a read error, and turns the persistent cache off', async () => {
    const used: Record<string, number> = {}
    const page = cache(
      faulty(
        { get: (...args: never[]) => wait(5_000).then(() => db.get(...(args as [never, never]))) },
        used,
      ),
    )
    const answer = page.get('stored')
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1)
    expect(page.status().persistent).toBe('on')
    await vi.advanceTimersByTimeAsync(1)
    expect(await answer).toBeNull()
    expect(page.status()).toMatchObject({ persistent: 'off', readErrors: 1 })
    expect(warnings).toEqual([
      expect.stringContaining('persistent cache off for this page after a read error'),
    ])

    // memory only from now on: IndexedDB is not asked again, even once the slow read came back
    await vi.advanceTimersByTimeAsync(5_000)
    await realTicks()
    const before = { ...used }
    expect(await page.get('stored')).toBeNull()
    await page.set('fresh', 42)
    expect(await page.get('fresh')).toMatchObject({ value: 42 })
    expect(used.get).toBe(before.get)
    expect(used.put ?? 0).toBe(0)
    expect(await db.get('cache', 'fresh')).toBeUndefined()
    // and the size check has stopped
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a read within 800 ms is an answer and no error', async () => {
    const page = cache(
      faulty({ get: (...args: never[]) => wait(700).then(() => db.get(...(args as [never, never]))) }),
    )
    const answer = page.get('stored')
    await vi.advanceTimersByTimeAsync(700)
    await realTicks()
    expect(await answer).toEqual({ value: 'from disk', storedAt: 1 })
    expect(page.status()).toMatchObject({ persistent: 'on', readErrors: 0 })
  })

  it('a read that fails is a read error as well', async () => {
    const page = cache(faulty({ get: async () => Promise.reject(new DOMException('gone', 'UnknownError')) }))
    expect(await page.get('stored')).toBeNull()
    expect(page.status()).toMatchObject({ persistent: 'off', readErrors: 1 })
  })

  it('a memory hit is no read at all, so it can never time out', async () => {
    const page = cache(faulty({ get: () => new Promise(() => {}) }))
    await page.set('mine', 1)
    expect(await page.get('mine')).toMatchObject({ value: 1 })
    expect(page.status().readErrors).toBe(0)
  })
})

describe('failing writes (§9: off after 30 write errors)', () => {
  it('the 30th failed write turns the persistent cache off; values stay readable from memory', async () => {
    let puts = 0
    const page = cache(
      faulty({
        put: async () => {
          puts++
          throw new DOMException('disk error', 'UnknownError')
        },
      }),
    )
    for (let i = 1; i < WRITE_ERRORS_BEFORE_OFF; i++) await page.set(`k${i}`, i)
    expect(page.status()).toMatchObject({ persistent: 'on', writeErrors: 29 })
    expect(puts).toBe(29)

    await page.set('k30', 30)
    expect(page.status()).toMatchObject({ persistent: 'off', writeErrors: 30 })
    expect(warnings).toEqual([expect.stringContaining('after 30 write errors')])

    await page.set('k31', 31)
    expect(puts).toBe(30)
    expect(page.status().writeErrors).toBe(30)
    expect(await page.get('k1')).toMatchObject({ value: 1 })
    expect(await page.get('k31')).toMatchObject({ value: 31 })
    // reads of what only the disk has are misses now
    expect(await page.get('stored')).toBeNull()
  })

  it('a failed remove counts as a write error too', async () => {
    const page = cache(
      faulty({
        transaction: () => {
          throw new DOMException('x', 'InvalidStateError')
        },
      }),
    )
    await page.remove('stored')
    expect(page.status()).toMatchObject({ persistent: 'on', writeErrors: 1 })
  })
})

describe('a quota error (§9: the cache is cleared)', () => {
  it('clears the store and the memory layer, keeps the value being set, and stays on', async () => {
    let full = false
    const page = cache(
      faulty({
        put: async (...args: never[]) => {
          if (full) throw new DOMException('no room', 'QuotaExceededError')
          return db.put(...(args as [never, never]))
        },
      }),
    )
    await page.set('earlier', 'e')
    expect(await page.get('stored')).toMatchObject({ value: 'from disk' })
    expect(await db.count('cache')).toBe(2)

    full = true
    await page.set('big', 'b')
    expect(await db.count('cache')).toBe(0)
    expect(await page.get('earlier')).toBeNull()
    expect(await page.get('stored')).toBeNull()
    expect(await page.get('big')).toMatchObject({ value: 'b' })
    expect(page.status()).toMatchObject({ persistent: 'on', readErrors: 0, writeErrors: 0 })
    expect(warnings).toEqual([expect.stringContaining('quota')])

    full = false
    await page.set('after', 'a')
    expect(await db.get('cache', 'after')).toMatchObject({ value: 'a' })
  })
})

describe('a slow walk (§9: iterate timeout 2000 ms)', () => {
  it('a size check whose walk takes longer than 2000 ms is a read error and purges nothing', async () => {
    const hanging = { store: { openCursor: () => new Promise(() => {}) }, done: new Promise(() => {}) }
    const page = cache(faulty({ transaction: () => hanging }))
    const check = page.checkSize()
    await vi.advanceTimersByTimeAsync(ITERATE_TIMEOUT_MS - 1)
    expect(page.status().persistent).toBe('on')
    await vi.advanceTimersByTimeAsync(1)
    await check
    expect(page.status()).toMatchObject({ persistent: 'off', readErrors: 1 })
    expect(await db.count('cache')).toBe(1)
  })
})
