/**
 * Order e-mails follow the order (decision 0081): an online payment is confirmed when paid, a
 * payment the bank processes gets the confirmation and later "payment received", a failed payment
 * sends nothing, an offline method is confirmed at once. The status call shows the order's
 * details and what the shopper may do next: pay again (a new payment for the same open order) or
 * put the lines back in a cart once it is canceled (decision 0083).
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, type TestApp } from './test-app.ts'
import { createPaymentTestApp, postForm } from './payment-test-app.ts'
import { insertCartFixture } from './cart-fixture.ts'
import { address, orderBody } from './order-helpers.ts'

const BASE = '/api/ext/payment-service'
const run = Math.random().toString(36).slice(2, 10)
let seq = 0

function decode(raw: string): string {
  // quoted-printable parts of nodemailer: soft line breaks and =XX bytes
  const joined = raw.replace(/=\r?\n/g, '')
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')
}

describe(`order e-mails and the status page's order (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createPaymentTestApp()
    await insertCartFixture(t.ctx.database)
  })
  afterAll(() => t.close())

  async function mailsTo(email: string): Promise<string[]> {
    const dir = join(t.ctx.config.dataDir, 'outbox')
    const files = await readdir(dir).catch(() => [] as string[])
    const found: string[] = []
    for (const file of files.sort()) {
      const text = decode(await readFile(join(dir, file), 'utf8'))
      if (text.includes(`To: ${email}`)) found.push(text)
    }
    return found
  }

  /** Waits (polling) until `count` mails reached the address. */
  async function waitForMails(email: string, count: number): Promise<string[]> {
    for (let i = 0; i < 150; i++) {
      const mails = await mailsTo(email)
      if (mails.length >= count) return mails
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error(`expected ${count} mails to ${email}, got ${(await mailsTo(email)).length}`)
  }

  async function place(payment: string, method = '0007') {
    seq += 1
    const email = `mail-${run}-${seq}@example.test`
    const res = await call(
      t.app,
      'POST',
      '/api/order',
      orderBody('', [{ sku: 'FX-RACE', qty: 1 }], {
        cart_id: undefined,
        order_id: `mail-${run}-${seq}`,
        addressInformation: {
          ...orderBody('', []).addressInformation,
          billingAddress: address({ email }),
          shipping_method_code: method,
          shipping_carrier_code: method,
          payment_method_code: payment,
        },
      }),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return { ...(res.body.result as { orderNumber: string; orderToken: string }), email }
  }

  async function pay(order: { orderNumber: string; orderToken: string }) {
    const res = await call(t.app, 'POST', `${BASE}/post-payment?store=nl`, {
      currency: 'EUR',
      order_id: order.orderNumber,
      description: `Order # ${order.orderNumber}`,
      redirectUrl: 'https://shop.example/order-status/',
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      token: order.orderToken,
    })
    return res
  }

  async function choose(order: { orderNumber: string; orderToken: string }, status: string) {
    const created = await pay(order)
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const chosen = await postForm(t, created.body.result.payment_gateway_url, { status })
    expect(chosen.statusCode).toBe(303)
  }

  const marks = async (orderNumber: string) =>
    (
      await t.ctx.database.rows<{ comment: string }>(
        sql`select c.comment from sales_order_comment c join sales_order o on o.id = c.order_id
            where o.increment_id = ${orderNumber} and c.is_customer_notified = 1 order by c.id`,
      )
    ).map((r) => r.comment)

  it('sends no confirmation at placement of an iDEAL order, and the confirmation once it is paid', async () => {
    const order = await place('ideal')
    expect(await marks(order.orderNumber)).toEqual([])
    await choose(order, 'paid')
    const [mail] = await waitForMails(order.email, 1)
    expect(mail).toContain(`Je bestelling ${order.orderNumber}`)
    expect(mail).toContain('Betaling: ontvangen')
    expect(mail).toMatch(/Verwachte levering: \w+dag \d+ \w+/)
    // a repeated notification sends nothing again
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await mailsTo(order.email)).toHaveLength(1)
  })

  it('confirms a payment the bank processes, then mails "payment received" when it arrives', async () => {
    const order = await place('ideal')
    const created = await pay(order)
    await postForm(t, created.body.result.payment_gateway_url, { status: 'pending' })
    const [confirmation] = await waitForMails(order.email, 1)
    expect(confirmation).toContain('Betaling: in behandeling bij de bank')
    await postForm(t, created.body.result.payment_gateway_url, { status: 'paid' })
    const mails = await waitForMails(order.email, 2)
    expect(mails[1]).toContain(`Betaling ontvangen voor bestelling ${order.orderNumber}`)
    expect(await marks(order.orderNumber)).toHaveLength(2)
  })

  it('sends nothing for a failed payment and offers the cart back on the status call', async () => {
    const order = await place('ideal')
    await choose(order, 'failed')
    // the next order's mail is proof that the failed one had its chance to be written
    const other = await place('cashondelivery')
    await waitForMails(other.email, 1)
    expect(await mailsTo(order.email)).toEqual([])
    expect(await marks(order.orderNumber)).toEqual([])
    const status = await call(t.app, 'GET', `/api/order/status/${order.orderToken}`)
    expect(status.body.result).toMatchObject({
      status: 'canceled',
      can_pay_again: false,
      can_restore_cart: true,
    })
    expect((await pay(order)).status).toBe(409)
  })

  it('confirms an offline method at placement, saying it is not paid online', async () => {
    const order = await place('cashondelivery')
    const [mail] = await waitForMails(order.email, 1)
    expect(mail).toContain('Betaalwijze: Rembours')
    expect(mail).toContain('Betaling: volgens de gekozen betaalwijze (niet online)')
  })

  it('lets the shopper pay again while the order is open, and the new payment confirms it', async () => {
    const order = await place('ideal')
    await choose(order, 'open')
    const open = await call(t.app, 'GET', `/api/order/status/${order.orderToken}`)
    expect(open.body.result).toMatchObject({
      status: 'pending_payment',
      can_pay_again: true,
      can_restore_cart: false,
    })
    await choose(order, 'paid')
    const [mail] = await waitForMails(order.email, 1)
    expect(mail).toContain('Betaling: ontvangen')
    const paid = await call(t.app, 'GET', `/api/order/status/${order.orderToken}`)
    expect(paid.body.result).toMatchObject({ status: 'processing', can_pay_again: false })
  })

  it('shows the lines, addresses, methods, totals and expected delivery on the status call', async () => {
    const order = await place('ideal', '0007')
    const res = await call(t.app, 'GET', `/api/order/status/${order.orderToken}`)
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({
      increment_id: order.orderNumber,
      items: [{ sku: 'FX-RACE', name: 'Fixture race', qty_ordered: 1 }],
      shipping_address: { city: 'Utrecht', street: ['Stationsweg', '12'], country_id: 'NL' },
      billing_address: { firstname: 'Jan' },
      shipping_method_code: '0007',
      shipping_description: expect.stringContaining('Volgende werkdag'),
      payment_title: 'iDEAL',
      total_segments: expect.arrayContaining([expect.objectContaining({ code: 'grand_total' })]),
      expected_delivery: { from: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), to: expect.any(String) },
      can_pay_again: true,
    })
  })
})
