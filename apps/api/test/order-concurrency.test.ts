import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { insertCartFixture } from './cart-fixture.ts'
import { cartWith, orderBody } from './order-helpers.ts'

/**
 * 50 shoppers order the last 10 units at the same moment. On PostgreSQL the orders run in
 * parallel transactions over the connection pool; PGlite serialises them. Both must end with
 * exactly 10 orders and stock 0.
 */
describe(`last units (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
    await insertCartFixture(t.ctx.database)
    // harness race (see stock-service.test.ts): a pool socket closed by DROP DATABASE ... FORCE
    const pool = (t.ctx.database.db as unknown as { $client?: { on?: (e: 'error', fn: () => void) => void } })
      .$client
    if (t.ctx.database.kind === 'postgres') pool?.on?.('error', () => {})
  })
  afterAll(() => t.close())

  it('gives exactly 10 orders to 50 concurrent buyers of 10 units, and leaves stock at 0', async () => {
    const carts: string[] = []
    for (let i = 0; i < 50; i++) carts.push(await cartWith(t.app, [{ sku: 'FX-RACE', qty: 1 }]))
    const results = await Promise.all(
      carts.map((cartId) =>
        call(t.app, 'POST', '/api/order', orderBody(cartId, [{ sku: 'FX-RACE', qty: 1 }])),
      ),
    )
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(10)
    expect(statuses.filter((s) => s === 409)).toHaveLength(40)
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.result).toBe('Some of the ordered products are not available!')
    }
    const [row] = await t.ctx.database.rows<{ orders: number; qty: string; in_stock: boolean }>(sql`
      select (select count(*)::int from sales_order_item where sku = 'FX-RACE') as orders,
             s.qty::text as qty, s.is_in_stock as in_stock
      from stock_item s join product p on p.id = s.product_id where p.sku = 'FX-RACE'`)
    expect(row).toEqual({ orders: 10, qty: '0.0000', in_stock: false })
    // the 40 refused carts stay open for the shoppers to change
    const [open] = await t.ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from quote q join quote_item i on i.quote_id = q.id where q.is_active and i.sku = 'FX-RACE'`,
    )
    expect(open!.n).toBe(40)
  })
})
