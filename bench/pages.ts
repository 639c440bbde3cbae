/**
 * `npm run bench:pages [-- --url http://127.0.0.1:3000] [--runs 3] [--seconds 10] [--connections 10]
 *   [--sequential 100] [--only product]`
 *
 * Page speed of the storefront as shoppers get it. Starts the shop (same entry and NODE_ENV as
 * `npm start`, demo catalogue of 1,000 products in var/bench/pages; the first run seeds it) unless
 * --url names a running one, then:
 * - Lighthouse 13 (mobile preset) on home, a category, a product and a search page, --runs times
 *   each: the median and the range of the scores, LCP, TBT and CLS, and the JavaScript of the
 *   first load (as transferred, and gzipped by us for comparison);
 * - the product page's server rendering: one request at a time (what one shopper waits for), and
 *   under autocannon with --connections at once (throughput; on 2 cores its latency is mostly
 *   queueing behind the other connections).
 * Lighthouse simulates the network and CPU from a real page load, so other load on the machine
 * still moves its figures: the load average is printed before and after.
 */
import { execFileSync } from 'node:child_process'
import { availableParallelism, loadavg } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { startShop, type RunningShop } from './lib/server.ts'
import { formatRow, load, sequentialLatency } from './lib/load.ts'
import { audit, median, spread, type PageFigures } from './lib/lighthouse.ts'

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    sequential: { type: 'string', default: '100' },
    only: { type: 'string' },
  },
})
const root = resolve(import.meta.dirname, '..')

/** A listed configurable product: the richest product page of the demo catalogue. */
async function productPath(base: string): Promise<string> {
  const res = await fetch(
    `${base}/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query&size=1&_source_include=sku,url_key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        _appliedFilters: [
          { attribute: 'visibility', value: { eq: 4 } },
          { attribute: 'type_id', value: { eq: 'configurable' } },
        ],
      }),
    },
  )
  const body = (await res.json()) as { hits: { hits: { _source: { sku: string; url_key: string } }[] } }
  const doc = body.hits.hits[0]?._source
  if (!doc) throw new Error('no configurable product in the catalogue')
  return `/p/${doc.sku}/${doc.url_key}`
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

function machineLoad(): string {
  const [one, five] = loadavg()
  const busy = one! > availableParallelism() ? ' — machine busy, figures are pessimistic' : ''
  return `load average ${one!.toFixed(2)} (1 min), ${five!.toFixed(2)} (5 min) on ${availableParallelism()} cores${busy}`
}

async function lighthouseTable(base: string, pages: [string, string][], runs: number) {
  console.log(
    `Lighthouse 13 mobile preset, Chromium, ${base}; ${runs} run(s) per page: median (lowest-highest)`,
  )
  console.log(machineLoad())
  const widths = [10, 14, 5, 5, 5, 20, 16, 7, 12, 10]
  const head = ['page', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS transfer', 'JS gzip']
  console.log(formatRow(head, widths))
  for (const [name, path] of pages) {
    // a first visit warms the server's catalogue cache, as any real visitor before would have
    await (await fetch(base + path)).arrayBuffer()
    const runsOf: PageFigures[] = []
    for (let i = 0; i < runs; i++) runsOf.push(await audit(base + path))
    const of = (pick: (f: PageFigures) => number) => runsOf.map(pick)
    console.log(
      formatRow(
        [
          name,
          spread(of((f) => f.scores.performance)),
          median(of((f) => f.scores.accessibility)),
          median(of((f) => f.scores['best-practices'])),
          median(of((f) => f.scores.seo)),
          spread(of((f) => f.lcpMs)),
          spread(of((f) => f.tbtMs)),
          Math.max(...of((f) => f.cls)).toFixed(3),
          kb(median(of((f) => f.jsTransferred))),
          kb(median(of((f) => f.jsGzip))),
        ],
        widths,
      ),
    )
  }
  console.log(machineLoad())
  console.log('targets: perf >= 95, a11y/bp/seo 100, first-load JS <= 120 KB gzipped')
}

async function ssrFigures(base: string, path: string) {
  const productPage = { name: 'product SSR', method: 'GET' as const, path }
  const seconds = Number(values.seconds)
  const connections = Number(values.connections)
  const sequential = Number(values.sequential)
  await load(base, productPage, 2, connections) // warm-up: JIT, caches
  const single = await sequentialLatency(base, productPage, sequential)
  const many = await load(base, productPage, seconds, connections)
  const errors = many.non2xx || many.errors ? ` (non-2xx ${many.non2xx}, errors ${many.errors})` : ''
  console.log(`product page server rendering (${path}):`)
  console.log(
    `  one request at a time (${sequential} requests): p50 ${single.p50} ms, p99 ${single.p99} ms` +
      '   <- target p50 <= 15 ms',
  )
  console.log(
    `  ${connections} connections at once (autocannon, ${seconds} s): ${Math.round(many.requestsPerSecond)} req/s, ` +
      `p50 ${many.p50} ms, p99 ${many.p99} ms${errors}   (latency here is mostly waiting behind the other connections)`,
  )
  console.log(machineLoad())
}

async function main() {
  let shop: RunningShop | undefined
  let base = values.url
  if (!base) {
    execFileSync(process.execPath, ['scripts/ensure-storefront-build.mjs'], { cwd: root, stdio: 'inherit' })
    shop = await startShop(
      { DATA_DIR: resolve(root, 'var/bench/pages'), SEED_PRODUCTS: '1000', REDIS_URL: '' },
      3950,
    )
    base = shop.url
  }
  try {
    const product = await productPath(base)
    const pages: [string, string][] = [
      ['home', '/'],
      ['category', '/c/fietsen'],
      ['product', product],
      ['search', '/search-results/fiets'],
    ]
    await lighthouseTable(
      base,
      pages.filter(([name]) => !values.only || name === values.only),
      Number(values.runs),
    )
    await ssrFigures(base, product)
  } finally {
    await shop?.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
