/**
 * Reports and todos through the catalogue search (spec 001 §7, §9; issue 19, decision 0207):
 * `visitor_report` and `todos` answer ES-like from their tables for the purchaser's assigned
 * customers, filtered by customer_id.keyword (term, terms, bool filter), sorted, paged up to 1000,
 * and never cached: a change is seen by the very next identical request, with the shop's cache on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reportTodo } from '../src/db/schema/index.ts'
import { buildTestApp, type TestApp } from './test-app.ts'
import {
  byCustomer,
  oc,
  REPORT,
  searchGet,
  searchPost,
  visitWorld,
  type VisitWorld,
} from './helpers/visit-reports.ts'

const NOW = new Date('2026-06-15T10:00:00Z')
type Hit = { _id: string; _source: Record<string, any> }
const sources = (res: { body: any }) => (res.body.hits.hits as Hit[]).map((h) => h._source)

describe(`reports and todos in the catalogue search (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let w: VisitWorld
  const todoIds: Record<'A' | 'B' | 'C', number[]> = { A: [], B: [], C: [] }
  let reportA = 0

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW, cache: true })
    w = await visitWorld(t)
    const a = await oc(t, w.P.token, 'sendreport', {
      customer_id: w.A.id,
      report_data: REPORT,
      todo_data: [
        { action_point: 'A later', expire_date: '2026-07-01' },
        { action_point: 'A sooner', expire_date: '2026-06-20' },
      ],
    })
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    reportA = a.body.result.body.report_id
    todoIds.A = a.body.result.body.todo_ids
    t.setNow(new Date(NOW.getTime() + 60_000))
    const b = await oc(t, w.P.token, 'sendreport', {
      customer_id: w.B.id,
      report_data: { ...REPORT, remarks: 'Bij B' },
      todo_data: [{ action_point: 'B only', expire_date: '2026-06-25' }],
    })
    todoIds.B = b.body.result.body.todo_ids
    t.setNow(NOW)
    const c = await oc(t, w.Q.token, 'sendreport', {
      customer_id: w.C.id,
      report_data: REPORT,
      todo_data: [{ action_point: 'C secret', expire_date: '2026-06-25' }],
    })
    todoIds.C = c.body.result.body.todo_ids
  })
  afterAll(() => t.close())

  it('filters todos by customer_id.keyword (terms in a bool filter, GET with ?request= and ?token=)', async () => {
    const res = await searchGet(t, 'todos', w.P.token, byCustomer(w.A.id))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.hits.total).toEqual({ value: 2, relation: 'eq' })
    // open todos: by expire date
    expect(sources(res).map((s) => s.action_point)).toEqual(['A sooner', 'A later'])
    expect(res.body.hits.hits[0]._id).toBe(String(todoIds.A[1]))
    expect(sources(res)[0]).toEqual({
      id: todoIds.A[1],
      customer_id: w.A.id,
      customer_name: `Fietsen A${w.A.id}`,
      report_id: reportA,
      action_point: 'A sooner',
      expire_date: '2026-06-20',
      assigned_to: null,
      assigned_to_name: null,
      done: 0,
      status: 'open',
      overdue: false,
      purchaser_id: w.P.id,
      purchaser_name: expect.any(String),
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
      closed_at: null,
      closed_by: null,
    })
  })

  it('takes a term, the back-office id, a query.bool.filter array and POST with a Bearer token', async () => {
    const term = await searchPost(t, 'todos', w.P.token, {
      query: {
        bool: {
          filter: [{ term: { 'customer_id.keyword': w.A.backofficeId } }, { term: { status: 'open' } }],
        },
      },
    })
    expect(term.status, JSON.stringify(term.body)).toBe(200)
    expect(sources(term).map((s) => s.customer_id)).toEqual([w.A.id, w.A.id])
    const plainTerm = await searchPost(t, 'visitor_report', w.P2.token, {
      query: { term: { 'customer_id.keyword': String(w.A.id) } },
    })
    expect(sources(plainTerm).map((s) => s.id)).toEqual([reportA])
    expect(sources(plainTerm)[0]).toMatchObject({
      customer_id: w.A.id,
      purchaser_id: w.P.id,
      order_id: null,
      report_data: REPORT,
      language: 'nl',
      created_at: NOW.toISOString(),
    })
  })

  it('without a customer filter answers every assigned customer, never another purchaser’s', async () => {
    const res = await searchGet(t, 'todos', w.P.token, undefined)
    expect(res.status).toBe(200)
    const ids = sources(res).map((s) => s.id)
    expect(ids.sort()).toEqual([...todoIds.A, ...todoIds.B].sort())
    expect(JSON.stringify(res.body)).not.toContain('C secret')
    const reports = await searchPost(t, 'visitor_report', w.P.token, { sort: [{ created_at: 'desc' }] })
    expect(sources(reports).map((s) => s.customer_id)).toEqual([w.B.id, w.A.id])
    const asc = await searchPost(t, 'visitor_report', w.P.token, { sort: [{ created_at: { order: 'asc' } }] })
    expect(sources(asc).map((s) => s.customer_id)).toEqual([w.A.id, w.B.id])
  })

  it('refuses a customer not assigned (403 naming customer_id.keyword), a customer, a guest and a forged token', async () => {
    for (const filter of [
      byCustomer(w.C.id),
      byCustomer(w.A.id, w.C.id),
      byCustomer('D99999'),
      byCustomer(w.P.id),
    ]) {
      const res = await searchPost(t, 'todos', w.P.token, filter)
      expect(res.status).toBe(403)
      expect(res.body.result).toContain('customer_id.keyword')
      expect(JSON.stringify(res.body)).not.toContain('secret')
    }
    const own = await searchGet(t, 'todos', w.A.token, byCustomer(w.A.id))
    expect(own.status).toBe(403)
    const guest = await searchGet(t, 'visitor_report', '', byCustomer(w.A.id))
    expect(guest.status).toBe(401)
    const forged = await searchGet(t, 'todos', 'eyJhbGciOiJIUzI1NiJ9.e30.forged', byCustomer(w.A.id))
    expect(forged.status).toBe(401)
  })

  it('sorts by expire_date and created_at, pages with size and from, up to 1000', async () => {
    const desc = await searchPost(t, 'todos', w.P.token, {
      ...byCustomer(w.A.id, w.B.id),
      sort: [{ expire_date: 'desc' }],
    })
    expect(sources(desc).map((s) => s.expire_date)).toEqual(['2026-07-01', '2026-06-25', '2026-06-20'])
    const page = await searchPost(t, 'todos', w.P.token, {
      ...byCustomer(w.A.id, w.B.id),
      sort: 'expire_date:asc',
      size: 1,
      from: 1,
    })
    expect(page.status, JSON.stringify(page.body)).toBe(200)
    expect(sources(page).map((s) => s.expire_date)).toEqual(['2026-06-25'])
    const qs = await searchGet(
      t,
      'todos',
      w.P.token,
      byCustomer(w.A.id, w.B.id),
      '&sort=expire_date:asc&size=1&from=1',
    )
    expect(qs.body.hits.total.value).toBe(3)
    expect(sources(qs).map((s) => s.expire_date)).toEqual(['2026-06-25'])
    const max = await searchGet(t, 'todos', w.P.token, undefined, '&size=1000')
    expect(max.status).toBe(200)
    const over = await searchGet(t, 'todos', w.P.token, undefined, '&size=1001')
    expect(over.status).toBe(400)
    expect(over.body.result).toContain('size')
    const overBody = await searchPost(t, 'visitor_report', w.P.token, { size: 1001 })
    expect(overBody.status).toBe(400)
    const badSort = await searchPost(t, 'todos', w.P.token, { sort: [{ password: 'asc' }] })
    expect(badSort.status).toBe(400)
    expect(badSort.body.result).toContain('password')
    const aggs = await searchPost(t, 'todos', w.P.token, { aggs: { s: { terms: { field: 'status' } } } })
    expect(aggs.status).toBe(400)
    const notJson = await searchGet(t, 'todos', w.P.token, undefined, '&request=%7Bnope')
    expect(notJson.status).toBe(400)
  })

  it('pages 50 by default', async () => {
    const base = { customerId: w.B.id, purchaserId: w.P.id, expireDate: '2026-08-01' }
    await t.database.db
      .insert(reportTodo)
      .values(Array.from({ length: 60 }, (_, i) => ({ ...base, actionPoint: `Bulk ${i}` })))
    const res = await searchGet(t, 'todos', w.P.token, byCustomer(w.B.id))
    expect(res.body.hits.total.value).toBe(61)
    expect(res.body.hits.hits).toHaveLength(50)
    const all = await searchGet(t, 'todos', w.P.token, byCustomer(w.B.id), '&size=1000')
    expect(all.body.hits.hits).toHaveLength(61)
  })

  it('is never cached: a status change is seen by the same request at once', async () => {
    const request = { query: { bool: { filter: { terms: { 'customer_id.keyword': [String(w.A.id)] } } } } }
    const first = await searchGet(t, 'todos', w.P.token, request)
    expect(first.headers['x-cache']).toBe('miss')
    expect(first.headers['cache-control']).toBe('no-store')
    expect(sources(first).every((s) => s.status === 'open')).toBe(true)
    const changed = await oc(t, w.P.token, 'changetodostatus', {
      customer_id: w.A.id,
      todo_id: todoIds.A,
      status: 'done',
    })
    expect(changed.status).toBe(200)
    const second = await searchGet(t, 'todos', w.P.token, request)
    expect(second.headers['x-cache']).toBe('miss')
    expect(sources(second).map((s) => s.status)).toEqual(['done', 'done'])
    const bearer = await searchPost(t, 'todos', w.P.token, request)
    expect(sources(bearer).map((s) => s.status)).toEqual(['done', 'done'])
    await oc(t, w.P.token, 'changetodostatus', { customer_id: w.A.id, todo_id: todoIds.A, status: 'open' })
    const third = await searchPost(t, 'todos', w.P.token, request)
    expect(sources(third).map((s) => s.status)).toEqual(['open', 'open'])
    // a filter on the status and a new report: seen at once too
    const open = await searchPost(t, 'todos', w.P.token, {
      query: { bool: { filter: [{ terms: { 'customer_id.keyword': [w.A.id] } }, { term: { done: 1 } }] } },
    })
    expect(open.body.hits.total.value).toBe(0)
    const before = await searchGet(t, 'visitor_report', w.P.token, byCustomer(w.A.id))
    await oc(t, w.P.token, 'sendreport', { customer_id: w.A.id, report_data: REPORT })
    const after = await searchGet(t, 'visitor_report', w.P.token, byCustomer(w.A.id))
    expect(after.body.hits.total.value).toBe(before.body.hits.total.value + 1)
  })
})
