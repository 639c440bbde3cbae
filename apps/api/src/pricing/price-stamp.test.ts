/**
 * A customer's price stamp (price-overlay.ts) is what every kept price of theirs is kept under: a
 * drop in one shop process must give every process sharing the cache a new stamp, and a drop for
 * one customer must leave the others' stamps alone.
 */
import { afterEach, describe, expect, it } from 'vitest'
import type { Cache } from '../cache/cache.ts'
import { createMemoryCache } from '../cache/memory-cache.ts'
import { createRedisCache } from '../cache/redis-cache.ts'
import type { Database } from '../db/client.ts'
import { bumpCustomerPriceStamp, customerPriceStamp, useSharedPriceStamps } from './price-overlay.ts'

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
// the stamps are kept per database handle: two handles are two shop processes
const processHandle = () => ({}) as Database
const opened: Cache[] = []

afterEach(async () => {
  for (const cache of opened.splice(0)) {
    await cache.clear()
    await cache.close()
  }
})

describe('price stamps shared through Redis', () => {
  it('a drop in one process is a new stamp in the other at its next read', async () => {
    const prefix = `test:${process.pid}:stamps:${Math.random()}:`
    const [cacheA, cacheB] = [
      await createRedisCache(redisUrl, prefix),
      await createRedisCache(redisUrl, prefix),
    ]
    opened.push(cacheA, cacheB)
    const [a, b] = [processHandle(), processHandle()]
    useSharedPriceStamps(a, cacheA)
    useSharedPriceStamps(b, cacheB)
    const before = { seven: await customerPriceStamp(b, 7), eight: await customerPriceStamp(b, 8) }
    expect(await customerPriceStamp(b, 7)).toBe(before.seven)

    await bumpCustomerPriceStamp(a, 7)
    expect(await customerPriceStamp(b, 7)).not.toBe(before.seven)
    expect(await customerPriceStamp(b, 8)).toBe(before.eight)

    const afterOne = await customerPriceStamp(b, 8)
    await bumpCustomerPriceStamp(a)
    expect(await customerPriceStamp(b, 8)).not.toBe(afterOne)
  })
})

describe('price stamps without a shared cache', () => {
  it('a drop in this process is a new stamp at once', async () => {
    const here = processHandle()
    const before = await customerPriceStamp(here, 7)
    await bumpCustomerPriceStamp(here, 7)
    expect(await customerPriceStamp(here, 7)).not.toBe(before)
  })

  it('a shared value that is gone (evicted, expired) is replaced by a fresh one, never the old', async () => {
    const cache = createMemoryCache()
    const here = processHandle()
    useSharedPriceStamps(here, cache)
    const before = await customerPriceStamp(here, 9)
    await cache.clear()
    const after = await customerPriceStamp(here, 9)
    expect(after).not.toBe(before)
    expect(await customerPriceStamp(here, 9)).toBe(after)
  })
})
