import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './test-app.ts'
import { insertCartFixture } from './cart-fixture.ts'
import { cartWith, orderBody, address } from './order-helpers.ts'

/** Bad cart and order input: a clear 4xx naming the problem, and nothing stored. */
describe(`cart and order bad input (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let cartId: string
  let itemId: number
  beforeAll(async () => {
    t = await buildTestApp()
    await insertCartFixture(t.ctx.database)
    cartId = await cartWith(t.app, [{ sku: 'FX-BIKE', qty: 1 }])
    const pulled = await t.app.inject({ method: 'GET', url: `/api/cart/pull?token=&cartId=${cartId}` })
    itemId = JSON.parse(pulled.body).result[0].item_id
  })
  afterAll(() => t.close())

  const snapshot = async () =>
    (
      await t.ctx.database.rows<Record<string, string>>(sql`select
        (select count(*) from quote)::text as quotes,
        (select coalesce(sum(qty), 0) from quote_item)::text as cart_qty,
        (select count(*) from quote_item)::text as lines,
        (select count(*) from sales_order)::text as orders,
        (select count(*) from sales_order_item)::text as order_items,
        (select sum(qty) from stock_item)::text as stock,
        (select string_agg(coalesce(coupon_code, '-'), ',' order by id) from quote)::text as coupons`)
    )[0]

  const send = (method: 'GET' | 'POST', url: string, payload?: unknown, contentType = 'application/json') =>
    t.app.inject({
      method,
      url,
      headers: payload === undefined ? {} : { 'content-type': contentType },
      payload:
        payload === undefined ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload),
    })

  const update = (cartItem: unknown, id = 'CART') =>
    ['POST', `/api/cart/update?token=&cartId=${id}`, { cartItem }] as const
  const shipping = orderBody('', []).addressInformation
  const placeWith = (over: Record<string, unknown>) =>
    ['POST', '/api/order', orderBody(cartId, [{ sku: 'FX-BIKE', qty: 1 }], over)] as const
  const withProducts = (products: unknown[]) => placeWith({ products })
  const withInfo = (info: Record<string, unknown>) =>
    placeWith({ addressInformation: { ...shipping, ...info } })

  const raw: [string, readonly ['GET' | 'POST', string, unknown?, string?], number, RegExp][] = [
    ['negative qty', update({ sku: 'FX-LOW', qty: -1 }), 400, /Negative quantity not allowed/],
    ['zero qty', update({ sku: 'FX-LOW', qty: 0 }), 400, /Quantity must be above 0/],
    ['fractional qty', update({ sku: 'FX-LOW', qty: 1.5 }), 400, /Quantity must be positive integer/],
    ['huge qty', update({ sku: 'FX-LOW', qty: 1e12 }), 400, /Quantity can't be more than 10000/],
    ['text qty', update({ sku: 'FX-LOW', qty: 'veel' }), 400, /Quantity must be positive integer/],
    [
      'qty change to zero',
      update({ sku: 'FX-BIKE', qty: 0, item_id: 'ITEM' }),
      400,
      /Quantity must be above 0/,
    ],
    ['qty sum over the maximum', update({ sku: 'FX-BIKE', qty: 10_000 }), 400, /more than 10000/],
    ['unknown sku', update({ sku: 'NO-SUCH-SKU', qty: 1 }), 404, /does not exist: NO-SUCH-SKU/],
    ['disabled product', update({ sku: 'FX-DISABLED', qty: 1 }), 404, /does not exist/],
    ['sku too long', update({ sku: 'X'.repeat(65), qty: 1 }), 400, /sku/],
    ['missing cartItem', ['POST', `/api/cart/update?token=&cartId=CART`, {}], 400, /No cartItem element/],
    [
      'unknown cart id',
      update({ sku: 'FX-LOW', qty: 1 }, 'ffffffffffffffffffffffffffffffff'),
      404,
      /cart does not exist/,
    ],
    [
      'numeric (customer) cart id as a guest',
      update({ sku: 'FX-LOW', qty: 1 }, '1'),
      404,
      /cart does not exist/,
    ],
    [
      'line of another cart',
      update({ sku: 'FX-LOW', qty: 2, item_id: 999999 }),
      404,
      /cart item does not exist/,
    ],
    [
      'wrong content type',
      ['POST', `/api/cart/update?token=&cartId=CART`, 'cartItem=FX-LOW', 'text/plain'],
      415,
      /application\/json/,
    ],
    [
      'broken JSON',
      ['POST', `/api/cart/update?token=&cartId=CART`, '{"cartItem":', 'application/json'],
      400,
      /not valid JSON/,
    ],
    [
      'unknown store code',
      ['POST', `/api/cart/update?token=&cartId=CART&storeCode=xx`, { cartItem: { sku: 'FX-LOW', qty: 1 } }],
      400,
      /storeCode/,
    ],
    [
      'unknown shipping method',
      [
        'POST',
        `/api/cart/shipping-information?token=&cartId=CART`,
        { addressInformation: { shippingCarrierCode: 'drone', shippingMethodCode: 'drone' } },
      ],
      400,
      /Carrier with such method not found/,
    ],
    [
      'bad country',
      [
        'POST',
        `/api/cart/shipping-information?token=&cartId=CART`,
        { addressInformation: { shippingAddress: { countryId: 'Nederland' } } },
      ],
      400,
      /two-letter/,
    ],
    [
      'unknown coupon',
      ['POST', `/api/cart/apply-coupon?token=&cartId=CART&coupon=GRATIS`],
      404,
      /GRATIS" is not valid/,
    ],
    [
      'order: negative qty',
      withProducts([{ sku: 'FX-BIKE', qty: -1, price: 749 }]),
      400,
      /Negative quantity/,
    ],
    ['order: zero qty', withProducts([{ sku: 'FX-BIKE', qty: 0, price: 749 }]), 400, /above 0/],
    [
      'order: fractional qty',
      withProducts([{ sku: 'FX-BIKE', qty: 0.5, price: 749 }]),
      400,
      /positive integer/,
    ],
    [
      'order: huge qty',
      withProducts([{ sku: 'FX-BIKE', qty: 99_999_999, price: 749 }]),
      400,
      /more than 10000/,
    ],
    ['order: unknown sku', withProducts([{ sku: 'NOPE', qty: 1, price: 1 }]), 404, /does not exist: NOPE/],
    ['order: no products', withProducts([]), 400, /products/],
    [
      'order: foreign cart id',
      placeWith({ cart_id: 'ffffffffffffffffffffffffffffffff' }),
      404,
      /cart does not exist/,
    ],
    ['order: unknown top-level field', placeWith({ grand_total: 0.01 }), 400, /grand_total|Unrecognized/],
    [
      'order: missing addressInformation',
      placeWith({ addressInformation: undefined }),
      400,
      /addressInformation/,
    ],
    ['order: short postcode', withInfo({ billingAddress: address({ postcode: '12' }) }), 400, /postcode/],
    ['order: bad e-mail', withInfo({ billingAddress: address({ email: 'jan-at-example' }) }), 400, /email/],
    [
      'order: no e-mail',
      withInfo({
        billingAddress: address({ email: undefined }),
        shippingAddress: address({ email: undefined }),
      }),
      400,
      /email/,
    ],
    [
      'order: unknown payment method',
      withInfo({ payment_method_code: 'bitcoin' }),
      400,
      /Payment Method is not available/,
    ],
    [
      'order: unknown shipping method',
      withInfo({ shipping_method_code: 'drone', shipping_carrier_code: 'drone' }),
      400,
      /Carrier with such method/,
    ],
    [
      'order: wrong content type',
      ['POST', '/api/order', 'products=FX-BIKE', 'application/x-www-form-urlencoded'],
      415,
      /application\/json/,
    ],
    ['order: unknown store', placeWith({ store_code: 'fr' }), 400, /store/],
  ]

  const cases = raw.map(([name, request, status, message]) => [name, status, request, message] as const)

  it.each(cases)(
    '%s -> %i, nothing stored',
    async (_name, status, [method, rawUrl, rawBody, contentType], message) => {
      const url = rawUrl.replace('CART', cartId)
      const body = JSON.parse(JSON.stringify(rawBody ?? null)?.replace('"ITEM"', String(itemId)) ?? 'null')
      const before = await snapshot()
      const res = await send(
        method,
        url,
        rawBody === undefined ? undefined : typeof rawBody === 'string' ? rawBody : body,
        contentType,
      )
      expect(res.statusCode, res.body).toBe(status)
      const parsed = JSON.parse(res.body)
      expect(parsed.code).toBe(status)
      expect(String(parsed.result)).toMatch(message)
      expect(await snapshot()).toEqual(before)
    },
  )

  it('ignores tampered prices: the order costs what the catalogue says', async () => {
    const id = await cartWith(t.app, [{ sku: 'FX-BIKE', qty: 2 }])
    const body = orderBody(id, [{ sku: 'FX-BIKE', qty: 2, price: 1, price_incl_tax: 1 }])
    ;(body.products[0] as Record<string, unknown>).totals = { row_total_incl_tax: 2 }
    const res = await send('POST', '/api/order', body)
    expect(res.statusCode, res.body).toBe(200)
    const number = JSON.parse(res.body).result.orderNumber
    const [row] = await t.ctx.database.rows<{ total: string }>(
      sql`select grand_total::text as total from sales_order where increment_id = ${number}`,
    )
    // the courier ships goods over 75.00 free (decision 0089)
    expect(Number(row!.total)).toBe(2 * 749)
  })
})
