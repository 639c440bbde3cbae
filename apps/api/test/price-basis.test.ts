/**
 * The price basis (decision 0090, issue 13 item 12): by default one gross price in every EU store
 * view (cross-border trade), the German VAT being the share inside it; PRICE_BASIS=net prices the
 * German store from the net price plus German VAT. Catalogue (both engines), render-list, cart and
 * order agree under either basis.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addTax, netFromGross } from '@shop/commerce'
import { reindexAll } from '../src/catalog/indexer.ts'
import { loadConfig } from '../src/config/config.ts'
import { indexedRatesStale } from '../src/pricing/indexed-basis.ts'
import { usePriceBasis } from '../src/pricing/price-basis.ts'
import { call, buildTestApp, type TestApp } from './test-app.ts'
import { address, cartWith, orderBody } from './order-helpers.ts'

let t: TestApp
let sku = ''
let netCents = 0

const cents = (euros: number) => Math.round(euros * 100)

const catalogGross = async (index: string, engine: 'memory' | 'sql', priceRange?: number) => {
  t.ctx.config.catalog.engine = engine
  const filters: object[] = [{ attribute: 'sku', value: { eq: sku } }]
  if (priceRange !== undefined)
    filters.push({
      attribute: 'price',
      value: { gte: priceRange / 100 - 0.001, lte: priceRange / 100 + 0.001 },
    })
  const res = await call(
    t.app,
    'GET',
    `/api/catalog/${index}/product/_search?request_format=search-query&request=${encodeURIComponent(JSON.stringify({ _appliedFilters: filters }))}`,
  )
  expect(res.status).toBe(200)
  const hit = res.body.hits.hits[0]?._source
  return hit
    ? { gross: cents(hit.final_price_incl_tax), net: cents(hit.final_price), tax: cents(hit.final_price_tax) }
    : null
}

/** Gross unit price in the German store: catalogue (both engines, and their price filter), render-list, cart, order. */
async function germanPrices() {
  const found = []
  for (const engine of ['memory', 'sql'] as const) {
    const doc = (await catalogGross('vue_storefront_catalog_de', engine))!
    expect(
      await catalogGross('vue_storefront_catalog_de', engine, doc.gross),
      `${engine} price filter`,
    ).not.toBeNull()
    expect(doc.net + doc.tax).toBe(doc.gross)
    expect(doc.net).toBe(netFromGross(doc.gross, 19))
    found.push(doc.gross)
  }
  const render = await call(t.app, 'GET', `/api/product/render-list?currencyCode=EUR&storeId=3&skus=${sku}`)
  found.push(cents(render.body.result.items[0].price_info.final_price))

  const cartId = await cartWith(t.app, [{ sku, qty: 1 }], 'de')
  const totals = await call(t.app, 'GET', `/api/cart/totals?token=&cartId=${cartId}&storeCode=de`)
  found.push(cents(totals.body.result.items[0].price_incl_tax))
  expect(totals.body.result.items[0].tax_percent).toBe(19)

  const de = { country_id: 'DE', city: 'Berlin', email: 'basis@example.test' }
  const placed = await call(
    t.app,
    'POST',
    '/api/order',
    orderBody(cartId, [{ sku, qty: 1 }], {
      store_code: 'de',
      addressInformation: {
        ...orderBody('', []).addressInformation,
        billingAddress: address(de),
        shippingAddress: address(de),
      },
    }),
  )
  expect(placed.status, JSON.stringify(placed.body)).toBe(200)
  const [order] = await t.ctx.database.rows<{ grand: string; shipping: string }>(sql`
    select grand_total::text as grand, shipping_incl_tax::text as shipping from sales_order
    where increment_id = ${placed.body.result.orderNumber}`)
  found.push(toCentsText(order!.grand) - toCentsText(order!.shipping))
  return found
}
const toCentsText = (value: string) => Math.round(Number(value) * 100)

beforeAll(async () => {
  t = await buildTestApp()
  const [row] = await t.ctx.database.rows<{ sku: string; net: string }>(sql`
    select p.sku, p.price::text as net from product p join stock_item s on s.product_id = p.id
    where p.type_id = 'simple' and p.status = 1 and p.visibility > 1 and p.tax_class_id = 2
      and (p.special_price is null) and s.is_in_stock and s.qty > 5
      and not exists (select 1 from tier_price tp where tp.product_id = p.id)
      and not exists (select 1 from custom_option o where o.product_id = p.id)
    order by p.id limit 1`)
  sku = row!.sku
  netCents = Math.round(Number(row!.net) * 100)
})
afterAll(() => t.close())

describe('price basis', () => {
  it('is cross-border by default, with NL as origin, and validated at boot', () => {
    expect(loadConfig({}).pricing).toEqual({ originCountry: 'NL' })
    expect(loadConfig({ PRICE_BASIS: 'net' }).pricing).toEqual({ originCountry: null })
    expect(loadConfig({ PRICE_ORIGIN_COUNTRY: 'BE' }).pricing).toEqual({ originCountry: 'BE' })
    expect(() => loadConfig({ PRICE_BASIS: 'gross' })).toThrow(/PRICE_BASIS/)
    expect(() => loadConfig({ PRICE_ORIGIN_COUNTRY: 'nederland' })).toThrow(/PRICE_ORIGIN_COUNTRY/)
  })

  it('cross-border: the German store charges the Dutch gross price everywhere, 19 % VAT inside it', async () => {
    const dutch = (await catalogGross('vue_storefront_catalog', 'memory'))!.gross
    expect(dutch).toBe(addTax(netCents, 21).gross)
    expect(await germanPrices()).toEqual([dutch, dutch, dutch, dutch, dutch])
  })

  it('net: the German store adds 19 % to the net price, everywhere; the index follows the switch', async () => {
    usePriceBasis(t.ctx.database, { originCountry: null })
    try {
      // the index was built for cross-border prices: boot rebuilds it (bootstrap.ts)
      expect(await indexedRatesStale(t.ctx.database)).toBe(true)
      await reindexAll(t.ctx.database)
      expect(await indexedRatesStale(t.ctx.database)).toBe(false)
      const german = addTax(netCents, 19).gross
      expect(german).not.toBe(addTax(netCents, 21).gross)
      expect(await germanPrices()).toEqual([german, german, german, german, german])
    } finally {
      usePriceBasis(t.ctx.database, { originCountry: 'NL' })
    }
  })
})
