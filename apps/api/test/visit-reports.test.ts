/**
 * The visit-report calls (issue 19, decisions 0203-0206): sendreport writes a report and its todos
 * in one transaction; hasreport knows today's report on the Amsterdam calendar; changetodostatus
 * closes and reopens one or many todos, all or none; todosstatus counts todos and late orders;
 * retodosreports lists the caller's todos across customers, overdue first. Every refusal is a 4xx
 * naming the field and leaves the tables as they were.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { count, eq, inArray } from 'drizzle-orm'
import { MSG_TODO_MISSING_DATA, VISIT_REPORT_DATA_MAX_CHARS } from '@shop/commerce'
import { backofficeOrder, backofficeOrderLine, reportTodo, visitorReport } from '../src/db/schema/index.ts'
import { seedDemoVisitReports } from '../src/seed/demo-visit-reports.ts'
import { customer } from '../src/db/schema/index.ts'
import { buildTestApp, type TestApp } from './test-app.ts'
import { oc, REPORT, tokenAt, visitWorld, type VisitWorld } from './helpers/visit-reports.ts'

const NOW = new Date('2026-06-15T10:00:00Z')

describe(`visit reports and todos (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let w: VisitWorld
  const send = (body: unknown, token = w.P.token) => oc(t, token, 'sendreport', body)
  const rows = async () => {
    const [r] = await t.database.db.select({ n: count() }).from(visitorReport)
    const [d] = await t.database.db.select({ n: count() }).from(reportTodo)
    return { reports: r!.n, todos: d!.n }
  }
  const todo = (over: Record<string, unknown> = {}) => ({
    action_point: 'Displays leveren',
    expire_date: '2026-06-20',
    ...over,
  })

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW })
    w = await visitWorld(t)
  })
  beforeEach(() => t.setNow(NOW))
  afterAll(() => t.close())

  describe('sendreport', () => {
    it('writes the report and its todos, cleaned, in the store view’s language', async () => {
      const res = await send({
        customer_id: w.A.id,
        report_data: { ...REPORT, contact_person: '  Piet  ', competitors_seen: '' },
        todo_data: [
          todo({ action_point: ' Displays leveren ' }),
          todo({ action_point: 'Training inplannen', expire_date: '2026-07-01', assigned_to: w.P2.id }),
        ],
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const { report_id, todo_ids } = res.body.result.body
      expect(report_id).toEqual(expect.any(Number))
      expect(todo_ids).toHaveLength(2)
      const [report] = await t.database.db.select().from(visitorReport).where(eq(visitorReport.id, report_id))
      expect(report).toMatchObject({
        customerId: w.A.id,
        purchaserId: w.P.id,
        orderId: null,
        language: 'nl',
        reportVersion: 1,
        reportData: { ...REPORT, contact_person: 'Piet' },
      })
      const todos = await t.database.db.select().from(reportTodo).where(inArray(reportTodo.id, todo_ids))
      expect(
        todos.map((x) => [x.actionPoint, x.expireDate, x.assignedTo, x.status, x.reportId]).sort(),
      ).toEqual([
        ['Displays leveren', '2026-06-20', null, 'open', report_id],
        ['Training inplannen', '2026-07-01', w.P2.id, 'open', report_id],
      ])
    })

    it('takes the customer as back-office id or numeric text, and a German store view writes de', async () => {
      const bo = await send({ customer_id: w.A.backofficeId.toLowerCase(), report_data: REPORT })
      expect(bo.status, JSON.stringify(bo.body)).toBe(200)
      expect(bo.body.result.body.todo_ids).toEqual([])
      const de = await oc(t, w.P.token, 'sendreport?storeCode=de', {
        customer_id: String(w.B.id),
        report_data: REPORT,
      })
      expect(de.status, JSON.stringify(de.body)).toBe(200)
      const [r] = await t.database.db
        .select({ language: visitorReport.language, customerId: visitorReport.customerId })
        .from(visitorReport)
        .where(eq(visitorReport.id, de.body.result.body.report_id))
      expect(r).toEqual({ language: 'de', customerId: w.B.id })
    })

    it('keeps an order of the customer, and refuses one that is not theirs naming order_id', async () => {
      const [order] = await t.database.db
        .insert(backofficeOrder)
        .values({ customerId: w.A.id, status: 'processing', grandTotal: '10', currency: 'EUR', lines: [] })
        .returning({ number: backofficeOrder.backofficeNumber })
      const okRes = await send({ customer_id: w.A.id, order_id: order!.number, report_data: REPORT })
      expect(okRes.status, JSON.stringify(okRes.body)).toBe(200)
      const before = await rows()
      const other = await send({ customer_id: w.B.id, order_id: order!.number, report_data: REPORT })
      expect(other.status).toBe(400)
      expect(other.body.result).toBe('order_id: No such order of this customer.')
      expect(await rows()).toEqual(before)
    })

    it("answers 'Missing data in todo.' naming the todo's field, and writes nothing", async () => {
      const before = await rows()
      const cases: [unknown, string][] = [
        [{ expire_date: '2026-06-20' }, 'todo_data.1.action_point'],
        [{ action_point: '   ', expire_date: '2026-06-20' }, 'todo_data.1.action_point'],
        [{ action_point: 'Bellen' }, 'todo_data.1.expire_date'],
        [{ action_point: 'Bellen', expire_date: '' }, 'todo_data.1.expire_date'],
        [{ action_point: 'Bellen', expire_date: '2026-02-30' }, 'todo_data.1.expire_date'],
        [{ action_point: 'Bellen', expire_date: '20-06-2026' }, 'todo_data.1.expire_date'],
        [{ action_point: 'Bellen', expire_date: 20260620 }, 'todo_data.1.expire_date'],
        ['Bellen', 'todo_data.1'],
      ]
      for (const [bad, field] of cases) {
        const res = await send({ customer_id: w.A.id, report_data: REPORT, todo_data: [todo(), bad] })
        expect(res.status, JSON.stringify(bad)).toBe(400)
        expect(res.body.result).toBe(MSG_TODO_MISSING_DATA)
        expect(res.body.meta.problems[0]).toMatchObject({ field, index: 1 })
      }
      expect(await rows()).toEqual(before)
    })

    it('refuses bad input with a 4xx naming the field, writing nothing', async () => {
      const before = await rows()
      const cases: [unknown, number, string][] = [
        [{}, 400, 'customer_id'],
        [{ customer_id: '' }, 400, 'customer_id'],
        [{ customer_id: { id: 1 }, report_data: REPORT }, 400, 'customer_id'],
        [{ customer_id: w.A.id }, 400, 'report_data'],
        [{ customer_id: w.A.id, report_data: [] }, 400, 'report_data'],
        [{ customer_id: w.A.id, report_data: 'goed' }, 400, 'report_data'],
        [{ customer_id: w.A.id, report_data: {} }, 400, 'report_data'],
        [{ customer_id: w.A.id, report_data: { ...REPORT, favourite: 'x' } }, 400, 'report_data.favourite'],
        [
          { customer_id: w.A.id, report_data: { ...REPORT, visit_type: undefined } },
          400,
          'report_data.visit_type',
        ],
        [
          { customer_id: w.A.id, report_data: { ...REPORT, shop_impression: '4' } },
          400,
          'report_data.shop_impression',
        ],
        [
          { customer_id: w.A.id, report_data: { ...REPORT, shop_impression: 6 } },
          400,
          'report_data.shop_impression',
        ],
        [
          { customer_id: w.A.id, report_data: { ...REPORT, needs_display_material: 'ja' } },
          400,
          'report_data.needs_display_material',
        ],
        [
          { customer_id: w.A.id, report_data: { ...REPORT, ebike_demand: 'enorm' } },
          400,
          'report_data.ebike_demand',
        ],
        [
          { customer_id: w.A.id, report_data: { ...REPORT, contact_person: 'x'.repeat(201) } },
          400,
          'report_data.contact_person',
        ],
        [
          { customer_id: w.A.id, report_data: { ...REPORT, remarks: 'x'.repeat(2001) } },
          400,
          'report_data.remarks',
        ],
        [
          {
            customer_id: w.A.id,
            report_data: { ...REPORT, remarks: 'x'.repeat(VISIT_REPORT_DATA_MAX_CHARS) },
          },
          400,
          'report_data',
        ],
        [{ customer_id: w.A.id, report_data: REPORT, todo_data: 'Bellen' }, 400, 'todo_data'],
        [
          { customer_id: w.A.id, report_data: REPORT, todo_data: Array.from({ length: 21 }, () => todo()) },
          400,
          'todo_data',
        ],
        [
          { customer_id: w.A.id, report_data: REPORT, todo_data: [todo({ expire_date: '2026-06-14' })] },
          400,
          'todo_data.0.expire_date',
        ],
        [
          { customer_id: w.A.id, report_data: REPORT, todo_data: [todo({ expire_date: '2032-01-01' })] },
          400,
          'todo_data.0.expire_date',
        ],
        [
          { customer_id: w.A.id, report_data: REPORT, todo_data: [todo({ action_point: 'x'.repeat(501) })] },
          400,
          'todo_data.0.action_point',
        ],
        [
          { customer_id: w.A.id, report_data: REPORT, todo_data: [todo({ assigned_to: 'M00001' })] },
          400,
          'todo_data.0.assigned_to',
        ],
        // Q is a purchaser, but not of A; B is A's colleague customer, not a purchaser
        [
          { customer_id: w.A.id, report_data: REPORT, todo_data: [todo(), todo({ assigned_to: w.Q.id })] },
          400,
          'todo_data.1.assigned_to',
        ],
        [
          { customer_id: w.A.id, report_data: REPORT, todo_data: [todo({ assigned_to: w.B.id })] },
          400,
          'todo_data.0.assigned_to',
        ],
        [{ customer_id: w.A.id, report_data: REPORT, order_id: 'x'.repeat(65) }, 400, 'order_id'],
      ]
      for (const [body, status, field] of cases) {
        const res = await send(body)
        expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(status)
        expect(res.body.code).toBe(status)
        expect(String(res.body.result), JSON.stringify(body).slice(0, 200)).toContain(field)
      }
      // a body beyond the call's limit: refused before it is read
      const huge = await send({
        customer_id: w.A.id,
        report_data: { ...REPORT, remarks: 'x'.repeat(70_000) },
      })
      expect(huge.status).toBe(413)
      expect(await rows()).toEqual(before)
    })
  })

  describe('hasreport', () => {
    it('knows a report of today on the Amsterdam calendar, and the last one', async () => {
      const none = await oc(t, w.P.token, 'hasreport', { customer_id: w.C.id })
      expect(none.status).toBe(403)
      const q = await oc(t, w.Q.token, 'hasreport', { customer_id: w.C.id })
      expect(q.body.result.body).toEqual({ has_report: false, last_report: null })
      // 23:30 in Amsterdam on 15 June
      const late = await tokenAt(t, w.Q, new Date('2026-06-15T21:30:00Z'))
      const sent = await oc(t, late, 'sendreport', { customer_id: w.C.id, report_data: REPORT })
      expect(sent.status).toBe(200)
      const today = await oc(t, late, 'hasreport', { customer_id: w.C.id })
      expect(today.body.result.body).toEqual({
        has_report: true,
        last_report: {
          id: sent.body.result.body.report_id,
          created_at: '2026-06-15T21:30:00.000Z',
          purchaser_id: w.Q.id,
          purchaser_name: expect.any(String),
        },
      })
      // 00:05 on 16 June in Amsterdam (still the 15th in UTC): yesterday's report
      const after = await tokenAt(t, w.Q, new Date('2026-06-15T22:05:00Z'))
      const next = await oc(t, after, 'hasreport', { customer_id: w.C.id })
      expect(next.body.result.body.has_report).toBe(false)
      expect(next.body.result.body.last_report.id).toBe(sent.body.result.body.report_id)
    })

    it('refuses a missing or malformed customer_id naming it', async () => {
      for (const body of [{}, { customer_id: null }, { customer_id: [1] }, { customer_id: -3 }]) {
        const res = await oc(t, w.P.token, 'hasreport', body)
        expect(res.status).toBe(400)
        expect(res.body.result).toContain('customer_id')
      }
    })
  })

  describe('changetodostatus', () => {
    let ids: number[] = []
    let foreign = 0
    beforeAll(async () => {
      const a = await send({
        customer_id: w.A.id,
        report_data: REPORT,
        todo_data: [
          todo({ action_point: 'Een' }),
          todo({ action_point: 'Twee' }),
          todo({ action_point: 'Drie' }),
        ],
      })
      ids = a.body.result.body.todo_ids
      const b = await send({
        customer_id: w.B.id,
        report_data: REPORT,
        todo_data: [todo({ action_point: 'Van B' })],
      })
      foreign = b.body.result.body.todo_ids[0]
    })
    const change = (body: unknown, token = w.P.token) => oc(t, token, 'changetodostatus', body)
    const statusOf = async (list: number[]) =>
      (await t.database.db.select().from(reportTodo).where(inArray(reportTodo.id, list))).map((r) => [
        r.id,
        r.status,
        r.done,
      ])

    it('closes and reopens one todo, keeping who and when', async () => {
      const done = await change({ customer_id: w.A.id, todo_id: ids[0], status: 'done' })
      expect(done.status, JSON.stringify(done.body)).toBe(200)
      expect(done.body.result.body.todos).toEqual([
        expect.objectContaining({
          id: ids[0],
          customer_id: w.A.id,
          customer_name: `Fietsen A${w.A.id}`,
          action_point: 'Een',
          done: 1,
          status: 'done',
          overdue: false,
          closed_at: NOW.toISOString(),
          closed_by: w.P.id,
        }),
      ])
      // again: nothing changes, the first close stays
      t.setNow(new Date(NOW.getTime() + 60_000))
      const again = await change({ customer_id: w.A.id, todo_id: ids[0], status: 'done' })
      expect(again.body.result.body.todos[0].closed_at).toBe(NOW.toISOString())
      const open = await change({ customer_id: w.A.backofficeId, todo_id: String(ids[0]), status: 'open' })
      expect(open.body.result.body.todos[0]).toMatchObject({
        done: 0,
        status: 'open',
        closed_at: null,
        closed_by: null,
      })
    })

    it('takes 1/0, true/false, closed and reopen as the two states', async () => {
      for (const [status, want] of [
        [1, 'done'],
        [0, 'open'],
        ['1', 'done'],
        ['0', 'open'],
        [true, 'done'],
        [false, 'open'],
        ['closed', 'done'],
        ['reopen', 'open'],
      ] as const) {
        const res = await change({ customer_id: w.A.id, todo_id: ids[1], status })
        expect(res.status, String(status)).toBe(200)
        expect(res.body.result.body.todos[0].status).toBe(want)
      }
    })

    it('changes several at once (the colleague P2 may too), answering them in the order asked', async () => {
      const res = await change(
        { customer_id: w.A.id, todo_id: [ids[2], ids[1], ids[2]], status: 'done' },
        w.P2.token,
      )
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.result.body.todos.map((x: { id: number; status: string }) => [x.id, x.status])).toEqual(
        [
          [ids[2], 'done'],
          [ids[1], 'done'],
        ],
      )
      const back = await change({ customer_id: w.A.id, todo_id: [ids[1], ids[2]], status: 'open' })
      expect(back.body.result.body.todos.every((x: { done: number }) => x.done === 0)).toBe(true)
    })

    it("changes nothing when one of them is another customer's or does not exist (404 naming todo_id)", async () => {
      const before = await statusOf([...ids, foreign])
      for (const todoId of [[ids[1], foreign], foreign, [ids[1], 999_999_999]]) {
        const res = await change({ customer_id: w.A.id, todo_id: todoId, status: 'done' })
        expect(res.status, JSON.stringify(todoId)).toBe(404)
        expect(res.body.result).toContain('todo_id')
      }
      expect(await statusOf([...ids, foreign])).toEqual(before)
    })

    it('refuses bad input naming the field', async () => {
      for (const [body, field] of [
        [{ customer_id: w.A.id, todo_id: ids[0], status: 'finished' }, 'status'],
        [{ customer_id: w.A.id, todo_id: ids[0] }, 'status'],
        [{ customer_id: w.A.id, todo_id: [], status: 'done' }, 'todo_id'],
        [{ customer_id: w.A.id, todo_id: 'abc', status: 'done' }, 'todo_id'],
        [{ customer_id: w.A.id, todo_id: 1.5, status: 'done' }, 'todo_id'],
        [
          { customer_id: w.A.id, todo_id: Array.from({ length: 1001 }, (_, i) => i + 1), status: 'done' },
          'todo_id',
        ],
        [{ todo_id: ids[0], status: 'done' }, 'customer_id'],
      ] as const) {
        const res = await change(body)
        expect(res.status, field).toBe(400)
        expect(res.body.result).toContain(field)
      }
    })
  })

  describe('todosstatus and retodosreports', () => {
    let X: { id: number }
    beforeAll(async () => {
      // a customer of P's alone, with todos of every kind and orders of every kind
      const { customerSession } = await import('./user-helpers.ts')
      const { assign } = await import('./helpers/purchaser.ts')
      const x = await customerSession(t.app)
      X = { id: x.id }
      await t.database.db
        .update(customer)
        .set({ company: 'AAA Overdue Fietsen' })
        .where(eq(customer.id, x.id))
      await assign(t, w.P.id, x.id)
      const base = { customerId: x.id, purchaserId: w.P.id, createdAt: NOW, updatedAt: NOW }
      await t.database.db.insert(reportTodo).values([
        { ...base, actionPoint: 'Te laat', expireDate: '2026-06-10' },
        { ...base, actionPoint: 'Gisteren', expireDate: '2026-06-14', assignedTo: w.P.id },
        { ...base, actionPoint: 'Vandaag', expireDate: '2026-06-15' },
        { ...base, actionPoint: 'Voor een collega', expireDate: '2026-06-01', assignedTo: w.P2.id },
        {
          ...base,
          actionPoint: 'Klaar',
          expireDate: '2026-06-01',
          done: 1,
          status: 'done',
          closedAt: new Date('2026-06-10T10:00:00Z'),
        },
        {
          ...base,
          actionPoint: 'Lang geleden klaar',
          expireDate: '2026-01-01',
          done: 1,
          status: 'done',
          closedAt: new Date('2026-02-10T10:00:00Z'),
        },
      ])
      const order = (placed: string, fulfilment: string, status = 'processing', extras = {}) => ({
        customerId: x.id,
        status,
        fulfilment,
        placedAt: new Date(placed),
        grandTotal: '100',
        currency: 'EUR',
        lines: [],
        extras,
      })
      const orders = await t.database.db
        .insert(backofficeOrder)
        .values([
          order('2026-05-01T10:00:00Z', 'partly_shipped'), // backorder expected 10 June: late
          order('2026-05-20T10:00:00Z', 'partly_shipped'), // backorder expected 20 June: not yet
          order('2026-06-01T10:00:00Z', 'confirmed'), // nothing shipped after 14 days: late
          order('2026-06-10T10:00:00Z', 'confirmed'), // 5 days: not yet
          order('2026-06-01T10:00:00Z', 'confirmed', 'processing', { delivery_date: '2026-06-30' }), // asked later
          order('2026-05-01T10:00:00Z', 'confirmed', 'canceled'), // canceled: never
          order('2026-05-01T10:00:00Z', 'shipped'), // shipped: never
        ])
        .returning({ id: backofficeOrder.id })
      const line = (orderId: number, expectedDate: string) => ({
        orderId,
        lineNo: 1,
        sku: 'X-1',
        name: 'Band',
        qtyOrdered: 2,
        qtyShipped: 1,
        qtyBackordered: 1,
        unitPrice: '10',
        taxPercent: '21',
        expectedDate,
      })
      await t.database.db
        .insert(backofficeOrderLine)
        .values([line(orders[0]!.id, '2026-06-10'), line(orders[1]!.id, '2026-06-20')])
    })

    it('counts open, done, overdue and late orders of one customer', async () => {
      const res = await oc(t, w.P.token, 'todosstatus', { customer_id: X.id })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.result.body).toEqual({ open: 4, done: 2, overdue: 3, late_orders: 2 })
      // the next day in Amsterdam (22:30 UTC): today's todo is overdue too, and so is the backorder of the 20th later on
      const night = await tokenAt(t, w.P, new Date('2026-06-15T22:30:00Z'))
      const next = await oc(t, night, 'todosstatus', { customer_id: X.id })
      expect(next.body.result.body).toMatchObject({ overdue: 4, late_orders: 2 })
      const week = await tokenAt(t, w.P, new Date('2026-06-21T10:00:00Z'))
      const later = await oc(t, week, 'todosstatus', { customer_id: X.id })
      // the 20 June backorder has passed, the 10 June confirmed order has waited 11 days
      expect(later.body.result.body.late_orders).toBe(4)
    })

    it("lists the caller's todos across customers: overdue first, colleagues' left out", async () => {
      const res = await oc(t, w.P.token, 'retodosreports')
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const { todos, customers, total } = res.body.result.body
      const mine = todos.filter((x: { customer_id: number }) => x.customer_id === X.id)
      expect(mine.map((x: { action_point: string }) => x.action_point)).toEqual([
        'Te laat',
        'Gisteren',
        'Vandaag',
        'Klaar',
      ])
      expect(mine[0]).toMatchObject({ overdue: true, status: 'open', customer_name: 'AAA Overdue Fietsen' })
      // every overdue todo comes before every other one
      const flags = todos.map((x: { overdue: boolean }) => x.overdue)
      expect(flags.indexOf(false)).toBeGreaterThan(flags.lastIndexOf(true))
      expect(todos.some((x: { action_point: string }) => x.action_point === 'Voor een collega')).toBe(false)
      expect(total).toBe(todos.length)
      expect(customers[0]).toMatchObject({
        customer_id: X.id,
        name: 'AAA Overdue Fietsen',
        open: 3,
        overdue: 2,
        late_orders: 2,
      })
      expect(customers.map((c: { customer_id: number }) => c.customer_id).sort()).toEqual(
        [w.A.id, w.B.id, X.id].sort(),
      )
      // a purchaser without customers: an empty answer; a body is not needed but may be sent
      const { makePurchaser } = await import('./helpers/purchaser.ts')
      const lonely = await makePurchaser(t)
      const empty = await oc(t, lonely.token, 'retodosreports', {})
      expect(empty.body.result.body).toEqual({ todos: [], customers: [], total: 0 })
    })
  })

  it('seeds the demo reports once: Jansen has an overdue and a done todo', async () => {
    const jansen = await t.database.db
      .select({ id: customer.id })
      .from(customer)
      .where(eq(customer.backofficeId, 'D10001'))
    const todos = await t.database.db
      .select()
      .from(reportTodo)
      .where(eq(reportTodo.customerId, jansen[0]!.id))
    // the template was seeded at its own moment: write them afresh to check against a known day
    await t.database.db.delete(visitorReport).where(eq(visitorReport.customerId, jansen[0]!.id))
    await t.database.db.delete(reportTodo).where(eq(reportTodo.customerId, jansen[0]!.id))
    expect(todos.length).toBeGreaterThan(0)
    const bakker = await t.database.db
      .select({ id: customer.id })
      .from(customer)
      .where(eq(customer.backofficeId, 'D10002'))
    await t.database.db.delete(visitorReport).where(eq(visitorReport.customerId, bakker[0]!.id))
    await t.database.db.delete(reportTodo).where(eq(reportTodo.customerId, bakker[0]!.id))
    expect(await seedDemoVisitReports(t.database.db, NOW)).toBe(3)
    expect(await seedDemoVisitReports(t.database.db, NOW)).toBe(0)
    const again = await t.database.db
      .select()
      .from(reportTodo)
      .where(eq(reportTodo.customerId, jansen[0]!.id))
    expect(again.filter((x) => x.done === 0 && x.expireDate < '2026-06-15').map((x) => x.expireDate)).toEqual(
      ['2026-06-12'],
    )
    expect(again.filter((x) => x.done === 1)).toHaveLength(2)
    const sanne = await t.database.db
      .select({ id: customer.id })
      .from(customer)
      .where(eq(customer.email, 'verkoop@fietsgroothandel.nl'))
    const status = await oc(
      t,
      (
        await import('./user-helpers.ts').then((m) =>
          m.signIn(t.app, 'verkoop@fietsgroothandel.nl', 'Handel2026!'),
        )
      ).token,
      'todosstatus',
      {
        customer_id: 'D10001',
      },
    )
    expect(sanne).toHaveLength(1)
    expect(status.body.result.body).toMatchObject({ open: 2, done: 2, overdue: 1 })
  })
})
