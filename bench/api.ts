/**
 * `npm run bench:api [-- --products 100000] [--seconds 10] [--connections 10] [--sequential 50] [--only text]`
 *
 * `--only` keeps the scenarios whose name contains the text (any case); `a|b` keeps either (e.g.
 * `--only 'trade|oculus|tiles + aggs'` for the trade scenarios and the retail listing they are
 * compared with).
 *
 * Seeds (on first use) a catalogue of N products in its own embedded database under var/bench/,
 * starts the shop twice (catalogue cache on, then off), and runs autocannon (10 connections)
 * against each scenario. For every scenario it also measures a bare node:http server returning
 * a body of the same size: the ceiling this machine allows. Prints req/s, p50, p99 and the ratio,
 * and the latency of single sequential requests (`--sequential` of them), which other load on
 * the machine disturbs less than throughput.
 */
import { parseArgs } from 'node:util'
import { resolve } from 'node:path'
import { startCeiling, startShop } from './lib/server.ts'
import { formatRow, load, sequentialLatency, type LoadResult, type Scenario } from './lib/load.ts'
import { apiScenarios } from './scenarios.ts'
import { cartScenarios } from './cart-scenarios.ts'
import { OCULUS_PRICES, RETAIL_LISTING, TRADE_LISTING, tradeScenarios } from './trade-scenarios.ts'
import { prepareTradeCustomer } from './lib/trade-customer.ts'
import {
  ADD_FROM_LIST,
  ADD_FROM_LIST_TARGET_MS,
  orderListScenarios,
  prepareOrderListDealers,
} from './orderlist-scenarios.ts'
import * as invoice from './invoice-scenarios.ts'
import * as history from './order-history-scenarios.ts'

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    only: { type: 'string' },
    connections: { type: 'string', default: '10' },
    sequential: { type: 'string', default: '50' },
  },
})
const products = Number(values.products)
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const sequential = Number(values.sequential)
const dataDir = resolve(import.meta.dirname, `../var/bench/p${products}`)

const onlyParts = values.only?.split('|') ?? []
const selected = (s: Scenario) =>
  onlyParts.length === 0 || onlyParts.some((part) => s.name.toLowerCase().includes(part.toLowerCase()))
/** whether a group of scenarios (matched by its names' words) may be selected: prepare it then */
const wanted = (names: RegExp) => onlyParts.length === 0 || onlyParts.some((part) => names.test(part))

/** `body`: the scenario's response as the shop answered it, which the ceiling then serves */
type Measured = LoadResult & { body: Buffer; single: { p50: number; p99: number } }

/** the products of the order-list scenario's lists (issue 17); empty when it is not selected */
let listProducts: number[] = []
/** the bench dealer's 50-line invoice (issue 18); empty when its scenario is not selected */
let invoicePath = ''
/** issue 18: whether the 1,000-order dealer was prepared */
let historyReady = false

async function measureShop(
  cache: boolean,
): Promise<{ scenarios: Scenario[]; results: Map<string, Measured> }> {
  const shop = await startShop(
    { DATA_DIR: dataDir, SEED_PRODUCTS: String(products), CACHE_ENABLED: String(cache), REDIS_URL: '' },
    3900 + (cache ? 1 : 2),
    { waitForCatalog: true },
  )
  const results = new Map<string, Measured>()
  try {
    const cart = wanted(/cart|order(?! list)/) ? await cartScenarios(shop.url) : []
    const trade = wanted(/trade|oculus/i) ? await tradeScenarios(shop.url) : []
    const lists = listProducts.length ? await orderListScenarios(shop.url, listProducts) : []
    const invoices = invoicePath ? await invoice.invoiceScenarios(shop.url, invoicePath) : []
    const histories = historyReady ? await history.orderHistoryScenarios(shop.url) : []
    const scenarios = [
      ...(await apiScenarios(shop.url)),
      ...cart,
      ...trade,
      ...lists,
      ...invoices,
      ...histories,
    ].filter(selected)
    for (const s of [...scenarios]) {
      const probe = await fetch(shop.url + s.path, {
        method: s.method,
        body: s.body,
        headers: { 'content-type': 'application/json' },
      })
      const body = Buffer.from(await probe.arrayBuffer())
      if (!probe.ok && s.optional) {
        console.log(`${s.name}: HTTP ${probe.status}, not measured (the call is not in this shop)`)
        scenarios.splice(scenarios.indexOf(s), 1)
        continue
      }
      if (!probe.ok) throw new Error(`${s.name}: HTTP ${probe.status}`)
      await load(shop.url, s, 2, connections) // warm-up: JIT, database pages, cache fill
      const single = await sequentialLatency(shop.url, s, sequential)
      results.set(s.name, { ...(await load(shop.url, s, seconds, connections)), body, single })
    }
    return { scenarios, results }
  } finally {
    await shop.stop()
  }
}

async function main() {
  console.log(
    `bench:api — ${products} products, ${seconds} s per run, ${connections} connections, embedded database`,
  )
  // the trade customer is written before the shop opens the embedded database
  if (wanted(/trade|oculus/i)) await prepareTradeCustomer(dataDir, products)
  if (wanted(/order list|50 lines/i)) listProducts = await prepareOrderListDealers(dataDir, products)
  if (wanted(/invoice/i)) invoicePath = await invoice.prepareInvoiceBench(dataDir, products)
  if (wanted(/order history/i)) {
    await history.prepareOrderHistoryBench(dataDir, products)
    historyReady = true
  }
  const cached = await measureShop(true)
  const uncached = await measureShop(false)
  const widths = [34, 6, 8, 8, 8, 12, 13, 7, 11, 11]
  const header = [
    'scenario',
    'cache',
    'req/s',
    'p50 ms',
    'p99 ms',
    'ceiling r/s',
    'ceiling p99',
    'ratio',
    '1-req p50',
    '1-req p99',
  ]
  console.log('\n' + formatRow(header, widths))
  for (const s of cached.scenarios) {
    const a = cached.results.get(s.name)!
    const ceiling = await startCeiling(a.body)
    const c = await load(ceiling.url, { name: 'ceiling', method: 'GET', path: '/' }, seconds, connections)
    await ceiling.stop()
    for (const [label, r] of [
      ['on', a],
      ['off', uncached.results.get(s.name)],
    ] as const) {
      if (!r) continue
      const ratio = (r.requestsPerSecond / c.requestsPerSecond) * 100
      console.log(
        formatRow(
          [
            s.name,
            label,
            r.requestsPerSecond.toFixed(0),
            r.p50,
            r.p99,
            c.requestsPerSecond.toFixed(0),
            c.p99,
            ratio.toFixed(0) + '%',
            r.single.p50,
            r.single.p99,
          ],
          widths,
        ) + (r.non2xx || r.errors ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : ''),
      )
    }
  }
  printTargets(uncached.results, cached.results)
  if (wanted(/invoice/i)) await printInvoiceTargets(cached.results)
  if (historyReady) printHistoryTargets(cached.results)
}

/** issue 18: a page of the order history of a dealer with 1,000 orders, p99 <= 20 ms one at a time */
function printHistoryTargets(cached: Map<string, Measured>) {
  const target = history.ORDER_HISTORY_TARGET_MS
  for (const name of [history.ORDER_HISTORY, history.ORDER_HISTORY_LATER]) {
    const r = cached.get(name)
    if (!r) continue
    console.log(
      `${name} single request p99 ${r.single.p99} ms (target <= ${target} ms)` +
        `${r.single.p99 <= target ? '' : '  OVER TARGET'}; under ${connections} connections p99 ${r.p99} ms`,
    )
  }
}

/** issue 18: a 50-line invoice PDF, rendered in process and downloaded, p99 <= 100 ms */
async function printInvoiceTargets(cached: Map<string, Measured>) {
  const render = await invoice.renderInvoiceBench()
  const target = invoice.INVOICE_PDF_TARGET_MS
  console.log(
    `invoice PDF render (50 lines, ${render.pages} pages, ${render.bytes} bytes) one at a time p50 ${render.p50} ms, ` +
      `p99 ${render.p99} ms (target <= ${target} ms)${render.p99 <= target ? '' : '  OVER TARGET'}; ` +
      `CPU time per render p50 ${render.cpuP50} ms, p99 ${render.cpuP99} ms`,
  )
  const download = cached.get(invoice.INVOICE_PDF)
  if (download)
    console.log(
      `${invoice.INVOICE_PDF} single request p99 ${download.single.p99} ms (target <= ${target} ms)` +
        `${download.single.p99 <= target ? '' : '  OVER TARGET'}; under ${connections} connections p99 ${download.p99} ms`,
    )
}

/**
 * The targets (issue 16): trade listing p99 within 2x the retail one (both uncached, under
 * load: a ratio in the same run), and getOculusPrices p99 10 ms warm: with the price cache on (a
 * run with the shop's cache off has no price cache, so it is the cold figure), one request at a time.
 */
function printTargets(uncached: Map<string, Measured>, cached: Map<string, Measured>) {
  const trade = uncached.get(TRADE_LISTING)
  const retail = uncached.get(RETAIL_LISTING)
  if (trade && retail) {
    const ratio = trade.p99 / Math.max(1, retail.p99)
    console.log(
      `\ntrade listing uncached p99 ${trade.p99} ms vs retail listing uncached p99 ${retail.p99} ms: ` +
        `${ratio.toFixed(2)}x (target <= 2x)${ratio <= 2 ? '' : '  OVER TARGET'}`,
    )
  }
  // a latency target is the call's own time: one caller at a time (decision 0146); under
  // `connections` callers the p99 is mostly waiting behind the others on two cores
  const oculus = cached.get(OCULUS_PRICES)
  if (oculus) {
    console.log(
      `getOculusPrices 50 skus (warm) single request p99 ${oculus.single.p99} ms (target <= 10 ms)` +
        `${oculus.single.p99 <= 10 ? '' : '  OVER TARGET'}; under ${connections} connections p99 ${oculus.p99} ms`,
    )
  }
  // issue 17: one request puts a 50-line order list into the cart (a latency target, as above)
  for (const [label, runs] of [
    ['cache on', cached],
    ['cache off', uncached],
  ] as const) {
    const add = runs.get(ADD_FROM_LIST)
    if (!add) continue
    console.log(
      `${ADD_FROM_LIST} (${label}) single request p99 ${add.single.p99} ms (target <= ${ADD_FROM_LIST_TARGET_MS} ms)` +
        `${add.single.p99 <= ADD_FROM_LIST_TARGET_MS ? '' : '  OVER TARGET'}; under ${connections} connections p99 ${add.p99} ms`,
    )
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
