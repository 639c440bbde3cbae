import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'

/**
 * The built-in back office's own tables (decision 0126). They hold only what the shop hands over or
 * asks for; issue 16 adds trade customers' agreements beside them. The back office knows the shop's
 * orders by their number, not by a foreign key: an ERP keeps its own copy, and so does the built-in.
 */

/** Back-office order numbers: "BO" and 8 digits, e.g. BO00100001. */
export const backofficeOrderNumberSeq = pgSequence('backoffice_order_number_seq', { startWith: 100001 })

export type BackofficeOrderLine = { sku: string; qty: number; rowTotal: number }

/** An order handed over by the shop: one row per shop order, whatever the number of attempts. */
export const backofficeOrder = pgTable(
  'backoffice_order',
  {
    id: serial('id').primaryKey(),
    backofficeNumber: text('backoffice_number')
      .notNull()
      .unique()
      .default(sql`('BO' || lpad(nextval('backoffice_order_number_seq')::text, 8, '0'))`),
    /** the shop's order number (sales_order.increment_id) */
    shopOrderNumber: text('shop_order_number').notNull().unique(),
    customerId: integer('customer_id'),
    /** the shop's order status as last reported (pending, processing, canceled, ...) */
    status: text('status').notNull(),
    grandTotal: numeric('grand_total', { precision: 12, scale: 4 }).notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<BackofficeOrderLine[]>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('backoffice_order_customer_idx').on(t.customerId)],
)

/** What the suppliers have of a sku, and how many working days they take to deliver it. */
export const backofficeSupplierStock = pgTable('backoffice_supplier_stock', {
  sku: varchar('sku', { length: 64 }).primaryKey(),
  qty: numeric('qty', { precision: 12, scale: 4 }).notNull(),
  deliveryDays: integer('delivery_days').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
