/**
 * The authorization matrix of the automatic-order calls (issue 18, decision 0182): every call aimed
 * at customer A's automatic orders by every kind of caller. Served: A, and purchaser P assigned to
 * A while acting for A. Refused: another customer B (403 naming customer_id when A is named; 404
 * when only A's auto_id is named, so nothing tells B it exists), P with their own token and
 * purchaser Q who is not assigned to A (403), a guest and a forged token (401). The staff calls
 * answer no customer token at all (401). After every refused call A's automatic orders are as before.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TRADE_DEMO_PASSWORD } from '../src/seed/trade-customers.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { signIn } from './user-helpers.ts'
import { BAKKER, JANSEN, simpleSkus } from './order-list-helpers.ts'
import { assign, makePurchaser, takeOver } from './helpers/purchaser.ts'

type Caller = 'A' | 'P-acting' | 'B' | 'P-own' | 'Q-own' | 'guest' | 'forged'
type Res = Awaited<ReturnType<typeof call>>

const NOW = new Date('2026-12-01T10:00:00Z')
const OC = '/api/oculus'

interface Row {
  name: string
  path: string
  body: () => Record<string, unknown>
  /** status per refused caller */
  refused: Partial<Record<Caller, number>>
  served?: (res: Res) => void
}

describe(`authorization matrix of the automatic-order calls (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
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
  const A = { id: 0, addressId: 0, listId: 0, autoId: 0, scratchId: 0 }

  const send = (as: Caller, path: string, body: unknown) =>
    call(t.app, 'POST', tokens[as] ? `${path}?token=${tokens[as]}` : path, body)
  const setting = (over: Record<string, unknown> = {}) => ({
    customer_id: A.id,
    enabled: true,
    shipping_address: A.addressId,
    shipping_method: 'flatrate_flatrate',
    date: '2026-12-07',
    time: '09:30',
    repeat: 'weekly',
    source_type: 'orderlist',
    order_list_id: A.listId,
    ...over,
  })
  const all = { B: 403, 'P-own': 403, 'Q-own': 403, guest: 401, forged: 401 }

  const rows: Row[] = [
    {
      name: 'getAutomaticOrderSettings naming A',
      path: `${OC}/getAutomaticOrderSettings`,
      body: () => ({ customer_id: A.id }),
      refused: all,
      served: (r) => expect(r.body.result.body.settings.map((s: any) => s.auto_id)).toContain(A.autoId),
    },
    {
      name: 'setAutomaticOrderSettings of A',
      path: `${OC}/setAutomaticOrderSettings`,
      body: () => setting({ auto_id: A.autoId, name: 'Gewijzigd' }),
      refused: all,
      served: (r) => expect(r.body.result.body).toMatchObject({ auto_id: A.autoId, name: 'Gewijzigd' }),
    },
    {
      name: "setAutomaticOrderSettings naming only A's auto_id",
      path: `${OC}/setAutomaticOrderSettings`,
      body: () =>
        setting({
          auto_id: A.autoId,
          customer_id: undefined,
          order_list_id: undefined,
          source_type: undefined,
        }),
      // the auto_id is looked up among the caller's own first: not theirs, so not found
      refused: { B: 404, guest: 401, forged: 401, 'P-own': 404, 'Q-own': 404 },
    },
    {
      name: 'new setAutomaticOrderSettings with A’s order list',
      path: `${OC}/setAutomaticOrderSettings`,
      body: () => setting({ customer_id: undefined, date: '2026-12-08' }),
      // the list is looked up among B's own: not found (A's address is not B's either)
      refused: { B: 404, guest: 401, forged: 401 },
    },
    {
      name: 'removeAutomaticOrderSettings of A',
      path: `${OC}/removeAutomaticOrderSettings`,
      body: () => ({ customer_id: A.id, auto_id: A.scratchId }),
      refused: all,
      served: (r) => expect(r.body.result.body).toEqual({ removed: true }),
    },
    {
      name: "removeAutomaticOrderSettings naming only A's auto_id",
      path: `${OC}/removeAutomaticOrderSettings`,
      body: () => ({ auto_id: A.scratchId }),
      refused: { B: 404, 'P-own': 404, 'Q-own': 404, guest: 401, forged: 401 },
    },
  ]

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW, env: { ADMIN_API_KEY: 'automatic-orders-matrix-key' } })
    tokens.A = (await signIn(t.app, JANSEN, TRADE_DEMO_PASSWORD)).token
    tokens.B = (await signIn(t.app, BAKKER, TRADE_DEMO_PASSWORD)).token
    const me = (await call(t.app, 'GET', `/api/user/me?token=${tokens.A}`)).body.result
    A.id = me.id
    A.addressId = me.addresses[0].id
    const list = await call(t.app, 'POST', `/api/orderlist/add-list?token=${tokens.A}`, { name: 'Matrix' })
    A.listId = list.body.result.list_id
    const [first] = await simpleSkus(t, 1)
    await call(t.app, 'POST', `/api/orderlist/add-product?token=${tokens.A}`, {
      listId: A.listId,
      entityId: first!.id,
      defaultAmount: 2,
    })
    const p = await makePurchaser(t)
    const q = await makePurchaser(t)
    await assign(t, p.id, A.id)
    tokens['P-own'] = p.token
    tokens['Q-own'] = q.token
    tokens['P-acting'] = (await takeOver(t, p, A.id, 'customer')).token
  })
  afterAll(() => t?.close())

  beforeEach(async () => {
    const make = async (name: string) => {
      const res = await send('A', `${OC}/setAutomaticOrderSettings`, setting({ name }))
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body.result.body.auto_id as number
    }
    A.autoId = await make('Matrix')
    A.scratchId = await make('Kladje')
  })

  const aState = async () =>
    (await send('A', `${OC}/getAutomaticOrderSettings`, {})).body.result.body.settings

  for (const row of rows) {
    const cells = Object.entries(row.refused) as [Caller, number][]
    it(`${row.name}: ${cells.map(([c, s]) => `${c} ${s}`).join(', ')}${row.served ? ', A and P acting 200' : ''}`, async () => {
      const before = await aState()
      for (const [as, status] of cells) {
        const res = await send(as, row.path, row.body())
        expect(res.status, `${as}: ${JSON.stringify(res.body)}`).toBe(status)
        expect(res.body.code).toBe(status)
        if (status === 403) expect(res.body.result).toMatch(/^customer_id: /)
        if (status !== 200) expect(JSON.stringify(res.body)).not.toContain('Matrix')
      }
      expect(await aState()).toEqual(before)
      if (!row.served) return
      for (const as of ['A', 'P-acting'] as const) {
        if (as === 'P-acting' && row.path.endsWith('removeAutomaticOrderSettings')) {
          const res = await send(as, row.path, { customer_id: A.id, auto_id: A.autoId })
          expect(res.status, JSON.stringify(res.body)).toBe(200)
          continue
        }
        const res = await send(as, row.path, row.body())
        expect(res.status, `${as}: ${JSON.stringify(res.body)}`).toBe(200)
        row.served(res)
      }
    })
  }

  it('the staff calls answer no customer or purchaser token: 401 without the admin key', async () => {
    for (const as of Object.keys(tokens) as Caller[]) {
      const list = await call(t.app, 'GET', `/api/admin/backoffice/automatic-orders?token=${tokens[as]}`)
      expect(list.status, as).toBe(401)
      const run = await send(as, '/api/admin/backoffice/automatic-orders/run', {})
      expect(run.status, as).toBe(401)
    }
  })
})
