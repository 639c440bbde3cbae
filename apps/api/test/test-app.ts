import { inject } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config/config.ts'
import type { AppContext } from '../src/context.ts'
import { createMemoryCache } from '../src/cache/memory-cache.ts'
import { noCache, type Cache } from '../src/cache/cache.ts'
import { openTestDatabase } from './template-db.ts'
import type { Database } from '../src/db/client.ts'

export interface TestApp {
  app: FastifyInstance
  ctx: AppContext
  close(): Promise<void>
}

/**
 * Builds the real app over a fresh copy of the seeded template database, or over `database`
 * (closed with the app).
 */
export async function createTestApp(
  options: {
    cache?: boolean
    cacheImpl?: Cache
    now?: () => Date
    database?: Database
    /** further settings, as environment variables (e.g. SHOP_CONFIG) */
    env?: Record<string, string>
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase(inject('dbTemplate')))
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: './var/test', ...options.env })
  const cache = options.cacheImpl ?? (options.cache ? createMemoryCache() : noCache)
  const { app, ctx } = await buildApp(
    { config, database, cache, now: options.now ?? (() => new Date()) },
    { logger: false },
  )
  return {
    app,
    ctx,
    async close() {
      await app.close()
      await database.close()
    },
  }
}

/** Parses a JSON response body and returns it with the status. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const res = await app.inject({ method, url, payload: body as never })
  let parsed: unknown = res.body
  try {
    parsed = JSON.parse(res.body)
  } catch {
    /* not JSON */
  }
  return { status: res.statusCode, body: parsed, headers: res.headers }
}
