/**
 * Returns on orders that went through the back office's life (issue 18, helpers A and B): a phone
 * order shipped and delivered through the staff API, 2 of 5 pieces returned, credited by staff;
 * the order's details show what was returned, and the credit note is the return's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRADE_DEMO_PASSWORD } from '../src/seed/trade-customers.ts'
import { buildTestApp, type TestApp } from './test-app.ts'
import { signIn } from './user-helpers.ts'
import { JANSEN, simpleSkus } from './order-list-helpers.ts'
import { admin as staff, phoneOrder, useAdminKey } from './helpers/fulfilment.ts'
import { admin as returnsAdmin, lineQty, oculus } from './helpers/returns.ts'

const DB = process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'

describe(`returns after a real delivery (${DB})`, () => {
  let t: TestApp
  let token = ''
  beforeAll(async () => {
    t = await buildTestApp()
    useAdminKey(t)
    token = (await signIn(t.app, JANSEN, TRADE_DEMO_PASSWORD)).token
  })
  afterAll(() => t?.close())

  it('ships 5, delivers, returns 2, credits them: the order and the credit note agree', async () => {
    const [sku] = (await simpleSkus(t, 1)).map((s) => s.sku)
    const order = await phoneOrder(t, 'D10001', [{ sku: sku!, qty: 5 }])
    const line = order.lines[0]!
    // shipped but not delivered: nothing to return yet
    const shipped = await staff(t, 'POST', `/orders/${order.orderId}/ship`, {
      lines: [{ lineId: line.lineId, qty: 5 }],
      carrier: 'PostNL',
      trackingNumber: '3SRET0000001',
    })
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200)
    const before = await oculus(t, token, 'getOculusWarrantyReturns', { type: 'return' })
    expect(JSON.stringify(before.body)).not.toContain(order.orderId)
    const early = await oculus(t, token, 'sendItensBackToOculus', {
      items: [line.lineId],
      qtys: [1],
      oculus_order: order.orderId,
      type: 'return',
      reason: 'too_many',
    })
    expect(early.status).toBe(400)
    expect(early.body.result).toBe(`qtys: ${sku} can be sent back at most 0 time(s).`)

    const delivered = await staff(t, 'POST', `/shipments/${shipped.body.result.shipment.number}/deliver`, {})
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200)
    const listed = await oculus(t, token, 'getOculusWarrantyReturns', { type: 'return' })
    const mine = listed.body.result.body.orders.find((o: any) => o.orderId === order.orderId)
    expect(mine.lines).toEqual([
      expect.objectContaining({ lineId: line.lineId, sku, qtyDelivered: 5, qtyReturnable: 5 }),
    ])

    const sent = await oculus(t, token, 'sendItensBackToOculus', {
      items: [line.lineId],
      qtys: [2],
      oculus_order: order.orderId,
      type: 'return',
      reason: 'too_many',
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const { number } = sent.body.result.body
    for (const status of ['received', 'approved', 'credited']) {
      const step = await returnsAdmin(t, 'POST', `/${number}/status`, { status })
      expect(step.statusCode, step.body).toBe(200)
    }
    expect(await lineQty(t, line.lineId)).toEqual({ delivered: 5, returned: 2 })
    const details = await oculus(t, token, 'getOculusOrderDetails', { orderId: order.orderId })
    expect(details.status).toBe(200)
    expect(details.body.result.body.lines[0]).toMatchObject({
      qtyDelivered: 5,
      qtyReturned: 2,
      qtyReturnable: 3,
    })
    const requests = (await oculus(t, token, 'getItensSentBackToOculus', { type: 'return' })).body.result.body
      .requests
    const credit = requests.find((r: any) => r.number === number).creditNote
    expect(credit).toMatchObject({
      number: expect.any(String),
      invoicePath: expect.stringContaining(credit.number),
    })
    const invoices = details.body.result.body.invoices as any[]
    // the order lists its debit invoice (the shipment) and the return's credit note
    expect(invoices.filter((i) => i.type === 'credit').map((i) => i.number)).toEqual([credit.number])
  })
})
