/**
 * `npm run attack`: at least 10,000 bad requests over every route of /api/docs against a shop on
 * a fresh data directory, run in this process so that its event loop is measured (or against
 * ATTACK_URL, where only statuses and hangs are counted). Exit code 1 when a target is missed:
 * any 5xx, any hang, an event-loop block past 50 ms.
 *
 *   ATTACK_REQUESTS (10000), ATTACK_SEED (14), ATTACK_CONCURRENCY (8), ATTACK_URL
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { attackRequests, routesOf, type OpenApiDoc } from './lib/attack-cases.ts'
import { httpSender, printReport, runAttack } from './lib/attack-run.ts'
import { loadConfig } from '../apps/api/src/config/config.ts'
import { prepareDatabase } from '../apps/api/src/bootstrap.ts'
import { createCache } from '../apps/api/src/cache/create-cache.ts'
import { buildApp } from '../apps/api/src/app.ts'
import { warmCatalogMirror } from '../apps/api/src/catalog/mirror/catalog-mirror.ts'

const count = Number(process.env.ATTACK_REQUESTS ?? 10_000)
const seed = Number(process.env.ATTACK_SEED ?? 14)
const concurrency = Number(process.env.ATTACK_CONCURRENCY ?? 8)

async function inProcessShop() {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-attack-'))
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_PRODUCTS: '200',
    PORT: '0',
  })
  console.log(`fresh shop in ${dataDir} (seeding ${config.seedProducts} products)...`)
  const database = await prepareDatabase(config, () => {})
  const cache = await createCache(config)
  const { app } = await buildApp({ config, database, cache, now: () => new Date() }, { logger: false })
  // as `npm start` does: the in-process catalogue loads before the first shopper comes
  await warmCatalogMirror(database)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await app.close()
      await cache.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const shop = process.env.ATTACK_URL
  ? { url: process.env.ATTACK_URL.replace(/\/$/, ''), stop: async () => {} }
  : await inProcessShop()
try {
  const doc = (await (await fetch(`${shop.url}/api/docs`)).json()) as OpenApiDoc
  console.log(
    `attacking ${shop.url}: ${routesOf(doc).length} routes of /api/docs, ${count} requests, seed ${seed}`,
  )
  // one plain request first: the catalogue loads its in-process copy on first use
  await fetch(`${shop.url}/api/catalog/vue_storefront_catalog/product/_search?size=1`)
  const report = await runAttack(attackRequests(doc, count, seed), httpSender(shop.url), {
    concurrency,
    measureLoop: !process.env.ATTACK_URL,
  })
  const ok = printReport(report, { maxBlockMs: 50 })
  process.exitCode = ok ? 0 : 1
} finally {
  await shop.stop()
}
