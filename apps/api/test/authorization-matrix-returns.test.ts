/**
 * The authorization matrix of the returns and warranty calls (issue 18, decisions 0177-0181):
 * every call aimed at customer A's things by every kind of caller, every cell asserted. A is
 * served, and so is purchaser P assigned to A while acting for A. Refused, naming the field and
 * showing nothing of A's: another customer B, P with their own token (not acting), purchaser Q
 * who is not assigned to A (403); a guest and a forged token get 401. Without naming A, B reaches
 * only B's own: A's order and A's photo are "not found" for B.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backofficeReturn } from '../src/db/schema/index.ts'
import { TRADE_DEMO_PASSWORD } from '../src/seed/trade-customers.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { signIn } from './user-helpers.ts'
import { BAKKER, JANSEN } from './order-list-helpers.ts'
import { assign, makePurchaser, takeOver } from './helpers/purchaser.ts'
import { PNG_BYTES, deliveredOrder, lineQty, type DeliveredOrder } from './helpers/returns.ts'

type Refused = 'B' | 'guest' | 'forged' | 'P-own' | 'Q-own'
type Served = 'A' | 'P-acting'
type Caller = Refused | Served
type Res = Awaited<ReturnType<typeof call>>

interface Row {
  name: string
  method: 'GET' | 'POST'
  path: () => string
  body?: () => unknown
  served: (res: Res, as: Served) => void
}

const DB = process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'

describe(`authorization matrix of the returns and warranty calls (${DB})`, () => {
  let t: TestApp
  const tokens: Record<Caller, string> = {
    A: '',
    B: '',
    guest: '',
    forged: 'eyJhbGciOiJIUzI1NiJ9.e30.forged',
    'P-own': '',
    'Q-own': '',
    'P-acting': '',
  }
  const A = { id: 0, returnId: 0, number: '' }
  let order: DeliveredOrder
  let purchaserId = 0

  const withToken = (as: Caller, path: string) =>
    tokens[as] ? `${path}${path.includes('?') ? '&' : '?'}token=${tokens[as]}` : path
  const send = (as: Caller, row: Row) =>
    call(t.app, row.method as 'GET', withToken(as, row.path()), row.body?.())

  const rows: Row[] = [
    {
      name: 'getOculusWarrantyReturns',
      method: 'POST',
      path: () => '/api/oculus/getOculusWarrantyReturns',
      body: () => ({ customerId: A.id, type: 'warranty' }),
      served: (r) => expect(r.body.result.body.orders.map((o: any) => o.orderId)).toContain(order.number),
    },
    {
      name: 'getOculusWarrantyReturnsCached',
      method: 'POST',
      path: () => '/api/oculus/getOculusWarrantyReturnsCached',
      body: () => ({ customerId: A.id, type: 'return' }),
      served: (r) => expect(r.body.result.body.orders.map((o: any) => o.orderId)).toContain(order.number),
    },
    {
      name: 'sendItensBackToOculus',
      method: 'POST',
      path: () => '/api/oculus/sendItensBackToOculus',
      body: () => ({
        customer_id: A.id,
        items: [order.lines[0]!.id],
        qtys: [1],
        oculus_order: order.number,
        type: 'return',
        reason: 'other',
      }),
      served: (r) => expect(r.body.result.body).toMatchObject({ status: 'requested' }),
    },
    {
      name: 'getItensSentBackToOculus',
      method: 'POST',
      path: () => '/api/oculus/getItensSentBackToOculus',
      body: () => ({ customer_id: A.id }),
      served: (r) => expect(r.body.result.body.requests.map((q: any) => q.number)).toContain(A.number),
    },
    {
      name: 'getWarrantyPhoto',
      method: 'GET',
      path: () => `/api/oculus/getWarrantyPhoto?customer_id=${A.id}&returnId=${A.returnId}&index=1`,
      served: (r) => expect(r.status).toBe(200),
    },
  ]

  beforeAll(async () => {
    t = await buildTestApp()
    tokens.A = (await signIn(t.app, JANSEN, TRADE_DEMO_PASSWORD)).token
    tokens.B = (await signIn(t.app, BAKKER, TRADE_DEMO_PASSWORD)).token
    A.id = (await call(t.app, 'GET', `/api/user/me?token=${tokens.A}`)).body.result.id
    order = await deliveredOrder(t, A.id, [{ sku: 'MX-1', qty: 50 }])
    const warranty = await call(t.app, 'POST', `/api/oculus/sendItensBackToOculus?token=${tokens.A}`, {
      items: [order.lines[0]!.id],
      qtys: [1],
      oculus_order: order.number,
      type: 'warranty',
      reason: 'defect',
      reasonText: 'Kapot',
      photos: [{ name: 'p.png', contentType: 'image/png', data: PNG_BYTES.toString('base64') }],
    })
    expect(warranty.status, JSON.stringify(warranty.body)).toBe(200)
    A.returnId = warranty.body.result.body.returnId
    A.number = warranty.body.result.body.number
    const p = await makePurchaser(t)
    const q = await makePurchaser(t)
    await assign(t, p.id, A.id)
    purchaserId = p.id
    tokens['P-own'] = p.token
    tokens['Q-own'] = q.token
    tokens['P-acting'] = (await takeOver(t, p, A.id, 'customer')).token
  })
  afterAll(() => t?.close())

  for (const row of rows) {
    it(`${row.name}: A and P acting 200; B, P own, Q 403; guest and forged 401`, async () => {
      const before = await lineQty(t, order.lines[0]!.id)
      const refused: [Refused, number][] = [
        ['B', 403],
        ['P-own', 403],
        ['Q-own', 403],
        ['guest', 401],
        ['forged', 401],
      ]
      for (const [as, status] of refused) {
        const res = await send(as, row)
        expect(res.status, `${as}: ${JSON.stringify(res.body)}`).toBe(status)
        expect(res.body.code).toBe(status)
        if (status === 403) {
          expect(res.body.result).toMatch(/^customer_?[iI]d: /)
          expect(JSON.stringify(res.body)).not.toContain(order.number)
        }
      }
      // nothing was taken by a refused caller
      expect(await lineQty(t, order.lines[0]!.id)).toEqual(before)
      for (const as of ['A', 'P-acting'] as const) {
        const res = await send(as, row)
        expect(res.status, `${as}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200)
        row.served(res, as)
      }
    })
  }

  it('without naming A, B reaches only B’s own: A’s order, requests and photo are not found', async () => {
    const sendB = await call(t.app, 'POST', `/api/oculus/sendItensBackToOculus?token=${tokens.B}`, {
      items: [order.lines[0]!.id],
      qtys: [1],
      oculus_order: order.number,
      type: 'return',
      reason: 'other',
    })
    expect(sendB.status).toBe(404)
    const listB = await call(t.app, 'POST', `/api/oculus/getItensSentBackToOculus?token=${tokens.B}`, {})
    expect(listB.status).toBe(200)
    expect(JSON.stringify(listB.body)).not.toContain(A.number)
    const returnsB = await call(t.app, 'POST', `/api/oculus/getOculusWarrantyReturns?token=${tokens.B}`, {
      type: 'warranty',
    })
    expect(JSON.stringify(returnsB.body)).not.toContain(order.number)
    const photoB = await call(
      t.app,
      'GET',
      `/api/oculus/getWarrantyPhoto?token=${tokens.B}&returnId=${A.returnId}&index=1`,
    )
    expect(photoB.status).toBe(404)
    // the purchaser who acted is recorded with A's request
    const byP = await t.ctx.database.db
      .select({ customerId: backofficeReturn.customerId })
      .from(backofficeReturn)
      .where(eq(backofficeReturn.purchaserId, purchaserId))
    expect(byP).toEqual([{ customerId: A.id }])
  })
  it('every returns route is in /api/docs with its schema; a Bearer header serves like ?token=', async () => {
    const spec = (await call(t.app, 'GET', '/api/docs')).body
    for (const path of [
      '/api/oculus/getOculusWarrantyReturns',
      '/api/oculus/getOculusWarrantyReturnsCached',
      '/api/oculus/sendItensBackToOculus',
      '/api/oculus/getItensSentBackToOculus',
      '/api/oculus/getWarrantyPhoto',
      '/api/admin/backoffice/returns',
      '/api/admin/backoffice/returns/{ref}',
      '/api/admin/backoffice/returns/{ref}/photos/{index}',
      '/api/admin/backoffice/returns/{ref}/status',
    ])
      expect(spec.paths[path], path).toBeDefined()
    expect(JSON.stringify(spec.paths['/api/oculus/sendItensBackToOculus'].post)).toContain('reasonText')
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/api/oculus/getItensSentBackToOculus',
      headers: { authorization: `Bearer ${tokens.A}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'warranty' }),
    })
    expect(bearer.statusCode).toBe(200)
    expect(bearer.json().result.body.requests.map((r: any) => r.number)).toContain(A.number)
  })
})
