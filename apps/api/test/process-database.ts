/**
 * A copy of the run's template database that a child process can open as well (the review CLI
 * run as a real command): PGlite as a data directory on disk (DATA_DIR), PostgreSQL as a fresh
 * database (DATABASE_URL). `open()` opens it the way the shop does.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { loadConfig } from '../src/config/config.ts'
import { openPglite, openPostgres, type Database } from '../src/db/client.ts'
import { openDatabase } from '../src/db/open.ts'
import { admin, dbKind, urlFor } from './template-db.ts'

export interface ProcessDatabase {
  /** what a child process needs in its environment to use this database */
  env: Record<string, string>
  open(): Promise<Database>
  dispose(): Promise<void>
}

export async function processDatabase(template: string): Promise<ProcessDatabase> {
  if (dbKind() === 'pglite') {
    const dir = mkdtempSync(resolve(import.meta.dirname, '../../../var/test/process-db-'))
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir })
    const copy = await openPglite({
      dataDir: resolve(dir, 'pglite'),
      loadDataDir: new Blob([readFileSync(template)]),
    })
    await copy.close()
    return {
      env: { DATA_DIR: dir },
      open: () => openDatabase(config),
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    }
  }
  const name = `shop_p_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`))
  return {
    env: { DATABASE_URL: urlFor(name) },
    open: () => openPostgres(urlFor(name), 2),
    dispose: () =>
      admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  }
}
