import { sql } from 'drizzle-orm'
import type { AppConfig } from './config/config.ts'
import type { Database } from './db/client.ts'
import { migrate } from './db/migrate.ts'
import { openDatabase } from './db/open.ts'
import { seedDemoCatalogue } from './seed/demo-catalogue.ts'
import { reindexAll } from './catalog/indexer.ts'
import { createProgressReporter } from './seed/progress.ts'
import { usePriceBasis } from './pricing/price-basis.ts'
import { indexedRatesStale } from './pricing/indexed-basis.ts'

/** Opens the database, applies migrations and, on an empty database, loads the demo catalogue. */
export async function prepareDatabase(config: AppConfig, log: (msg: string) => void): Promise<Database> {
  const database = await openDatabase(config)
  await migrate(database)
  usePriceBasis(database, config.pricing)
  const [row] = await database.rows<{ n: number }>(sql`select count(*)::int as n from store_view`)
  if (!row || row.n === 0) {
    log(`Empty database: loading the demo catalogue (${config.seedProducts} products)...`)
    const progress = createProgressReporter()
    await seedDemoCatalogue(database, { products: config.seedProducts, onProgress: progress.update })
    await reindexAll(database, (done, total) => progress.update('search index', done, total))
    progress.stop()
    log('Demo catalogue loaded.')
  } else if (await indexedRatesStale(database)) {
    // PRICE_BASIS or PRICE_ORIGIN_COUNTRY changed since the index was built (decision 0090)
    log('Price basis changed: rebuilding the search index...')
    await reindexAll(database)
  }
  return database
}
