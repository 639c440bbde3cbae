import { parseArgs } from 'node:util'
import { loadConfig } from '../config/config.ts'
import { migrate } from '../db/migrate.ts'
import { openDatabase } from '../db/open.ts'
import { reindexAll } from '../catalog/indexer.ts'
import { DEFAULT_SEED, seedDemoCatalogue } from './demo-catalogue.ts'
import { createProgressReporter } from './progress.ts'
import { hasCatalogue, resetCatalogue } from './reset.ts'

/**
 * `npm run seed -- --products 10000 [--reset] [--seed 1991]`: loads the demo catalogue into the
 * configured database (PGlite under DATA_DIR, or DATABASE_URL), then builds the search index.
 */

const USAGE = 'Usage: npm run seed -- [--products N] [--seed N] [--reset]'

function parse() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  })
  const products = values.products === undefined ? undefined : Number(values.products)
  if (products !== undefined && (!Number.isInteger(products) || products < 1 || products > 100_000)) {
    throw new Error(`--products must be a whole number from 1 to 100000, got "${values.products}"`)
  }
  const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed)
  if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number, got "${values.seed}"`)
  return { products, seed, reset: values.reset, help: values.help }
}

async function main(): Promise<number> {
  let args: ReturnType<typeof parse>
  try {
    args = parse()
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`)
    return 1
  }
  if (args.help) {
    console.log(USAGE)
    return 0
  }
  const config = loadConfig()
  const products = args.products ?? config.seedProducts
  const where =
    config.database.kind === 'postgres' ? 'the PostgreSQL database (DATABASE_URL)' : config.database.dataDir
  const database = await openDatabase(config)
  try {
    await migrate(database)
    if (args.reset) {
      console.log(`Emptying the catalogue tables in ${where}...`)
      await resetCatalogue(database)
    } else if (await hasCatalogue(database)) {
      console.error(
        `The database in ${where} already holds a catalogue. Run again with --reset to replace it.`,
      )
      return 1
    }
    console.log(`Seeding ${products} products (seed ${args.seed}) into ${where}...`)
    const started = Date.now()
    const progress = createProgressReporter()
    await seedDemoCatalogue(database, { products, seed: args.seed, onProgress: progress.update })
    const seeded = Date.now()
    await reindexAll(database, (done, total) => progress.update('search index', done, total))
    progress.stop()
    const seconds = (ms: number) => (ms / 1000).toFixed(1)
    console.log(
      `Done: catalogue in ${seconds(seeded - started)} s, search index in ${seconds(Date.now() - seeded)} s.`,
    )
    return 0
  } finally {
    await database.close()
  }
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (err: unknown) => {
    console.error(err)
    process.exitCode = 1
  },
)
