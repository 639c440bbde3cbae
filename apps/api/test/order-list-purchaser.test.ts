/**
 * Order lists in purchaser mode (issue 17, decisions 0161, 0162): a purchaser acting for a dealer
 * sees and changes the dealer's lists, adds a list to the dealer (created_by_purchaser, audit
 * list_added) and copies one of their own lists to the dealer (audit list_copied); never another
 * purchaser's list. Add-lines in Apart-cart mode fills the apart cart and leaves the dealer's own.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purchaserAudit } from '../src/db/schema/index.ts'
import { TRADE_DEMO_PASSWORD } from '../src/seed/trade-customers.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { signIn } from './user-helpers.ts'
import { assign, makePurchaser, takeOver, type TestPurchaser } from './helpers/purchaser.ts'
import { JANSEN, listCall, simpleSkus } from './order-list-helpers.ts'

describe(`order lists in purchaser mode (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let dealer = { id: 0, token: '' }
  let p: TestPurchaser
  let acting = ''
  let products: { id: number; sku: string }[] = []

  const audit = (action: string) =>
    t.database.db
      .select()
      .from(purchaserAudit)
      .where(and(eq(purchaserAudit.purchaserId, p.id), eq(purchaserAudit.action, action)))

  beforeAll(async () => {
    t = await buildTestApp()
    const token = (await signIn(t.app, JANSEN, TRADE_DEMO_PASSWORD)).token
    dealer = { id: (await call(t.app, 'GET', `/api/user/me?token=${token}`)).body.result.id, token }
    p = await makePurchaser(t)
    await assign(t, p.id, dealer.id)
    acting = (await takeOver(t, p, dealer.id, 'customer')).token
    products = await simpleSkus(t, 3)
  })
  afterAll(() => t?.close())

  it("sees the dealer's lists, as the dealer does", async () => {
    const mine = await listCall(t, dealer.token, 'GET', 'lists')
    const theirs = await listCall(t, acting, 'GET', `lists?customer_id=${dealer.id}`)
    expect(theirs.status).toBe(200)
    expect(theirs.body.result).toEqual(mine.body.result)
    expect(theirs.body.result.map((l: any) => l.name)).toEqual(
      expect.arrayContaining(['Vaste voorraad', 'Voorjaar']),
    )
  })

  it('adds a list to the dealer: created_by_purchaser and the audit row', async () => {
    const res = await listCall(t, acting, 'POST', 'add-list', {
      customerId: dealer.id,
      name: 'Van de vertegenwoordiger',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const listId = res.body.result.list_id
    const seen = (await listCall(t, dealer.token, 'GET', 'lists')).body.result.find(
      (l: any) => l.list_id === listId,
    )
    expect(seen).toMatchObject({ name: 'Van de vertegenwoordiger', created_by_purchaser: p.id })
    const rows = await audit('list_added')
    expect(rows.find((r) => r.details.list_id === listId)).toMatchObject({ customerId: dealer.id })
  })

  it('copies one of their own lists to the dealer, with its items', async () => {
    const own = (await listCall(t, p.token, 'POST', 'add-list', { name: 'Standaard voorjaar' })).body.result
      .list_id
    for (const [i, product] of products.entries())
      await listCall(t, p.token, 'POST', 'add-product', {
        listId: own,
        entityId: product.id,
        defaultAmount: i + 1,
      })
    const copy = await listCall(t, acting, 'POST', 'copy', {
      customerId: dealer.id,
      listId: own,
      name: 'Voorjaar 2027',
    })
    expect(copy.status, JSON.stringify(copy.body)).toBe(200)
    const items = (await listCall(t, dealer.token, 'GET', `items?list_id=${copy.body.result.list_id}`)).body
      .result
    expect(items.map((i: any) => [i.entity_id, i.default_amount])).toEqual(
      products.map((pr, i) => [pr.id, i + 1]),
    )
    const lists = (await listCall(t, dealer.token, 'GET', 'lists')).body.result
    expect(lists.find((l: any) => l.list_id === copy.body.result.list_id).created_by_purchaser).toBe(p.id)
    expect((await audit('list_copied')).find((r) => r.details.from_list_id === own)).toMatchObject({
      customerId: dealer.id,
      details: { list_id: copy.body.result.list_id, name: 'Voorjaar 2027' },
    })
    // the purchaser's own list is not the dealer's: not readable through the dealer
    expect((await listCall(t, acting, 'GET', `items?list_id=${own}`)).status).toBe(403)
    // the dealer cannot copy the purchaser's list themselves
    expect(
      (await listCall(t, dealer.token, 'POST', 'copy', { listId: own, name: 'Ook van mij' })).status,
    ).toBe(403)
  })

  it("never copies another purchaser's list", async () => {
    const q = await makePurchaser(t)
    const theirs = (await listCall(t, q.token, 'POST', 'add-list', { name: 'Van Q' })).body.result.list_id
    const res = await listCall(t, acting, 'POST', 'copy', {
      customerId: dealer.id,
      listId: theirs,
      name: 'Gekopieerd',
    })
    expect(res).toMatchObject({ status: 403, body: { result: 'listId: This list is not yours.' } })
  })

  it('a ?purchaser= that is not the acting purchaser is refused', async () => {
    const res = await listCall(t, dealer.token, 'GET', 'lists', undefined, `&purchaser=${p.id}`)
    expect(res.status).toBe(403)
    expect(res.body.result).toMatch(/^purchaser: /)
  })

  it("add-lines in Apart-cart mode fills the apart cart and leaves the dealer's own cart", async () => {
    const own = String((await call(t.app, 'POST', `/api/cart/create?token=${dealer.token}`)).body.result)
    const ownBefore = (await call(t.app, 'GET', `/api/cart/pull?token=${dealer.token}&cartId=${own}`)).body
      .result
    const apart = await takeOver(t, p, dealer.id, 'apart')
    const created = await call(t.app, 'POST', `/api/cart/create?token=${apart.token}${apart.query}`, {
      purchaserId: p.id,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const apartCart = String(created.body.result)
    expect(apartCart).not.toBe(own)
    const lines = products.map((pr) => ({ sku: pr.sku, qty: 2 }))
    const res = await call(
      t.app,
      'POST',
      `/api/cart/add-lines?token=${apart.token}&cartId=${apartCart}${apart.query}`,
      {
        cartItems: lines,
      },
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.result.map((l: any) => [l.sku, l.qty])).toEqual(products.map((pr) => [pr.sku, 2]))
    expect(
      (await call(t.app, 'GET', `/api/cart/pull?token=${dealer.token}&cartId=${own}`)).body.result,
    ).toEqual(ownBefore)
  })
})
