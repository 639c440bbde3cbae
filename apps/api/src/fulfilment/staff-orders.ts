/**
 * The staff steps of an order's life (issue 18, decision 0170), shared by the admin API and
 * `npm run backoffice -- orders …`: each is one transaction (order-life.ts), and its mail goes
 * out after the commit. Orders are named by back-office number or shop order number.
 */
import { desc, eq, or } from 'drizzle-orm'
import { backofficeOrder, customer } from '../db/schema/index.ts'
import { fail, ok, type Result } from '../result.ts'
import { createCounterOrder, type CounterOrderInput } from './counter-order.ts'
import { backorderedMail, deliveredMail, sendLifeMail, shippedMail } from './life-mail.ts'
import type { LifeContext } from './life-context.ts'
import { orderDetails } from './order-book.ts'
import {
  backorderLine,
  cancelBackorder,
  deliverShipment,
  shipLines,
  type BackorderInput,
  type ShipInput,
} from './order-life.ts'
import { mailInvoice } from './shipment-invoice.ts'

const nowOf = (ctx: LifeContext, at?: string) => (at ? new Date(at) : ctx.now())

async function staffOrder(ctx: LifeContext, orderId: string) {
  const key = orderId.trim()
  const [row] = await ctx.database.db
    .select()
    .from(backofficeOrder)
    .where(or(eq(backofficeOrder.backofficeNumber, key), eq(backofficeOrder.shopOrderNumber, key)))
    .limit(1)
  return row ?? null
}

/** One order whole, as the customer's §7 call shows it, for staff. */
export async function showOrder(ctx: LifeContext, orderId: string) {
  const order = await staffOrder(ctx, orderId)
  if (!order) return fail('not_found', `orderId: no order ${orderId}`)
  return ok(await orderDetails(ctx.database.db, order))
}

/** A customer's orders, newest first (the last 50). */
export async function listOrders(ctx: LifeContext, customerRef: string) {
  const key = customerRef.trim()
  const [buyer] = await ctx.database.db
    .select({ id: customer.id })
    .from(customer)
    .where(
      /^\d+$/.test(key)
        ? or(eq(customer.id, Number(key)), eq(customer.backofficeId, key))
        : or(eq(customer.backofficeId, key), eq(customer.email, key)),
    )
    .limit(1)
  if (!buyer) return fail('not_found', `customer: no customer ${key}`)
  const rows = await ctx.database.db
    .select({
      orderId: backofficeOrder.backofficeNumber,
      orderNumber: backofficeOrder.shopOrderNumber,
      source: backofficeOrder.source,
      placedAt: backofficeOrder.placedAt,
      fulfilment: backofficeOrder.fulfilment,
      grandTotal: backofficeOrder.grandTotal,
    })
    .from(backofficeOrder)
    .where(eq(backofficeOrder.customerId, buyer.id))
    .orderBy(desc(backofficeOrder.placedAt), desc(backofficeOrder.id))
    .limit(50)
  return ok(rows.map((r) => ({ ...r, placedAt: r.placedAt.toISOString(), grandTotal: Number(r.grandTotal) })))
}

export async function createOrder(
  ctx: LifeContext,
  input: Omit<CounterOrderInput, 'now' | 'placedAt'> & { placedAt?: string },
) {
  const { placedAt, ...rest } = input
  const created = await createCounterOrder(ctx, {
    ...rest,
    now: ctx.now(),
    ...(placedAt ? { placedAt: new Date(placedAt) } : {}),
  })
  return created.ok ? showOrder(ctx, created.value.orderId) : created
}

export async function ship(
  ctx: LifeContext,
  input: Omit<ShipInput, 'now'> & { shippedAt?: string },
): Promise<Result<unknown>> {
  const shipped = await shipLines(ctx.database.db, { ...input, now: nowOf(ctx, input.shippedAt) })
  if (!shipped.ok) return shipped
  const { order, fulfilment, shipment, invoice } = shipped.value
  await sendLifeMail(ctx, order, shipment, (f) => shippedMail(f, fulfilment === 'partly_shipped'))
  if (invoice && ctx.log && ctx.cache) await mailInvoice(ctx as never, invoice.id)
  return ok({
    shipment: { number: shipment.number, lines: shipment.lines, trackingUrl: shipment.trackingUrl },
    fulfilment,
    invoice: invoice ? { number: invoice.number, invoicePath: invoice.invoicePath } : null,
  })
}

export async function backorder(ctx: LifeContext, input: Omit<BackorderInput, 'now'>) {
  const done = await backorderLine(ctx.database.db, { ...input, now: ctx.now() })
  if (!done.ok) return done
  const none = { number: '', carrier: null, trackingNumber: null, trackingUrl: null, lines: [] }
  await sendLifeMail(ctx, done.value.order, none, backorderedMail)
  return ok(done.value.line)
}

export async function deliver(ctx: LifeContext, shipmentNumber: string, at?: string) {
  const done = await deliverShipment(ctx.database.db, shipmentNumber, nowOf(ctx, at))
  if (!done.ok) return done
  const { order, shipment, fulfilment } = done.value
  await sendLifeMail(ctx, order, shipment, (f) => deliveredMail(f, fulfilment === 'delivered'))
  return ok({ shipment: shipment.number, deliveredAt: shipment.deliveredAt!.toISOString(), fulfilment })
}

export async function staffCancelBackorder(
  ctx: LifeContext,
  input: { orderId: string; lineId: number; qty?: number },
) {
  const done = await cancelBackorder(ctx.database.db, { ...input, now: ctx.now() })
  return done.ok ? ok({ ...done.value.line, fulfilment: done.value.fulfilment }) : done
}
