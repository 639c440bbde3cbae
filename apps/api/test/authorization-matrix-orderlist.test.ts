/**
 * The authorization matrix of the order-list calls, add-lines and sizes/colours (issue 17,
 * decisions 0161-0163): every call aimed at customer A's things (A's customer id, A's list, A's
 * cart) by every kind of caller, every cell asserted. A is served, and so is purchaser P assigned
 * to A while acting for A (Customer mode; in Apart-cart mode too, except A's own cart, which is
 * not the apart cart). Refused, naming the field and showing nothing of A's list: another customer
 * B, P with their own token (not acting), and purchaser Q who is not assigned to A (403; a cart
 * nobody else can address is 404); a guest and a forged token get 401. Sizes and colours are
 * catalogue facts: open to all.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TRADE_DEMO_PASSWORD } from '../src/seed/trade-customers.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { signIn } from './user-helpers.ts'
import { BAKKER, JANSEN, configurable, simpleSkus } from './order-list-helpers.ts'
import { assign, makePurchaser, takeOver } from './helpers/purchaser.ts'

type Refused = 'B' | 'guest' | 'forged' | 'P-own' | 'Q-own'
type Served = 'A' | 'P-acting' | 'P-apart'
type Caller = Refused | Served
type Res = Awaited<ReturnType<typeof call>>
type Method = 'GET' | 'POST' | 'DELETE'

const LOGIN_TEXT = 'U need to be loggedin to access your favorites.'

interface Row {
  name: string
  method: Method
  /** path and query after the base, with A's ids filled in */
  path: () => string
  body?: () => unknown
  /** expected status per refused caller (the served ones: 200 and `served`) */
  cells: Record<'B' | 'guest' | 'forged', number>
  /** a purchaser not acting for A (P-own, Q-own); default 403 */
  notActing?: number
  /** P in Apart-cart mode; default 200 */
  apart?: number
  served: (res: Res) => void
}

describe(`authorization matrix of the order-list calls (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  const tokens: Record<Caller, string> = {
    A: '',
    B: '',
    guest: '',
    forged: 'eyJhbGciOiJIUzI1NiJ9.e30.forged',
    'P-own': '',
    'Q-own': '',
    'P-acting': '',
    'P-apart': '',
  }
  /** what the caller appends to every query (the apart-cart purchaser parameter) */
  const extra: Partial<Record<Caller, string>> = {}
  const A = { id: 0, listId: 0, entityId: 0, otherEntityId: 0, cartId: '', sku: '', confId: 0 }

  const withToken = (as: Caller, path: string) =>
    tokens[as] ? `${path}${path.includes('?') ? '&' : '?'}token=${tokens[as]}${extra[as] ?? ''}` : path
  const send = (as: Caller, row: Row) =>
    call(t.app, row.method as 'GET', withToken(as, row.path()), row.body?.())

  const refusedList = { B: 403, guest: 401, forged: 401 }
  /** a fresh list of A's for each destructive call */
  const scratch = { listId: 0 }

  const rows: Row[] = [
    {
      name: 'lists',
      method: 'GET',
      path: () => `/api/orderlist/lists?customer_id=${A.id}`,
      cells: refusedList,
      served: (r) => expect(r.body.result.map((l: any) => l.list_id)).toContain(A.listId),
    },
    {
      name: 'items',
      method: 'GET',
      path: () => `/api/orderlist/items?customer_id=${A.id}&list_id=${A.listId}`,
      cells: refusedList,
      served: (r) => expect(r.body.result[0]).toMatchObject({ entity_id: A.entityId }),
    },
    {
      name: 'is-allowed',
      method: 'GET',
      path: () => `/api/orderlist/is-allowed?customer_id=${A.id}&list_id=${A.listId}`,
      cells: refusedList,
      served: (r) => expect(r.body.result).toBe(true),
    },
    {
      name: 'product-on-list',
      method: 'GET',
      path: () =>
        `/api/orderlist/product-on-list?customer_id=${A.id}&list_id=${A.listId}&entity_id=${A.entityId}`,
      cells: refusedList,
      served: (r) => expect(r.body.result).toBe(true),
    },
    {
      name: 'list-with-filters',
      method: 'POST',
      path: () => '/api/orderlist/list-with-filters',
      body: () => ({ customerId: A.id, options: { listId: A.listId } }),
      cells: refusedList,
      served: (r) => expect(r.body.result.total).toBe(1),
    },
    {
      name: 'add-list',
      method: 'POST',
      path: () => '/api/orderlist/add-list',
      body: () => ({ customerId: A.id, name: 'Matrix' }),
      cells: refusedList,
      served: (r) => expect(r.body.result).toMatchObject({ name: 'Matrix' }),
    },
    {
      name: 'copy',
      method: 'POST',
      path: () => '/api/orderlist/copy',
      body: () => ({ customerId: A.id, listId: A.listId, name: 'Matrix kopie' }),
      cells: refusedList,
      served: (r) => expect(r.body.result).toMatchObject({ name: 'Matrix kopie' }),
    },
    {
      name: 'rename',
      method: 'POST',
      path: () => '/api/orderlist/rename',
      body: () => ({ customerId: A.id, listId: scratch.listId, name: 'Hernoemd' }),
      cells: refusedList,
      served: (r) => expect(r.body.result).toEqual({ list_id: scratch.listId, name: 'Hernoemd' }),
    },
    {
      name: 'add-product',
      method: 'POST',
      path: () => '/api/orderlist/add-product',
      body: () => ({ customerId: A.id, listId: scratch.listId, entityId: A.otherEntityId, defaultAmount: 3 }),
      cells: refusedList,
      served: (r) => expect(r.body.result).toMatchObject({ entity_id: A.otherEntityId, default_amount: 3 }),
    },
    {
      name: 'reorder',
      method: 'POST',
      path: () => '/api/orderlist/reorder',
      body: () => ({ customerId: A.id, listId: scratch.listId, order: [] }),
      cells: refusedList,
      served: (r) => expect(r.body.result).toEqual([]),
    },
    {
      name: 'delete item',
      method: 'DELETE',
      path: () => '/api/orderlist/item',
      body: () => ({ customerId: A.id, listId: A.listId, entityId: A.entityId }),
      cells: refusedList,
      served: (r) => expect(r.body.result).toBe(true),
    },
    {
      name: 'delete list',
      method: 'DELETE',
      path: () => '/api/orderlist/list',
      body: () => ({ customerId: A.id, listId: scratch.listId }),
      cells: refusedList,
      served: (r) => expect(r.body.result).toBe(true),
    },
    {
      name: 'cart add-lines',
      method: 'POST',
      path: () => `/api/cart/add-lines?cartId=${A.cartId}`,
      body: () => ({ cartItems: [{ sku: A.sku, qty: 1 }] }),
      // nobody else can address A's cart: it is not found for them; a forged token is refused
      cells: { B: 404, guest: 404, forged: 401 },
      notActing: 404,
      // the apart cart is another cart than A's own (decision 0151)
      apart: 404,
      served: (r) => expect(r.body.result.map((l: any) => l.sku)).toContain(A.sku),
    },
    {
      name: 'sizes',
      method: 'GET',
      path: () => `/api/purchaser/sizes/${A.confId}`,
      cells: { B: 200, guest: 200, forged: 200 },
      notActing: 200,
      served: (r) => expect(r.body.result.length).toBeGreaterThan(0),
    },
    {
      name: 'colors',
      method: 'GET',
      path: () => `/api/purchaser/colors/${A.confId}`,
      cells: { B: 200, guest: 200, forged: 200 },
      notActing: 200,
      served: (r) => expect(r.body.result.length).toBeGreaterThan(0),
    },
  ]

  beforeAll(async () => {
    t = await buildTestApp()
    tokens.A = (await signIn(t.app, JANSEN, TRADE_DEMO_PASSWORD)).token
    tokens.B = (await signIn(t.app, BAKKER, TRADE_DEMO_PASSWORD)).token
    A.id = (await call(t.app, 'GET', `/api/user/me?token=${tokens.A}`)).body.result.id
    const [first, second] = await simpleSkus(t, 2)
    ;[A.entityId, A.sku, A.otherEntityId] = [first!.id, first!.sku, second!.id]
    A.confId = (await configurable(t)).id
    A.cartId = String((await call(t.app, 'POST', `/api/cart/create?token=${tokens.A}`)).body.result)
    const p = await makePurchaser(t)
    const q = await makePurchaser(t)
    await assign(t, p.id, A.id)
    tokens['P-own'] = p.token
    tokens['Q-own'] = q.token
    tokens['P-acting'] = (await takeOver(t, p, A.id, 'customer')).token
    const apart = await takeOver(t, p, A.id, 'apart')
    tokens['P-apart'] = apart.token
    extra['P-apart'] = apart.query
  })
  afterAll(() => t?.close())

  beforeEach(() => fresh())

  /** A's list with one product, and a scratch list for the calls that change or delete a list */
  async function fresh() {
    const list = await call(t.app, 'POST', `/api/orderlist/add-list?token=${tokens.A}`, {
      name: 'Matrixlijst',
    })
    A.listId = list.body.result.list_id
    await call(t.app, 'POST', `/api/orderlist/add-product?token=${tokens.A}`, {
      listId: A.listId,
      entityId: A.entityId,
    })
    scratch.listId = (
      await call(t.app, 'POST', `/api/orderlist/add-list?token=${tokens.A}`, { name: 'Kladlijst' })
    ).body.result.list_id
  }

  const aState = async () => ({
    lists: (await call(t.app, 'GET', `/api/orderlist/lists?token=${tokens.A}`)).body.result,
    items: (await call(t.app, 'GET', `/api/orderlist/items?token=${tokens.A}&list_id=${A.listId}`)).body
      .result,
    cart: (await call(t.app, 'GET', `/api/cart/pull?token=${tokens.A}&cartId=${A.cartId}`)).body.result,
  })

  for (const row of rows) {
    const notActing = row.notActing ?? 403
    const apart = row.apart ?? 200
    it(`${row.name}: A/P acting 200, P apart ${apart}, B ${row.cells.B}, P/Q not acting ${notActing}, guest ${row.cells.guest}, forged ${row.cells.forged}`, async () => {
      const before = await aState()
      const refused: [Caller, number][] = [
        ['B', row.cells.B],
        ['guest', row.cells.guest],
        ['forged', row.cells.forged],
        ['P-own', notActing],
        ['Q-own', notActing],
      ]
      if (apart !== 200) refused.push(['P-apart', apart])
      for (const [as, status] of refused) {
        const res = await send(as, row)
        expect(res.status, `${as}: ${JSON.stringify(res.body)}`).toBe(status)
        expect(res.body.code).toBe(status)
        if (status === 401 && row.path().startsWith('/api/orderlist'))
          expect(res.body.result).toBe(LOGIN_TEXT)
        if (status === 403) {
          expect(res.body.result).toMatch(/^customer_?[iI]d: /)
          expect(JSON.stringify(res.body)).not.toContain('Matrixlijst')
        }
      }
      // nobody but A (or P acting for A) changed A's lists or cart
      expect(await aState()).toEqual(before)
      const served: Caller[] = apart === 200 ? ['A', 'P-acting', 'P-apart'] : ['A', 'P-acting']
      for (const as of served) {
        await fresh()
        const res = await send(as, row)
        expect(res.status, `${as}: ${JSON.stringify(res.body)}`).toBe(200)
        row.served(res)
      }
    })
  }

  it('a purchaser not assigned to A cannot take A over', async () => {
    const q = await makePurchaser(t)
    const hash = await call(t.app, 'POST', `/api/purchaser/create-hash?token=${q.token}`, {
      customerId: A.id,
      purchaserId: q.id,
    })
    expect(hash.status).toBe(403)
  })

  it("B naming A's list under its own id: 403 naming the list field, no content", async () => {
    for (const [method, path, body] of [
      ['GET', `/api/orderlist/items?list_id=${A.listId}`, undefined],
      ['POST', '/api/orderlist/rename', { listId: A.listId, name: 'Van B' }],
      ['DELETE', '/api/orderlist/item', { listId: A.listId, entityId: A.entityId }],
    ] as const) {
      const res = await call(t.app, method as 'GET', withToken('B', path), body)
      expect(res.status, path).toBe(403)
      expect(res.body.result).toMatch(/^list_?[iI]d: This list is not yours\.$/)
    }
    expect(
      (await call(t.app, 'GET', withToken('B', `/api/orderlist/is-allowed?list_id=${A.listId}`))).body.result,
    ).toBe(false)
  })
})
