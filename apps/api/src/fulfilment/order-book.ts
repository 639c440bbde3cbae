/**
 * The back office's order book as a customer reads it (issue 18, spec 001 §7): the orders newest
 * first, one order with its lines, shipments and invoices, the open backorders and the quantities
 * of named orders. An order is named by its back-office number or the shop's order number
 * (decision 0167); one of another customer is not found, never refused (no telling it exists).
 */
import { and, asc, count, desc, eq, gt, inArray, or, sql } from 'drizzle-orm'
import { customerCancelRefusal, shopToday, type Fulfilment } from '@shop/commerce'
import type { Db } from '../db/client.ts'
import {
  backofficeInvoice,
  backofficeOrder,
  backofficeOrderLine,
  backofficeShipment,
} from '../db/schema/index.ts'
import type { BackofficeOrderLineRow } from '../db/schema/order-life.ts'

export type OrderRow = typeof backofficeOrder.$inferSelect

const money = (n: number) => Math.round(n * 100) / 100
const num = (v: string | number | null) => (v === null ? 0 : Number(v))

/** The order a customer names: by BO number or shop order number, only among their own. */
export async function ownOrder(db: Db, customerId: number, orderId: string): Promise<OrderRow | null> {
  const key = orderId.trim()
  if (key === '') return null
  const [row] = await db
    .select()
    .from(backofficeOrder)
    .where(
      and(
        eq(backofficeOrder.customerId, customerId),
        or(eq(backofficeOrder.backofficeNumber, key), eq(backofficeOrder.shopOrderNumber, key)),
      ),
    )
    .limit(1)
  return row ?? null
}

export interface OrderSummary {
  orderId: string
  orderNumber: string | null
  source: string
  placedAt: string
  fulfilment: Fulfilment
  status: string
  currency: string
  grandTotal: number
  qtyOrdered: number
  qtyShipped: number
  qtyBackordered: number
  poNumber: string | null
  reference: string | null
}

/** A page of the customer's orders, newest first (the index on customer, placed_at, id serves it). */
export async function orderPage(
  db: Db,
  customerId: number,
  page: number,
  pageSize: number,
): Promise<{ orders: OrderSummary[]; total: number; page: number; pageSize: number }> {
  // the page first (the index on customer, placed_at, id serves it), then the quantities of just
  // those orders: a sum per row in the select list would run for every row the OFFSET skips too
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: backofficeOrder.id,
        orderId: backofficeOrder.backofficeNumber,
        orderNumber: backofficeOrder.shopOrderNumber,
        source: backofficeOrder.source,
        placedAt: backofficeOrder.placedAt,
        fulfilment: backofficeOrder.fulfilment,
        status: backofficeOrder.status,
        currency: backofficeOrder.currency,
        grandTotal: backofficeOrder.grandTotal,
        extras: backofficeOrder.extras,
      })
      .from(backofficeOrder)
      .where(eq(backofficeOrder.customerId, customerId))
      .orderBy(desc(backofficeOrder.placedAt), desc(backofficeOrder.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(backofficeOrder).where(eq(backofficeOrder.customerId, customerId)),
  ])
  const sums =
    rows.length === 0
      ? []
      : await db
          .select({
            orderId: backofficeOrderLine.orderId,
            qtyOrdered: sql<number>`sum(${backofficeOrderLine.qtyOrdered})::int`,
            qtyShipped: sql<number>`sum(${backofficeOrderLine.qtyShipped})::int`,
            qtyBackordered: sql<number>`sum(${backofficeOrderLine.qtyBackordered})::int`,
          })
          .from(backofficeOrderLine)
          .where(
            inArray(
              backofficeOrderLine.orderId,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(backofficeOrderLine.orderId)
  const sumOf = new Map(sums.map((x) => [x.orderId, x]))
  return {
    orders: rows.map((r) => ({
      orderId: r.orderId,
      orderNumber: r.orderNumber,
      source: r.source,
      placedAt: r.placedAt.toISOString(),
      fulfilment: r.fulfilment as Fulfilment,
      status: r.status,
      currency: r.currency,
      grandTotal: money(num(r.grandTotal)),
      qtyOrdered: Number(sumOf.get(r.id)?.qtyOrdered ?? 0),
      qtyShipped: Number(sumOf.get(r.id)?.qtyShipped ?? 0),
      qtyBackordered: Number(sumOf.get(r.id)?.qtyBackordered ?? 0),
      poNumber: r.extras.po_number ?? null,
      reference: r.extras.reference ?? null,
    })),
    total: counted?.n ?? 0,
    page,
    pageSize,
  }
}

export function lineView(l: BackofficeOrderLineRow) {
  const unitPrice = num(l.unitPrice)
  return {
    lineId: l.id,
    lineNo: l.lineNo,
    sku: l.sku,
    name: l.name,
    qtyOrdered: l.qtyOrdered,
    qtyShipped: l.qtyShipped,
    qtyDelivered: l.qtyDelivered,
    qtyBackordered: l.qtyBackordered,
    qtyCanceled: l.qtyCanceled,
    qtyReturned: l.qtyReturned,
    qtyReturnable: l.qtyDelivered - l.qtyReturned,
    unitPrice: money(unitPrice),
    taxPercent: num(l.taxPercent),
    rowTotal: money(unitPrice * l.qtyOrdered),
    expectedDate: l.expectedDate,
    comment: l.comment,
  }
}

export const linesOf = (db: Db, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([] as BackofficeOrderLineRow[])
    : db
        .select()
        .from(backofficeOrderLine)
        .where(inArray(backofficeOrderLine.orderId, orderIds))
        .orderBy(asc(backofficeOrderLine.orderId), asc(backofficeOrderLine.lineNo))

/** One order whole: totals, addresses, lines, shipments with track and trace, invoices. */
export async function orderDetails(db: Db, order: OrderRow) {
  const [lines, shipments, invoices] = await Promise.all([
    linesOf(db, [order.id]),
    db
      .select()
      .from(backofficeShipment)
      .where(eq(backofficeShipment.orderId, order.id))
      .orderBy(asc(backofficeShipment.shippedAt), asc(backofficeShipment.id)),
    db
      .select()
      .from(backofficeInvoice)
      .where(eq(backofficeInvoice.orderId, order.id))
      .orderBy(asc(backofficeInvoice.issueDate), asc(backofficeInvoice.id)),
  ])
  // what the shop handed over per line (delivery date, a purchaser's discount): lines are numbered
  // in handover order; an internal discount comment stays with staff (decision 0158)
  const handed = (l: BackofficeOrderLineRow) => {
    const h = order.lines[l.lineNo - 1]
    return h && h.sku === l.sku ? h : null
  }
  const views = lines.map((l) => {
    const h = handed(l)
    const discount = h?.discountPercent ?? 0
    return {
      ...lineView(l),
      deliveryDate: h?.deliveryDate ?? null,
      discountPercent: discount > 0 ? discount : null,
      discountComment: discount > 0 && h?.discountType === 'customer' ? (h.discountComment ?? null) : null,
    }
  })
  const subtotal = views.reduce((n, l) => n + l.rowTotal, 0)
  const tax = views.reduce((n, l) => n + (l.rowTotal * l.taxPercent) / 100, 0)
  return {
    orderId: order.backofficeNumber,
    orderNumber: order.shopOrderNumber,
    source: order.source,
    placedAt: order.placedAt.toISOString(),
    fulfilment: order.fulfilment as Fulfilment,
    status: order.status,
    currency: order.currency,
    subtotal: money(subtotal),
    taxAmount: money(tax),
    grandTotal: money(num(order.grandTotal)),
    poNumber: order.extras.po_number ?? null,
    reference: order.extras.reference ?? null,
    comment: order.extras.comment ?? null,
    /** the order's extras as the shop took them (PO number, dates, year order, dropshipment, reference) */
    extras: {
      po_number: order.extras.po_number ?? null,
      comment: order.extras.comment ?? null,
      delivery_date: order.extras.delivery_date ?? null,
      is_yearorder: order.extras.is_yearorder ?? false,
      is_dropship: order.extras.is_dropship ?? false,
      dropship_address: order.extras.dropship_address ?? null,
      reference: order.extras.reference ?? null,
    },
    shippingDescription: order.shippingDescription,
    billingAddress: order.billingAddress,
    shippingAddress: order.shippingAddress,
    lines: views,
    shipments: shipments.map((s) => ({
      number: s.number,
      shippedAt: s.shippedAt.toISOString(),
      deliveredAt: s.deliveredAt?.toISOString() ?? null,
      carrier: s.carrier,
      trackingNumber: s.trackingNumber,
      trackingUrl: s.trackingUrl,
      lines: s.lines.map((l) => ({ lineId: l.lineId, sku: l.sku, qty: l.qty })),
    })),
    invoices: invoices.map((i) => ({
      number: i.number,
      type: i.type as 'debit' | 'credit',
      issueDate: i.issueDate,
      grandTotal: money(num(i.grandTotal)),
      invoicePath: i.pdfPath,
    })),
  }
}

/** The customer's open backorder lines, oldest order first, each saying whether they may cancel it. */
export async function openBackorders(db: Db, customerId: number, now: Date) {
  const rows = await db
    .select({ order: backofficeOrder, line: backofficeOrderLine })
    .from(backofficeOrderLine)
    .innerJoin(backofficeOrder, eq(backofficeOrder.id, backofficeOrderLine.orderId))
    .where(and(eq(backofficeOrder.customerId, customerId), gt(backofficeOrderLine.qtyBackordered, 0)))
    .orderBy(asc(backofficeOrder.placedAt), asc(backofficeOrderLine.lineNo))
  const today = shopToday(now)
  return {
    backorders: rows.map(({ order, line }) => ({
      orderId: order.backofficeNumber,
      orderNumber: order.shopOrderNumber,
      placedAt: order.placedAt.toISOString(),
      lineId: line.id,
      sku: line.sku,
      name: line.name,
      qtyBackordered: line.qtyBackordered,
      expectedDate: line.expectedDate,
      unitPrice: money(num(line.unitPrice)),
      cancelable:
        customerCancelRefusal(line, order.fulfilment as Fulfilment, line.qtyBackordered, today) === null,
    })),
  }
}

/** The quantities of the named orders (unknown or someone else's are left out). */
export async function qtyUpdates(db: Db, customerId: number, orderIds: string[], onlyOpen: boolean) {
  const keys = [...new Set(orderIds.map((k) => k.trim()).filter(Boolean))]
  if (keys.length === 0) return { updates: [] }
  const orders = await db
    .select({ id: backofficeOrder.id, number: backofficeOrder.backofficeNumber })
    .from(backofficeOrder)
    .where(
      and(
        eq(backofficeOrder.customerId, customerId),
        or(inArray(backofficeOrder.backofficeNumber, keys), inArray(backofficeOrder.shopOrderNumber, keys)),
      ),
    )
  const numberOf = new Map(orders.map((o) => [o.id, o.number]))
  const lines = await linesOf(
    db,
    orders.map((o) => o.id),
  )
  return {
    updates: lines
      .filter((l) => !onlyOpen || l.qtyBackordered > 0 || l.qtyShipped + l.qtyCanceled < l.qtyOrdered)
      .map((l) => ({
        orderId: numberOf.get(l.orderId)!,
        lineId: l.id,
        sku: l.sku,
        qtyOrdered: l.qtyOrdered,
        qtyShipped: l.qtyShipped,
        qtyDelivered: l.qtyDelivered,
        qtyBackordered: l.qtyBackordered,
        qtyCanceled: l.qtyCanceled,
        expectedDate: l.expectedDate,
      })),
  }
}
