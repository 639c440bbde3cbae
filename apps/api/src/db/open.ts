import type { AppConfig } from '../config/config.ts'
import { openPglite, openPostgres, type Database } from './client.ts'

export function openDatabase(config: AppConfig): Promise<Database> {
  return config.database.kind === 'postgres'
    ? openPostgres(config.database.url)
    : openPglite({ dataDir: config.database.dataDir })
}
