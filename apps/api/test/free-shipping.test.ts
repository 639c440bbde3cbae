/**
 * A shipping method may ship free from an amount of goods (decision 0089): the shop owner sets
 * `freeFrom` per method in SHOP_CONFIG. The cart's method list, its totals, the order and the
 * trust bar's shop info all follow the same rule.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { insertCartFixture } from './cart-fixture.ts'
import { address, cartWith, orderBody } from './order-helpers.ts'

describe(`free shipping from an amount (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'free-shipping-'))
    const file = join(dir, 'shop.json')
    await writeFile(file, JSON.stringify({ cart: { shippingMethods: [{ code: 'flatrate', freeFrom: 50 }] } }))
    t = await buildTestApp({ env: { SHOP_CONFIG: file } })
    await insertCartFixture(t.ctx.database)
  })
  afterAll(async () => {
    await t.close()
    await rm(dir, { recursive: true, force: true })
  })

  const flatrateOf = async (cartId: string) => {
    const res = await call(t.app, 'POST', `/api/cart/shipping-methods?token=&cartId=${cartId}`, {
      address: { country_id: 'NL' },
    })
    expect(res.status).toBe(200)
    return res.body.result.find((m: { method_code: string }) => m.method_code === 'flatrate')
  }
  const totalsWithFlatrate = async (cartId: string) => {
    const res = await call(t.app, 'POST', `/api/cart/collect-totals?token=&cartId=${cartId}`, {
      methods: { shippingCarrierCode: 'flatrate', shippingMethodCode: 'flatrate' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.result
  }

  it('charges the courier below the amount and nothing from it, in the list, the totals and the order', async () => {
    const small = await cartWith(t.app, [{ sku: 'FX-LOW', qty: 1 }])
    expect(await flatrateOf(small)).toMatchObject({ price_incl_tax: 5, amount: 4 })
    expect(await totalsWithFlatrate(small)).toMatchObject({ shipping_incl_tax: 5 })

    const lines = [{ sku: 'FX-BIKE', qty: 1 }]
    const large = await cartWith(t.app, lines)
    expect(await flatrateOf(large)).toMatchObject({ price_incl_tax: 0, price_excl_tax: 0, amount: 0 })
    const totals = await totalsWithFlatrate(large)
    expect(totals).toMatchObject({ shipping_incl_tax: 0, grand_total: 749 })

    const body = orderBody(large, lines)
    body.addressInformation.billingAddress = address({ email: 'gratis@example.test' })
    Object.assign(body.addressInformation, { payment_method_code: 'cashondelivery' })
    const placed = await call(t.app, 'POST', '/api/order', body)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const status = await call(t.app, 'GET', `/api/order/status/${placed.body.result.orderToken}`)
    expect(status.body.result.grand_total).toBe(749)
  })

  it('tells the trust bar from which amount delivery is free', async () => {
    const res = await call(t.app, 'GET', '/api/shop/info')
    expect(res.body.result.freeShippingFrom).toBe(50)
  })
})
