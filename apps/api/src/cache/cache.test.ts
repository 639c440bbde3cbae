import { afterAll, describe, expect, it } from 'vitest'
import { createMemoryCache } from './memory-cache.ts'
import { createRedisCache } from './redis-cache.ts'
import type { Cache } from './cache.ts'

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

function behavesLikeATaggedCache(name: string, make: () => Promise<Cache>) {
  describe(name, () => {
    const caches: Cache[] = []
    const open = async () => {
      const c = await make()
      caches.push(c)
      return c
    }
    afterAll(async () => {
      for (const c of caches) {
        await c.clear()
        await c.close()
      }
    })

    it('returns what was stored and misses unknown keys', async () => {
      const c = await open()
      await c.set('a', Buffer.from('{"x":1}'), { tags: ['product:1'], ttlSeconds: 60 })
      expect((await c.get('a'))?.toString()).toBe('{"x":1}')
      expect(await c.get('b')).toBeUndefined()
    })

    it('drops every entry of an invalidated tag and keeps the others', async () => {
      const c = await open()
      await c.set('list', Buffer.from('L'), { tags: ['product:1', 'product:2'], ttlSeconds: 60 })
      await c.set('page', Buffer.from('P'), { tags: ['product:2'], ttlSeconds: 60 })
      await c.set('other', Buffer.from('O'), { tags: ['product:3'], ttlSeconds: 60 })
      await c.invalidateTags(['product:2'])
      expect(await c.get('list')).toBeUndefined()
      expect(await c.get('page')).toBeUndefined()
      expect((await c.get('other'))?.toString()).toBe('O')
    })

    it('expires entries after their time to live', async () => {
      const c = await open()
      await c.set('short', Buffer.from('S'), { tags: [], ttlSeconds: 1 })
      await new Promise((r) => setTimeout(r, 1100))
      expect(await c.get('short')).toBeUndefined()
    })
  })
}

behavesLikeATaggedCache('memory cache', async () => createMemoryCache())
behavesLikeATaggedCache('redis cache', async () => createRedisCache(redisUrl, `test:${process.pid}:${Math.random()}:`))

describe('redis cache shared between processes', () => {
  it('an invalidation by one shop process is seen by another', async () => {
    const prefix = `test:${process.pid}:shared:`
    const a = await createRedisCache(redisUrl, prefix)
    const b = await createRedisCache(redisUrl, prefix)
    try {
      await a.set('k', Buffer.from('V'), { tags: ['category:1394'], ttlSeconds: 60 })
      expect((await b.get('k'))?.toString()).toBe('V')
      await b.invalidateTags(['category:1394'])
      expect(await a.get('k')).toBeUndefined()
    } finally {
      await a.clear()
      await a.close()
      await b.close()
    }
  })
})
