/**
 * The authorization matrix of the account requests and loyalty-claim staff tools (issue 19,
 * decisions 0194, 0197): every staff call aims at a request of business R or at customer A's
 * claims. Staff with the admin key are served; customers A and B (their own tokens, as query token
 * and as Bearer), a guest and a caller with a wrong key get 401, learn nothing of R or A and change
 * nothing; without ADMIN_API_KEY the endpoints do not exist (404). The public `requestaccount` is
 * served to a guest, a customer and a forged token alike (it reads no token) and answers only the
 * caller's own request id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { accountRequest, backofficeClaim } from '../src/db/schema/index.ts'
import { buildTestApp, type TestApp } from './test-app.ts'
import { customerSession, shopperAddress, uniqueEmail } from './user-helpers.ts'

const ADMIN_KEY = 'test-admin-key-matrix-account-requests'
type Caller = 'staff' | 'A' | 'B' | 'guest' | 'wrong key'
type Method = 'GET' | 'POST'
const CALLERS: Caller[] = ['staff', 'A', 'B', 'guest', 'wrong key']

interface Row {
  call: string
  request: (requestId: number) => { method: Method; path: string; body?: unknown }
  /** this call changes the request or A's claims: a refused caller must leave them as they were */
  changes?: boolean
}

const R_EMAIL_PREFIX = 'matrix-r'

describe(`authorization matrix: account requests and claims staff tools (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  const tokens: Record<Caller, string> = { staff: '', A: '', B: '', guest: '', 'wrong key': '' }
  const A = { id: 0, email: '' }

  /** a fresh open request of business R for each cell, so the order of the cells does not matter */
  async function requestOfR(): Promise<{ id: number; email: string }> {
    const email = uniqueEmail(R_EMAIL_PREFIX)
    const [row] = await t.database.db
      .insert(accountRequest)
      .values({
        language: 'nl',
        company: 'Matrix Rijwielen',
        contactPerson: 'Rik Matrix',
        vatId: 'NL123456789B01',
        kvkNumber: '87654321',
        street: 'Matrixlaan 1',
        postcode: '1234 AB',
        city: 'Zwolle',
        countryId: 'NL',
        phone: '038 123 45 67',
        email,
        branch: 'bike_shop',
      })
      .returning({ id: accountRequest.id })
    return { id: row!.id, email }
  }

  beforeAll(async () => {
    t = await buildTestApp()
    t.ctx.config.accounts.adminApiKey = ADMIN_KEY
    const a = await customerSession(t.app)
    const b = await customerSession(t.app)
    Object.assign(A, { id: a.id, email: a.email })
    tokens.A = a.token
    tokens.B = b.token
    await t.database.db
      .insert(backofficeClaim)
      .values({ customerId: a.id, code: 'MATRIX-A-1', value: '10.00', description: 'Tegoed van A' })
  })
  afterAll(() => t.close())

  const rows: Row[] = [
    {
      call: 'list account requests',
      request: () => ({ method: 'GET', path: '/account-requests?pageSize=200' }),
    },
    { call: 'one account request', request: (id) => ({ method: 'GET', path: `/account-requests/${id}` }) },
    {
      call: 'approve a request',
      request: (id) => ({ method: 'POST', path: `/account-requests/${id}/approve`, body: {} }),
      changes: true,
    },
    {
      call: 'reject a request',
      request: (id) => ({
        method: 'POST',
        path: `/account-requests/${id}/reject`,
        body: { reason: 'Matrix' },
      }),
      changes: true,
    },
    { call: "A's claims", request: () => ({ method: 'GET', path: `/claims?customer=${A.id}` }) },
    {
      call: 'add a claim for A',
      request: () => ({
        method: 'POST',
        path: '/claims',
        body: { customer: String(A.id), value: 5, description: 'Matrix tegoed' },
      }),
      changes: true,
    },
  ]

  const send = async (as: Caller, req: ReturnType<Row['request']>, bearer = false) => {
    const headers: Record<string, string> = {}
    if (as === 'staff') headers['x-admin-key'] = ADMIN_KEY
    if (as === 'wrong key') headers['x-admin-key'] = `${ADMIN_KEY}x`
    if (bearer && tokens[as]) headers.authorization = `Bearer ${tokens[as]}`
    const sep = req.path.includes('?') ? '&' : '?'
    const query = !bearer && tokens[as] ? `${sep}token=${tokens[as]}` : ''
    const res = await t.app.inject({
      method: req.method,
      url: `/api/admin/backoffice${req.path}${query}`,
      headers,
      payload: req.body as never,
    })
    return { status: res.statusCode, text: res.body, body: JSON.parse(res.body) as { code: number } }
  }

  const claimsOfA = async () =>
    (await t.database.db.select().from(backofficeClaim).where(eq(backofficeClaim.customerId, A.id))).length

  for (const row of rows)
    for (const as of CALLERS) {
      const expected = as === 'staff' ? 200 : 401
      it(`${row.call.padEnd(24)} ${as.padEnd(9)} -> ${expected}`, async () => {
        for (const bearer of as === 'A' || as === 'B' ? [false, true] : [false]) {
          const r = await requestOfR()
          const claimsBefore = await claimsOfA()
          const res = await send(as, row.request(r.id), bearer)
          expect(res.status, res.text.slice(0, 300)).toBe(expected)
          expect(res.body.code).toBe(expected)
          if (as === 'staff') continue
          expect(res.text).not.toContain(r.email)
          expect(res.text).not.toContain('MATRIX-A-1')
          expect(res.text).not.toContain(R_EMAIL_PREFIX)
          const [still] = await t.database.db.select().from(accountRequest).where(eq(accountRequest.id, r.id))
          expect(still).toMatchObject({ status: 'requested', customerId: null, rejectReason: null })
          expect(await claimsOfA()).toBe(claimsBefore)
        }
      })
    }

  it('without ADMIN_API_KEY every staff endpoint answers 404, even with a key sent', async () => {
    t.ctx.config.accounts.adminApiKey = ''
    try {
      for (const row of rows) {
        const r = await requestOfR()
        const res = await send('staff', row.request(r.id))
        expect(res.status, row.call).toBe(404)
      }
    } finally {
      t.ctx.config.accounts.adminApiKey = ADMIN_KEY
    }
  })

  type PublicCaller = 'guest' | 'customer token' | 'customer bearer' | 'forged token'
  for (const as of ['guest', 'customer token', 'customer bearer', 'forged token'] as PublicCaller[]) {
    it(`requestaccount as ${as} -> 200, answering only its own request id`, async () => {
      const forged = 'eyJhbGciOiJIUzI1NiJ9.e30.forged'
      const query =
        as === 'customer token' ? `?token=${tokens.A}` : as === 'forged token' ? `?token=${forged}` : ''
      const headers: Record<string, string> =
        as === 'customer bearer' ? { authorization: `Bearer ${tokens.A}` } : {}
      const email = uniqueEmail('matrix-public')
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/oculus/requestaccount${query}`,
        headers,
        remoteAddress: shopperAddress(),
        payload: {
          company: 'Publiek Rijwiel',
          contact_person: 'Pia Publiek',
          vat_id: 'NL123456789B01',
          kvk_number: '11223344',
          street: 'Openbaarweg 2',
          postcode: '2511 AB',
          city: 'Den Haag',
          country_id: 'NL',
          phone: '070 123 45 67',
          email,
          branch: 'rental',
          language: 'nl',
        },
      })
      expect(res.statusCode, res.body).toBe(200)
      const body = JSON.parse(res.body)
      expect(Object.keys(body.result.body).sort()).toEqual(['request_id', 'status'])
      expect(res.body).not.toContain(A.email)
      expect(res.body).not.toContain(R_EMAIL_PREFIX)
      // the request is the business's, never tied to the caller's account
      const [row] = await t.database.db
        .select()
        .from(accountRequest)
        .where(eq(accountRequest.id, body.result.body.request_id))
      expect(row).toMatchObject({ email, customerId: null, status: 'requested' })
    })
  }
})
