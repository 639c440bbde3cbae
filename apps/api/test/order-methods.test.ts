/**
 * Every shipping and payment method the cart offers can be ordered through POST /api/order, and
 * a method the cart does not offer is refused with 400 naming it (issue 13, decision 0080). The
 * cart calls and the order agree: what /api/cart/shipping-methods and /payment-methods list for
 * a cart is exactly what the order accepts.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CUSTOM_SHIPPING_CODES } from '@shop/commerce'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { insertCartFixture } from './cart-fixture.ts'
import { address, orderBody } from './order-helpers.ts'
import { customerSession } from './user-helpers.ts'

// weights give the fixture products a size class: a bicycle, a parcel and a letterbox part
const BIKE = 'FX-BIKE'
const PARCEL = 'FX-RACE'
const LETTERBOX = 'FX-UNMANAGED'

describe(`shipping and payment methods of an order (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let business: string
  let consumer: string
  const customerOf = new Map<string, number>()
  beforeAll(async () => {
    t = await buildTestApp()
    await insertCartFixture(t.ctx.database)
    await t.ctx.database.rows(sql`update product set weight = '18' where sku = ${BIKE}`)
    await t.ctx.database.rows(sql`update product set weight = '1.5' where sku = ${PARCEL}`)
    await t.ctx.database.rows(sql`update product set weight = '0.1' where sku = ${LETTERBOX}`)
    const trade = await customerSession(t.app)
    await t.ctx.database.rows(
      sql`update customer set flags = '{"is_business": true}'::jsonb where id = ${trade.id}`,
    )
    business = trade.token
    const person = await customerSession(t.app)
    consumer = person.token
    customerOf.set(business, trade.id).set(consumer, person.id)
  })
  afterAll(() => t.close())

  async function cartOf(token: string, sku: string, country = 'NL') {
    // a customer has one active cart: start each case from an empty one
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
      address: { country_id: country },
    })
    const payment = await call(t.app, 'GET', `/api/cart/payment-methods?token=${token}&cartId=${cartId}`)
    return {
      cartId,
      shippingCodes: (shipping.body.result as { method_code: string }[]).map((m) => m.method_code),
      paymentCodes: (payment.body.result as { code: string }[]).map((m) => m.code),
    }
  }

  const place = (
    token: string,
    sku: string,
    method: string,
    payment = 'ideal',
    over: Record<string, unknown> = {},
  ) =>
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
          ...over,
        },
      }),
    )

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

  for (const code of ['flatrate', ...CUSTOM_SHIPPING_CODES]) {
    it(`places an order with shipping method ${code}, offered by the cart for it`, async () => {
      const sku = classOf[code]!
      const cart = await cartOf(business, sku)
      expect(cart.shippingCodes).toContain(code)
      const res = await place(business, sku, code)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const [stored] = await t.ctx.database.rows<{ method: string }>(
        sql`select shipping_method_code as method from sales_order where increment_id = ${res.body.result.orderNumber}`,
      )
      expect(stored!.method).toBe(code)
    })
  }

  it('offers a consumer with a bicycle no letterbox, pallet, courier parcel or own carrier, and the order agrees', async () => {
    const cart = await cartOf(consumer, BIKE)
    expect(cart.shippingCodes).toEqual(['0001', '0004', '0008', '0009'])
    for (const code of ['flatrate', '0002', '0003', '0005', '0010']) {
      const res = await place(consumer, BIKE, code)
      expect(res.status, code).toBe(400)
      expect(res.body.result).toContain('shipping_method_code')
      expect(res.body.result).toContain(code)
    }
  })

  it('offers the letterbox when every line fits it, and refuses it for a parcel', async () => {
    expect((await cartOf('', LETTERBOX)).shippingCodes).toContain('0002')
    expect((await cartOf('', PARCEL)).shippingCodes).not.toContain('0002')
    expect((await place('', PARCEL, '0002')).status).toBe(400)
  })

  it('refuses a method that does not ship to the country', async () => {
    const res = await place('', PARCEL, '0005', 'ideal', {
      shippingAddress: address({ country_id: 'DE', postcode: '10115', city: 'Berlin' }),
    })
    expect(res.status).toBe(400)
    expect(res.body.result).toMatch(/0005/)
  })

  // the cart's methods, and the provider's that the checkout lists besides them
  for (const payment of ['ideal', 'cashondelivery', 'bancontact', 'creditcard']) {
    it(`lets a guest pay with ${payment}`, async () => {
      const res = await place('', PARCEL, 'flatrate', payment)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    })
  }

  it('offers a guest iDEAL and cash on delivery, and refuses a method nobody offers', async () => {
    expect((await cartOf('', PARCEL)).paymentCodes).toEqual(['ideal', 'cashondelivery'])
    const res = await place('', PARCEL, 'flatrate', 'bitcoin')
    expect(res.status).toBe(400)
    expect(res.body.result).toMatch(/payment_method_code: bitcoin/)
  })

  it('offers Inkooporder to business customers only, and the order agrees', async () => {
    expect((await cartOf(business, PARCEL)).paymentCodes).toEqual([
      'ideal',
      'purchaseorder',
      'cashondelivery',
    ])
    expect((await cartOf(consumer, PARCEL)).paymentCodes).not.toContain('purchaseorder')
    const trade = await place(business, PARCEL, 'flatrate', 'purchaseorder', {
      payment_method_additional: { po_number: 'PO-1' },
    })
    expect(trade.status, JSON.stringify(trade.body)).toBe(200)
    for (const token of ['', consumer]) {
      const refused = await place(token, PARCEL, 'flatrate', 'purchaseorder')
      expect(refused.status).toBe(400)
      expect(refused.body.result).toMatch(/payment_method_code: purchaseorder/)
    }
  })

  it('names the field of a malformed method code', async () => {
    const res = await place('', PARCEL, 'flat rate!')
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toMatch(/shipping_method_code/)
  })
})
