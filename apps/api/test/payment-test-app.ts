/**
 * Helpers of the payment tests: an app with payment settings, orders inserted straight into
 * `sales_order` (as the order API would leave them), and urlencoded form posts.
 */
import { randomBytes } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { paymentTransaction, salesOrder, salesOrderComment } from '../src/db/schema/index.ts'
import { buildTestApp, type TestApp } from './test-app.ts'

/** The app of the payment tests: the shop's public URL is paymentBody's redirect origin. */
export function createPaymentTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  // the origin of paymentBody's redirectUrl: the only one post-payment accepts (decision 0117)
  return buildTestApp({ env: { PUBLIC_URL: 'https://shop.example', ...env } })
}

export interface TestOrder {
  id: number
  incrementId: string
  orderToken: string
}

let orderSeq = 0

export async function insertOrder(
  t: TestApp,
  values: { grandTotal?: string; status?: string; currency?: string; storeId?: number } = {},
): Promise<TestOrder> {
  orderSeq += 1
  const incrementId = `9${String(process.pid % 1000).padStart(3, '0')}${String(orderSeq).padStart(5, '0')}`
  const grandTotal = values.grandTotal ?? '749.0000'
  const [row] = await t.ctx.database.db
    .insert(salesOrder)
    .values({
      incrementId,
      orderToken: randomBytes(20).toString('hex'),
      status: values.status ?? 'pending',
      storeId: values.storeId ?? 1,
      customerEmail: 'jan@fietsen.nl',
      idempotencyKey: `payment-test-${incrementId}`,
      currency: values.currency ?? 'EUR',
      subtotal: grandTotal,
      subtotalInclTax: grandTotal,
      shippingAmount: '0',
      shippingInclTax: '0',
      discountAmount: '0',
      taxAmount: '0',
      grandTotal,
      totalSegments: [{ code: 'grand_total', title: 'Totaal', value: Number(grandTotal) }],
      paymentMethod: 'ideal',
    })
    .returning({ id: salesOrder.id, incrementId: salesOrder.incrementId, orderToken: salesOrder.orderToken })
  return row!
}

export async function orderStatus(t: TestApp, orderId: number): Promise<string> {
  const [row] = await t.ctx.database.db
    .select({ status: salesOrder.status })
    .from(salesOrder)
    .where(eq(salesOrder.id, orderId))
  return row!.status
}

export async function commentsOf(t: TestApp, orderId: number) {
  return t.ctx.database.db
    .select({ comment: salesOrderComment.comment, status: salesOrderComment.status })
    .from(salesOrderComment)
    .where(eq(salesOrderComment.orderId, orderId))
    .orderBy(salesOrderComment.id)
}

export async function paymentsOf(t: TestApp, orderId: number) {
  return t.ctx.database.db
    .select()
    .from(paymentTransaction)
    .where(eq(paymentTransaction.orderId, orderId))
    .orderBy(paymentTransaction.id)
}

export async function paymentCount(t: TestApp): Promise<number> {
  const [row] = await t.ctx.database.db.select({ n: count() }).from(paymentTransaction)
  return Number(row!.n)
}

export async function commentCount(t: TestApp): Promise<number> {
  const [row] = await t.ctx.database.db.select({ n: count() }).from(salesOrderComment)
  return Number(row!.n)
}

export async function postForm(t: TestApp, url: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
}

/** A post-payment body for an order, as the storefront sends it. */
export function paymentBody(order: TestOrder, extra: Record<string, unknown> = {}) {
  return {
    currency: 'EUR',
    order_id: order.incrementId,
    description: `Order # ${order.incrementId}`,
    redirectUrl: 'https://shop.example/order-status/',
    method: 'ideal',
    amount: 749,
    issuer: 'ideal_INGBNL2A',
    // the order token the storefront holds after placing the order (decision 0025)
    token: order.orderToken,
    ...extra,
  }
}
