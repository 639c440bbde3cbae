/**
 * The authorization matrix of the order calls (issue 18, decisions 0167-0169): every call aimed at
 * customer A's orders by every kind of caller, every cell asserted. A is served, and so is
 * purchaser P assigned to A while acting for A. Refused, naming the field and showing nothing of
 * A's orders: another customer B, P with their own token (not acting) and purchaser Q who is not
 * assigned to A (403 when they name A; 404 when they name only A's order); a guest and a forged
 * token get 401. The staff endpoints take the admin key only.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TRADE_DEMO_PASSWORD } from '../src/seed/trade-customers.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { signIn } from './user-helpers.ts'
import { BAKKER, JANSEN, simpleSkus } from './order-list-helpers.ts'
import { assign, makePurchaser, takeOver } from './helpers/purchaser.ts'
import { admin, oculus, phoneOrder, useAdminKey } from './helpers/fulfilment.ts'

type Caller = 'A' | 'P-acting' | 'B' | 'P-own' | 'Q-own' | 'guest' | 'forged'
const REFUSED = { B: 403, 'P-own': 403, 'Q-own': 403, guest: 401, forged: 401 } as const

describe(`authorization matrix of the order calls (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  const tokens: Record<Caller, string> = {
    A: '',
    'P-acting': '',
    B: '',
    'P-own': '',
    'Q-own': '',
    guest: '',
    forged: 'eyJhbGciOiJIUzI1NiJ9.e30.forged',
  }
  const A = { id: 0, orderId: '', lineId: 0, sku: '' }
  let cancels = 1

  beforeAll(async () => {
    t = await buildTestApp({ now: new Date('2026-11-27T10:00:00Z') })
    useAdminKey(t)
    tokens.A = (await signIn(t.app, JANSEN, TRADE_DEMO_PASSWORD)).token
    tokens.B = (await signIn(t.app, BAKKER, TRADE_DEMO_PASSWORD)).token
    A.id = (await call(t.app, 'GET', `/api/user/me?token=${tokens.A}`)).body.result.id
    A.sku = (await simpleSkus(t, 1))[0]!.sku
    const p = await makePurchaser(t)
    const q = await makePurchaser(t)
    await assign(t, p.id, A.id)
    tokens['P-own'] = p.token
    tokens['Q-own'] = q.token
    tokens['P-acting'] = (await takeOver(t, p, A.id, 'customer')).token
  })
  afterAll(() => t?.close())

  /** A fresh order of A's with a backordered line (so cancelBackorder has something to cancel) */
  beforeEach(async () => {
    const order = await phoneOrder(t, A.id, [{ sku: A.sku, qty: 3 }])
    A.orderId = order.orderId
    A.lineId = order.lines[0]!.lineId
    const bo = await admin(t, 'POST', `/orders/${A.orderId}/backorder`, {
      lineId: A.lineId,
      expectedDate: '2027-01-15',
    })
    expect(bo.status).toBe(200)
  })

  const rows: { name: string; body: () => Record<string, unknown>; served: (body: any) => void }[] = [
    {
      name: 'getOculusOrders',
      body: () => ({ customerId: A.id }),
      served: (b) => expect(b.orders.map((o: any) => o.orderId)).toContain(A.orderId),
    },
    {
      name: 'getOculusOrderDetails',
      body: () => ({ customerId: A.id, orderId: A.orderId }),
      served: (b) => expect(b).toMatchObject({ orderId: A.orderId, lines: [{ lineId: A.lineId }] }),
    },
    {
      name: 'getOculusBackorders',
      body: () => ({ customerId: A.id }),
      served: (b) => expect(b.backorders.map((l: any) => l.lineId)).toContain(A.lineId),
    },
    {
      name: 'getQtyUpdates',
      body: () => ({ customerId: A.id, type: 'all', order_ids: [A.orderId] }),
      served: (b) =>
        expect(b.updates).toEqual([expect.objectContaining({ lineId: A.lineId, qtyBackordered: 3 })]),
    },
    {
      name: 'cancelBackorder',
      body: () => ({ customerId: A.id, orderId: A.orderId, lineId: A.lineId, qty: 1 }),
      // A cancels one, then P acting for A one more
      served: (b) =>
        expect([b.lineId, b.qtyBackordered + b.qtyCanceled, b.qtyCanceled - cancels++]).toEqual([
          A.lineId,
          3,
          0,
        ]),
    },
  ]

  const aState = async () =>
    (await oculus(t, tokens.A, 'getOculusOrderDetails', { orderId: A.orderId })).body.result.body

  for (const row of rows) {
    it(`${row.name}: A and P acting 200; B, P and Q not acting 403; guest and forged 401`, async () => {
      const before = await aState()
      for (const [as, status] of Object.entries(REFUSED) as [Caller, number][]) {
        const res = await oculus(t, tokens[as], row.name, row.body())
        expect(res.status, `${as}: ${JSON.stringify(res.body)}`).toBe(status)
        expect(res.body.code).toBe(status)
        if (status === 403) expect(res.body.result).toMatch(/^customer_?[iI]d: /)
        expect(JSON.stringify(res.body)).not.toContain(A.orderId)
      }
      expect(await aState()).toEqual(before)
      for (const as of ['A', 'P-acting'] as const) {
        const res = await oculus(t, tokens[as], row.name, row.body())
        expect(res.status, `${as}: ${JSON.stringify(res.body)}`).toBe(200)
        row.served(res.body.result.body)
      }
    })
  }

  it("naming only A's order: B, P and Q not acting find nothing (404), and their lists hold none of A's", async () => {
    for (const as of ['B', 'P-own', 'Q-own'] as const) {
      for (const name of ['getOculusOrderDetails', 'cancelBackorder']) {
        const res = await oculus(t, tokens[as], name, { orderId: A.orderId, lineId: A.lineId })
        expect(res.status, `${as} ${name}`).toBe(404)
        expect(res.body.result).toBe(`orderId: no order ${A.orderId}`)
      }
      const list = await oculus(t, tokens[as], 'getOculusOrders', {})
      expect(list.status).toBe(200)
      expect(JSON.stringify(list.body)).not.toContain(A.orderId)
      const qty = await oculus(t, tokens[as], 'getQtyUpdates', { order_ids: [A.orderId] })
      expect(qty.body.result.body.updates).toEqual([])
      const bo = await oculus(t, tokens[as], 'getOculusBackorders', {})
      expect(JSON.stringify(bo.body)).not.toContain(A.orderId)
    }
  })

  it('the staff order endpoints take the admin key, never a customer token', async () => {
    for (const token of [tokens.A, tokens['P-acting'], '']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/backoffice/orders/${A.orderId}/ship?token=${token}`,
        payload: { lines: [{ lineId: A.lineId, qty: 1 }] },
      })
      expect(res.statusCode).toBe(401)
    }
    expect((await aState()).lines[0].qtyShipped).toBe(0)
  })
})
