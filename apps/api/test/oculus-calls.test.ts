/**
 * The back-office calls of spec 001 §7 (apps/api/src/oculus, decision 0136) for the demo's trade
 * customers: the wire shapes, the order extras kept with the cart, the cart checks the checkout
 * polls, several quantities at once, the customer's methods and the base path setting. Who may ask
 * for what is authorization-matrix-oculus.test.ts.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config/config.ts'
import { quote } from '../src/db/schema/index.ts'
import { backOfficeOf } from '../src/backoffice/back-office-factory.ts'
import { TRADE_DEMO_PASSWORD } from '../src/seed/trade-customers.ts'
import { orderBody } from './order-helpers.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { customerSession, signIn } from './user-helpers.ts'

let t: TestApp
let jansen: { token: string; id: number }
let bakker: { token: string; id: number }
let visser: { token: string; id: number }
let sku: string
let other: string

const oc = (name: string, token: string, body?: unknown) =>
  call(t.app, 'POST', `/api/oculus/${name}?token=${token}`, body)
const body = async (name: string, token: string, payload?: unknown) => {
  const res = await oc(name, token, payload)
  expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200)
  expect(res.body.code).toBe(200)
  return res.body.result.body
}

async function dealer(email: string) {
  const { token } = await signIn(t.app, email, TRADE_DEMO_PASSWORD)
  const me = await call(t.app, 'GET', `/api/user/me?token=${token}`)
  return { token, id: me.body.result.id as number }
}

async function cartOf(token: string, lines: { sku: string; qty: number }[]) {
  const created = await call(t.app, 'POST', `/api/cart/create?token=${token}`)
  const cartId = String(created.body.result)
  for (const line of lines) {
    const res = await call(t.app, 'POST', `/api/cart/update?token=${token}&cartId=${cartId}`, {
      cartItem: line,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  }
  return cartId
}

const updatedAt = async (cartId: string) => {
  const [row] = await t.ctx.database.db
    .select({ u: quote.updatedAt })
    .from(quote)
    .where(eq(quote.id, Number(cartId)))
  return row!.u
}

beforeAll(async () => {
  t = await buildTestApp()
  jansen = await dealer('inkoop@rijwielhandel-jansen.nl')
  bakker = await dealer('info@fietsenmaker-bakker.nl')
  visser = await dealer('winkel@fietspunt-visser.nl')
  const rows = await t.ctx.database.rows<{ sku: string }>(sql`
    select p.sku from product p join stock_item s on s.product_id = p.id
    where p.type_id = 'simple' and p.status = 1 and p.visibility = 4 and s.is_in_stock and s.qty >= 100
    order by p.id limit 2`)
  ;[sku, other] = rows.map((r) => r.sku) as [string, string]
})
afterAll(() => t?.close())

describe('the wire', () => {
  it('answers {code: 200, result: {body}} and a failure {code, result: message}', async () => {
    const ok = await oc('oculusCustomerIdEndpoint', jansen.token, {})
    expect(ok.body).toEqual({ code: 200, result: { body: 'D10001' } })
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/api/oculus/hasDropshippingEnabled',
      headers: { authorization: `Bearer ${bakker.token}` },
      payload: {},
    })
    expect(JSON.parse(bearer.body)).toEqual({ code: 200, result: { body: 1 } })
    const refused = await oc('isCartUpdated', '', { cart_id: '1' })
    expect(refused.status).toBe(401)
    expect(refused.body).toMatchObject({ code: 401, result: expect.any(String) })
  })

  it('lists every call in /api/docs', async () => {
    const docs = await call(t.app, 'GET', '/api/docs')
    const paths = Object.keys(docs.body.paths)
    for (const name of [
      'getAttributeSetsData',
      'getSupplierStock',
      'refreshOculusCartPrices',
      'getOculusPrices',
      'updateCartDataBeforeOrder',
      'oculusCustomerIdEndpoint',
      'isPurchaserEndpoint',
      'hasDropshippingEnabled',
      'getAllowedPaymentMethodsInMagento',
      'getAllowedShipmentMethodsInMagento',
      'getPurchaserMaxDiscountPercMagento',
      'getDiscountsAppliedMagento',
      'updateall',
      'allcarriers',
      'isCartAlreadyOrdered',
      'isCartUpdated',
    ])
      expect(paths, name).toContain(`/api/oculus/${name}`)
    expect(docs.body.paths['/api/oculus/getAttributeSetsData'].get).toBeDefined()
  })

  it('serves the calls under OCULUS_BASE_PATH, checked at boot', async () => {
    expect(() => loadConfig({ OCULUS_BASE_PATH: 'api/bo' })).toThrow(/OCULUS_BASE_PATH/)
    expect(() => loadConfig({ OCULUS_BASE_PATH: '/api/bo/' })).toThrow(/OCULUS_BASE_PATH/)
    expect(loadConfig({}).oculus.basePath).toBe('/api/oculus')
    const moved = await buildTestApp({ env: { OCULUS_BASE_PATH: '/api/backoffice' } })
    try {
      const res = await call(
        moved.app,
        'POST',
        `/api/backoffice/oculusCustomerIdEndpoint?token=${jansen.token}`,
        {},
      )
      // the token was signed by another app instance with the same test secret, or refused: both prove the route
      expect([200, 401]).toContain(res.status)
      expect((await call(moved.app, 'POST', '/api/oculus/oculusCustomerIdEndpoint', {})).status).toBe(404)
    } finally {
      await moved.close()
    }
  })
})

describe('prices and stock', () => {
  it('getOculusPrices takes skus and qtys as arrays or JSON strings and answers the back office', async () => {
    const asArrays = await body('getOculusPrices', jansen.token, {
      skus: [sku, 'NO-SUCH-SKU'],
      qtys: { [sku]: 12 },
    })
    const asText = await body('getOculusPrices', jansen.token, {
      skus: JSON.stringify([sku]),
      qtys: JSON.stringify({ [sku]: '12' }),
      customer_id: jansen.id,
    })
    expect(asText).toEqual(asArrays)
    expect(Object.keys(asArrays)).toEqual([sku])
    expect(asArrays[sku]).toEqual({
      display_amount: expect.any(Number),
      stock: expect.any(Number),
      tier_prices: expect.any(Array),
      binnenkortdatum: null,
    })
    const direct = await backOfficeOf(t.ctx).pricesFor({
      customerId: jansen.id,
      skus: [sku],
      qtys: { [sku]: 12 },
    })
    expect(asArrays).toEqual(direct)
    // the back-office id names the same customer
    expect(await body('getOculusPrices', jansen.token, { skus: [sku], customer_id: 'D10001' })).toBeDefined()
  })

  it('getSupplierStock answers qty and delivery days of the skus a supplier has', async () => {
    const [seeded] = await t.ctx.database.rows<{ sku: string; qty: string; d: number }>(
      sql`select sku, qty, delivery_days as d from backoffice_supplier_stock order by sku limit 1`,
    )
    const stock = await body('getSupplierStock', jansen.token, { skus: [seeded!.sku, 'NO-SUCH-SKU'] })
    expect(stock).toEqual({ [seeded!.sku]: { qty: Number(seeded!.qty), delivery_days: seeded!.d } })
    expect(seeded!.d).toBeGreaterThanOrEqual(1)
    expect(seeded!.d).toBeLessThanOrEqual(10)
  })

  it("refreshOculusCartPrices gives the cart's lines at the customer's price for the line's qty", async () => {
    const cartId = await cartOf(jansen.token, [{ sku, qty: 12 }])
    const lines = await body('refreshOculusCartPrices', jansen.token, {
      cart_id: cartId,
      customer_id: jansen.id,
    })
    const direct = await backOfficeOf(t.ctx).pricesFor({
      customerId: jansen.id,
      skus: [sku],
      qtys: { [sku]: 12 },
    })
    expect(lines).toEqual([
      {
        item_id: expect.any(Number),
        sku,
        qty: 12,
        price: direct[sku]!.display_amount,
        row_total: Math.round(direct[sku]!.display_amount * 1200) / 100,
        tier_prices: direct[sku]!.tier_prices,
        stock: direct[sku]!.stock,
        binnenkortdatum: direct[sku]!.binnenkortdatum,
      },
    ])
  })
})

describe('the customer', () => {
  it('answers the flags of the back office', async () => {
    expect(await body('oculusCustomerIdEndpoint', bakker.token, { customer_id: bakker.id })).toBe('D10002')
    expect(await body('isPurchaserEndpoint', jansen.token, {})).toBe(0)
    expect(await body('hasDropshippingEnabled', jansen.token, {})).toBe(0)
    expect(await body('hasDropshippingEnabled', bakker.token, {})).toBe(1)
    expect(await body('getPurchaserMaxDiscountPercMagento', jansen.token, {})).toBe(0)
    expect(await body('getDiscountsAppliedMagento', jansen.token, { customer_id: jansen.id })).toEqual([])
  })

  it('answers only the methods the customer may use', async () => {
    expect(await body('getAllowedPaymentMethodsInMagento', visser.token, {})).toEqual(['purchaseorder'])
    expect(await body('getAllowedPaymentMethodsInMagento', jansen.token, {})).toEqual([
      'ideal',
      'purchaseorder',
    ])
    expect(await body('getAllowedShipmentMethodsInMagento', jansen.token, {})).toEqual([
      'flatrate',
      '0001',
      '0003',
      '0009',
    ])
    const carriers = await body('allcarriers', jansen.token)
    expect(carriers.map((c: { method_code: string }) => c.method_code)).toEqual([
      'flatrate',
      '0001',
      '0003',
      '0009',
    ])
    expect(carriers[0]).toMatchObject({ carrier_code: 'flatrate', carrier_title: 'Koerier' })
    // no list: every method of the shop
    const all = await body('getAllowedShipmentMethodsInMagento', bakker.token, {})
    expect(all.length).toBe(12)
  })

  it('answers a consumer as nobody the back office knows: no trade attributes, no purchase order', async () => {
    const consumer = await customerSession(t.app)
    const me = (await call(t.app, 'GET', `/api/user/me?token=${consumer.token}`)).body.result
    expect(me.custom_attributes).toEqual([])
    expect(await body('oculusCustomerIdEndpoint', consumer.token, { customer_id: consumer.id })).toBeNull()
    expect(await body('getAllowedPaymentMethodsInMagento', consumer.token, {})).toEqual([
      'ideal',
      'cashondelivery',
    ])
    expect(await body('hasDropshippingEnabled', consumer.token, {})).toBe(0)
    const cartId = await cartOf(consumer.token, [{ sku, qty: 1 }])
    // a consumer sends no back-office code; dropshipment is not theirs
    expect(
      await body('updateCartDataBeforeOrder', consumer.token, { cart_id: cartId, po_number: 'x' }),
    ).toMatchObject({
      po_number: 'x',
    })
    const dropship = await oc('updateCartDataBeforeOrder', consumer.token, {
      cart_id: cartId,
      is_dropship: true,
    })
    expect(dropship.status).toBe(400)
    expect(
      (await oc('updateCartDataBeforeOrder', consumer.token, { cart_id: cartId, oculus_code: 'D10001' }))
        .status,
    ).toBe(403)
  })

  it('answers the attribute sets by GET and POST', async () => {
    const got = await call(t.app, 'GET', `/api/oculus/getAttributeSetsData?token=${jansen.token}`)
    expect(got.status).toBe(200)
    expect(got.body.result.body[0]).toMatchObject({ attribute_set_id: 4, attribute_set_name: 'Default' })
    expect(got.body.result.body[0].product_count).toBeGreaterThan(0)
    expect(await body('getAttributeSetsData', jansen.token)).toEqual(got.body.result.body)
  })
})

describe('the cart before ordering', () => {
  it('keeps the order extras with the cart and moves its change time', async () => {
    const cartId = await cartOf(bakker.token, [
      { sku, qty: 2 },
      { sku: other, qty: 1 },
    ])
    const before = await updatedAt(cartId)
    const dropship_address = {
      firstname: 'Lisa',
      lastname: 'de Wit',
      street: ['Zijlweg 5'],
      postcode: '2013 DA',
      city: 'Haarlem',
      country_id: 'NL',
    }
    const stored = await body('updateCartDataBeforeOrder', bakker.token, {
      cart_id: cartId,
      products: [{ sku, comment: 'Montage graag', date: '2099-03-02' }, { sku: other }],
      date: '2099-03-01',
      oculus_code: 'D10002',
      is_dropship: 1,
      is_yearorder: '0',
      po_number: 'PO-4711',
      comment: 'Achterom leveren',
      reference: 'Winter 2099',
      dropship_address,
    })
    const expected = {
      po_number: 'PO-4711',
      comment: 'Achterom leveren',
      delivery_date: '2099-03-01',
      is_yearorder: false,
      is_dropship: true,
      dropship_address,
      reference: 'Winter 2099',
      lines: { [sku]: { comment: 'Montage graag', delivery_date: '2099-03-02' } },
    }
    expect(stored).toEqual(expected)
    const [row] = await t.ctx.database.rows<{ e: unknown }>(
      sql`select order_extras as e from quote where id = ${Number(cartId)}`,
    )
    expect(row!.e).toEqual(expected)
    expect((await updatedAt(cartId)).getTime()).toBeGreaterThan(before.getTime())
    const seen = await body('isCartUpdated', bakker.token, { cart_id: cartId })
    expect(seen).toEqual({ updated_at: (await updatedAt(cartId)).toISOString() })
  })

  it('names what is wrong with the extras', async () => {
    const cartId = await cartOf(jansen.token, [{ sku, qty: 1 }])
    const send = (over: Record<string, unknown>) =>
      oc('updateCartDataBeforeOrder', jansen.token, { cart_id: cartId, oculus_code: 'D10001', ...over })
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ reference: 'x'.repeat(16) }, 400, /^The reference may have at most 15 characters \(reference\)$/],
      [{ date: '2020-01-01' }, 400, /^The delivery date may not be in the past \(date\)$/],
      [{ products: [{ sku, date: '2020-01-01' }] }, 400, new RegExp(`products\\[${sku}\\]\\.date`)],
      [{ date: '2099-02-30' }, 400, /^The delivery date must be a date \(YYYY-MM-DD\) \(date\)$/],
      [{ is_dropship: true }, 400, /^Dropshipment is not enabled for this customer \(is_dropship\)$/],
      [{ products: [{ sku: 'NOT-IN-CART' }] }, 400, /^products: NOT-IN-CART is not in the cart/],
      [{ oculus_code: 'D10002' }, 403, /^oculus_code/],
      [{ oculus_code: undefined }, 403, /^oculus_code/],
    ]
    for (const [over, status, message] of cases) {
      const res = await send(over)
      expect(res.status, JSON.stringify(over)).toBe(status)
      expect(res.body.result, JSON.stringify(over)).toMatch(message)
    }
    // a client reads the problems themselves, not the words (meta.problems)
    expect((await send({ products: [{ sku, date: '2020-01-01' }] })).body.meta).toEqual({
      problems: [{ field: 'delivery_date', reason: 'in_the_past', sku }],
    })
    const dropshipNoAddress = await oc('updateCartDataBeforeOrder', bakker.token, {
      cart_id: await cartOf(bakker.token, [{ sku, qty: 1 }]),
      oculus_code: 'D10002',
      is_dropship: true,
    })
    expect(dropshipNoAddress.status).toBe(400)
    expect(dropshipNoAddress.body.result).toBe('A dropshipment needs a delivery address (dropship_address)')
  })

  it('bumps the change time for every line change (add, update, remove)', async () => {
    const cartId = await cartOf(jansen.token, [])
    const steps: [string, unknown][] = [
      ['update', { cartItem: { sku, qty: 1 } }],
      ['update', { cartItem: { sku, qty: 2 } }],
      ['delete', { cartItem: { sku } }],
    ]
    for (const [step, payload] of steps) {
      const before = await updatedAt(cartId)
      const res = await call(
        t.app,
        'POST',
        `/api/cart/${step}?token=${jansen.token}&cartId=${cartId}`,
        payload,
      )
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect((await updatedAt(cartId)).getTime(), step).toBeGreaterThan(before.getTime())
    }
  })

  it('updateall sets several quantities, all or none', async () => {
    const cartId = await cartOf(jansen.token, [
      { sku, qty: 1 },
      { sku: other, qty: 1 },
    ])
    const pulled = await call(t.app, 'GET', `/api/cart/pull?token=${jansen.token}&cartId=${cartId}`)
    const itemOf = (s: string) => pulled.body.result.find((i: { sku: string }) => i.sku === s).item_id
    const items = await body('updateall', jansen.token, {
      cartId,
      cartItems: [
        { item_id: itemOf(sku), qty: 3 },
        { sku: other, qty: '4' },
      ],
    })
    expect(items.map((i: { sku: string; qty: number }) => [i.sku, i.qty])).toEqual([
      [sku, 3],
      [other, 4],
    ])
    const before = await updatedAt(cartId)
    for (const [bad, status, message] of [
      [{ sku: other, qty: 0 }, 400, /above 0/],
      [{ sku: other, qty: -1 }, 400, /Negative/],
      [{ sku: other, qty: 1.5 }, 400, /integer/],
      [{ sku: 'NOT-IN-CART', qty: 1 }, 404, /cart item does not exist/],
      [{ sku: other, qty: 100_000_000 }, 400, /.+/],
    ] as const) {
      const res = await oc('updateall', jansen.token, { cartId, cartItems: [{ sku, qty: 7 }, bad] })
      expect(res.status, JSON.stringify(bad)).toBe(status)
      expect(res.body.result).toMatch(message)
    }
    const after = await call(t.app, 'GET', `/api/cart/pull?token=${jansen.token}&cartId=${cartId}`)
    expect(after.body.result.map((i: { qty: number }) => i.qty)).toEqual([3, 4])
    expect((await updatedAt(cartId)).getTime()).toBe(before.getTime())
  })

  it('isCartAlreadyOrdered says when an order came from the cart, and its number', async () => {
    const cartId = await cartOf(jansen.token, [{ sku, qty: 1 }])
    expect(await body('isCartAlreadyOrdered', jansen.token, { cartId })).toEqual({
      ordered: false,
      order_number: null,
    })
    const placed = await call(
      t.app,
      'POST',
      `/api/order?token=${jansen.token}`,
      orderBody(cartId, [{ sku, qty: 1 }], { user_id: String(jansen.id) }),
    )
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const [order] = await t.ctx.database.rows<{ n: string }>(
      sql`select increment_id as n from sales_order where quote_id = ${Number(cartId)}`,
    )
    expect(await body('isCartAlreadyOrdered', jansen.token, { cartId: Number(cartId) })).toEqual({
      ordered: true,
      order_number: order!.n,
    })
    // the ordered cart is no longer active: its extras cannot change any more
    const late = await oc('updateCartDataBeforeOrder', jansen.token, {
      cart_id: cartId,
      oculus_code: 'D10001',
    })
    expect(late.status).toBe(404)
  })
})
