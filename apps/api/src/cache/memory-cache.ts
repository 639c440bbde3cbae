import { LRUCache } from 'lru-cache'
import type { Cache } from './cache.ts'

/** In-process LRU, bounded by size; tags map to the keys stored under them. */
export function createMemoryCache(maxBytes = 256 * 1024 * 1024): Cache {
  const tagKeys = new Map<string, Set<string>>()
  const lru = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    sizeCalculation: (value, key) => value.length + key.length * 2,
    ttlAutopurge: false,
  })
  return {
    kind: 'memory',
    async get(key) {
      return lru.get(key)
    },
    async set(key, value, { tags, ttlSeconds }) {
      lru.set(key, value, { ttl: ttlSeconds * 1000 })
      for (const tag of tags) {
        let keys = tagKeys.get(tag)
        if (!keys) tagKeys.set(tag, (keys = new Set()))
        keys.add(key)
      }
    },
    async invalidateTags(tags) {
      for (const tag of tags) {
        const keys = tagKeys.get(tag)
        if (!keys) continue
        for (const key of keys) lru.delete(key)
        tagKeys.delete(tag)
      }
    },
    async clear() {
      lru.clear()
      tagKeys.clear()
    },
    async close() {},
  }
}
