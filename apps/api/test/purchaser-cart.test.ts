/**
 * The apart cart and orders placed by a purchaser (issue 17, decision 0151): Customer mode works in
 * the customer's own cart, Apart-cart mode (`?purchaser=` / create body {purchaserId}) in a cart of
 * the purchaser's own for that customer, which the customer never sees; an order from either
 * records the purchaser and is audited.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purchaserAudit, quote, salesOrder } from '../src/db/schema/index.ts'
import { assign, makePurchaser, takeOver, type Takeover, type TestPurchaser } from './helpers/purchaser.ts'
import { orderBody } from './order-helpers.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { customerSession } from './user-helpers.ts'

describe(`purchaser carts and orders (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let purchaser: TestPurchaser
  let dealer: { id: number; token: string; email: string }
  let sku = ''
  let ownCartId = ''
  let apart: Takeover
  let asCustomer: Takeover

  const cartCall = (method: 'GET' | 'POST', path: string, token: string, extra = '', body?: unknown) =>
    call(t.app, method, `/api/cart/${path}?token=${token}${extra}`, body)
  const lines = async (token: string, cartId: string, extra = '') =>
    (await cartCall('GET', 'pull', token, `&cartId=${cartId}${extra}`)).body.result as {
      sku: string
      qty: number
    }[]

  beforeAll(async () => {
    t = await buildTestApp()
    const [row] = await t.database.rows<{ sku: string }>(sql`
      select p.sku from product p join stock_item s on s.product_id = p.id
      where p.type_id = 'simple' and p.status = 1 and s.is_in_stock and s.qty >= 100 order by p.id limit 1`)
    sku = row!.sku
    dealer = await customerSession(t.app)
    purchaser = await makePurchaser(t)
    await assign(t, purchaser.id, dealer.id)
    ownCartId = String((await cartCall('POST', 'create', dealer.token)).body.result)
    const added = await cartCall('POST', 'update', dealer.token, `&cartId=${ownCartId}`, {
      cartItem: { sku, qty: 1 },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    apart = await takeOver(t, purchaser, dealer.id, 'apart')
    asCustomer = await takeOver(t, purchaser, dealer.id, 'customer')
  })
  afterAll(() => t?.close())

  it('Apart cart: a cart of its own, which leaves the customer cart untouched', async () => {
    const created = await cartCall('POST', 'create', apart.token, '', { purchaserId: purchaser.id })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const apartCartId = String(created.body.result)
    expect(apartCartId).not.toBe(ownCartId)
    // the same apart cart again, by body or by query
    expect(String((await cartCall('POST', 'create', apart.token, apart.query)).body.result)).toBe(apartCartId)
    const added = await cartCall('POST', 'update', apart.token, `&cartId=${apartCartId}${apart.query}`, {
      cartItem: { sku, qty: 3 },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(await lines(apart.token, apartCartId, apart.query)).toEqual([
      expect.objectContaining({ sku, qty: 3 }),
    ])
    const [row] = await t.database.db
      .select()
      .from(quote)
      .where(eq(quote.id, Number(apartCartId)))
    expect(row).toMatchObject({ customerId: dealer.id, purchaserId: purchaser.id, isActive: true })
    // the customer's own cart is as it was
    expect(await lines(dealer.token, ownCartId)).toEqual([expect.objectContaining({ sku, qty: 1 })])
    // the customer never reaches the apart cart: not by id, not by create, not with ?purchaser=
    expect((await cartCall('GET', 'pull', dealer.token, `&cartId=${apartCartId}`)).status).toBe(404)
    expect(String((await cartCall('POST', 'create', dealer.token)).body.result)).toBe(ownCartId)
    const named = await cartCall(
      'GET',
      'pull',
      dealer.token,
      `&cartId=${apartCartId}&purchaser=${purchaser.id}`,
    )
    expect(named.status).toBe(403)
    expect(named.body.result).toMatch(/^purchaser:/)
    const byBody = await cartCall('POST', 'create', dealer.token, '', { purchaserId: purchaser.id })
    expect(byBody.status).toBe(403)
    // nor through a back-office call naming the cart
    const oculus = await call(t.app, 'POST', `/api/oculus/refreshOculusCartPrices?token=${dealer.token}`, {
      cart_id: apartCartId,
      customer_id: dealer.id,
    })
    expect(oculus.status).toBe(403)
    // the takeover token without ?purchaser= is Customer mode: the customer's own cart
    expect((await cartCall('GET', 'pull', apart.token, `&cartId=${apartCartId}`)).status).toBe(404)
  })

  it('Customer mode: works in the customer own cart', async () => {
    const created = await cartCall('POST', 'create', asCustomer.token)
    expect(String(created.body.result)).toBe(ownCartId)
    expect(await lines(asCustomer.token, ownCartId)).toEqual([expect.objectContaining({ sku, qty: 1 })])
  })

  it('records the purchaser on orders from either cart and audits them', async () => {
    const apartCartId = String((await cartCall('POST', 'create', apart.token, apart.query)).body.result)
    const fromApart = await call(
      t.app,
      'POST',
      `/api/order?token=${apart.token}${apart.query}`,
      orderBody(apartCartId, [{ sku, qty: 3 }], { user_id: String(dealer.id) }),
    )
    expect(fromApart.status, JSON.stringify(fromApart.body)).toBe(200)
    const [apartOrder] = await t.database.db
      .select()
      .from(salesOrder)
      .where(and(eq(salesOrder.customerId, dealer.id), eq(salesOrder.quoteId, Number(apartCartId))))
    expect(apartOrder?.purchaserId).toBe(purchaser.id)
    // the customer's cart is still open, with its line
    expect(await lines(dealer.token, ownCartId)).toEqual([expect.objectContaining({ sku, qty: 1 })])

    const fromOwn = await call(
      t.app,
      'POST',
      `/api/order?token=${asCustomer.token}`,
      orderBody(ownCartId, [{ sku, qty: 1 }], { user_id: String(dealer.id) }),
    )
    expect(fromOwn.status, JSON.stringify(fromOwn.body)).toBe(200)
    const [ownOrder] = await t.database.db
      .select()
      .from(salesOrder)
      .where(and(eq(salesOrder.customerId, dealer.id), eq(salesOrder.quoteId, Number(ownCartId))))
    expect(ownOrder?.purchaserId).toBe(purchaser.id)

    const audit = await t.database.db
      .select()
      .from(purchaserAudit)
      .where(and(eq(purchaserAudit.purchaserId, purchaser.id), eq(purchaserAudit.action, 'order_placed')))
    expect(audit.map((a) => a.details.apartCart).sort()).toEqual([false, true])
    expect(audit.every((a) => a.customerId === dealer.id)).toBe(true)
  })

  it('records no purchaser on the customer own orders', async () => {
    const cartId = String((await cartCall('POST', 'create', dealer.token)).body.result)
    await cartCall('POST', 'update', dealer.token, `&cartId=${cartId}`, { cartItem: { sku, qty: 1 } })
    const placed = await call(
      t.app,
      'POST',
      `/api/order?token=${dealer.token}`,
      orderBody(cartId, [{ sku, qty: 1 }]),
    )
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const [order] = await t.database.db
      .select()
      .from(salesOrder)
      .where(eq(salesOrder.quoteId, Number(cartId)))
    expect(order?.purchaserId).toBeNull()
  })
})
