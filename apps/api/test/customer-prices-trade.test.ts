/**
 * A trade customer's own prices (decisions 0119, 0139) through HTTP: the back office's answer
 * reaches the catalogue hits of both engines, render-list, the cart at qty 1 and at a tier
 * quantity, and the order charges the same; consumers and guests keep the group's prices; one
 * trade customer's prices are never served to another or to a guest (the response cache is on).
 *
 * The back office here is the built-in with its prices replaced by a fixed agreement per trade
 * customer (20 % off, 40 % off from 12 pieces for A; 10 % off for B), so the expected amounts do
 * not depend on how the built-in computes agreements.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useBackOffice } from '../src/backoffice/back-office-factory.ts'
import type { BackOffice, SkuPrice } from '../src/backoffice/back-office.ts'
import { createBuiltinBackOffice } from '../src/backoffice/builtin-back-office.ts'
import { forgetCustomerPrices } from '../src/pricing/back-office-price-source.ts'
import { address, orderBody } from './order-helpers.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { customerSession } from './user-helpers.ts'

type Doc = Record<string, any>
type Engine = 'memory' | 'sql'
interface Session {
  id: number
  token: string
}

const round2 = (n: number) => Math.round(n * 100) / 100
const TIER_QTY = 12

let t: TestApp
let tradeA: Session
let tradeB: Session
let consumer: Session
const guest: Session = { id: 0, token: '' }
let products: { id: number; sku: string }[]
/** the built-in's price of each sku for a customer without agreements (group 2), by sku */
const base = new Map<string, number>()
const discounts = new Map<number, { one: number; tier: number; sku?: Record<string, number> }>()

/** The built-in back office with a fixed agreement for the trade customers of this test. */
function agreedBackOffice(builtin: BackOffice): BackOffice {
  return {
    ...builtin,
    async pricesFor(query) {
      const answer = await builtin.pricesFor(query)
      const agreement = query.customerId === null ? undefined : discounts.get(query.customerId)
      if (!agreement) return answer
      const out: Record<string, SkuPrice> = {}
      for (const [sku, price] of Object.entries(answer)) {
        const off = agreement.sku?.[sku] ?? agreement.one
        const one = round2(price.display_amount * (1 - off))
        const tier = round2(price.display_amount * (1 - Math.max(off, agreement.tier)))
        const qty = query.qtys?.[sku] ?? 1
        out[sku] = {
          ...price,
          display_amount: qty >= TIER_QTY ? tier : one,
          tier_prices: agreement.tier > agreement.one ? [{ qty: TIER_QTY, value: tier }] : [],
        }
      }
      return out
    },
  }
}

async function tradeSession(backofficeId: string | null): Promise<Session> {
  const session = await customerSession(t.app)
  await t.database.rows(
    sql`update customer set group_id = 2, backoffice_id = ${backofficeId} where id = ${session.id}`,
  )
  return { id: session.id, token: session.token }
}

const auth = (s: Session) => (s.token ? `&token=${s.token}` : '')

async function search(session: Session, query: Doc, engine: Engine): Promise<Doc> {
  t.ctx.config.catalog.engine = engine
  const res = await call(
    t.app,
    'GET',
    `/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query&size=50${auth(session)}&request=${encodeURIComponent(JSON.stringify(query))}`,
  )
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body
}

async function hits(session: Session, skus: string[], engine: Engine): Promise<Doc[]> {
  t.ctx.config.catalog.engine = engine
  const query = { _appliedFilters: [{ attribute: 'sku', value: { in: skus } }] }
  const res = await call(
    t.app,
    'GET',
    `/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query&size=50${auth(session)}&request=${encodeURIComponent(JSON.stringify(query))}`,
  )
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.hits.hits.map((h: Doc) => h._source)
}

async function renderList(session: Session, sku: string): Promise<Doc> {
  const res = await call(t.app, 'GET', `/api/product/render-list?skus=${sku}${auth(session)}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.result.items[0].price_info
}

async function cart(session: Session, sku: string, qty: number) {
  const created = await call(t.app, 'POST', `/api/cart/create?token=${session.token}`)
  const cartId = created.body.result as string
  const added = await call(t.app, 'POST', `/api/cart/update?token=${session.token}&cartId=${cartId}`, {
    cartItem: { sku, qty, quoteId: cartId },
  })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  const totals = await call(t.app, 'GET', `/api/cart/totals?token=${session.token}&cartId=${cartId}`)
  expect(totals.status, JSON.stringify(totals.body)).toBe(200)
  const item = totals.body.result.items[0] as Doc
  return { cartId, item, totals: totals.body.result as Doc }
}

async function emptyCart(session: Session, cartId: string, itemId: number) {
  await call(t.app, 'POST', `/api/cart/delete?token=${session.token}&cartId=${cartId}`, {
    cartItem: { item_id: itemId, quoteId: cartId },
  })
}

beforeAll(async () => {
  t = await buildTestApp({ cache: true })
  const builtin = createBuiltinBackOffice(t.database, () => t.ctx.now())
  useBackOffice(t.database, agreedBackOffice(builtin))
  products = await t.database.rows<{ id: number; sku: string }>(sql`
    select p.id, p.sku from product p join stock_item s on s.product_id = p.id
    where p.type_id = 'simple' and p.status = 1 and p.visibility = 4 and p.special_price is null
      and p.price > 20 and s.qty >= 100 and s.is_in_stock
      and not exists (select 1 from tier_price tp where tp.product_id = p.id)
      and not exists (select 1 from custom_option o where o.product_id = p.id)
      and exists (select 1 from product_doc d where d.product_id = p.id and d.store_id = 1)
    order by p.price, p.id limit 4`)
  expect(products.length).toBe(4)
  const answer = await builtin.pricesFor({ customerId: null, skus: products.map((p) => p.sku) })
  for (const p of products) base.set(p.sku, answer[p.sku]!.display_amount)
  tradeA = await tradeSession('D90001')
  tradeB = await tradeSession('D90002')
  consumer = await tradeSession(null)
  // the dearest of the four is the cheapest for A: 99 % off
  discounts.set(tradeA.id, { one: 0.2, tier: 0.4, sku: { [products[3]!.sku]: 0.99 } })
  discounts.set(tradeB.id, { one: 0.1, tier: 0.1 })
  // a consumer is never asked for by the adapter; were it, it would show here
  discounts.set(consumer.id, { one: 0.5, tier: 0.5 })
})

afterAll(() => t.close())

describe.each(['memory', 'sql'] as Engine[])('catalogue hits (%s engine)', (engine) => {
  it("a trade customer sees their own net price, with the guest's as retail_price", async () => {
    const [sku] = [products[0]!.sku]
    const [guestDoc] = await hits(guest, [sku], engine)
    const [doc] = await hits(tradeA, [sku], engine)
    expect(doc!.final_price).toBe(round2(base.get(sku)! * 0.8))
    expect(doc!.price).toBe(round2(base.get(sku)! * 0.8))
    expect(doc!.retail_price).toBe(guestDoc!.final_price)
    expect(doc!.retail_price_incl_tax).toBe(guestDoc!.final_price_incl_tax)
    expect(doc!.tier_prices).toEqual([
      expect.objectContaining({ qty: TIER_QTY, value: round2(base.get(sku)! * 0.6) }),
    ])
  })

  it('consumers and guests keep the group prices; no retail_price on their documents', async () => {
    const sku = products[1]!.sku
    const [asGuest] = await hits(guest, [sku], engine)
    const [asConsumer] = await hits(consumer, [sku], engine)
    expect(asGuest!.retail_price).toBeUndefined()
    expect(asConsumer!.retail_price).toBeUndefined()
    expect(asConsumer!.final_price).toBe(base.get(sku))
    expect(asGuest!.final_price).toBe(base.get(sku))
  })

  it("one trade customer's prices are never served to another or to a guest", async () => {
    const sku = products[2]!.sku
    for (let round = 0; round < 2; round++) {
      const [a] = await hits(tradeA, [sku], engine)
      const [b] = await hits(tradeB, [sku], engine)
      const [g] = await hits(guest, [sku], engine)
      expect(a!.final_price).toBe(round2(base.get(sku)! * 0.8))
      expect(b!.final_price).toBe(round2(base.get(sku)! * 0.9))
      expect(g!.final_price).toBe(base.get(sku))
    }
  })
})

describe.each(['memory', 'sql'] as Engine[])('price filter, sort and facet (%s engine)', (engine) => {
  const skus = () => products.map((p) => p.sku)
  const skuFilter = () => ({ attribute: 'sku', value: { in: skus() } })
  const sorted = async (session: Session, order: 'asc' | 'desc') => {
    const body = await search(
      session,
      { _appliedFilters: [skuFilter()], _appliedSort: [{ field: 'final_price', options: { order } }] },
      engine,
    )
    return body.hits.hits.map((h: Doc) => h._source.sku as string)
  }
  const netOfA = (sku: string) => round2(base.get(sku)! * (1 - (sku === products[3]!.sku ? 0.99 : 0.2)))

  it("sorts a trade customer's listing by their own net price; a guest's by the group price", async () => {
    // equal prices go by product id, in either direction
    const idOf = (sku: string) => products.find((p) => p.sku === sku)!.id
    const order = (price: (sku: string) => number, sign: number) =>
      [...skus()].sort((x, y) => sign * (price(x) - price(y)) || idOf(x) - idOf(y))
    expect(order(netOfA, 1)[0]).toBe(products[3]!.sku)
    expect(await sorted(tradeA, 'asc')).toEqual(order(netOfA, 1))
    expect(await sorted(tradeA, 'desc')).toEqual(order(netOfA, -1))
    const byGuest = await sorted(guest, 'asc')
    expect(byGuest[0]).not.toBe(products[3]!.sku)
    expect(byGuest).toEqual(order((sku) => base.get(sku)!, 1))
  })

  it("filters a trade customer's listing on their own net price (VSF1 final_price range)", async () => {
    const sku = products[3]!.sku
    const cap = netOfA(sku) + 0.01
    const query = {
      _appliedFilters: [skuFilter(), { attribute: 'final_price', value: { lte: cap } }],
    }
    const asA = await search(tradeA, query, engine)
    expect(asA.hits.hits.map((h: Doc) => h._source.sku)).toEqual([sku])
    const asGuest = await search(guest, query, engine)
    expect(asGuest.hits.hits).toEqual([])
    const asB = await search(tradeB, query, engine)
    expect(asB.hits.hits).toEqual([])
  })

  it("counts the price facet on the trade customer's net prices", async () => {
    const query = {
      _appliedFilters: [skuFilter()],
      _availableFilters: [{ field: 'price', scope: 'catalog', options: {} }],
    }
    const lowest = (body: Doc) => {
      const buckets = body.aggregations.agg_range_price.buckets as Doc[]
      return buckets.find((b) => b.doc_count > 0)
    }
    const asA = await search(tradeA, query, engine)
    const asGuest = await search(guest, query, engine)
    // A's net prices are below every guest's price incl. tax: A's lowest bucket is lower
    const fromA = lowest(asA)!.from ?? 0
    const inBucket = (bucket: Doc, price: number) =>
      price >= (bucket.from ?? 0) && (bucket.to === undefined || price < bucket.to)
    expect(lowest(asA)!.doc_count).toBe(skus().filter((sku) => inBucket(lowest(asA)!, netOfA(sku))).length)
    expect(lowest(asGuest)!.from).toBeGreaterThan(fromA)
  })
})

describe('a changed agreement', () => {
  it('shows once the kept prices are dropped (forgetCustomerPrices), in documents, filter and cache', async () => {
    const sku = products[1]!.sku
    const query = { _appliedFilters: [{ attribute: 'sku', value: { in: [sku] } }] }
    const priceOf = async () => (await search(tradeB, query, 'memory')).hits.hits[0]._source.final_price
    expect(await priceOf()).toBe(round2(base.get(sku)! * 0.9))
    discounts.set(tradeB.id, { one: 0.5, tier: 0.5 })
    try {
      // kept for five minutes, as the back office keeps them
      expect(await priceOf()).toBe(round2(base.get(sku)! * 0.9))
      await forgetCustomerPrices(t.database, tradeB.id)
      expect(await priceOf()).toBe(round2(base.get(sku)! * 0.5))
      const capped = await search(
        tradeB,
        {
          _appliedFilters: [
            ...query._appliedFilters,
            { attribute: 'final_price', value: { lte: round2(base.get(sku)! * 0.5) } },
          ],
        },
        'sql',
      )
      expect(capped.hits.hits).toHaveLength(1)
    } finally {
      discounts.set(tradeB.id, { one: 0.1, tier: 0.1 })
      await forgetCustomerPrices(t.database, tradeB.id)
    }
  })
})

describe('render-list', () => {
  it('a trade customer gets their price and the retail price; a guest the group price', async () => {
    const sku = products[0]!.sku
    const asGuest = await renderList(guest, sku)
    const asTrade = await renderList(tradeA, sku)
    const asOther = await renderList(tradeB, sku)
    expect(asTrade.extension_attributes.tax_adjustments.final_price).toBe(round2(base.get(sku)! * 0.8))
    expect(asOther.extension_attributes.tax_adjustments.final_price).toBe(round2(base.get(sku)! * 0.9))
    expect(asGuest.extension_attributes.tax_adjustments.final_price).toBe(base.get(sku))
    expect(asGuest.retail_price).toBeUndefined()
    expect(asTrade.retail_price).toBe(base.get(sku))
    expect(asTrade.retail_price_incl_tax).toBe(asGuest.final_price)
  })
})

describe('cart and order', () => {
  it('the cart charges what the catalogue shows at qty 1, and the tier price from 12 pieces', async () => {
    const sku = products[0]!.sku
    const [doc] = await hits(tradeA, [sku], 'sql')
    const one = await cart(tradeA, sku, 1)
    // the dealer group's cart shows prices excl. tax
    expect(one.item.price).toBe(doc!.final_price)
    await emptyCart(tradeA, one.cartId, one.item.item_id)
    const twelve = await cart(tradeA, sku, TIER_QTY)
    const tierNet = round2(base.get(sku)! * 0.6)
    expect(twelve.item.price).toBe(tierNet)
    expect(twelve.totals.subtotal).toBeCloseTo(tierNet * TIER_QTY, 1)
    await emptyCart(tradeA, twelve.cartId, twelve.item.item_id)
  })

  it('a consumer and a guest pay the group price in the cart', async () => {
    const sku = products[1]!.sku
    const asConsumer = await cart(consumer, sku, 1)
    expect(asConsumer.item.price).toBe(base.get(sku))
    expect(asConsumer.totals.subtotal).toBeCloseTo(base.get(sku)!, 2)
    await emptyCart(consumer, asConsumer.cartId, asConsumer.item.item_id)
    const asGuest = await cart(guest, sku, 1)
    expect(asGuest.totals.subtotal).toBeCloseTo(base.get(sku)!, 2)
  })

  it('placing the order charges the cart total at the tier price', async () => {
    const sku = products[2]!.sku
    const { cartId, totals } = await cart(tradeA, sku, TIER_QTY)
    const res = await call(
      t.app,
      'POST',
      `/api/order?token=${tradeA.token}`,
      orderBody(cartId, [{ sku, qty: TIER_QTY }], {
        user_id: String(tradeA.id),
        addressInformation: {
          ...orderBody(cartId, []).addressInformation,
          billingAddress: address(),
          shippingAddress: address(),
        },
      }),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const [order] = await t.database.rows<{ subtotal: number; grand: number }>(sql`
      select subtotal::float8 as subtotal, grand_total::float8 as grand from sales_order
      where increment_id = ${res.body.result.orderNumber}`)
    expect(order!.grand).toBeCloseTo(totals.grand_total, 2)
    expect(order!.subtotal).toBeCloseTo(round2(base.get(sku)! * 0.6) * TIER_QTY, 1)
  })
})
