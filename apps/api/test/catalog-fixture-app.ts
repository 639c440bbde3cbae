/**
 * The real app over a fresh database holding only the catalogue fixture, indexed. For tests whose
 * expected figures must not depend on the demo seed.
 */
import type { FastifyInstance } from 'fastify'
import { openPglite, openPostgres, type Database } from '../src/db/client.ts'
import { migrate } from '../src/db/migrate.ts'
import { reindexAll } from '../src/catalog/indexer.ts'
import { admin, dbKind, urlFor } from './template-db.ts'
import { FIXTURE_NOW, insertCatalogFixture } from './fixtures/catalog-fixture.ts'
import { buildTestApp, type TestApp } from './test-app.ts'

export const FIXTURE_SECRET = 'fixture-secret-fixture-secret-fixture-secret'

export type FixtureApp = TestApp

/** A fresh empty database: in-memory PGlite, or a new database on the server with DB_KIND=postgres. */
async function emptyDatabase(): Promise<Database> {
  if (dbKind() !== 'postgres') return openPglite()
  const name = `shop_fx_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  await admin((client) => client.query(`CREATE DATABASE ${name}`))
  const database = await openPostgres(urlFor(name), 4)
  const close = database.close
  database.close = async () => {
    await close()
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
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

/** The fixture app: its clock starts at FIXTURE_NOW, its tokens are signed with FIXTURE_SECRET. */
export async function createFixtureApp(
  options: { cache?: boolean; database?: Database } = {},
): Promise<FixtureApp> {
  return buildTestApp({
    database: options.database ?? (await fixtureDatabase()),
    cache: options.cache,
    now: FIXTURE_NOW,
    env: { AUTH_SECRET: FIXTURE_SECRET },
  })
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
