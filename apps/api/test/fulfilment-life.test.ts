/**
 * An order's life in the back office (issue 18): a phone order at the customer's prices, shipped in
 * part with track and trace and the rest on backorder, delivered, a backorder canceled by staff and
 * by the customer within the rule; the §7 calls show each step; mails go out in the order's
 * language; bad input is refused naming the problem, and two shipments at once never over-ship.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRADE_DEMO_PASSWORD } from '../src/seed/trade-customers.ts'
import { outboxDir } from '../src/mail/mail-service.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { signIn } from './user-helpers.ts'
import { BAKKER, JANSEN, simpleSkus } from './order-list-helpers.ts'
import { admin, oculus, phoneOrder, useAdminKey } from './helpers/fulfilment.ts'
import { insertCartFixture } from './cart-fixture.ts'
import { backOfficeOf } from '../src/backoffice/back-office-factory.ts'
import { cartWith, orderBody } from './order-helpers.ts'

describe(`order life in the back office (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let jansen = { token: '', id: 0 }
  let bakker = { token: '', id: 0 }
  let skus: string[] = []

  beforeAll(async () => {
    t = await buildTestApp({ now: new Date('2026-11-27T10:00:00Z') })
    useAdminKey(t)
    await insertCartFixture(t.ctx.database)
    for (const [who, email] of [
      ['jansen', JANSEN],
      ['bakker', BAKKER],
    ] as const) {
      const token = (await signIn(t.app, email, TRADE_DEMO_PASSWORD)).token
      const id = (await call(t.app, 'GET', `/api/user/me?token=${token}`)).body.result.id
      if (who === 'jansen') jansen = { token, id }
      else bakker = { token, id }
    }
    skus = (await simpleSkus(t, 3)).map((s) => s.sku)
  })
  afterAll(() => t.close())

  const mailsTo = async (subject: RegExp) => {
    const dir = outboxDir(t.ctx.config.dataDir)
    const files = await readdir(dir).catch(() => [] as string[])
    const texts = await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')))
    return texts.filter((m) => subject.test(m.replace(/=\r?\n/g, '')))
  }

  it('a handover writes the lines with name, net unit price and VAT, addresses, language and shipping', async () => {
    const cartId = await cartWith(t.app, [{ sku: 'FX-BIKE', qty: 2 }], 'de')
    const res = await call(
      t.app,
      'POST',
      '/api/order?storeCode=de',
      orderBody(cartId, [{ sku: 'FX-BIKE', qty: 2 }], { store_code: 'de' }),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const [order] = await t.ctx.database.rows<any>(
      sql`select * from backoffice_order where shop_order_number = ${res.body.result.orderNumber}`,
    )
    expect(order).toMatchObject({ language: 'de', source: 'shop', fulfilment: 'confirmed' })
    expect(order.shipping_address).toMatchObject({
      postcode: expect.any(String),
      countryId: expect.any(String),
    })
    expect(order.billing_address).toBeTruthy()
    expect(order.shipping_description).toBeTruthy()
    const [item] = await t.ctx.database.rows<any>(
      sql`select i.name, i.row_total::float as row_total, i.discount_amount::float as discount, i.tax_percent::float as tax
          from sales_order_item i join sales_order o on o.id = i.order_id where o.increment_id = ${res.body.result.orderNumber}`,
    )
    const lines = await t.ctx.database.rows<any>(
      sql`select line_no, sku, name, qty_ordered, unit_price::float as unit_price, tax_percent::float as tax
          from backoffice_order_line where order_id = ${order.id}`,
    )
    expect(lines).toEqual([
      {
        line_no: 1,
        sku: 'FX-BIKE',
        name: item.name,
        qty_ordered: 2,
        unit_price: Math.round(((item.row_total - Math.abs(item.discount)) / 2) * 10000) / 10000,
        tax: item.tax,
      },
    ])
  })

  it('a shop order the shop cancels (unpaid, expired) is canceled in the back office too', async () => {
    const cartId = await cartWith(t.app, [{ sku: 'FX-BIKE', qty: 1 }])
    const res = await call(t.app, 'POST', '/api/order', orderBody(cartId, [{ sku: 'FX-BIKE', qty: 1 }]))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const number = res.body.result.orderNumber
    const done = await backOfficeOf(t.ctx).updateOrderStatus(number, 'canceled', { db: t.ctx.database.db })
    expect(done.ok).toBe(true)
    const [row] = await t.ctx.database.rows<any>(sql`
      select o.fulfilment, l.qty_canceled, l.qty_ordered from backoffice_order o
      join backoffice_order_line l on l.order_id = o.id where o.shop_order_number = ${number}`)
    expect(row).toEqual({ fulfilment: 'canceled', qty_canceled: 1, qty_ordered: 1 })
  })

  it('ships part, backorders the rest, delivers, and the §7 calls show every step', async () => {
    const order = await phoneOrder(t, 'D10001', [
      { sku: skus[0]!, qty: 5 },
      { sku: skus[1]!, qty: 2 },
    ])
    expect(order.orderId).toMatch(/^BO\d{8}$/)
    const [a, b] = order.lines
    expect(a).toMatchObject({ sku: skus[0], qtyOrdered: 5 })
    expect(a!.unitPrice).toBeGreaterThan(0)
    expect(a!.taxPercent).toBe(21)

    const shipped = await admin(t, 'POST', `/orders/${order.orderId}/ship`, {
      lines: [{ lineId: a!.lineId, qty: 3 }],
      carrier: 'PostNL',
      trackingNumber: '3SABCD1234567',
      backorderRest: true,
      expectedDate: '2026-12-15',
    })
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200)
    expect(shipped.body.result.fulfilment).toBe('partly_shipped')
    expect(shipped.body.result.shipment.number).toMatch(/^ZD\d{8}$/)
    expect(shipped.body.result.shipment.trackingUrl).toContain('3SABCD1234567')
    // invoiced in the same transaction (the invoice module's issueShipmentInvoice)
    expect(shipped.body.result.invoice).toMatchObject({ number: expect.stringMatching(/^F\d{4}-\d{6}$/) })

    const details = await oculus(t, jansen.token, 'getOculusOrderDetails', { orderId: order.orderId })
    expect(details.status, JSON.stringify(details.body)).toBe(200)
    const d = details.body.result.body
    expect(d).toMatchObject({
      orderId: order.orderId,
      orderNumber: null,
      source: 'phone',
      fulfilment: 'partly_shipped',
    })
    expect(d.lines[0]).toMatchObject({ qtyShipped: 3, qtyBackordered: 2, expectedDate: '2026-12-15' })
    expect(d.lines[1]).toMatchObject({ qtyShipped: 0, qtyBackordered: 2 })
    expect(d.shipments).toEqual([
      expect.objectContaining({
        carrier: 'PostNL',
        trackingNumber: '3SABCD1234567',
        deliveredAt: null,
        lines: [{ lineId: a!.lineId, sku: skus[0], qty: 3 }],
      }),
    ])

    const page = await oculus(t, jansen.token, 'getOculusOrders', { page: 1, pageSize: 100 })
    expect(page.status).toBe(200)
    expect(page.body.result.body.orders).toContainEqual(
      expect.objectContaining({
        orderId: order.orderId,
        fulfilment: 'partly_shipped',
        qtyOrdered: 7,
        qtyShipped: 3,
        qtyBackordered: 4,
      }),
    )

    const backorders = await oculus(t, jansen.token, 'getOculusBackorders', {})
    expect(backorders.body.result.body.backorders).toContainEqual(
      expect.objectContaining({
        orderId: order.orderId,
        lineId: a!.lineId,
        qtyBackordered: 2,
        expectedDate: '2026-12-15',
        cancelable: true,
      }),
    )

    const qty = await oculus(t, jansen.token, 'getQtyUpdates', {
      type: 'open',
      order_ids: [order.orderId, 'BO99999999'],
    })
    expect(qty.status).toBe(200)
    expect(qty.body.result.body.updates).toEqual([
      expect.objectContaining({
        orderId: order.orderId,
        lineId: a!.lineId,
        qtyOrdered: 5,
        qtyShipped: 3,
        qtyBackordered: 2,
      }),
      expect.objectContaining({
        orderId: order.orderId,
        lineId: b!.lineId,
        qtyShipped: 0,
        qtyBackordered: 2,
      }),
    ])

    // the mail: partly shipped, with track and trace and what stays on backorder, in Dutch
    const mails = await mailsTo(new RegExp(`deels verzonden|${order.orderId}`))
    expect(
      mails.some(
        (m) => m.includes('deels verzonden') && m.includes('3SABCD1234567') && m.includes('nabestelling'),
      ),
    ).toBe(true)

    // the customer cancels one of line b's backorder; staff ship the rest
    const canceled = await oculus(t, jansen.token, 'cancelBackorder', {
      orderId: order.orderId,
      lineId: b!.lineId,
      qty: 1,
    })
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200)
    expect(canceled.body.result.body).toMatchObject({ lineId: b!.lineId, qtyBackordered: 1, qtyCanceled: 1 })

    const rest = await admin(t, 'POST', `/orders/${order.orderId}/ship`, {
      lines: [
        { lineId: a!.lineId, qty: 2 },
        { lineId: b!.lineId, qty: 1 },
      ],
      carrier: 'DHL',
      trackingNumber: 'JD0001',
    })
    expect(rest.status, JSON.stringify(rest.body)).toBe(200)
    expect(rest.body.result.fulfilment).toBe('shipped')

    const all = (await oculus(t, jansen.token, 'getOculusOrderDetails', { orderId: order.orderId })).body
      .result.body
    for (const s of all.shipments) {
      const delivered = await admin(t, 'POST', `/shipments/${s.number}/deliver`, {})
      expect(delivered.status, JSON.stringify(delivered.body)).toBe(200)
    }
    const after = (await oculus(t, jansen.token, 'getOculusOrderDetails', { orderId: order.orderId })).body
      .result.body
    expect(after.fulfilment).toBe('delivered')
    expect(after.invoices).toHaveLength(2)
    expect(after.invoices[0]).toMatchObject({
      type: 'debit',
      invoicePath: expect.stringMatching(/^invoices\/\d{4}\/F/),
    })
    expect(after.lines.map((l: any) => [l.qtyDelivered, l.qtyReturnable, l.qtyBackordered])).toEqual([
      [5, 5, 0],
      [1, 1, 0],
    ])
    const again = await admin(t, 'POST', `/shipments/${all.shipments[0].number}/deliver`, {})
    expect(again.status).toBe(409)
    expect(again.body.result).toContain('delivered already')
    expect((await mailsTo(/is afgeleverd/)).length).toBeGreaterThan(0)
  })

  it('refuses bad input naming the problem, and what is not there or not yours', async () => {
    const order = await phoneOrder(t, jansen.id, [{ sku: skus[2]!, qty: 2 }])
    const line = order.lines[0]!
    const cases: [string, unknown, number, RegExp][] = [
      [
        'ship',
        { lines: [{ lineId: line.lineId, qty: 3 }] },
        409,
        new RegExp(`${skus[2]} can ship at most 2`),
      ],
      ['ship', { lines: [{ lineId: line.lineId, qty: 0 }] }, 400, /qty/],
      ['ship', { lines: [] }, 400, /lines/],
      ['ship', { lines: [{ lineId: 999999, qty: 1 }] }, 400, /line 999999 is not a line/],
      ['ship', { lines: [{ lineId: line.lineId, qty: 1 }], expectedDate: '2026-13-01' }, 400, /expectedDate/],
      ['backorder', { lineId: line.lineId, qty: 5 }, 400, /1 to 2/],
      ['cancel-backorder', { lineId: line.lineId }, 409, /Nothing of this line is on backorder/],
    ]
    for (const [verb, body, status, message] of cases) {
      const res = await admin(t, 'POST', `/orders/${order.orderId}/${verb}`, body)
      expect(res.status, `${verb} ${JSON.stringify(body)} ${JSON.stringify(res.body)}`).toBe(status)
      expect(JSON.stringify(res.body.result)).toMatch(message)
    }
    expect(
      (await admin(t, 'POST', '/orders/BO00000001/ship', { lines: [{ lineId: 1, qty: 1 }] })).status,
    ).toBe(404)
    const unknownSku = await admin(t, 'POST', '/orders', {
      customer: 'D10001',
      source: 'phone',
      lines: [{ sku: 'NOPE-1', qty: 1 }],
    })
    expect(unknownSku.status).toBe(400)
    expect(unknownSku.body.result).toContain('NOPE-1')
    expect(
      (
        await admin(t, 'POST', '/orders', {
          customer: 'X-NONE',
          source: 'counter',
          lines: [{ sku: skus[0], qty: 1 }],
        })
      ).status,
    ).toBe(404)

    // §7: another customer's order is not found; a named customer not the caller's is refused
    expect((await oculus(t, bakker.token, 'getOculusOrderDetails', { orderId: order.orderId })).status).toBe(
      404,
    )
    const named = await oculus(t, bakker.token, 'getOculusOrders', { customerId: jansen.id })
    expect(named.status).toBe(403)
    expect(named.body.result).toContain('customerId')
    const big = await oculus(t, jansen.token, 'getOculusOrders', { pageSize: 101 })
    expect(big.status).toBe(400)
    expect(JSON.stringify(big.body.result)).toContain('pageSize')
    const badType = await oculus(t, jansen.token, 'getQtyUpdates', { type: 'weird', order_ids: [] })
    expect(badType.status).toBe(400)
    expect(JSON.stringify(badType.body.result)).toContain('type')
    expect((await oculus(t, jansen.token, 'getOculusOrderDetails', {})).status).toBe(400)
  })

  it('lets a customer cancel a backorder only until two days before it is expected', async () => {
    const order = await phoneOrder(t, jansen.id, [{ sku: skus[0]!, qty: 4 }])
    const line = order.lines[0]!
    const bo = await admin(t, 'POST', `/orders/${order.orderId}/backorder`, {
      lineId: line.lineId,
      expectedDate: '2026-11-28',
    })
    expect(bo.status, JSON.stringify(bo.body)).toBe(200)
    const list = (await oculus(t, jansen.token, 'getOculusBackorders')).body.result.body.backorders
    expect(list.find((b: any) => b.lineId === line.lineId)).toMatchObject({
      qtyBackordered: 4,
      cancelable: false,
    })
    const refused = await oculus(t, jansen.token, 'cancelBackorder', {
      orderId: order.orderId,
      lineId: line.lineId,
    })
    expect(refused.status).toBe(409)
    expect(refused.body.result).toBe('This backorder is on its way and can no longer be canceled.')
    // staff may; the whole order is then canceled
    const staff = await admin(t, 'POST', `/orders/${order.orderId}/cancel-backorder`, { lineId: line.lineId })
    expect(staff.status, JSON.stringify(staff.body)).toBe(200)
    expect(staff.body.result).toMatchObject({ qtyCanceled: 4, qtyBackordered: 0, fulfilment: 'canceled' })
    // another customer cannot reach it at all
    expect(
      (await oculus(t, bakker.token, 'cancelBackorder', { orderId: order.orderId, lineId: line.lineId }))
        .status,
    ).toBe(404)
  })

  it('two shipments at once never ship more than was ordered', async () => {
    const order = await phoneOrder(t, jansen.id, [{ sku: skus[1]!, qty: 3 }])
    const line = order.lines[0]!
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        admin(t, 'POST', `/orders/${order.orderId}/ship`, { lines: [{ lineId: line.lineId, qty: 2 }] }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409])
    const [row] = await t.ctx.database.rows<{ qty_shipped: number }>(
      sql`select qty_shipped from backoffice_order_line where id = ${line.lineId}`,
    )
    expect(row!.qty_shipped).toBe(2)
    const shipments = await t.ctx.database.rows(
      sql`select 1 from backoffice_shipment s join backoffice_order o on o.id = s.order_id where o.backoffice_number = ${order.orderId}`,
    )
    expect(shipments.length).toBe(1)
  })
})
