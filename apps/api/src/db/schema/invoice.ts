import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { backofficeOrder } from './backoffice.ts'
import { bytea } from './types.ts'

/**
 * Invoices (debit) and credit notes (credit) of the back office (issue 18). The number comes from
 * `backoffice_invoice_counter` in the issuing transaction, so a rolled-back issue gives its number
 * back and the numbers of a year have no gaps. `document` freezes everything printed on it.
 */
export const backofficeInvoice = pgTable(
  'backoffice_invoice',
  {
    id: serial('id').primaryKey(),
    /** e.g. F2026-000001 (debit), C2026-000001 (credit) */
    number: text('number').notNull().unique(),
    /** debit | credit */
    type: varchar('type', { length: 8 }).notNull(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    customerId: integer('customer_id').notNull(),
    orderId: integer('order_id').references(() => backofficeOrder.id),
    shipmentId: integer('shipment_id'),
    returnId: integer('return_id'),
    language: varchar('language', { length: 2 }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    /** excl. VAT, the VAT, incl. VAT; a credit note's are positive amounts credited */
    subtotal: numeric('subtotal', { precision: 12, scale: 4 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 12, scale: 4 }).notNull(),
    grandTotal: numeric('grand_total', { precision: 12, scale: 4 }).notNull(),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    /** open | paid */
    status: varchar('status', { length: 16 }).notNull().default('open'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** seller, buyer, lines, VAT per rate, terms: what the PDF prints, frozen at issue */
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    /** where the PDF lies in the invoice store (backoffice_invoice_file.path) */
    pdfPath: text('pdf_path').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('backoffice_invoice_seq_idx').on(t.type, t.year, t.seq),
    index('backoffice_invoice_customer_idx').on(t.customerId, t.issueDate.desc(), t.id.desc()),
  ],
)

/** The last number given per type and year. */
export const backofficeInvoiceCounter = pgTable(
  'backoffice_invoice_counter',
  {
    type: varchar('type', { length: 8 }).notNull(),
    year: integer('year').notNull(),
    lastSeq: integer('last_seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.year] })],
)

/** The invoice store: each PDF once, by its path; a trigger refuses every change after issue. */
export const backofficeInvoiceFile = pgTable('backoffice_invoice_file', {
  path: text('path').primaryKey(),
  invoiceId: integer('invoice_id')
    .notNull()
    .unique()
    .references(() => backofficeInvoice.id),
  bytes: bytea('bytes').notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
})

export type BackofficeInvoiceRow = typeof backofficeInvoice.$inferSelect
