/**
 * The authorization matrix of the back office's staff endpoints (/api/admin/backoffice/*, decision
 * 0134): every call aims at customer A's back-office data. Staff with the admin key are served;
 * customers A and B (with their own shop tokens, as query token and as Bearer header), a guest and
 * a caller with a wrong key are refused with 401 and learn nothing of A; without ADMIN_API_KEY the
 * endpoints do not exist (404), as every admin endpoint of the shop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { buildTestApp, type TestApp } from './test-app.ts'
import { customerSession } from './user-helpers.ts'

const ADMIN_KEY = 'test-admin-key-matrix-backoffice'
type Caller = 'staff' | 'A' | 'B' | 'guest' | 'wrong key'
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const CALLERS: Caller[] = ['staff', 'A', 'B', 'guest', 'wrong key']

interface Row {
  call: string
  request: () => { method: Method; path: string; body?: unknown }
  /** the staff's status (every other caller: 401) */
  staff: number
}

describe(`authorization matrix: back-office admin endpoints on A's data (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  const tokens: Record<Caller, string> = { staff: '', A: '', B: '', guest: '', 'wrong key': '' }
  const A = { id: 0, email: '', agreementId: 0, sku: '' }

  beforeAll(async () => {
    t = await buildTestApp()
    t.ctx.config.accounts.adminApiKey = ADMIN_KEY
    const a = await customerSession(t.app)
    const b = await customerSession(t.app)
    Object.assign(A, { id: a.id, email: a.email })
    tokens.A = a.token
    tokens.B = b.token
    await t.ctx.database.rows(sql`update customer set backoffice_id = 'D-MATRIX-A' where id = ${a.id}`)
    const [p] = await t.ctx.database.rows<{ sku: string }>(
      sql`select sku from product where type_id = 'simple' order by id limit 1`,
    )
    A.sku = p!.sku
  })
  afterAll(() => t.close())

  // each agreement call gets a fresh agreement of A's, so the order of the cells does not matter
  const agreementOfA = () => ({
    kind: 'sku',
    target: A.sku,
    net_price: 10,
    min_qty: 1 + Math.floor(Math.random() * 1e6),
  })
  const rows: Row[] = [
    { call: 'list trade customers', request: () => ({ method: 'GET', path: '/customers' }), staff: 200 },
    {
      call: 'create a trade customer',
      request: () => ({
        method: 'POST',
        path: '/customers',
        body: {
          email: `matrix.${Date.now()}.${Math.random()}@fietsen.test`,
          firstname: 'M',
          lastname: 'X',
          company: 'Matrix',
          backoffice_id: `D-MATRIX-${Math.random()}`,
        },
      }),
      staff: 200,
    },
    { call: "A's data", request: () => ({ method: 'GET', path: `/customers/${A.id}` }), staff: 200 },
    {
      call: "A's flags",
      request: () => ({ method: 'POST', path: `/customers/${A.id}/flags`, body: { drop_enabled: true } }),
      staff: 200,
    },
    {
      call: "A's methods",
      request: () => ({
        method: 'POST',
        path: `/customers/${A.id}/methods`,
        body: { payment_methods: ['ideal'] },
      }),
      staff: 200,
    },
    {
      call: "A's agreements",
      request: () => ({ method: 'GET', path: `/customers/${A.id}/agreements` }),
      staff: 200,
    },
    {
      call: 'add an agreement for A',
      request: () => ({ method: 'POST', path: `/customers/${A.id}/agreements`, body: agreementOfA() }),
      staff: 200,
    },
    {
      call: "replace A's agreements",
      request: () => ({
        method: 'PUT',
        path: `/customers/${A.id}/agreements`,
        body: { agreements: [agreementOfA()] },
      }),
      staff: 200,
    },
    {
      call: "remove A's agreement",
      request: () => ({ method: 'DELETE', path: `/customers/${A.id}/agreements/${A.agreementId}` }),
      // the agreement is made afresh before each cell
      staff: 200,
    },
    {
      call: 'supplier stock',
      request: () => ({
        method: 'POST',
        path: '/supplier-stock',
        body: { items: [{ sku: A.sku, qty: 5, delivery_days: 2 }] },
      }),
      staff: 200,
    },
  ]

  const send = async (as: Caller, req: ReturnType<Row['request']>, bearer = false) => {
    const headers: Record<string, string> = {}
    if (as === 'staff') headers['x-admin-key'] = ADMIN_KEY
    if (as === 'wrong key') headers['x-admin-key'] = `${ADMIN_KEY}x`
    if (bearer && tokens[as]) headers.authorization = `Bearer ${tokens[as]}`
    const query = !bearer && tokens[as] ? `?token=${tokens[as]}` : ''
    const res = await t.app.inject({
      method: req.method,
      url: `/api/admin/backoffice${req.path}${query}`,
      headers,
      payload: req.body as never,
    })
    return { status: res.statusCode, text: res.body, body: JSON.parse(res.body) as { code: number } }
  }

  for (const row of rows)
    for (const as of CALLERS) {
      const expected = as === 'staff' ? row.staff : 401
      it(`${row.call.padEnd(28)} ${as.padEnd(9)} -> ${expected}`, async () => {
        if (row.call === "remove A's agreement") {
          const made = await send('staff', {
            method: 'POST',
            path: `/customers/${A.id}/agreements`,
            body: agreementOfA(),
          })
          A.agreementId = (made.body as unknown as { result: { id: number } }).result.id
        }
        for (const bearer of as === 'A' || as === 'B' ? [false, true] : [false]) {
          const res = await send(as, row.request(), bearer)
          expect(res.status, res.text.slice(0, 300)).toBe(expected)
          expect(res.body.code).toBe(expected)
          if (as !== 'staff') {
            expect(res.text).not.toContain(A.email)
            expect(res.text).not.toContain('D-MATRIX-A')
          }
        }
        if (row.call === "remove A's agreement" && as !== 'staff') {
          const still = await send('staff', { method: 'GET', path: `/customers/${A.id}/agreements` })
          expect(JSON.stringify(still.body)).toContain(`"id":${A.agreementId}`)
        }
      })
    }

  it('without ADMIN_API_KEY every staff endpoint answers 404, even with a key sent', async () => {
    t.ctx.config.accounts.adminApiKey = ''
    try {
      for (const row of rows) {
        const res = await send('staff', row.request())
        expect(res.status, row.call).toBe(404)
      }
    } finally {
      t.ctx.config.accounts.adminApiKey = ADMIN_KEY
    }
  })
})
