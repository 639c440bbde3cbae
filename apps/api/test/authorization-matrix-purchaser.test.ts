/**
 * The authorization matrix of the purchaser calls (spec 001 §7 Purchaser, decision 0150): a dealer
 * C, another customer D, purchaser P1 with C assigned (own token, and acting for C with a takeover
 * token), purchaser P2 without C, and a guest, against every call aimed at C. Every cell is
 * asserted: a guest is asked to sign in (401), a customer never reaches a purchaser function (403),
 * a purchaser never reaches a customer not assigned to them (403), and calls on the customer's
 * data need the takeover token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assign, makePurchaser, takeOver, type TestPurchaser } from './helpers/purchaser.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { customerSession, homeAddress } from './user-helpers.ts'

type Caller = 'guest' | 'customer' | 'otherCustomer' | 'purchaserWithout' | 'purchaserWith' | 'takeover'
type Res = Awaited<ReturnType<typeof call>>
const CALLERS: Caller[] = [
  'guest',
  'customer',
  'otherCustomer',
  'purchaserWithout',
  'purchaserWith',
  'takeover',
]

interface Row {
  name: string
  method: 'GET' | 'POST'
  /** the path for a caller (token in the query unless the row puts it in the path) */
  url: (token: string, as: Caller) => string
  body?: (as: Caller) => unknown
  cells: Record<Caller, number>
  /** checks of a 200 answer */
  served?: (res: Res, as: Caller) => void | Promise<void>
}

describe(`authorization matrix of the purchaser calls (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let p1: TestPurchaser
  let p2: TestPurchaser
  const C = { id: 0, token: '', email: '' }
  const D = { id: 0, token: '' }
  const tokens = {} as Record<Caller, string>
  const purchaserIdOf = (as: Caller) =>
    as === 'purchaserWithout'
      ? p2.id
      : as === 'guest'
        ? 1
        : as === 'customer'
          ? C.id
          : as === 'otherCustomer'
            ? D.id
            : p1.id

  const q = (token: string) => (token ? `?token=${token}` : '')
  const rows: Row[] = [
    {
      name: 'create-hash',
      method: 'POST',
      url: (token) => `/api/purchaser/create-hash${q(token)}`,
      body: (as) => ({ customerId: C.id, purchaserId: purchaserIdOf(as) }),
      cells: {
        guest: 401,
        customer: 403,
        otherCustomer: 403,
        purchaserWithout: 403,
        purchaserWith: 200,
        takeover: 200,
      },
      served: (res) => expect(res.body.result.hash).toEqual(expect.any(String)),
    },
    {
      name: 'me-purchaser/:token',
      method: 'GET',
      url: (token) => `/api/purchaser/me-purchaser/${token || 'not-a-token'}`,
      cells: {
        guest: 401,
        customer: 403,
        otherCustomer: 403,
        purchaserWithout: 200,
        purchaserWith: 200,
        takeover: 200,
      },
      served: (res, as) => {
        expect(res.body.result.id).toBe(as === 'purchaserWithout' ? p2.id : p1.id)
        expect(res.body.result.acting_customer_id).toBe(as === 'takeover' ? C.id : null)
      },
    },
    {
      name: 'me-purchaser?token=',
      method: 'GET',
      url: (token) => `/api/purchaser/me-purchaser${q(token)}`,
      cells: {
        guest: 401,
        customer: 403,
        otherCustomer: 403,
        purchaserWithout: 200,
        purchaserWith: 200,
        takeover: 200,
      },
    },
    {
      name: 'customer-list/:token',
      method: 'POST',
      url: (token) => `/api/purchaser/customer-list/${token || 'not-a-token'}`,
      body: () => ({}),
      cells: {
        guest: 401,
        customer: 403,
        otherCustomer: 403,
        purchaserWithout: 200,
        purchaserWith: 200,
        takeover: 200,
      },
      served: (res, as) => {
        const ids = (res.body.result as { id: number }[]).map((c) => c.id)
        // the purchaser without the assignment does not see C
        expect(ids.includes(C.id)).toBe(as !== 'purchaserWithout')
      },
    },
    {
      name: 'customer-list?token=',
      method: 'POST',
      url: (token) => `/api/purchaser/customer-list${q(token)}`,
      body: () => ({}),
      cells: {
        guest: 401,
        customer: 403,
        otherCustomer: 403,
        purchaserWithout: 200,
        purchaserWith: 200,
        takeover: 200,
      },
    },
    {
      name: 'save-address',
      method: 'POST',
      url: (token) => `/api/purchaser/save-address${q(token)}`,
      body: () => ({ address: homeAddress({ city: 'Matrixstad', default_shipping: false }) }),
      cells: {
        guest: 401,
        customer: 403,
        otherCustomer: 403,
        purchaserWithout: 403,
        purchaserWith: 403,
        takeover: 200,
      },
      served: (res) =>
        expect(res.body.result.address).toMatchObject({ customer_id: C.id, city: 'Matrixstad' }),
    },
    {
      name: 'delete-address',
      method: 'POST',
      url: (token) => `/api/purchaser/delete-address${q(token)}`,
      body: () => ({ addressId: cAddressId }),
      cells: {
        guest: 401,
        customer: 403,
        otherCustomer: 403,
        purchaserWithout: 403,
        purchaserWith: 403,
        takeover: 200,
      },
    },
    {
      name: 'cart/create {purchaserId} (the apart cart)',
      method: 'POST',
      url: (token) => `/api/cart/create${q(token)}`,
      body: (as) => ({ purchaserId: purchaserIdOf(as) }),
      cells: {
        guest: 403,
        customer: 403,
        otherCustomer: 403,
        purchaserWithout: 403,
        purchaserWith: 403,
        takeover: 200,
      },
    },
    {
      name: 'cart/pull ?purchaser= (names P1)',
      method: 'GET',
      url: (token) => `/api/cart/pull${q(token) || '?'}&cartId=${cCartId}&purchaser=${p1.id}`,
      // a purchaser's own token may carry their own id (their storefront sends it on every call):
      // it is then their own cart lookup, which does not find C's cart; the takeover token in
      // Apart-cart mode does not reach C's own cart either: 404
      cells: {
        guest: 403,
        customer: 403,
        otherCustomer: 403,
        purchaserWithout: 403,
        purchaserWith: 404,
        takeover: 404,
      },
    },
  ]
  let cAddressId = 0
  let cCartId = ''

  beforeAll(async () => {
    t = await buildTestApp()
    Object.assign(C, await customerSession(t.app))
    Object.assign(D, await customerSession(t.app))
    p1 = await makePurchaser(t)
    p2 = await makePurchaser(t)
    await assign(t, p1.id, C.id)
    await assign(t, p2.id, D.id)
    cCartId = String((await call(t.app, 'POST', `/api/cart/create?token=${C.token}`)).body.result)
    tokens.guest = ''
    tokens.customer = C.token
    tokens.otherCustomer = D.token
    tokens.purchaserWithout = p2.token
    tokens.purchaserWith = p1.token
    tokens.takeover = (await takeOver(t, p1, C.id)).token
  })
  afterAll(() => t?.close())

  for (const row of rows) {
    it(`${row.name}: ${CALLERS.map((c) => `${c} ${row.cells[c]}`).join(', ')}`, async () => {
      for (const as of CALLERS) {
        if (row.name === 'delete-address') {
          // a fresh address of C for every caller: only the takeover may delete it
          const added = await call(t.app, 'POST', `/api/purchaser/save-address?token=${tokens.takeover}`, {
            address: homeAddress({ city: 'Wegwerp', default_shipping: false }),
          })
          cAddressId = added.body.result.address.id
        }
        const res = await call(t.app, row.method, row.url(tokens[as], as), row.body?.(as))
        expect(res.status, `${as}: ${JSON.stringify(res.body)}`).toBe(row.cells[as])
        expect(res.body.code).toBe(row.cells[as])
        if (res.status === 200) await row.served?.(res, as)
        else expect(res.body.result).toEqual(expect.any(String))
      }
    })
  }

  it('a takeover token with another purchaser id in ?purchaser= is refused on every call (403 naming purchaser)', async () => {
    for (const row of rows) {
      const url = row.url(tokens.takeover, 'takeover')
      const res = await call(
        t.app,
        row.method,
        `${url}${url.includes('?') ? '&' : '?'}purchaser=${p2.id}`,
        row.body?.('takeover'),
      )
      expect(res.status, `${row.name}: ${JSON.stringify(res.body)}`).toBe(403)
      expect(res.body.result).toMatch(/^purchaser/)
    }
  })

  it('every purchaser route is in /api/docs with its schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' })
    const spec = JSON.parse(res.body)
    for (const path of [
      '/api/purchaser/create-hash',
      '/api/purchaser/me-purchaser/{token}',
      '/api/purchaser/customer-list/{token}',
      '/api/purchaser/save-address',
      '/api/purchaser/delete-address',
      '/api/admin/backoffice/purchasers/{id}/customers',
      '/api/admin/backoffice/purchaser-audit',
    ]) {
      expect(spec.paths[path], path).toBeDefined()
    }
    expect(JSON.stringify(spec.paths['/api/purchaser/create-hash'].post)).toContain('purchaserId')
  })
})
