import { LRUCache } from 'lru-cache'
import type { Cache } from './cache.ts'

export interface MemoryCache extends Cache {
  /** live entries */
  entryCount(): number
  /** keys held by the tag index, counted once per tag (for tests and health figures) */
  tagIndexSize(): number
}

/**
 * In-process LRU, bounded by size; tags map to the keys stored under them. A key leaves its tag
 * sets when its entry leaves the LRU for any reason (eviction, expiry, deletion, replacement):
 * otherwise the index of a busy shop grows with every distinct search ever made (issue 14 §14).
 */
export function createMemoryCache(maxBytes = 256 * 1024 * 1024, now?: () => number): MemoryCache {
  const tagKeys = new Map<string, Set<string>>()
  const keyTags = new Map<string, readonly string[]>()
  const forget = (key: string) => {
    const tags = keyTags.get(key)
    if (!tags) return
    keyTags.delete(key)
    for (const tag of tags) {
      const keys = tagKeys.get(tag)
      if (!keys) continue
      keys.delete(key)
      if (keys.size === 0) tagKeys.delete(tag)
    }
  }
  const lru = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    sizeCalculation: (value, key) => value.length + key.length * 2,
    ttlAutopurge: false,
    dispose: (_value, key) => forget(key),
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  })
  return {
    kind: 'memory',
    async get(key) {
      return lru.get(key)
    },
    async set(key, value, { tags, ttlSeconds }) {
      // a replaced entry's old tags are dropped by dispose during this set
      lru.set(key, value, { ttl: ttlSeconds * 1000 })
      if (!lru.has(key)) return // larger than the whole budget: not stored
      const unique = [...new Set(tags)]
      keyTags.set(key, unique)
      for (const tag of unique) {
        let keys = tagKeys.get(tag)
        if (!keys) tagKeys.set(tag, (keys = new Set()))
        keys.add(key)
      }
    },
    async invalidateTags(tags) {
      for (const tag of tags) {
        const keys = tagKeys.get(tag)
        if (!keys) continue
        for (const key of [...keys]) lru.delete(key)
        tagKeys.delete(tag)
      }
    },
    async clear() {
      lru.clear()
      tagKeys.clear()
      keyTags.clear()
    },
    async close() {},
    entryCount: () => lru.size,
    tagIndexSize: () => {
      let n = 0
      for (const keys of tagKeys.values()) n += keys.size
      return n
    },
  }
}
