/**
 * The authorization matrix of the invoice calls (issue 18, decisions 0172-0176): customer A's
 * invoices and their PDF asked for by every kind of caller, every cell asserted. A is served, and
 * so is purchaser P assigned to A while acting for A. Refused: another customer B (naming A:
 * 403; A's PDF: 404, as if there were none), P with their own token (not acting) and purchaser Q
 * who is not assigned to A (the same), a guest and a forged token (401).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { customerSession } from './user-helpers.ts'
import { assign, makePurchaser, takeOver } from './helpers/purchaser.ts'
import { makeTrade, shippedOrder } from './helpers/invoice-fixture.ts'
import { issueShipmentInvoice } from '../src/invoice/issue-invoice.ts'

type Caller = 'A' | 'P-acting' | 'B' | 'P-own' | 'Q-own' | 'guest' | 'forged'
const CALLERS: Caller[] = ['A', 'P-acting', 'B', 'P-own', 'Q-own', 'guest', 'forged']

describe(`authorization matrix of the invoice calls (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
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
  const A = { id: 0, path: '', number: '' }
  const B = { id: 0, path: '' }

  const send = (as: Caller, name: string, body: unknown) =>
    call(t.app, 'POST', `/api/oculus/${name}${tokens[as] ? `?token=${tokens[as]}` : ''}`, body)

  beforeAll(async () => {
    t = await buildTestApp()
    const a = await customerSession(t.app)
    const b = await customerSession(t.app)
    A.id = a.id
    B.id = b.id
    tokens.A = a.token
    tokens.B = b.token
    await makeTrade(t.database.db, a.id, 'T80001')
    const p = await makePurchaser(t)
    const q = await makePurchaser(t)
    await assign(t, p.id, a.id)
    tokens['P-own'] = p.token
    tokens['Q-own'] = q.token
    tokens['P-acting'] = (await takeOver(t, p, a.id)).token
    for (const [who, target] of [
      [a.id, A],
      [b.id, B],
    ] as const) {
      const o = await shippedOrder(t.database.db, who)
      await t.database.db.transaction(async (tx) => {
        const r = await issueShipmentInvoice(tx, o.shipment.id)
        if (!r.ok) throw new Error(r.message)
        target.path = r.value.invoicePath
        if (target === A) A.number = r.value.number
      })
    }
  })
  afterAll(() => t.close())

  const listCells: Record<Caller, number> = {
    A: 200,
    'P-acting': 200,
    B: 403,
    'P-own': 403,
    'Q-own': 403,
    guest: 401,
    forged: 401,
  }
  const downloadCells: Record<Caller, number> = {
    A: 200,
    'P-acting': 200,
    B: 404,
    'P-own': 404,
    'Q-own': 404,
    guest: 401,
    forged: 401,
  }

  for (const as of CALLERS) {
    it(`getOculusInvoices naming A's customerId as ${as}: ${listCells[as]}`, async () => {
      for (const field of ['customerId', 'customer_id']) {
        const res = await send(as, 'getOculusInvoices', { [field]: A.id })
        expect(res.status, JSON.stringify(res.body)).toBe(listCells[as])
        expect(res.body.code).toBe(listCells[as])
        if (res.status === 200) {
          expect(res.body.result.body.invoices.map((i: { number: string }) => i.number)).toEqual([A.number])
        } else {
          expect(JSON.stringify(res.body)).not.toContain(A.number)
          if (res.status === 403) expect(res.body.result).toContain(field)
        }
      }
    })

    it(`downloadInvoicePath of A's invoice as ${as}: ${downloadCells[as]}`, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/oculus/downloadInvoicePath${tokens[as] ? `?token=${tokens[as]}` : ''}`,
        payload: { invoicePath: A.path },
      })
      expect(res.statusCode, res.body.slice(0, 200)).toBe(downloadCells[as])
      if (res.statusCode === 200) {
        expect(res.headers['content-type']).toBe('application/pdf')
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
      } else {
        expect(res.headers['content-type']).toContain('application/json')
        expect(res.json().code).toBe(downloadCells[as])
      }
    })
  }

  it('each customer lists only their own invoices when naming nobody', async () => {
    const a = await send('A', 'getOculusInvoices', {})
    const b = await send('B', 'getOculusInvoices', {})
    expect(a.body.result.body.invoices.map((i: { invoicePath: string }) => i.invoicePath)).toEqual([A.path])
    expect(b.body.result.body.invoices.map((i: { invoicePath: string }) => i.invoicePath)).toEqual([B.path])
    const acting = await send('P-acting', 'getOculusInvoices', {})
    expect(acting.body.result.body.invoices.map((i: { invoicePath: string }) => i.invoicePath)).toEqual([
      A.path,
    ])
    // B downloads their own, not A's
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/oculus/downloadInvoicePath?token=${tokens.B}`,
      payload: { invoicePath: B.path },
    })
    expect(own.statusCode).toBe(200)
  })

  it('the staff API is closed without the admin key', async () => {
    for (const url of ['/api/admin/backoffice/invoices', `/api/admin/backoffice/invoices/${A.number}/pdf`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.A}` } })
      expect([401, 404]).toContain(res.statusCode)
    }
  })
})
