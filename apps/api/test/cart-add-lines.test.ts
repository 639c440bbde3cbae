/**
 * POST /api/cart/add-lines (decision 0163): 50 lines in one request at the caller's prices, the
 * single add's rules per line, and all or none: one bad line leaves the cart as it was and the
 * 400 names the line.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRADE_DEMO_PASSWORD } from '../src/seed/trade-customers.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { signIn } from './user-helpers.ts'
import { JANSEN, configurable, simpleSkus } from './order-list-helpers.ts'

describe(`cart add-lines (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let token = ''
  let skus: string[] = []
  const add = (cartId: string, cartItems: unknown, who = token) =>
    call(t.app, 'POST', `/api/cart/add-lines?${who ? `token=${who}&` : ''}cartId=${cartId}`, { cartItems })
  /** the caller's cart, emptied (a customer has one active cart per store view) */
  const newCart = async (who = token) => {
    const cartId = String(
      (await call(t.app, 'POST', `/api/cart/create${who ? `?token=${who}` : ''}`)).body.result,
    )
    if (/^\d+$/.test(cartId))
      await t.ctx.database.rows(sql`delete from quote_item where quote_id = ${Number(cartId)}`)
    return cartId
  }
  const pull = async (cartId: string, who = token) =>
    (await call(t.app, 'GET', `/api/cart/pull?${who ? `token=${who}&` : ''}cartId=${cartId}`)).body.result

  beforeAll(async () => {
    t = await buildTestApp()
    token = (await signIn(t.app, JANSEN, TRADE_DEMO_PASSWORD)).token
    skus = (await simpleSkus(t, 60)).map((p) => p.sku)
  })
  afterAll(() => t?.close())

  it('adds 50 lines in one request and answers the cart lines as pull does', async () => {
    const cartId = await newCart()
    const lines = skus.slice(0, 50).map((sku, i) => ({ sku, qty: (i % 3) + 1 }))
    const res = await add(cartId, lines)
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200)
    expect(res.body.result).toHaveLength(50)
    expect(res.body.result).toEqual(await pull(cartId))
    expect(res.body.result[4]).toMatchObject({ sku: skus[4], qty: 2, price: expect.any(Number) })
    // added again: the quantities add up, no new lines
    const again = await add(cartId, lines.slice(0, 2))
    expect(again.body.result.slice(0, 2).map((l: any) => l.qty)).toEqual([2, 4])
    expect(again.body.result).toHaveLength(50)
  })

  it('adds a configurable variant by its options and the same sku twice as one line', async () => {
    const conf = await configurable(t)
    const [child] = await t.ctx.database.rows<{ attributes: Record<string, number> }>(
      sql`select attributes from product where sku = ${conf.child}`,
    )
    const options = await t.ctx.database.rows<{ id: number; code: string }>(sql`
      select a.id, a.code from product_configurable_option o join attribute a on a.id = o.attribute_id
      where o.product_id = ${conf.id}`)
    const cartId = await newCart()
    const res = await add(cartId, [
      {
        sku: conf.sku,
        qty: 1,
        product_option: {
          extension_attributes: {
            configurable_item_options: options.map((o) => ({
              option_id: o.id,
              option_value: child!.attributes[o.code]!,
            })),
          },
        },
      },
      { sku: skus[0], qty: 1 },
      { sku: skus[0], qty: 2 },
    ])
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.result.map((l: any) => [l.sku, l.qty])).toEqual([
      [conf.child, 1],
      [skus[0], 3],
    ])
  })

  it('one bad line: 400 naming it, and nothing is written', async () => {
    const cartId = await newCart()
    await add(cartId, [{ sku: skus[0], qty: 1 }])
    const before = await pull(cartId)
    const good = skus.slice(1, 6).map((sku) => ({ sku, qty: 1 }))
    const cases: [unknown, string][] = [
      [
        [...good.slice(0, 3), { sku: skus[7], qty: 0 }, ...good.slice(3)],
        'cartItems[3].qty: Quantity must be above 0',
      ],
      [[...good, { sku: skus[7], qty: -2 }], 'cartItems[5].qty: Negative quantity not allowed'],
      [[...good, { sku: skus[7], qty: 'veel' }], 'cartItems[5].qty: Quantity must be positive integer'],
      [
        [...good, { sku: 'GEEN-PRODUCT', qty: 1 }],
        'cartItems[5].sku: The product that was requested does not exist: GEEN-PRODUCT',
      ],
      [[{ qty: 1 }, ...good], 'cartItems[0].sku: is required'],
      [[...good, { sku: skus[8], qty: 100_000 }], "cartItems[5].qty: Quantity can't be more than 10000"],
      // a stock check on the sum of a product's lines in one request
      [[...good, { sku: skus[9], qty: 9_999 }, { sku: skus[9], qty: 9_999 }], 'cartItems[6].qty:'],
    ]
    for (const [lines, message] of cases) {
      const res = await add(cartId, lines)
      expect(res.status, JSON.stringify(res.body)).toBe(400)
      expect(res.body.result).toContain(message)
      expect(await pull(cartId)).toEqual(before)
    }
  })

  it('refuses more than 200 lines and none at all', async () => {
    const cartId = await newCart()
    const many = Array.from({ length: 201 }, () => ({ sku: skus[0], qty: 1 }))
    const tooMany = await add(cartId, many)
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.result).toContain('at most 200 lines')
    const none = await add(cartId, [])
    expect(none.body).toEqual({ code: 400, result: 'cartItems: At least one line.' })
  })

  it("works for a guest's cart; another customer's cart id is not found", async () => {
    const guestCart = await newCart('')
    const res = await add(guestCart, [{ sku: skus[0], qty: 2 }], '')
    expect(res.status).toBe(200)
    expect(res.body.result).toHaveLength(1)
    const mine = await newCart()
    const other = (
      await call(t.app, 'POST', '/api/user/login', {
        username: 'info@fietsenmaker-bakker.nl',
        password: TRADE_DEMO_PASSWORD,
      })
    ).body.result
    const before = await pull(mine)
    const refused = await add(mine, [{ sku: skus[0], qty: 1 }], other)
    expect(refused.status).toBe(404)
    expect(await pull(mine)).toEqual(before)
  })
})
