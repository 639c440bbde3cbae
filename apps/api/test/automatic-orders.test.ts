/**
 * Automatic orders (issue 18, decisions 0182-0186) through the HTTP API: set, get and remove with
 * the §5 date rule; one scheduler pass at the due moment places the order once, a second pass and
 * two passes at once place nothing more; stock that is short goes on backorder, stock that is gone
 * fails the run visibly; a crash after the order insert leaves nothing behind.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { and, eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRADE_DEMO_PASSWORD } from '../src/seed/trade-customers.ts'
import {
  automaticOrder,
  automaticOrderRun,
  backofficeOrder,
  backofficeOrderLine,
  salesOrder,
  salesOrderItem,
  stockItem,
} from '../src/db/schema/index.ts'
import { outboxDir } from '../src/mail/mail-service.ts'
import { runAutomaticOrders } from '../src/automatic-order/scheduler.ts'
import { putAgreement } from '../src/backoffice/staff-agreements.ts'
import { parseBackofficeArgs, runBackofficeCommand } from '../src/backoffice/staff-command.ts'
import { attackRequests, type OpenApiDoc } from '../../../bench/lib/attack-cases.ts'
import { httpSender, runAttack } from '../../../bench/lib/attack-run.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { signIn } from './user-helpers.ts'
import { JANSEN, listCall, simpleSkus } from './order-list-helpers.ts'

const ADMIN_KEY = 'automatic-orders-admin-key'
const OC = '/api/oculus'
// Tuesday 1 December 2026, 11:00 in Amsterdam
const NOW = new Date('2026-12-01T10:00:00Z')

describe(`automatic orders (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let token = ''
  let me = 0
  let addressId = 0
  let listId = 0
  let skus: { id: number; sku: string }[] = []

  const oc = (name: string, body: unknown) => call(t.app, 'POST', `${OC}/${name}?token=${token}`, body)
  const admin = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await t.app.inject({
      method,
      url: `/api/admin/backoffice/automatic-orders${path}`,
      headers: { 'x-admin-key': ADMIN_KEY },
      payload: body as never,
    })
    return { status: res.statusCode, body: JSON.parse(res.body) }
  }
  const run = (now: string) => admin('POST', '/run', { now })
  const base = (over: Record<string, unknown> = {}) => ({
    customer_id: me,
    name: 'Weekvoorraad',
    enabled: true,
    shipping_address: addressId,
    shipping_method: 'flatrate_flatrate',
    date: '2026-12-07',
    time: '09:30',
    repeat: 'weekly',
    source_type: 'orderlist',
    order_list_id: listId,
    ...over,
  })
  const ordersOf = (autoId: number) =>
    t.database.db
      .select()
      .from(salesOrder)
      .where(like(salesOrder.idempotencyKey, `automatic:${autoId}:%`))
  const runsOf = (autoId: number) =>
    t.database.db.select().from(automaticOrderRun).where(eq(automaticOrderRun.automaticOrderId, autoId))

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW, env: { ADMIN_API_KEY: ADMIN_KEY } })
    token = (await signIn(t.app, JANSEN, TRADE_DEMO_PASSWORD)).token
    const user = (await call(t.app, 'GET', `/api/user/me?token=${token}`)).body.result
    me = user.id
    addressId = user.addresses[0].id
    skus = await simpleSkus(t, 3)
    const list = await listCall(t, token, 'POST', 'add-list', { customerId: me, name: 'Automatisch' })
    listId = list.body.result.list_id
    for (const [i, p] of skus.slice(0, 2).entries()) {
      const added = await listCall(t, token, 'POST', 'add-product', {
        customerId: me,
        listId,
        entityId: p.id,
        defaultAmount: i + 2,
      })
      expect(added.status, JSON.stringify(added.body)).toBe(200)
    }
  })
  afterAll(() => t?.close())

  it('answers the methods and order lists to choose from, and no settings yet', async () => {
    const res = await oc('getAutomaticOrderSettings', { customer_id: me })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.result.body.settings).toEqual([])
    expect(res.body.result.body.shipping_methods).toContainEqual({
      code: 'flatrate_flatrate',
      title: expect.any(String),
    })
    expect(res.body.result.body.order_lists).toContainEqual({ id: listId, name: 'Automatisch' })
  })

  it('refuses a first date today, tomorrow or in the past, naming it (Amsterdam calendar)', async () => {
    for (const date of ['2026-12-01', '2026-12-02', '2026-11-20']) {
      const res = await oc('setAutomaticOrderSettings', base({ date }))
      expect(res.status, date).toBe(400)
      expect(res.body).toMatchObject({
        code: 400,
        result: 'date: must be more than one day ahead: 2026-12-03 or later',
      })
    }
    // 23:30 UTC on 1 December is already 2 December in Amsterdam: the 3rd is then tomorrow
    t.setNow(new Date('2026-12-01T23:30:00Z'))
    const late = (await signIn(t.app, JANSEN, TRADE_DEMO_PASSWORD)).token
    const refused = await call(
      t.app,
      'POST',
      `${OC}/setAutomaticOrderSettings?token=${late}`,
      base({ date: '2026-12-03' }),
    )
    t.setNow(NOW)
    expect(refused.body.result).toBe('date: must be more than one day ahead: 2026-12-04 or later')
    const settings = await oc('getAutomaticOrderSettings', {})
    expect(settings.body.result.body.settings).toEqual([])
  })

  it('refuses what is not the customer’s or not allowed, naming the field', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ shipping_address: 999_999 }, 400, 'shipping_address'],
      [{ shipping_method: 'nosuch_method' }, 400, 'shipping_method'],
      [{ order_list_id: 999_999 }, 404, 'order_list_id'],
      [{ repeat: 'every_n_weeks', interval_weeks: 0 }, 400, 'interval_weeks'],
      [{ time: '25:00' }, 400, 'time'],
      [
        { source_type: 'cart', order_list_id: undefined, cart_id: 'ffffffffffffffffffffffffffffffff' },
        404,
        'cart',
      ],
      [{ auto_id: 999_999 }, 404, 'auto_id'],
    ]
    for (const [over, status, field] of cases) {
      const res = await oc('setAutomaticOrderSettings', base(over))
      expect(res.status, JSON.stringify(over)).toBe(status)
      expect(String(res.body.result).toLowerCase(), JSON.stringify(res.body)).toContain(field)
    }
  })

  let autoId = 0
  const firstDue = '2026-12-07T08:30:00.000Z'

  it('sets one up from an order list and answers it as get does', async () => {
    const res = await oc('setAutomaticOrderSettings', base())
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const saved = res.body.result.body
    autoId = saved.auto_id
    expect(saved).toMatchObject({
      customer_id: me,
      name: 'Weekvoorraad',
      enabled: true,
      source_type: 'orderlist',
      order_list_id: listId,
      order_list_name: 'Automatisch',
      lines: [
        { sku: skus[0]!.sku, qty: 2 },
        { sku: skus[1]!.sku, qty: 3 },
      ],
      shipping_address: { id: addressId },
      shipping_method: 'flatrate_flatrate',
      date: '2026-12-07',
      time: '09:30',
      repeat: 'weekly',
      day: 'monday',
      next_run_at: firstDue,
      last_run_at: null,
      last_order_number: null,
      last_error: null,
      runs: [],
    })
    const got = await oc('getAutomaticOrderSettings', {})
    expect(got.body.result.body.settings).toEqual([saved])
  })

  it('places nothing before it is due', async () => {
    const res = await run('2026-12-07T08:29:00Z')
    expect(res.body.result).toEqual({ placed: [], failed: [] })
    expect(await ordersOf(autoId)).toEqual([])
  })

  it('a pass at the due moment places it once, for the customer, on account, handed over as automatic', async () => {
    // a price agreed with the customer since it was set up: the order is priced at the due moment
    const agreed = await putAgreement(t.ctx, me, {
      kind: 'sku',
      target: skus[0]!.sku,
      net_price: 1.23,
      min_qty: 1,
    })
    expect(agreed.ok, JSON.stringify(agreed)).toBe(true)
    const res = await run(firstDue)
    expect(res.status).toBe(200)
    expect(res.body.result.failed).toEqual([])
    expect(res.body.result.placed).toEqual([
      { auto_id: autoId, order_number: expect.any(String), backordered: [] },
    ])
    const number = res.body.result.placed[0].order_number
    const orders = await ordersOf(autoId)
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({
      incrementId: number,
      customerId: me,
      paymentMethod: 'purchaseorder',
      idempotencyKey: `automatic:${autoId}:${firstDue}`,
    })
    const items = await t.database.db
      .select()
      .from(salesOrderItem)
      .where(eq(salesOrderItem.orderId, orders[0]!.id))
    expect(items.map((i) => [i.sku, Number(i.qty)]).sort()).toEqual(
      [
        [skus[0]!.sku, 2],
        [skus[1]!.sku, 3],
      ].sort(),
    )
    expect(Number(items.find((i) => i.sku === skus[0]!.sku)?.price)).toBe(1.23)
    const [handed] = await t.database.db
      .select()
      .from(backofficeOrder)
      .where(eq(backofficeOrder.shopOrderNumber, number))
    expect(handed?.source).toBe('automatic')
    const got = (await oc('getAutomaticOrderSettings', {})).body.result.body.settings[0]
    expect(got).toMatchObject({
      last_order_number: number,
      next_run_at: '2026-12-14T08:30:00.000Z',
      runs: [{ due_at: firstDue, status: 'placed', order_number: number, error: null }],
    })
    // the customer's mail names the order
    const dir = outboxDir(t.ctx.config.dataDir)
    const mails = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'))
    expect(mails.some((m) => m.includes(number) && m.includes(JANSEN))).toBe(true)
  })

  it('a second pass at the same moment, and two passes at once, place nothing more', async () => {
    expect((await run(firstDue)).body.result).toEqual({ placed: [], failed: [] })
    expect((await run('2026-12-10T12:00:00Z')).body.result).toEqual({ placed: [], failed: [] })
    const [a, b] = await Promise.all([run('2026-12-14T08:30:00Z'), run('2026-12-14T08:30:00Z')])
    expect(a.body.result.placed.length + b.body.result.placed.length).toBe(1)
    expect(await ordersOf(autoId)).toHaveLength(2)
    expect(await runsOf(autoId)).toHaveLength(2)
  })

  it('an error after the order insert rolls the whole run back; the next pass places it once', async () => {
    const due = new Date('2026-12-21T08:30:00Z')
    const before = (await ordersOf(autoId)).length
    const stock = await t.database.db.select().from(stockItem).where(eq(stockItem.productId, skus[0]!.id))
    const crashed = await runAutomaticOrders(t.ctx, due, {
      afterOrder: () => {
        throw new Error('the process dies here')
      },
    })
    expect(crashed.placed).toEqual([])
    expect(crashed.failed).toEqual([{ auto_id: autoId, error: expect.stringContaining('internal error') }])
    expect(await ordersOf(autoId)).toHaveLength(before)
    expect(await runsOf(autoId)).toHaveLength(2)
    const [row] = await t.database.db.select().from(automaticOrder).where(eq(automaticOrder.id, autoId))
    expect(row!.nextRunAt).toEqual(due)
    const after = await t.database.db.select().from(stockItem).where(eq(stockItem.productId, skus[0]!.id))
    expect(after[0]!.qty).toBe(stock[0]!.qty)
    const again = await runAutomaticOrders(t.ctx, due)
    expect(again.placed).toHaveLength(1)
    expect(await ordersOf(autoId)).toHaveLength(before + 1)
  })

  it('short stock: the order takes what is there, the rest is recorded as backordered', async () => {
    await t.database.db.update(stockItem).set({ qty: '1' }).where(eq(stockItem.productId, skus[1]!.id))
    const res = await run('2026-12-28T08:30:00Z')
    expect(res.body.result.placed).toEqual([
      { auto_id: autoId, order_number: expect.any(String), backordered: [{ sku: skus[1]!.sku, qty: 2 }] },
    ])
    const [runRow] = await t.database.db
      .select()
      .from(automaticOrderRun)
      .where(
        and(
          eq(automaticOrderRun.automaticOrderId, autoId),
          eq(automaticOrderRun.dueAt, new Date('2026-12-28T08:30:00Z')),
        ),
      )
    expect(runRow!.backordered).toEqual([{ sku: skus[1]!.sku, qty: 2 }])
    // the back office books the short pieces as an open backorder of the placed order, priced now
    const [book] = await t.database.db
      .select({ id: backofficeOrder.id, source: backofficeOrder.source })
      .from(backofficeOrder)
      .where(eq(backofficeOrder.shopOrderNumber, runRow!.orderNumber!))
    expect(book!.source).toBe('automatic')
    const lines = await t.database.db
      .select()
      .from(backofficeOrderLine)
      .where(eq(backofficeOrderLine.orderId, book!.id))
    const short = lines.filter((l) => l.sku === skus[1]!.sku)
    expect(short.map((l) => [l.qtyOrdered - l.qtyBackordered, l.qtyBackordered])).toEqual([
      [1, 0],
      [0, 2],
    ])
    expect(Number(short[1]!.unitPrice)).toBeGreaterThan(0)
    expect(new Set(lines.map((l) => l.lineNo)).size).toBe(lines.length)
  })

  it('no stock at all: the run fails, visibly to the customer and to staff, and the schedule moves on', async () => {
    await t.database.db
      .update(stockItem)
      .set({ qty: '0', isInStock: false })
      .where(sql`${stockItem.productId} in (${skus[0]!.id}, ${skus[1]!.id})`)
    const res = await run('2027-01-04T08:30:00Z')
    expect(res.body.result.placed).toEqual([])
    expect(res.body.result.failed).toEqual([
      { auto_id: autoId, error: expect.stringContaining('Out of stock') },
    ])
    const got = (await oc('getAutomaticOrderSettings', {})).body.result.body.settings[0]
    expect(got).toMatchObject({
      last_error: expect.stringContaining(skus[0]!.sku),
      failure_count: 1,
      next_run_at: '2027-01-11T08:30:00.000Z',
      runs: [{ due_at: '2027-01-04T08:30:00.000Z', status: 'failed', order_number: null }, {}, {}, {}, {}],
    })
    const staff = await admin('GET', '?failing=1')
    expect(staff.status).toBe(200)
    expect(staff.body.result).toContainEqual(
      expect.objectContaining({ auto_id: autoId, customer_email: JANSEN, failure_count: 1 }),
    )
    // the same pass again records nothing twice
    expect((await run('2027-01-04T08:30:00Z')).body.result).toEqual({ placed: [], failed: [] })
  })

  it('staff calls need the admin key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/backoffice/automatic-orders/run',
      payload: {},
    })
    expect(res.statusCode).toBe(401)
    expect((await admin('POST', '/run', { now: 'tomorrow' })).status).toBe(400)
  })

  it('sets one up from a cart (its lines copied), disables it, and removes it', async () => {
    const cartId = String((await call(t.app, 'POST', `/api/cart/create?token=${token}`)).body.result)
    const sku = skus[2]!.sku
    const added = await call(t.app, 'POST', `/api/cart/update?token=${token}&cartId=${cartId}`, {
      cartItem: { sku, qty: 4, quoteId: cartId },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const res = await oc(
      'setAutomaticOrderSettings',
      base({
        source_type: 'cart',
        order_list_id: undefined,
        cart_id: cartId,
        repeat: 'monthly',
        date: '2027-01-31',
      }),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const cartAuto = res.body.result.body
    expect(cartAuto).toMatchObject({ source_type: 'cart', lines: [{ sku, qty: 4 }], repeat: 'monthly' })
    const off = await oc('setAutomaticOrderSettings', {
      ...base({ source_type: undefined, order_list_id: undefined, repeat: 'monthly', date: '2027-01-31' }),
      auto_id: cartAuto.auto_id,
      enabled: false,
    })
    expect(off.status, JSON.stringify(off.body)).toBe(200)
    expect(off.body.result.body).toMatchObject({
      enabled: false,
      source_type: 'cart',
      lines: [{ sku, qty: 4 }],
    })
    expect((await run('2027-02-01T12:00:00Z')).body.result.placed.map((p: any) => p.auto_id)).not.toContain(
      cartAuto.auto_id,
    )
    const removed = await oc('removeAutomaticOrderSettings', { auto_id: cartAuto.auto_id })
    expect(removed.body).toEqual({ code: 200, result: { body: { removed: true } } })
    const again = await oc('removeAutomaticOrderSettings', { auto_id: cartAuto.auto_id })
    expect(again.status).toBe(404)
    expect(again.body.result).toContain('auto_id')
  })

  it('staff see and run them from the shell (npm run backoffice -- automatic-orders …)', async () => {
    expect(parseBackofficeArgs(['automatic-orders', 'run', '--now', 'soon'])).toMatch(/--now/)
    expect(parseBackofficeArgs(['automatic-orders', 'later'])).toMatch(/unknown "later"/)
    const out: string[] = []
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(`ERR ${l}`) }
    const list = parseBackofficeArgs(['automatic-orders', '--failing'])
    expect(list).toEqual({ command: 'automatic-orders', action: 'list', failing: true })
    expect(await runBackofficeCommand(t.ctx, list as never, io)).toBe(0)
    expect(out.join('\n')).toMatch(new RegExp(`^${autoId}\t${JANSEN}\tenabled\tweekly`, 'm'))
    expect(out.join('\n')).toContain('last error: Out of stock')
    out.length = 0
    const pass = parseBackofficeArgs(['automatic-orders', 'run', '--now', '2027-01-04T08:30:00Z'])
    expect(await runBackofficeCommand(t.ctx, pass as never, io)).toBe(0)
    expect(out).toEqual(['nothing due'])
  })

  it(
    'the staff endpoints answer bad requests with the admin key without a 5xx or a hang',
    { timeout: 60_000 },
    async () => {
      const url = await t.app.listen({ port: 0, host: '127.0.0.1' })
      const doc = (await call(t.app, 'GET', '/api/docs')).body as OpenApiDoc
      const mine: OpenApiDoc = {
        paths: Object.fromEntries(
          Object.entries(doc.paths).filter(([path]) =>
            path.startsWith('/api/admin/backoffice/automatic-orders'),
          ),
        ),
      }
      expect(Object.keys(mine.paths)).toHaveLength(2)
      const requests = [...attackRequests(mine, 120, 18)].map((r) => ({
        ...r,
        headers: { ...r.headers, 'x-admin-key': ADMIN_KEY },
      }))
      const report = await runAttack(requests, httpSender(url), { concurrency: 2, measureLoop: false })
      expect(report.sent).toBe(120)
      expect(report.serverErrors).toEqual([])
      expect(report.hangs).toEqual([])
    },
  )
})
