import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'
import { backofficeOrder } from './backoffice.ts'
import { backofficeOrderLine } from './order-life.ts'
import { bytea } from './types.ts'

/** Return numbers: "RMA" and 7 digits. */
export const backofficeReturnNumberSeq = pgSequence('backoffice_return_number_seq', { startWith: 1000001 })

export type ReturnEvent = { status: string; at: string; note?: string | null; by?: string | null }

/**
 * A return or warranty request (spec 001 §3 "Return and warranty", §7 sendItensBackToOculus):
 * lines of one delivered order sent back with a reason; staff move it along
 * requested → received → approved | rejected → credited | replaced.
 */
export const backofficeReturn = pgTable(
  'backoffice_return',
  {
    id: serial('id').primaryKey(),
    number: text('number')
      .notNull()
      .unique()
      .default(sql`('RMA' || lpad(nextval('backoffice_return_number_seq')::text, 7, '0'))`),
    /** return | warranty */
    type: varchar('type', { length: 10 }).notNull(),
    customerId: integer('customer_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => backofficeOrder.id),
    /** the purchaser who sent it for the customer; null: the customer did */
    purchaserId: integer('purchaser_id'),
    /** requested | received | approved | rejected | credited | replaced */
    status: varchar('status', { length: 16 }).notNull().default('requested'),
    reason: text('reason').notNull(),
    reasonText: text('reason_text'),
    rejectReason: text('reject_reason'),
    /** the credit note a credited return was booked on */
    creditInvoiceId: integer('credit_invoice_id'),
    language: varchar('language', { length: 2 }).notNull().default('nl'),
    history: jsonb('history')
      .$type<ReturnEvent[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('backoffice_return_customer_idx').on(t.customerId, t.type, t.createdAt.desc())],
)

export const backofficeReturnLine = pgTable(
  'backoffice_return_line',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => backofficeReturn.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => backofficeOrderLine.id),
    sku: varchar('sku', { length: 64 }).notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [index('backoffice_return_line_return_idx').on(t.returnId)],
)

/** A photo sent with a warranty request; kept in the database like the product images. */
export const backofficeReturnPhoto = pgTable(
  'backoffice_return_photo',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => backofficeReturn.id, { onDelete: 'cascade' }),
    contentType: varchar('content_type', { length: 32 }).notNull(),
    fileName: text('file_name'),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('backoffice_return_photo_return_idx').on(t.returnId)],
)

export type BackofficeReturnRow = typeof backofficeReturn.$inferSelect
