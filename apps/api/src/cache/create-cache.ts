import type { AppConfig } from '../config/config.ts'
import { noCache, type Cache } from './cache.ts'
import { createMemoryCache } from './memory-cache.ts'
import { createRedisCache } from './redis-cache.ts'

export async function createCache(config: AppConfig, redisPrefix?: string): Promise<Cache> {
  if (!config.cache.enabled) return noCache
  if (config.redisUrl) return createRedisCache(config.redisUrl, redisPrefix)
  return createMemoryCache()
}
