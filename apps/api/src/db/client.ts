import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { DrizzleQueryError, type SQL } from 'drizzle-orm'
import pg from 'pg'
import * as schema from './schema/index.ts'
import { fastQueries, keepPrepared } from './pglite-statements.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

/** One handle for both the embedded database and a PostgreSQL server: same schema, same SQL. */
export interface Database {
  kind: 'pglite' | 'postgres'
  db: Db
  /** run raw SQL and get rows back (both drivers return `{ rows }`) */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>
  close(): Promise<void>
  /** the PGlite instance, for snapshots in tests */
  pglite?: PGlite
  /**
   * Embedded database only: a counter that moves with every statement that may write (and every
   * transaction). Only this process can write to its PGlite, so while the counter stands nothing
   * changed, and the catalogue mirror saves its change query (catalog/mirror/catalog-mirror.ts).
   */
  writeCount?: () => number
}

/**
 * A query built once per database handle (a transaction is a handle too) and run with
 * placeholders, for statements that run on every call of a hot path. Drizzle otherwise builds the
 * SQL text on every call, about 100 us of CPU per statement (docs/decisions/0015). It becomes a
 * named prepared statement - of each connection on PostgreSQL (node-postgres uses `name`, which
 * must be unique per query), of the instance on the embedded database - so its parse tree is kept
 * and PostgreSQL may reuse a plan (plan_cache_mode auto): only for simple, selective statements.
 */
export function preparedPerHandle<Q extends { getQuery(): { sql: string } }>(
  build: (db: Db) => Q,
): (db: Db) => Q {
  const built = new WeakMap<Db, Q>()
  return (db) => {
    let query = built.get(db)
    if (query === undefined) {
      built.set(db, (query = build(db)))
      // the embedded database keeps it as a named prepared statement, as node-postgres does
      keepPrepared(query.getQuery().sql)
    }
    return query
  }
}

/** Statements that cannot write: a plain SELECT without data-changing words or sequence calls. */
export function isReadOnlyStatement(text: string): boolean {
  return (
    /^\s*select\b/i.test(text) &&
    !/\b(insert|update|delete|truncate|merge|nextval|setval|copy|call|lock)\b/i.test(text)
  )
}

/** Counts the statements and transactions that may write, around the client's own methods. */
function countWrites(client: PGlite): () => number {
  let writes = 0
  const query = client.query.bind(client)
  const exec = client.exec.bind(client)
  const transaction = client.transaction.bind(client)
  // before (a look that starts meanwhile queues behind the write) and after (it is visible)
  const around = async <T>(write: boolean, run: () => Promise<T>): Promise<T> => {
    if (!write) return run()
    writes++
    try {
      return await run()
    } finally {
      writes++
    }
  }
  // the same texts come again and again (prepared ones are even the same string)
  const readOnly = new Map<string, boolean>()
  const isReadOnly = (text: string) => {
    let known = readOnly.get(text)
    if (known === undefined) {
      if (readOnly.size >= 1000) readOnly.clear()
      readOnly.set(text, (known = isReadOnlyStatement(text)))
    }
    return known
  }
  client.query = ((text: string, ...rest: unknown[]) =>
    around(!isReadOnly(text), () =>
      (query as (...a: unknown[]) => Promise<unknown>)(text, ...rest),
    )) as PGlite['query']
  client.exec = ((text: string, ...rest: unknown[]) =>
    around(true, () => (exec as (...a: unknown[]) => Promise<unknown>)(text, ...rest))) as PGlite['exec']
  client.transaction = ((fn: unknown) =>
    around(true, () => (transaction as (f: unknown) => Promise<unknown>)(fn))) as PGlite['transaction']
  return () => writes
}

export const pgliteExtensions = { pg_trgm, fuzzystrmatch }

const text = (value: string) => value
/**
 * What `db.execute` asks PGlite for (drizzle-orm/pglite session, raw queries): objects, with
 * dates, timestamps, intervals, their arrays and numeric[] left as text.
 */
const RAW_QUERY_OPTIONS = {
  rowMode: 'object' as const,
  parsers: Object.fromEntries([1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((t) => [t, text])),
}
const pgDialect = new PgDialect()

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: pgliteExtensions,
  })
  // one call into PostgreSQL per query (pglite-statements.ts); the write counter wraps these
  // like it wrapped PGlite's own methods
  const fast = fastQueries(client, {
    query: client.query.bind(client),
    transaction: client.transaction.bind(client),
    exec: client.exec.bind(client),
  })
  client.query = fast.query
  client.transaction = fast.transaction
  client.exec = fast.exec
  const writeCount = countWrites(client)
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    kind: 'pglite',
    db,
    pglite: client,
    writeCount,
    // db.execute without its per-call prepared-query object and tracing spans: the same SQL text,
    // options and error (client.test.ts compares the two)
    async rows<T>(query: SQL) {
      const { sql: text, params } = pgDialect.sqlToQuery(query)
      try {
        return (await client.query<T>(text, params, RAW_QUERY_OPTIONS)).rows
      } catch (error) {
        throw new DrizzleQueryError(text, params, error as Error)
      }
    },
    close: () => client.close(),
  }
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize })
  // an idle connection killed by the server (restart, DROP DATABASE ... FORCE) must not crash the
  // process: the pool drops it and the next query opens a new one
  pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`))
  // numeric stays a string (exact); bigint counts become numbers
  pg.types.setTypeParser(20, (v) => Number(v))
  await pool.query('select 1')
  const db = drizzlePg(pool, { schema }) as unknown as Db
  return {
    kind: 'postgres',
    db,
    async rows<T>(query: SQL) {
      const result = (await db.execute(query)) as unknown as { rows: T[] }
      return result.rows
    },
    close: () => pool.end(),
  }
}
