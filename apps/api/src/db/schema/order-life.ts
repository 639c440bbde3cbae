import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { backofficeOrder } from './backoffice.ts'

/**
 * An order's life in the back office (issue 18): its lines with what was shipped, delivered,
 * backordered, canceled and taken back, and the shipments that carried them. The quantities are
 * the truth the invoices, backorders and returns are made from; the CHECKs keep them possible.
 */
export const backofficeOrderLine = pgTable(
  'backoffice_order_line',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => backofficeOrder.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    sku: varchar('sku', { length: 64 }).notNull(),
    name: text('name').notNull(),
    qtyOrdered: integer('qty_ordered').notNull(),
    qtyShipped: integer('qty_shipped').notNull().default(0),
    qtyDelivered: integer('qty_delivered').notNull().default(0),
    /** still to come: ordered, not shipped, not canceled, and past its first shipment */
    qtyBackordered: integer('qty_backordered').notNull().default(0),
    qtyCanceled: integer('qty_canceled').notNull().default(0),
    /** taken by return and warranty requests that were not rejected (their shared budget) */
    qtyReturned: integer('qty_returned').notNull().default(0),
    /** net unit price after the line's discount, excl. VAT */
    unitPrice: numeric('unit_price', { precision: 12, scale: 4 }).notNull(),
    taxPercent: numeric('tax_percent', { precision: 8, scale: 4 }).notNull(),
    /** when a backordered quantity is expected (YYYY-MM-DD); null: not known */
    expectedDate: date('expected_date', { mode: 'string' }),
    comment: text('comment'),
  },
  (t) => [
    uniqueIndex('backoffice_order_line_no_idx').on(t.orderId, t.lineNo),
    index('backoffice_order_line_backorder_idx')
      .on(t.orderId)
      .where(sql`${t.qtyBackordered} > 0`),
    check(
      'backoffice_order_line_qty_ck',
      sql`${t.qtyOrdered} > 0 AND ${t.qtyShipped} >= 0 AND ${t.qtyCanceled} >= 0 AND ${t.qtyBackordered} >= 0
        AND ${t.qtyShipped} + ${t.qtyCanceled} + ${t.qtyBackordered} <= ${t.qtyOrdered}
        AND ${t.qtyDelivered} >= 0 AND ${t.qtyDelivered} <= ${t.qtyShipped}
        AND ${t.qtyReturned} >= 0 AND ${t.qtyReturned} <= ${t.qtyDelivered}`,
    ),
  ],
)

/** Shipment numbers: "ZD" and 8 digits. */
export const backofficeShipmentNumberSeq = pgSequence('backoffice_shipment_number_seq', {
  startWith: 100001,
})

export type ShipmentLine = { lineId: number; sku: string; qty: number }

/** A parcel that left the warehouse: which lines, how many, and its track and trace. */
export const backofficeShipment = pgTable(
  'backoffice_shipment',
  {
    id: serial('id').primaryKey(),
    number: text('number')
      .notNull()
      .unique()
      .default(sql`('ZD' || lpad(nextval('backoffice_shipment_number_seq')::text, 8, '0'))`),
    orderId: integer('order_id')
      .notNull()
      .references(() => backofficeOrder.id, { onDelete: 'cascade' }),
    lines: jsonb('lines').$type<ShipmentLine[]>().notNull(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('backoffice_shipment_order_idx').on(t.orderId)],
)

export type BackofficeOrderLineRow = typeof backofficeOrderLine.$inferSelect
export type BackofficeShipmentRow = typeof backofficeShipment.$inferSelect
