import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import type { BackofficeAddress } from './backoffice.ts'
import { customer } from './customer.ts'

export type AutomaticOrderLine = { sku: string; qty: number }

/**
 * An order that places itself (spec 001 §3 "Automatic order", §7 get/set/remove
 * AutomaticOrderSettings): what (an order list, or a cart's lines copied when it was set up), where
 * to, how, and when: a first date and time (Europe/Amsterdam) and a repeat. `next_run_at` is the
 * next moment it is due; null when it will not run again.
 */
export const automaticOrder = pgTable(
  'automatic_order',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    /** the purchaser who set it up for the customer; null: the customer did */
    purchaserId: integer('purchaser_id'),
    name: text('name'),
    /** orderlist | cart */
    sourceType: varchar('source_type', { length: 12 }).notNull(),
    orderListId: integer('order_list_id'),
    /** the lines to order when the source is a cart (copied when it was set up) */
    lines: jsonb('lines')
      .$type<AutomaticOrderLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    shippingAddressId: integer('shipping_address_id'),
    shippingAddress: jsonb('shipping_address').$type<BackofficeAddress>(),
    /** carrier_method, e.g. flatrate_flatrate */
    shippingMethod: text('shipping_method').notNull(),
    paymentMethod: text('payment_method'),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    /** HH:MM, Europe/Amsterdam */
    time: varchar('time', { length: 5 }).notNull(),
    /** once | weekly | every_n_weeks | monthly */
    repeat: varchar('repeat', { length: 16 }).notNull(),
    intervalWeeks: integer('interval_weeks').notNull().default(1),
    enabled: boolean('enabled').notNull().default(true),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastOrderNumber: text('last_order_number'),
    lastError: text('last_error'),
    failureCount: integer('failure_count').notNull().default(0),
    language: varchar('language', { length: 2 }).notNull().default('nl'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('automatic_order_customer_idx').on(t.customerId),
    index('automatic_order_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.enabled}`),
  ],
)

/** One run of an automatic order: at most one per due moment, written with the order it placed. */
export const automaticOrderRun = pgTable(
  'automatic_order_run',
  {
    id: serial('id').primaryKey(),
    automaticOrderId: integer('automatic_order_id')
      .notNull()
      .references(() => automaticOrder.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** placed | failed */
    status: varchar('status', { length: 12 }).notNull(),
    orderNumber: text('order_number'),
    error: text('error'),
    /** lines that were out of stock and went on backorder */
    backordered: jsonb('backordered')
      .$type<AutomaticOrderLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('automatic_order_run_due_idx').on(t.automaticOrderId, t.dueAt)],
)

export type AutomaticOrderRow = typeof automaticOrder.$inferSelect
export type AutomaticOrderRunRow = typeof automaticOrderRun.$inferSelect
