import type { FastifyBaseLogger } from 'fastify'
import type { AppConfig } from './config/config.ts'
import type { Database } from './db/client.ts'
import type { Cache } from './cache/cache.ts'

/** What every domain module gets: no globals, so tests build as many apps as they like. */
export interface AppContext {
  config: AppConfig
  database: Database
  cache: Cache
  log: FastifyBaseLogger
  /** injectable clock: special-price windows and tokens depend on "now" */
  now(): Date
}
