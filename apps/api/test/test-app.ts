/**
 * The one way API tests build the app (decision 0132): the real app over a fresh copy of the
 * seeded template database, or over a database of the test's own (closed with the app). Presets
 * for a kind of test only choose options: createPaymentTestApp (payment-test-app.ts) and
 * createFixtureApp (catalog-fixture-app.ts).
 */
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
  database: Database
  /** moves the app's clock */
  setNow(now: Date): void
  close(): Promise<void>
}

export interface TestAppOptions {
  /** true: the in-process cache; default none */
  cache?: boolean
  /** a cache of the test's own (wins over `cache`) */
  cacheImpl?: Cache
  /** the app's clock: a fixed time (setNow moves it) or a function; default the real time */
  now?: Date | (() => Date)
  /** default: a fresh copy of the seeded template */
  database?: Database
  /** further settings, as environment variables (e.g. SHOP_CONFIG) */
  env?: Record<string, string>
  /** the request log goes here (at env LOG_LEVEL); default no log */
  logStream?: NodeJS.WritableStream
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // before the database is opened: a test of a refused setting leaves nothing open
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: './var/test', ...options.env })
  const database = options.database ?? (await openTestDatabase(inject('dbTemplate')))
  const cache = options.cacheImpl ?? (options.cache ? createMemoryCache() : noCache)
  const given = options.now
  let clock: () => Date = typeof given === 'function' ? given : given ? () => given : () => new Date()
  const { app, ctx } = await buildApp(
    { config, database, cache, now: () => clock() },
    options.logStream ? { logger: true, logStream: options.logStream } : { logger: false },
  )
  return {
    app,
    ctx,
    database,
    setNow: (now) => (clock = () => now),
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
