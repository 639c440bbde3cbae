/**
 * `npm run bench:pages [-- --url http://127.0.0.1:3000] [--seconds 10] [--connections 10]`
 *
 * Page speed of the storefront as shoppers get it. Starts the shop (same entry as `npm start`,
 * demo catalogue of 1,000 products in var/bench/pages; the first run seeds it) unless --url names
 * a running one, then:
 * - Lighthouse 13 (its default mobile preset: simulated slow 4G and a 4x slower CPU) in Chromium
 *   on home, a category, a product and a search page: the four category scores, LCP, TBT, CLS,
 *   and the JavaScript of the first load (as transferred, and gzipped by us for comparison);
 * - autocannon on the product page: server-rendered pages per second, p50 and p99.
 * Figures vary with other load on the machine; run it on a quiet one for the record.
 */
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startShop, type RunningShop } from './lib/server.ts'
import { formatRow, load, sequentialLatency } from './lib/load.ts'

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
})
const root = resolve(import.meta.dirname, '..')
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

interface PageFigures {
  name: string
  path: string
  scores: Record<(typeof CATEGORIES)[number], number>
  lcpMs: number
  tbtMs: number
  cls: number
  jsTransferred: number
  jsGzip: number
}

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Audits = Record<string, { numericValue?: number; details?: any }>

async function scriptsGzipped(audits: Audits): Promise<{ transferred: number; gzip: number }> {
  const requests: { url: string; resourceType?: string; transferSize?: number }[] =
    audits['network-requests']?.details?.items ?? []
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  let gzip = 0
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(script.url)).arrayBuffer())
    gzip += gzipSync(body, { level: 9 }).length
  }
  return { transferred: scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0), gzip }
}

async function audit(base: string, name: string, path: string): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(base + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`)
    const audits = lhr.audits as Audits
    const js = await scriptsGzipped(audits)
    const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    return {
      name,
      path,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      jsTransferred: js.transferred,
      jsGzip: js.gzip,
    }
  } finally {
    chrome.kill()
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

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
    const pages: [string, string][] = [
      ['home', '/'],
      ['category', '/c/fietsen'],
      ['product', await productPath(base)],
      ['search', '/search-results/fiets'],
    ]
    console.log(`bench:pages — Lighthouse ${'13'} mobile preset, Chromium, ${base}`)
    const widths = [10, 6, 6, 6, 6, 9, 8, 7, 13, 10]
    console.log(
      formatRow(
        ['page', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS transfer', 'JS gzip'],
        widths,
      ),
    )
    const figures: PageFigures[] = []
    for (const [name, path] of pages) {
      // a first visit warms the server's catalogue cache, as any real visitor before would have
      await (await fetch(base + path)).arrayBuffer()
      const f = await audit(base, name, path)
      figures.push(f)
      console.log(
        formatRow(
          [
            name,
            f.scores.performance,
            f.scores.accessibility,
            f.scores['best-practices'],
            f.scores.seo,
            Math.round(f.lcpMs),
            Math.round(f.tbtMs),
            f.cls.toFixed(3),
            kb(f.jsTransferred),
            kb(f.jsGzip),
          ],
          widths,
        ),
      )
    }
    console.log('targets: perf >= 95, a11y/bp/seo 100, first-load JS <= 120 KB gzipped')

    const productPage = { name: 'product SSR', method: 'GET' as const, path: pages[2]![1] }
    const seconds = Number(values.seconds)
    const connections = Number(values.connections)
    await load(base, productPage, 2, connections) // warm-up
    const single = await sequentialLatency(base, productPage, 100)
    const result = await load(base, productPage, seconds, connections)
    console.log(
      `product page SSR (${productPage.path}): ${Math.round(result.requestsPerSecond)} req/s with ${connections} connections, ` +
        `p50 ${result.p50} ms, p99 ${result.p99} ms; one at a time p50 ${single.p50} ms, p99 ${single.p99} ms` +
        (result.non2xx || result.errors ? ` (non-2xx ${result.non2xx}, errors ${result.errors})` : ''),
    )
    console.log('target: product SSR p50 <= 15 ms')
  } finally {
    await shop?.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
