/**
 * The real app over a fresh in-memory database holding only the catalogue fixture, indexed. For
 * tests whose expected figures must not depend on the demo seed.
 */
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config/config.ts'
import type { AppContext } from '../../context.ts'
import { createMemoryCache } from '../../cache/memory-cache.ts'
import { noCache } from '../../cache/cache.ts'
import pg from 'pg'
import { openPglite, openPostgres, type Database } from '../../db/client.ts'
import { dbKind, SERVER_URL } from '../../../test/template-db.ts'
import { migrate } from '../../db/migrate.ts'
import { reindexAll } from '../indexer.ts'
import { FIXTURE_NOW, insertCatalogFixture } from './catalog-fixture.ts'

export const FIXTURE_SECRET = 'fixture-secret-fixture-secret-fixture-secret'

export interface FixtureApp {
  app: FastifyInstance
  ctx: AppContext
  database: Database
  /** moves the clock of the app */
  setNow(now: Date): void
  close(): Promise<void>
}

/** A fresh empty database: in-memory PGlite, or a new database on the server with DB_KIND=postgres. */
async function emptyDatabase(): Promise<Database> {
  if (dbKind() !== 'postgres') return openPglite()
  const name = `shop_fx_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: SERVER_URL })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(SERVER_URL)
  url.pathname = `/${name}`
  const database = await openPostgres(url.toString(), 4)
  const close = database.close
  database.close = async () => {
    await close()
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
  return database
}

export async function fixtureDatabase(): Promise<Database> {
  const database = await emptyDatabase()
  await migrate(database)
  await insertCatalogFixture(database)
  await reindexAll(database)
  return database
}

export async function createFixtureApp(
  options: { cache?: boolean; database?: Database } = {},
): Promise<FixtureApp> {
  const database = options.database ?? (await fixtureDatabase())
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: './var/test',
    AUTH_SECRET: FIXTURE_SECRET,
  })
  let now = FIXTURE_NOW
  const { app, ctx } = await buildApp(
    { config, database, cache: options.cache ? createMemoryCache() : noCache, now: () => now },
    { logger: false },
  )
  return {
    app,
    ctx,
    database,
    setNow: (value) => (now = value),
    async close() {
      await app.close()
      await database.close()
    },
  }
}

/** GET /api/catalog/... with a SearchQuery JSON; returns status and parsed body. */
export async function searchQuery(
  app: FastifyInstance,
  query: object,
  params: Record<string, string | number> = {},
  path = 'vue_storefront_catalog/product',
): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const qs = new URLSearchParams({ request_format: 'search-query', request: JSON.stringify(query) })
  for (const [k, v] of Object.entries(params)) qs.set(k, String(v))
  const res = await app.inject({ method: 'GET', url: `/api/catalog/${path}/_search?${qs}` })
  return { status: res.statusCode, body: JSON.parse(res.body), headers: res.headers }
}
