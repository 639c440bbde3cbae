/**
 * `npm run bench:api [-- --products 100000] [--seconds 10]`
 *
 * Seeds (on first use) a catalogue of N products in its own embedded database under var/bench/,
 * starts the shop twice (catalogue cache on, then off), and runs autocannon (10 connections)
 * against each scenario. For every scenario it also measures a bare node:http server returning
 * a body of the same size: the ceiling this machine allows. Prints req/s, p50, p99 and the ratio.
 */
import { parseArgs } from 'node:util'
import { resolve } from 'node:path'
import { startCeiling, startShop } from './lib/server.ts'
import { formatRow, load, type LoadResult, type Scenario } from './lib/load.ts'
import { apiScenarios } from './scenarios.ts'

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
})
const products = Number(values.products)
const seconds = Number(values.seconds)
const dataDir = resolve(import.meta.dirname, `../var/bench/p${products}`)

async function measureShop(cache: boolean): Promise<{ scenarios: Scenario[]; results: Map<string, LoadResult & { bytes: number }> }> {
  const shop = await startShop(
    { DATA_DIR: dataDir, SEED_PRODUCTS: String(products), CACHE_ENABLED: String(cache), REDIS_URL: '' },
    3900 + (cache ? 1 : 2),
  )
  const results = new Map<string, LoadResult & { bytes: number }>()
  try {
    const scenarios = (await apiScenarios(shop.url)).filter((s) => !values.only || s.name.includes(values.only))
    for (const s of scenarios) {
      const probe = await fetch(shop.url + s.path, { method: s.method, body: s.body, headers: { 'content-type': 'application/json' } })
      const bytes = (await probe.arrayBuffer()).byteLength
      if (!probe.ok) throw new Error(`${s.name}: HTTP ${probe.status}`)
      await load(shop.url, s, 2) // warm-up: JIT, database pages, cache fill
      results.set(s.name, { ...(await load(shop.url, s, seconds)), bytes })
    }
    return { scenarios, results }
  } finally {
    await shop.stop()
  }
}

async function main() {
  console.log(`bench:api — ${products} products, ${seconds} s per run, 10 connections, embedded database`)
  const cached = await measureShop(true)
  const uncached = await measureShop(false)
  const widths = [34, 9, 10, 9, 9, 12, 7]
  console.log('\n' + formatRow(['scenario', 'cache', 'req/s', 'p50 ms', 'p99 ms', 'ceiling r/s', 'ratio'], widths))
  for (const s of cached.scenarios) {
    const a = cached.results.get(s.name)!
    const ceiling = await startCeiling(a.bytes)
    const c = await load(ceiling.url, { name: 'ceiling', method: 'GET', path: '/' }, seconds)
    await ceiling.stop()
    for (const [label, r] of [['on', a], ['off', uncached.results.get(s.name)]] as const) {
      if (!r) continue
      const ratio = (r.requestsPerSecond / c.requestsPerSecond) * 100
      console.log(
        formatRow(
          [s.name, label, r.requestsPerSecond.toFixed(0), r.p50, r.p99, c.requestsPerSecond.toFixed(0), ratio.toFixed(0) + '%'],
          widths,
        ) + (r.non2xx || r.errors ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : ''),
      )
    }
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
