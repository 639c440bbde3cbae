/**
 * Staff move an order along (issue 18): ship lines (a shipment with track and trace, invoiced in
 * the same transaction), put what is left on backorder with an expected date, deliver a shipment,
 * cancel a backordered quantity (staff always; a customer by the rule of decision 0169). Each step
 * locks the order row first, so two steps on one order run one after the other, and every quantity
 * changes by a conditional UPDATE the CHECKs of the table back up: nothing is shipped twice.
 */
import { and, eq, or, sql } from 'drizzle-orm'
import {
  backorderAfterShipment,
  customerCancelRefusal,
  fulfilmentOf,
  openQty,
  shipProblems,
  shopToday,
  BACKORDER_CANCEL_REFUSALS,
  type Fulfilment,
} from '@shop/commerce'
import type { Db } from '../db/client.ts'
import { backofficeOrder, backofficeOrderLine, backofficeShipment } from '../db/schema/index.ts'
import type { BackofficeShipmentRow } from '../db/schema/order-life.ts'
import { fail, ok, type Result } from '../result.ts'
import { lineView, linesOf, type OrderRow } from './order-book.ts'
import { invoiceShipment, type ShipmentInvoice } from './shipment-invoice.ts'
import { inTransaction } from './transaction.ts'

/** The order by BO number or shop number, locked for the rest of the transaction. */
async function lockOrder(tx: Db, orderId: string, customerId?: number): Promise<OrderRow | null> {
  const key = orderId.trim()
  const [row] = await tx
    .select()
    .from(backofficeOrder)
    .where(
      and(
        or(eq(backofficeOrder.backofficeNumber, key), eq(backofficeOrder.shopOrderNumber, key)),
        customerId === undefined ? undefined : eq(backofficeOrder.customerId, customerId),
      ),
    )
    .limit(1)
    .for('update')
  return row ?? null
}

/** The order's fulfilment from its lines as they are now, written back; returns it. */
async function settleFulfilment(tx: Db, order: OrderRow, now: Date): Promise<Fulfilment> {
  const fulfilment = fulfilmentOf(await linesOf(tx, [order.id]))
  await tx.update(backofficeOrder).set({ fulfilment, updatedAt: now }).where(eq(backofficeOrder.id, order.id))
  return fulfilment
}

const orderNotFound = (orderId: string) => fail('not_found', `orderId: no order ${orderId}`)
const isDate = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`))

export interface ShipInput {
  orderId: string
  lines: { lineId: number; qty: number }[]
  carrier?: string | null
  trackingNumber?: string | null
  trackingUrl?: string | null
  /** put what is still open on backorder (with `expectedDate` when known) */
  backorderRest?: boolean
  expectedDate?: string | null
  now: Date
}

export interface Shipped {
  order: OrderRow
  fulfilment: Fulfilment
  shipment: BackofficeShipmentRow
  invoice: ShipmentInvoice | null
}

export async function shipLines(db: Db, input: ShipInput): Promise<Result<Shipped>> {
  if (input.expectedDate && !isDate(input.expectedDate))
    return fail('invalid', 'expectedDate: a date as YYYY-MM-DD')
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, input.orderId)
    if (!order) return orderNotFound(input.orderId)
    if (order.fulfilment === 'canceled')
      return fail('conflict', `Order ${order.backofficeNumber} is canceled`)
    const lines = await linesOf(tx, [order.id])
    const problems = shipProblems(lines, input.lines)
    if (problems.length > 0) {
      const p = problems[0]!
      const sku = lines.find((l) => l.id === p.lineId)?.sku
      if (p.reason === 'empty') return fail('invalid', 'lines: name at least one line to ship')
      if (p.reason === 'unknown_line')
        return fail('invalid', `lines: line ${p.lineId} is not a line of order ${order.backofficeNumber}`)
      if (p.reason === 'bad_qty')
        return fail('invalid', `lines: the quantity of line ${p.lineId} must be 1 or more`)
      return fail('conflict', `lines: ${sku} can ship at most ${p.max} more`)
    }
    const carried: { lineId: number; sku: string; qty: number }[] = []
    for (const s of input.lines) {
      const line = lines.find((l) => l.id === s.lineId)!
      const after = { ...line, qtyShipped: line.qtyShipped + s.qty }
      const [updated] = await tx
        .update(backofficeOrderLine)
        .set({
          qtyShipped: sql`${backofficeOrderLine.qtyShipped} + ${s.qty}`,
          qtyBackordered: backorderAfterShipment(after, false),
        })
        .where(
          and(
            eq(backofficeOrderLine.id, s.lineId),
            sql`${backofficeOrderLine.qtyShipped} + ${backofficeOrderLine.qtyCanceled} + ${s.qty} <= ${backofficeOrderLine.qtyOrdered}`,
          ),
        )
        .returning({ id: backofficeOrderLine.id })
      if (!updated) return fail('conflict', `lines: ${line.sku} was shipped meanwhile; nothing shipped`)
      line.qtyShipped += s.qty
      carried.push({ lineId: line.id, sku: line.sku, qty: s.qty })
    }
    if (input.backorderRest) {
      await tx
        .update(backofficeOrderLine)
        .set({
          qtyBackordered: sql`${backofficeOrderLine.qtyOrdered} - ${backofficeOrderLine.qtyShipped} - ${backofficeOrderLine.qtyCanceled}`,
          ...(input.expectedDate ? { expectedDate: input.expectedDate } : {}),
        })
        .where(
          and(
            eq(backofficeOrderLine.orderId, order.id),
            sql`${backofficeOrderLine.qtyOrdered} - ${backofficeOrderLine.qtyShipped} - ${backofficeOrderLine.qtyCanceled} > 0`,
          ),
        )
    }
    const [shipment] = await tx
      .insert(backofficeShipment)
      .values({
        orderId: order.id,
        lines: carried,
        carrier: input.carrier ?? null,
        trackingNumber: input.trackingNumber ?? null,
        trackingUrl: input.trackingUrl ?? trackingUrlOf(input.carrier, input.trackingNumber, order),
        shippedAt: input.now,
      })
      .returning()
    const fulfilment = await settleFulfilment(tx, order, input.now)
    const invoice = await invoiceShipment(tx, shipment!.id, { now: input.now })
    if (!invoice.ok) return invoice
    return ok({ order, fulfilment, shipment: shipment!, invoice: invoice.value })
  })
}

/** Track and trace of the carriers the shop ships with; another carrier needs its own URL. */
export function trackingUrlOf(
  carrier: string | null | undefined,
  tracking: string | null | undefined,
  order: Pick<OrderRow, 'shippingAddress'>,
): string | null {
  if (!carrier || !tracking) return null
  const t = encodeURIComponent(tracking)
  const country = order.shippingAddress?.countryId ?? 'NL'
  const postcode = encodeURIComponent((order.shippingAddress?.postcode ?? '').replace(/\s+/g, ''))
  switch (carrier.toLowerCase()) {
    case 'postnl':
      return `https://jouw.postnl.nl/track-and-trace/${t}-${country}-${postcode}`
    case 'dhl':
      return `https://www.dhl.com/nl-nl/home/tracking.html?tracking-id=${t}`
    case 'dpd':
      return `https://tracking.dpd.de/parcelstatus?query=${t}`
    case 'gls':
      return `https://gls-group.com/NL/nl/volg-je-pakket?match=${t}`
    default:
      return null
  }
}

export interface BackorderInput {
  orderId: string
  lineId: number
  /** absent: all that is open */
  qty?: number
  expectedDate?: string | null
  now: Date
}

/** Puts (part of) what is open of a line on backorder, with the date it is expected. */
export async function backorderLine(db: Db, input: BackorderInput) {
  if (input.expectedDate && !isDate(input.expectedDate))
    return fail('invalid', 'expectedDate: a date as YYYY-MM-DD')
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, input.orderId)
    if (!order) return orderNotFound(input.orderId)
    const line = (await linesOf(tx, [order.id])).find((l) => l.id === input.lineId)
    if (!line)
      return fail('invalid', `lineId: line ${input.lineId} is not a line of order ${order.backofficeNumber}`)
    const open = openQty(line)
    const qty = input.qty ?? open
    if (open === 0) return fail('conflict', `lineId: ${line.sku} has nothing open to backorder`)
    if (!Number.isInteger(qty) || qty < 1 || qty > open)
      return fail('invalid', `qty: ${line.sku} can have 1 to ${open} on backorder`)
    const [updated] = await tx
      .update(backofficeOrderLine)
      .set({ qtyBackordered: qty, expectedDate: input.expectedDate ?? line.expectedDate })
      .where(
        and(
          eq(backofficeOrderLine.id, line.id),
          sql`${backofficeOrderLine.qtyShipped} + ${backofficeOrderLine.qtyCanceled} + ${qty} <= ${backofficeOrderLine.qtyOrdered}`,
        ),
      )
      .returning()
    if (!updated) return fail('conflict', `lineId: ${line.sku} changed meanwhile; try again`)
    await settleFulfilment(tx, order, input.now)
    return ok({ order, line: lineView(updated) })
  })
}

/** A shipment arrived: its quantities count as delivered; the order is delivered when all is. */
export async function deliverShipment(db: Db, shipmentNumber: string, now: Date) {
  return inTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ orderId: backofficeShipment.orderId })
      .from(backofficeShipment)
      .where(eq(backofficeShipment.number, shipmentNumber.trim()))
    if (!found) return fail('not_found', `shipment: no shipment ${shipmentNumber}`)
    const [order] = await tx
      .select()
      .from(backofficeOrder)
      .where(eq(backofficeOrder.id, found.orderId))
      .for('update')
    const [shipment] = await tx
      .update(backofficeShipment)
      .set({ deliveredAt: now })
      .where(
        and(
          eq(backofficeShipment.number, shipmentNumber.trim()),
          sql`${backofficeShipment.deliveredAt} is null`,
        ),
      )
      .returning()
    if (!shipment) return fail('conflict', `shipment: ${shipmentNumber} was delivered already`)
    for (const l of shipment.lines) {
      const [updated] = await tx
        .update(backofficeOrderLine)
        .set({ qtyDelivered: sql`${backofficeOrderLine.qtyDelivered} + ${l.qty}` })
        .where(
          and(
            eq(backofficeOrderLine.id, l.lineId),
            sql`${backofficeOrderLine.qtyDelivered} + ${l.qty} <= ${backofficeOrderLine.qtyShipped}`,
          ),
        )
        .returning({ id: backofficeOrderLine.id })
      if (!updated) return fail('conflict', `shipment: ${l.sku} cannot be delivered more than was shipped`)
    }
    const fulfilment = await settleFulfilment(tx, order!, now)
    return ok({ order: order!, shipment, fulfilment })
  })
}

const REFUSALS = BACKORDER_CANCEL_REFUSALS

export interface CancelInput {
  orderId: string
  lineId: number
  qty?: number
  /** a customer cancels only their own, by the rule; staff any backordered quantity */
  customerId?: number
  now: Date
}

/** Cancels (part of) a backordered quantity: it leaves the backorder for the canceled quantity. */
export async function cancelBackorder(db: Db, input: CancelInput) {
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, input.orderId, input.customerId)
    if (!order) return orderNotFound(input.orderId)
    const line = (await linesOf(tx, [order.id])).find((l) => l.id === input.lineId)
    if (!line)
      return fail(
        'not_found',
        `lineId: line ${input.lineId} is not a line of order ${order.backofficeNumber}`,
      )
    const qty = input.qty ?? line.qtyBackordered
    if (!Number.isInteger(qty) || qty < 0) return fail('invalid', 'qty: a whole number of 1 or more')
    if (input.customerId !== undefined) {
      const refusal = customerCancelRefusal(line, order.fulfilment as Fulfilment, qty, shopToday(input.now))
      if (refusal) return fail('conflict', REFUSALS[refusal])
    } else if (line.qtyBackordered === 0) return fail('conflict', REFUSALS.nothing_backordered)
    else if (qty > line.qtyBackordered) return fail('conflict', REFUSALS.too_many)
    if (qty === 0) return fail('invalid', 'qty: a whole number of 1 or more')
    const [updated] = await tx
      .update(backofficeOrderLine)
      .set({
        qtyBackordered: sql`${backofficeOrderLine.qtyBackordered} - ${qty}`,
        qtyCanceled: sql`${backofficeOrderLine.qtyCanceled} + ${qty}`,
      })
      .where(and(eq(backofficeOrderLine.id, line.id), sql`${backofficeOrderLine.qtyBackordered} >= ${qty}`))
      .returning()
    if (!updated) return fail('conflict', REFUSALS.too_many)
    const fulfilment = await settleFulfilment(tx, order, input.now)
    return ok({ order, fulfilment, line: lineView(updated) })
  })
}
