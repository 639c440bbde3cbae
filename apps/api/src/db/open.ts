import type { AppConfig } from '../config/config.ts'
import { openPglite, openPostgres, type Database } from './client.ts'
import { claimDataDir } from './data-dir-lock.ts'

export async function openDatabase(config: AppConfig): Promise<Database> {
  if (config.database.kind === 'postgres') return openPostgres(config.database.url)
  // one process per embedded data directory (data-dir-lock.ts)
  const release = claimDataDir(config.database.dataDir)
  try {
    const database = await openPglite({ dataDir: config.database.dataDir })
    const close = database.close
    database.close = async () => {
      try {
        await close()
      } finally {
        release()
      }
    }
    return database
  } catch (error) {
    release()
    throw error
  }
}
