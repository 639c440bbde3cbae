import { sql } from 'drizzle-orm'
import {
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
import type { OrderExtras } from '@shop/commerce'

/**
 * The built-in back office's own tables (decision 0126). They hold only what the shop hands over or
 * asks for; issue 16 adds trade customers' agreements beside them. The back office knows the shop's
 * orders by their number, not by a foreign key: an ERP keeps its own copy, and so does the built-in.
 */

/** Back-office order numbers: "BO" and 8 digits, e.g. BO00100001. */
export const backofficeOrderNumberSeq = pgSequence('backoffice_order_number_seq', { startWith: 100001 })

export type BackofficeOrderLine = {
  sku: string
  qty: number
  rowTotal: number
  comment?: string | null
  /** earliest delivery date of the line, YYYY-MM-DD */
  deliveryDate?: string | null
  /** a purchaser's line discount as handed over (decision 0158) */
  discountPercent?: number
  discountAmount?: number
  discountComment?: string | null
  discountType?: string | null
}

/** An order handed over by the shop: one row per shop order, whatever the number of attempts. */
export const backofficeOrder = pgTable(
  'backoffice_order',
  {
    id: serial('id').primaryKey(),
    backofficeNumber: text('backoffice_number')
      .notNull()
      .unique()
      .default(sql`('BO' || lpad(nextval('backoffice_order_number_seq')::text, 8, '0'))`),
    /** the shop's order number (sales_order.increment_id); null for an order taken by phone or at the counter */
    shopOrderNumber: text('shop_order_number').unique(),
    /** where the order came from: shop | phone | counter | automatic (issue 18) */
    source: varchar('source', { length: 16 }).notNull().default('shop'),
    /** the order's life in the warehouse: confirmed | partly_shipped | shipped | delivered | canceled */
    fulfilment: varchar('fulfilment', { length: 16 }).notNull().default('confirmed'),
    /** when the customer placed it (a phone order keeps its own date; the demo history goes back a year) */
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    /** the language the customer's mails and invoices are written in: nl | de */
    language: varchar('language', { length: 2 }).notNull().default('nl'),
    /** the addresses at the time of the order, in the shop's order-address shape */
    billingAddress: jsonb('billing_address').$type<BackofficeAddress>(),
    shippingAddress: jsonb('shipping_address').$type<BackofficeAddress>(),
    shippingDescription: text('shipping_description'),
    customerId: integer('customer_id'),
    /** the shop's order status as last reported (pending, processing, canceled, ...) */
    status: text('status').notNull(),
    grandTotal: numeric('grand_total', { precision: 12, scale: 4 }).notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<BackofficeOrderLine[]>().notNull(),
    /** PO number, comment, delivery date, year order, dropshipment, reference (spec 001 §3) */
    extras: jsonb('extras').$type<OrderExtras>().notNull().default({}),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('backoffice_order_customer_idx').on(t.customerId),
    index('backoffice_order_customer_placed_idx').on(t.customerId, t.placedAt.desc(), t.id.desc()),
  ],
)

/** An address as an order keeps it (billing or shipping). */
export type BackofficeAddress = {
  firstname: string
  lastname: string
  company?: string | null
  street: string[]
  postcode: string
  city: string
  countryId: string
  telephone?: string | null
  vatId?: string | null
}

/** What the suppliers have of a sku, and how many working days they take to deliver it. */
export const backofficeSupplierStock = pgTable('backoffice_supplier_stock', {
  sku: varchar('sku', { length: 64 }).primaryKey(),
  qty: numeric('qty', { precision: 12, scale: 4 }).notNull(),
  deliveryDays: integer('delivery_days').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A trade customer's price agreement (issue 16): a net price for one sku, or a discount off the
 * catalogue price for a sku, a brand or a category, from a quantity on (tiers are agreements with a
 * higher `min_qty`). The back office picks the lowest price any agreement gives at the asked
 * quantity; the catalogue price (with its special price and group tiers) stays the ceiling.
 */
export const backofficePriceAgreement = pgTable(
  'backoffice_price_agreement',
  {
    id: serial('id').primaryKey(),
    /** the shop customer (customer.id) the agreement is made with */
    customerId: integer('customer_id').notNull(),
    /** sku | brand | category */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** the sku, the brand's label, or the category id (as text) */
    target: varchar('target', { length: 128 }).notNull(),
    /** net unit price excl. tax (sku agreements only) */
    netPrice: numeric('net_price', { precision: 12, scale: 4 }),
    /** percent off the catalogue price */
    discountPercent: numeric('discount_percent', { precision: 6, scale: 3 }),
    minQty: integer('min_qty').notNull().default(1),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('backoffice_price_agreement_uq').on(t.customerId, t.kind, t.target, t.minQty),
    index('backoffice_price_agreement_customer_idx').on(t.customerId),
  ],
)
