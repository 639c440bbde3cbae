/**
 * The loyalty card's claims (issue 19, decision 0192) and their authorization matrix: customer A's
 * claims asked for by every kind of caller, every cell asserted. A and purchaser P acting for A are
 * served A's claims, newest first with their sum; another customer B naming A, P with their own
 * token and unassigned purchaser Q get 403 naming the field and nothing of A's; a guest and a
 * forged token 401. The demo dealers have claims after the seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { backofficeClaim, customer } from '../src/db/schema/index.ts'
import { seedDemoClaims } from '../src/seed/demo-claims.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { customerSession } from './user-helpers.ts'
import { assign, makePurchaser, takeOver } from './helpers/purchaser.ts'

type Caller = 'A' | 'P-acting' | 'B' | 'P-own' | 'Q-own' | 'guest' | 'forged'
const CELLS: Record<Caller, number> = {
  A: 200,
  'P-acting': 200,
  B: 403,
  'P-own': 403,
  'Q-own': 403,
  guest: 401,
  forged: 401,
}

describe(`loyalty claims (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
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
  const A = { id: 0 }
  const send = (as: Caller, body: unknown) =>
    call(t.app, 'POST', `/api/oculus/getClaims${tokens[as] ? `?token=${tokens[as]}` : ''}`, body)

  beforeAll(async () => {
    t = await buildTestApp()
    const a = await customerSession(t.app)
    const b = await customerSession(t.app)
    A.id = a.id
    tokens.A = a.token
    tokens.B = b.token
    const p = await makePurchaser(t)
    const q = await makePurchaser(t)
    await assign(t, p.id, a.id)
    tokens['P-own'] = p.token
    tokens['Q-own'] = q.token
    tokens['P-acting'] = (await takeOver(t, p, a.id)).token
    await t.database.db.insert(backofficeClaim).values([
      {
        customerId: a.id,
        code: 'T-A-OLD',
        value: '0.10',
        description: 'Oud tegoed',
        createdAt: new Date('2026-01-02T10:00:00Z'),
      },
      {
        customerId: a.id,
        code: 'T-A-NEW',
        value: '0.20',
        description: 'Nieuw tegoed',
        createdAt: new Date('2026-11-02T10:00:00Z'),
      },
      { customerId: b.id, code: 'T-B-ONE', value: '12.50', description: 'Van B' },
    ])
  })
  afterAll(() => t.close())

  for (const as of Object.keys(CELLS) as Caller[]) {
    it(`getClaims naming A as ${as}: ${CELLS[as]}`, async () => {
      for (const field of ['customer_id', 'customerId']) {
        const res = await send(as, { [field]: A.id })
        expect(res.status, JSON.stringify(res.body)).toBe(CELLS[as])
        expect(res.body.code).toBe(CELLS[as])
        if (res.status === 200) {
          expect(res.body.result.body).toEqual({
            claims: [
              {
                code: 'T-A-NEW',
                created_at: '2026-11-02T10:00:00.000Z',
                value: 0.2,
                description: 'Nieuw tegoed',
              },
              {
                code: 'T-A-OLD',
                created_at: '2026-01-02T10:00:00.000Z',
                value: 0.1,
                description: 'Oud tegoed',
              },
            ],
            // 0.1 + 0.2 in cents: exactly 0.3
            total: 0.3,
          })
        } else {
          expect(JSON.stringify(res.body)).not.toContain('T-A-')
          if (res.status === 403) expect(res.body.result).toContain(field)
        }
      }
    })
  }

  it('each customer gets only their own claims when naming nobody', async () => {
    const b = await send('B', {})
    expect(b.body.result.body.claims.map((c: { code: string }) => c.code)).toEqual(['T-B-ONE'])
    expect(b.body.result.body.total).toBe(12.5)
    const none = await send('Q-own', {})
    expect(none.body.result.body).toEqual({ claims: [], total: 0 })
  })

  it('refuses a malformed customer id with a 400 naming it', async () => {
    const res = await send('A', { customer_id: { nested: true } })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain('customer_id')
  })

  it('gives the demo dealers their claims once, however often the seed runs', async () => {
    const jansen = () =>
      t.database.db
        .select({ code: backofficeClaim.code })
        .from(backofficeClaim)
        .innerJoin(customer, eq(customer.id, backofficeClaim.customerId))
        .where(eq(customer.backofficeId, 'D10001'))
    const first = await seedDemoClaims(t.database.db, new Date())
    const codes = (await jansen()).map((c) => c.code).sort()
    expect(codes).toEqual(['LOY-D10001-2601', 'LOY-D10001-2604', 'LOY-D10001-2609', 'LOY-D10001-2611'])
    expect(first === 0 || first >= codes.length).toBe(true)
    expect(await seedDemoClaims(t.database.db, new Date())).toBe(0)
    expect(await jansen()).toHaveLength(4)
  })
})
