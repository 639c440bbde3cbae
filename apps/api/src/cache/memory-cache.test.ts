import { describe, expect, it } from 'vitest'
import { createMemoryCache } from './memory-cache.ts'

/** Issue 14 §14: the tag index must not keep keys whose entries the LRU has let go. */
describe('memory cache tag index', () => {
  it('forgets evicted keys: 300,000 distinct searches in a 1 MB budget leave only what fits', async () => {
    const cache = createMemoryCache(1024 * 1024)
    const body = Buffer.alloc(200, 'x')
    for (let i = 0; i < 300_000; i++) {
      await cache.set(`search:${i}`, body, {
        tags: ['store:1', 'entity:product:1', `category:${i % 500}`],
        ttlSeconds: 300,
      })
    }
    const kept = cache.entryCount()
    expect(kept).toBeLessThan(6000)
    // every key in the index belongs to a live entry: one per tag it was stored under
    expect(cache.tagIndexSize()).toBe(kept * 3)
    expect((await cache.get('search:299999'))?.length).toBe(200)
    expect(await cache.get('search:0')).toBeUndefined()
  })

  it('forgets expired keys once they are read, and invalidation still drops live ones', async () => {
    let now = 1_000_000
    const cache = createMemoryCache(1024 * 1024, () => now)
    await cache.set('a', Buffer.from('A'), { tags: ['t1'], ttlSeconds: 1 })
    await cache.set('b', Buffer.from('B'), { tags: ['t1', 't2'], ttlSeconds: 60 })
    now += 2000
    expect(await cache.get('a')).toBeUndefined()
    expect(cache.tagIndexSize()).toBe(2)
    await cache.invalidateTags(['t2'])
    expect(await cache.get('b')).toBeUndefined()
    expect(cache.tagIndexSize()).toBe(0)
  })

  it('replacing an entry keeps only its new tags', async () => {
    const cache = createMemoryCache()
    await cache.set('a', Buffer.from('A'), { tags: ['old'], ttlSeconds: 60 })
    await cache.set('a', Buffer.from('A2'), { tags: ['new'], ttlSeconds: 60 })
    await cache.invalidateTags(['old'])
    expect((await cache.get('a'))?.toString()).toBe('A2')
    expect(cache.tagIndexSize()).toBe(1)
  })
})
