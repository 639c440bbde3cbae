/**
 * Exactly once across processes (decision 0185): two shop apps, each with its own connection pool
 * to one PostgreSQL database, run scheduler passes at the same moments at the same time; each due
 * moment gives one order and one run row. PGlite is one process by nature: PostgreSQL only.
 */
import { inject } from 'vitest'
import { like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRADE_DEMO_PASSWORD } from '../src/seed/trade-customers.ts'
import { automaticOrderRun, salesOrder } from '../src/db/schema/index.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { processDatabase, type ProcessDatabase } from './process-database.ts'
import { signIn } from './user-helpers.ts'
import { JANSEN, simpleSkus } from './order-list-helpers.ts'

const KEY = 'automatic-orders-processes-key'
const onPostgres = process.env.DB_KIND === 'postgres'

describe.runIf(onPostgres)('automatic orders in two processes on one PostgreSQL', () => {
  let shared: ProcessDatabase
  let one: TestApp
  let two: TestApp
  let autoId = 0

  const runPass = (t: TestApp, now: string) =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/admin/backoffice/automatic-orders/run',
        headers: { 'x-admin-key': KEY },
        payload: { now },
      })
      .then((r) => JSON.parse(r.body).result as { placed: unknown[]; failed: unknown[] })

  beforeAll(async () => {
    shared = await processDatabase(inject('dbTemplate'))
    const now = new Date('2026-12-01T10:00:00Z')
    one = await buildTestApp({ database: await shared.open(), now, env: { ADMIN_API_KEY: KEY } })
    two = await buildTestApp({ database: await shared.open(), now, env: { ADMIN_API_KEY: KEY } })
    const token = (await signIn(one.app, JANSEN, TRADE_DEMO_PASSWORD)).token
    const me = (await call(one.app, 'GET', `/api/user/me?token=${token}`)).body.result
    const list = await call(one.app, 'POST', `/api/orderlist/add-list?token=${token}`, { name: 'Twee' })
    const [p] = await simpleSkus(one, 1)
    await call(one.app, 'POST', `/api/orderlist/add-product?token=${token}`, {
      listId: list.body.result.list_id,
      entityId: p!.id,
      defaultAmount: 1,
    })
    const set = await call(one.app, 'POST', `/api/oculus/setAutomaticOrderSettings?token=${token}`, {
      enabled: true,
      shipping_address: me.addresses[0].id,
      shipping_method: 'flatrate_flatrate',
      date: '2026-12-07',
      time: '09:30',
      repeat: 'weekly',
      source_type: 'orderlist',
      order_list_id: list.body.result.list_id,
    })
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    autoId = set.body.result.body.auto_id
  })
  afterAll(async () => {
    await one?.close()
    await two?.close()
    await shared?.dispose()
  })

  it('each due moment is placed by exactly one of them, however often both run', async () => {
    const moments = ['2026-12-07T08:30:00Z', '2026-12-14T08:30:00Z', '2026-12-21T08:30:00Z']
    let placed = 0
    for (const now of moments) {
      const results = await Promise.all([
        runPass(one, now),
        runPass(two, now),
        runPass(one, now),
        runPass(two, now),
      ])
      expect(results.flatMap((r) => r.failed)).toEqual([])
      const count = results.reduce((n, r) => n + r.placed.length, 0)
      expect(count, now).toBe(1)
      placed += count
    }
    const orders = await one.database.db
      .select()
      .from(salesOrder)
      .where(like(salesOrder.idempotencyKey, `automatic:${autoId}:%`))
    expect(orders).toHaveLength(placed)
    const runs = await two.database.db.select().from(automaticOrderRun)
    expect(runs.filter((r) => r.automaticOrderId === autoId)).toHaveLength(moments.length)
  })
})
