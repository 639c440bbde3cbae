import { Redis } from 'ioredis'
import type { Cache } from './cache.ts'

/**
 * Shared cache for many shop processes. Each tag is a Redis set of keys; invalidation deletes the
 * keys and the set. Keys carry a prefix so several shops (or test runs) can share one Redis.
 */
export async function createRedisCache(url: string, prefix = 'shop:'): Promise<Cache> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false })
  await redis.connect()
  const k = (key: string) => `${prefix}c:${key}`
  const t = (tag: string) => `${prefix}t:${tag}`
  return {
    kind: 'redis',
    async get(key) {
      return (await redis.getBuffer(k(key))) ?? undefined
    },
    async set(key, value, { tags, ttlSeconds }) {
      const multi = redis.multi().set(k(key), value, 'EX', ttlSeconds)
      // tag sets live a little longer than their entries so an invalidation never misses one
      for (const tag of tags) multi.sadd(t(tag), k(key)).expire(t(tag), ttlSeconds + 60)
      await multi.exec()
    },
    async invalidateTags(tags) {
      for (const tag of tags) {
        const keys = await redis.smembers(t(tag))
        if (keys.length) await redis.del(...keys)
        await redis.del(t(tag))
      }
    },
    async clear() {
      let cursor = '0'
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
        if (keys.length) await redis.del(...keys)
        cursor = next
      } while (cursor !== '0')
    },
    async close() {
      await redis.quit()
    },
  }
}
