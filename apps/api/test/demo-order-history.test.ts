/**
 * The demo's year of order history (issue 18, decision 0171): written with the seed, 30-60 orders
 * per demo dealer, most delivered, some partly shipped with open backorders and expected dates,
 * a few recent ones confirmed; the quantities as the order life keeps them; seen by getOculusOrders.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRADE_DEMO_PASSWORD } from '../src/seed/trade-customers.ts'
import { seedDemoOrderHistory } from '../src/seed/demo-order-history.ts'
import { buildTestApp, type TestApp } from './test-app.ts'
import { signIn } from './user-helpers.ts'
import { JANSEN } from './order-list-helpers.ts'
import { oculus } from './helpers/fulfilment.ts'

describe(`demo order history (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('gives every demo dealer 30-60 orders of a year, mixed sources and stages, quantities consistent', async () => {
    const per = await t.ctx.database.rows<any>(sql`
      select c.backoffice_id, count(*)::int as n, count(distinct o.source)::int as sources,
        count(*) filter (where o.fulfilment = 'delivered')::int as delivered,
        count(*) filter (where o.fulfilment = 'partly_shipped')::int as partly,
        count(*) filter (where o.fulfilment = 'confirmed')::int as confirmed,
        min(o.placed_at) as oldest
      from backoffice_order o join customer c on c.id = o.customer_id
      where c.backoffice_id like 'D1%' group by c.backoffice_id order by c.backoffice_id`)
    expect(per.length).toBeGreaterThanOrEqual(5)
    for (const d of per) {
      expect(d.n, d.backoffice_id).toBeGreaterThanOrEqual(30)
      expect(d.n, d.backoffice_id).toBeLessThanOrEqual(60)
      expect(d.delivered, d.backoffice_id).toBeGreaterThan(d.n / 2)
      expect(d.confirmed, d.backoffice_id).toBeGreaterThan(0)
    }
    expect(per.reduce((n: number, d: any) => n + d.partly, 0)).toBeGreaterThan(per.length)
    expect(Math.max(...per.map((d: any) => d.sources))).toBe(4)
    // open backorders carry an expected date in the future
    const [bo] = await t.ctx.database.rows<any>(sql`
      select count(*)::int as n, count(*) filter (where expected_date is null or expected_date < current_date)::int as undated
      from backoffice_order_line where qty_backordered > 0`)
    expect(bo.n).toBeGreaterThan(0)
    expect(bo.undated).toBe(0)
    // every shipped quantity is in a shipment
    const [gap] = await t.ctx.database.rows<any>(sql`
      select count(*)::int as n from backoffice_order_line l where l.qty_shipped <> coalesce((
        select sum((e->>'qty')::int) from backoffice_shipment s, jsonb_array_elements(s.lines) e
        where s.order_id = l.order_id and (e->>'lineId')::int = l.id), 0)`)
    expect(gap.n).toBe(0)
  })

  it('runs once: a second run writes nothing', async () => {
    expect(await seedDemoOrderHistory(t.ctx.database.db, new Date())).toEqual({ orders: 0, shipments: 0 })
  })

  it('Jansen reads the history newest first, a page at a time, and the open backorders', async () => {
    const token = (await signIn(t.app, JANSEN, TRADE_DEMO_PASSWORD)).token
    const first = (await oculus(t, token, 'getOculusOrders', { pageSize: 10 })).body.result.body
    expect(first.total).toBeGreaterThanOrEqual(30)
    expect(first.orders).toHaveLength(10)
    const times = first.orders.map((o: any) => Date.parse(o.placedAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    const second = (await oculus(t, token, 'getOculusOrders', { page: 2, pageSize: 10 })).body.result.body
    expect(Date.parse(second.orders[0].placedAt)).toBeLessThanOrEqual(times[9])
    const backorders = (await oculus(t, token, 'getOculusBackorders', {})).body.result.body.backorders
    // the recent delivered ones are invoiced (by the invoice module, in the seed)
    const delivered = first.orders.concat(second.orders).find((o: any) => o.fulfilment === 'delivered')
    const details = (await oculus(t, token, 'getOculusOrderDetails', { orderId: delivered.orderId })).body
      .result.body
    expect(details.invoices.length).toBeGreaterThan(0)
    expect(details.invoices[0]).toMatchObject({
      type: 'debit',
      number: expect.stringMatching(/^F\d{4}-\d{6}$/),
    })
    for (const b of backorders) expect(b.expectedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
})
