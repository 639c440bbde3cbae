/**
 * The scheduler's timer (decision 0185): off in tests by default; turned on here
 * (AUTOMATIC_ORDERS_INTERVAL_MS=50), it places a due automatic order by itself, once.
 */
import { like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TRADE_DEMO_PASSWORD } from '../src/seed/trade-customers.ts'
import { salesOrder } from '../src/db/schema/index.ts'
import { loadConfig } from '../src/config/config.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { signIn } from './user-helpers.ts'
import { JANSEN, simpleSkus } from './order-list-helpers.ts'

describe('the automatic-order timer', () => {
  let t: TestApp
  let clock = new Date('2026-12-01T10:00:00Z')

  beforeAll(async () => {
    t = await buildTestApp({ now: () => clock, env: { AUTOMATIC_ORDERS_INTERVAL_MS: '50' } })
  })
  afterAll(() => t?.close())

  it('is off under NODE_ENV=test unless set, 60 s otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).automaticOrders.intervalMs).toBe(0)
    expect(
      loadConfig({ NODE_ENV: 'production', ADMIN_API_KEY: undefined } as never).automaticOrders.intervalMs,
    ).toBe(60_000)
    expect(t.ctx.config.automaticOrders.intervalMs).toBe(50)
  })

  it('places a due order by itself, once', async () => {
    const token = (await signIn(t.app, JANSEN, TRADE_DEMO_PASSWORD)).token
    const me = (await call(t.app, 'GET', `/api/user/me?token=${token}`)).body.result
    const list = await call(t.app, 'POST', `/api/orderlist/add-list?token=${token}`, { name: 'Timer' })
    const [p] = await simpleSkus(t, 1)
    await call(t.app, 'POST', `/api/orderlist/add-product?token=${token}`, {
      listId: list.body.result.list_id,
      entityId: p!.id,
    })
    const set = await call(t.app, 'POST', `/api/oculus/setAutomaticOrderSettings?token=${token}`, {
      enabled: true,
      shipping_address: me.addresses[0].id,
      shipping_method: 'flatrate_flatrate',
      date: '2026-12-07',
      time: '09:30',
      repeat: 'once',
      source_type: 'orderlist',
      order_list_id: list.body.result.list_id,
    })
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    const key = `automatic:${set.body.result.body.auto_id}:%`
    const orders = () => t.database.db.select().from(salesOrder).where(like(salesOrder.idempotencyKey, key))
    expect(await orders()).toHaveLength(0)
    clock = new Date('2026-12-07T08:31:00Z')
    await vi.waitFor(async () => expect(await orders()).toHaveLength(1), { timeout: 10_000, interval: 50 })
    // more ticks place nothing more (once: no next moment)
    const after = Date.now()
    await vi.waitFor(() => expect(Date.now() - after).toBeGreaterThan(300), { timeout: 2_000, interval: 50 })
    expect(await orders()).toHaveLength(1)
  })
})
