/**
 * The authorization matrix of the visit-report calls and their catalogue entity types (issue 19,
 * decision 0203): every call aimed at customer A, by shop id and by back-office id, asked by every
 * kind of caller, every cell asserted. Purchaser P (own token), P acting for A (takeover token)
 * and P's colleague P2 (also assigned to A) are served; the unassigned purchaser Q, A's own token,
 * another customer B and a purchaser whose flag was taken away get 403 and nothing of A's; a guest
 * and a forged token 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setTradeFlags } from '../src/backoffice/staff-customers.ts'
import { forgetPurchaserAccess } from '../src/purchaser/access.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { assign, makePurchaser } from './helpers/purchaser.ts'
import {
  oc,
  REPORT,
  searchGet,
  searchPost,
  byCustomer,
  visitWorld,
  type VisitWorld,
} from './helpers/visit-reports.ts'

type Caller = 'P-own' | 'P-acting' | 'P2-own' | 'Q-own' | 'A' | 'B' | 'unflagged' | 'guest' | 'forged'
type Res = Awaited<ReturnType<typeof call>>

const SERVED: Caller[] = ['P-own', 'P-acting', 'P2-own']
const status = (as: Caller, ownAnswer = false): number =>
  SERVED.includes(as)
    ? 200
    : as === 'guest' || as === 'forged'
      ? 401
      : as === 'Q-own' && ownAnswer
        ? 200
        : 403

const SECRET = 'Matrix geheim actiepunt'

describe(`authorization matrix of visit reports and todos (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let w: VisitWorld
  let todoId = 0
  const tokens = {} as Record<Caller, string>

  beforeAll(async () => {
    t = await buildTestApp()
    w = await visitWorld(t)
    const unflagged = await makePurchaser(t)
    await assign(t, unflagged.id, w.A.id)
    Object.assign(tokens, {
      'P-own': w.P.token,
      'P-acting': w.pActingA,
      'P2-own': w.P2.token,
      'Q-own': w.Q.token,
      A: w.A.token,
      B: w.B.token,
      unflagged: unflagged.token,
      guest: '',
      forged: 'eyJhbGciOiJIUzI1NiJ9.e30.forged',
    })
    const sent = await oc(t, w.P.token, 'sendreport', {
      customer_id: w.A.id,
      report_data: { ...REPORT, remarks: SECRET },
      todo_data: [
        {
          action_point: SECRET,
          expire_date: `${new Date().getFullYear() + 1}-01-01`,
        },
      ],
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    todoId = sent.body.result.body.todo_ids[0]
    // the flag taken away after the assignment: no access, whatever the assignment says
    const flags = await setTradeFlags(t.ctx, unflagged.id, { is_purchaser: false })
    expect(flags.ok).toBe(true)
    forgetPurchaserAccess(t.database)
  })
  afterAll(() => t.close())

  const refusedCleanly = (res: Res, as: Caller, expected: number) => {
    expect(res.status, `${as}: ${JSON.stringify(res.body)}`).toBe(expected)
    if (expected !== 200) {
      expect(res.body.code).toBe(expected)
      expect(JSON.stringify(res.body)).not.toContain(SECRET)
    }
  }

  const customerCalls: [string, (customer: string | number) => unknown, (res: Res) => void][] = [
    [
      'hasreport',
      (c) => ({ customer_id: c }),
      (res) =>
        expect(res.body.result.body).toMatchObject({
          has_report: true,
          last_report: { purchaser_id: w.P.id },
        }),
    ],
    [
      'todosstatus',
      (c) => ({ customer_id: c }),
      (res) => expect(res.body.result.body).toMatchObject({ open: expect.any(Number), late_orders: 0 }),
    ],
    [
      'changetodostatus',
      (c) => ({ customer_id: c, todo_id: todoId, status: 'open' }),
      (res) => expect(res.body.result.body.todos[0]).toMatchObject({ id: todoId, action_point: SECRET }),
    ],
    [
      'sendreport',
      (c) => ({ customer_id: c, report_data: REPORT }),
      (res) => expect(res.body.result.body).toMatchObject({ report_id: expect.any(Number), todo_ids: [] }),
    ],
  ]

  for (const [name, body, served] of customerCalls) {
    for (const as of [
      'P-own',
      'P-acting',
      'P2-own',
      'Q-own',
      'A',
      'B',
      'unflagged',
      'guest',
      'forged',
    ] as Caller[]) {
      it(`${name} on A as ${as}: ${status(as)}`, async () => {
        for (const named of [w.A.id, w.A.backofficeId]) {
          const res = await oc(t, tokens[as], name, body(named))
          refusedCleanly(res, as, status(as))
          if (res.status === 200) served(res)
          if (res.status === 403) expect(res.body.result).toMatch(/customer_id|purchaser/i)
        }
      })
    }
  }

  for (const as of [
    'P-own',
    'P-acting',
    'P2-own',
    'Q-own',
    'A',
    'B',
    'unflagged',
    'guest',
    'forged',
  ] as Caller[]) {
    it(`retodosreports as ${as}: ${status(as, true)}`, async () => {
      const res = await oc(t, tokens[as], 'retodosreports')
      refusedCleanly(res, as, status(as, true))
      if (as === 'Q-own') expect(JSON.stringify(res.body)).not.toContain(SECRET)
      else if (res.status === 200) expect(JSON.stringify(res.body.result.body.todos)).toContain(SECRET)
    })

    it(`catalogue search of A's todos and reports as ${as}: ${status(as)}`, async () => {
      const get = await searchGet(t, 'todos', tokens[as], byCustomer(w.A.id))
      refusedCleanly(get, as, status(as))
      const post = await searchPost(t, 'visitor_report', tokens[as], byCustomer(w.A.backofficeId))
      refusedCleanly(post, as, status(as))
      if (get.status === 200) {
        expect(JSON.stringify(get.body.hits.hits)).toContain(SECRET)
        expect(JSON.stringify(post.body.hits.hits)).toContain(SECRET)
      }
    })
  }

  it('a customer whose token names a purchaser parameter that is not theirs is refused', async () => {
    const res = await call(t.app, 'POST', `/api/oculus/hasreport?token=${w.A.token}&purchaser=${w.P.id}`, {
      customer_id: w.A.id,
    })
    expect(res.status).toBe(403)
    expect(JSON.stringify(res.body)).not.toContain(SECRET)
    // a purchaser's storefront adds their own id to every call: that is served
    const own = await call(t.app, 'POST', `/api/oculus/hasreport?token=${w.P.token}&purchaser=${w.P.id}`, {
      customer_id: w.A.id,
    })
    expect(own.status).toBe(200)
    const other = await call(t.app, 'POST', `/api/oculus/hasreport?token=${w.P.token}&purchaser=${w.Q.id}`, {
      customer_id: w.A.id,
    })
    expect(other.status).toBe(403)
  })

  it('every call is in /api/docs with its schema', async () => {
    const spec = (await call(t.app, 'GET', '/api/docs')).body
    for (const name of ['hasreport', 'sendreport', 'changetodostatus', 'todosstatus', 'retodosreports'])
      expect(spec.paths[`/api/oculus/${name}`]?.post, name).toBeDefined()
    expect(JSON.stringify(spec.paths['/api/oculus/sendreport'].post)).toContain('todo_data')
    expect(JSON.stringify(spec.paths['/api/oculus/changetodostatus'].post)).toContain('todo_id')
    expect(JSON.stringify(spec.paths['/api/catalog/{index}/{entityType}/{action}'])).toContain(
      'visitor_report',
    )
  })
})
