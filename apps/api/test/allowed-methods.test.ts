/**
 * A trade customer's allowed payment and shipping methods (spec 001 §6, decision 0142): the cart
 * lists only those, and POST /api/order refuses every other method of the shop with 400 naming it,
 * writing nothing. A trade customer without lists, and consumers and guests, are not limited.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CUSTOM_SHIPPING_CODES, DEFAULT_PAYMENT_METHODS, PROVIDER_PAYMENT_METHODS } from '@shop/commerce'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { insertCartFixture } from './cart-fixture.ts'
import { orderBody } from './order-helpers.ts'
import { customerSession } from './user-helpers.ts'

const BIKE = 'FX-BIKE'
const PARCEL = 'FX-RACE'
const LETTERBOX = 'FX-UNMANAGED'
/** a product each method carries (decision 0080) */
const classOf: Record<string, string> = {
  flatrate: PARCEL,
  '0001': BIKE,
  '0002': LETTERBOX,
  '0003': BIKE,
  '0004': BIKE,
  '0005': PARCEL,
  '0006': PARCEL,
  '0007': PARCEL,
  '0008': BIKE,
  '0009': BIKE,
  '0010': BIKE,
  '0011': PARCEL,
}
const ALL_SHIPPING = ['flatrate', ...CUSTOM_SHIPPING_CODES]
const ALL_PAYMENT = [...new Set([...DEFAULT_PAYMENT_METHODS.map((m) => m.code), ...PROVIDER_PAYMENT_METHODS])]
/** as the demo dealer Rijwielhandel Jansen has them; payment in back-office (OR) and shop codes */
const ALLOWED_SHIPPING = ['flatrate', '0001', '0003', '0009']
const ALLOWED_PAYMENT = ['ideal', 'purchaseorder']

describe(`allowed payment and shipping methods of a trade customer (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  const tokens = { limited: '', unlimited: '', consumer: '' }
  const customerOf = new Map<string, number>()

  const trade = async (backofficeId: string, flags: object) => {
    const s = await customerSession(t.app)
    await t.ctx.database.rows(
      sql`update customer set backoffice_id = ${backofficeId}, flags = ${JSON.stringify(flags)}::jsonb where id = ${s.id}`,
    )
    customerOf.set(s.token, s.id)
    return s.token
  }

  beforeAll(async () => {
    t = await buildTestApp()
    await insertCartFixture(t.ctx.database)
    await t.ctx.database.rows(sql`update product set weight = '18' where sku = ${BIKE}`)
    await t.ctx.database.rows(sql`update product set weight = '1.5' where sku = ${PARCEL}`)
    await t.ctx.database.rows(sql`update product set weight = '0.1' where sku = ${LETTERBOX}`)
    // enough stock for an order per method and shopper
    await t.ctx.database.rows(sql`update stock_item set qty = '1000'`)
    tokens.limited = await trade('D9101', {
      allowed_payment_methods: ['OR', 'ideal'],
      allowed_shipment_methods: ALLOWED_SHIPPING,
    })
    // a trade customer the back office does not limit: null lists
    tokens.unlimited = await trade('D9102', {})
    const person = await customerSession(t.app)
    tokens.consumer = person.token
    customerOf.set(person.token, person.id)
  })
  afterAll(() => t.close())

  async function cartOf(token: string, sku: string) {
    const customerId = customerOf.get(token)
    if (customerId !== undefined)
      await t.ctx.database.rows(sql`update quote set is_active = false where customer_id = ${customerId}`)
    const created = await call(t.app, 'POST', `/api/cart/create?token=${token}`)
    const cartId = String(created.body.result)
    const added = await call(t.app, 'POST', `/api/cart/update?token=${token}&cartId=${cartId}`, {
      cartItem: { sku, qty: 1 },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const shipping = await call(t.app, 'POST', `/api/cart/shipping-methods?token=${token}&cartId=${cartId}`, {
      address: { country_id: 'NL' },
    })
    const payment = await call(t.app, 'GET', `/api/cart/payment-methods?token=${token}&cartId=${cartId}`)
    expect(shipping.status).toBe(200)
    expect(payment.status).toBe(200)
    return {
      cartId,
      shippingCodes: (shipping.body.result as { method_code: string }[]).map((m) => m.method_code),
      paymentCodes: (payment.body.result as { code: string }[]).map((m) => m.code),
    }
  }

  const place = (token: string, sku: string, method: string, payment = 'ideal') =>
    call(
      t.app,
      'POST',
      `/api/order?token=${token}`,
      orderBody('', [{ sku, qty: 1 }], {
        cart_id: undefined,
        order_id: `${sku}-${method}-${payment}-${Math.random().toString(36).slice(2)}`,
        addressInformation: {
          ...orderBody('', []).addressInformation,
          shipping_method_code: method,
          shipping_carrier_code: method,
          payment_method_code: payment,
        },
      }),
    )

  const orderCount = async () =>
    (await t.ctx.database.rows<{ n: number }>(sql`select count(*)::int as n from sales_order`))[0]!.n

  it('lists only the allowed methods to the limited trade customer', async () => {
    const parcel = await cartOf(tokens.limited, PARCEL)
    expect(parcel.paymentCodes).toEqual(ALLOWED_PAYMENT)
    expect(parcel.shippingCodes).toEqual(['flatrate', '0001', '0003', '0009'])
    const bike = await cartOf(tokens.limited, BIKE)
    expect(bike.shippingCodes).toEqual(['0001', '0003', '0009'])
  })

  it('lists every method to a trade customer without lists, with purchase order (a business shopper)', async () => {
    const parcel = await cartOf(tokens.unlimited, PARCEL)
    expect(parcel.paymentCodes).toEqual(['ideal', 'purchaseorder', 'cashondelivery'])
    expect(parcel.shippingCodes.length).toBeGreaterThan(ALLOWED_SHIPPING.length)
    expect(parcel.shippingCodes).toContain('0010')
  })

  for (const code of ALL_SHIPPING) {
    const allowed = ALLOWED_SHIPPING.includes(code)
    it(`${allowed ? 'places' : 'refuses'} an order of the limited trade customer shipped by ${code}`, async () => {
      const before = await orderCount()
      const res = await place(tokens.limited, classOf[code]!, code)
      if (allowed) {
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        return
      }
      expect(res.status).toBe(400)
      expect(res.body.result).toBe(
        `The shipping method ${code} is not allowed for this customer (shipping_method_code: ${code})`,
      )
      expect(await orderCount()).toBe(before)
      // the same method is fine for a trade customer the back office does not limit
      expect((await place(tokens.unlimited, classOf[code]!, code)).status).toBe(200)
    })
  }

  for (const code of ALL_PAYMENT) {
    const allowed = ALLOWED_PAYMENT.includes(code)
    it(`${allowed ? 'places' : 'refuses'} an order of the limited trade customer paid by ${code}`, async () => {
      const before = await orderCount()
      const res = await place(tokens.limited, PARCEL, 'flatrate', code)
      if (allowed) {
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        return
      }
      expect(res.status).toBe(400)
      expect(res.body.result).toBe(
        `The payment method ${code} is not allowed for this customer (payment_method_code: ${code})`,
      )
      expect(await orderCount()).toBe(before)
      expect((await place(tokens.unlimited, PARCEL, 'flatrate', code)).status).toBe(200)
    })
  }

  it('refuses a disallowed payment method at collect-totals too', async () => {
    const cart = await cartOf(tokens.limited, PARCEL)
    const res = await call(
      t.app,
      'POST',
      `/api/cart/collect-totals?token=${tokens.limited}&cartId=${cart.cartId}`,
      {
        methods: {
          paymentMethod: { method: 'cashondelivery' },
          shippingCarrierCode: 'flatrate',
          shippingMethodCode: 'flatrate',
        },
      },
    )
    expect(res.status).toBe(400)
  })

  it('leaves consumers and guests as they were: no purchase order, every provider method', async () => {
    for (const token of [tokens.consumer, '']) {
      const cart = await cartOf(token, PARCEL)
      expect(cart.paymentCodes).toEqual(['ideal', 'cashondelivery'])
      expect(cart.shippingCodes).toContain('flatrate')
      expect((await place(token, PARCEL, 'flatrate', 'bancontact')).status).toBe(200)
      expect((await place(token, PARCEL, 'flatrate', 'purchaseorder')).status).toBe(400)
    }
  })
})
