import { existsSync, rmSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import pg from 'pg'
import { openPglite, openPostgres, type Database } from '../src/db/client.ts'
import { migrate } from '../src/db/migrate.ts'
import { seedDemoCatalogue } from '../src/seed/demo-catalogue.ts'
import { reindexAll } from '../src/catalog/indexer.ts'

/**
 * Test databases: one migrated, seeded template per test run, copied for every test file (PGlite:
 * a data-dir snapshot, loaded in about a second; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export const TEST_PRODUCTS = Number(process.env.TEST_SEED_PRODUCTS ?? 300)
export const SERVER_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const dbKind = (): 'pglite' | 'postgres' => (process.env.DB_KIND === 'postgres' ? 'postgres' : 'pglite')
// One snapshot per run (pid), so parallel test runs on one machine do not overwrite each other's.
const snapshotPath = resolve(import.meta.dirname, `../../../var/test/pglite-template-${process.pid}.tar.gz`)

async function seed(database: Database) {
  await migrate(database)
  await seedDemoCatalogue(database, { products: TEST_PRODUCTS })
  await reindexAll(database)
}

export async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

export function urlFor(database: string) {
  const url = new URL(SERVER_URL)
  url.pathname = `/${database}`
  return url.toString()
}

export async function createTemplate(): Promise<string> {
  if (dbKind() === 'pglite') {
    const database = await openPglite()
    await seed(database)
    const dump = await database.pglite!.dumpDataDir('gzip')
    mkdirSync(resolve(snapshotPath, '..'), { recursive: true })
    writeFileSync(snapshotPath, Buffer.from(await dump.arrayBuffer()))
    await database.close()
    return snapshotPath
  }
  const name = `shop_tpl_${process.pid}_${Date.now()}`
  await admin((c) => c.query(`CREATE DATABASE ${name}`))
  const database = await openPostgres(urlFor(name), 2)
  await seed(database)
  await database.close()
  return name
}

export async function dropTemplate(template: string) {
  if (dbKind() === 'postgres') await admin((c) => c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`))
  else rmSync(template, { force: true })
}

/** A fresh database for one test file, from the run's template. */
export async function openTestDatabase(template: string): Promise<Database> {
  if (dbKind() === 'pglite') {
    if (!existsSync(template)) throw new Error(`missing PGlite template ${template}`)
    return openPglite({ loadDataDir: new Blob([readFileSync(template)]) })
  }
  const name = `shop_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`))
  const database = await openPostgres(urlFor(name), 4)
  const close = database.close
  database.close = async () => {
    await close()
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  }
  return database
}
