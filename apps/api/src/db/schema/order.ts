import {
  boolean,
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
  varchar,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import type { OrderExtras } from '@shop/commerce'
import type { CartItemProductOption } from './cart.ts'

/** Order numbers shown to shoppers: 9 digits, e.g. 000001001. */
export const salesOrderNumberSeq = pgSequence('sales_order_number_seq', { startWith: 1001 })

export type OrderTotalSegment = { code: string; title: string; value: number }

/** Stock an order took when it was placed, per product whose stock is managed. */
export type OrderReservedStock = { productId: number; qty: number }[]

export const salesOrder = pgTable(
  'sales_order',
  {
    id: serial('id').primaryKey(),
    incrementId: text('increment_id')
      .notNull()
      .unique()
      .default(sql`lpad(nextval('sales_order_number_seq')::text, 9, '0')`),
    /** unguessable token for the order status pages (never the id or the number) */
    orderToken: varchar('order_token', { length: 64 }).notNull().unique(),
    /** pending, pending_payment, processing, canceled, complete, ... */
    status: text('status').notNull(),
    state: text('state').notNull().default('new'),
    storeId: integer('store_id').notNull(),
    quoteId: integer('quote_id'),
    customerId: integer('customer_id'),
    customerEmail: text('customer_email').notNull(),
    /** the client's order_id (offline queue) or derived from the cart: same key twice -> one order */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    currency: text('currency').notNull(),
    subtotal: numeric('subtotal', { precision: 12, scale: 4 }).notNull(),
    subtotalInclTax: numeric('subtotal_incl_tax', { precision: 12, scale: 4 }).notNull(),
    shippingAmount: numeric('shipping_amount', { precision: 12, scale: 4 }).notNull(),
    shippingInclTax: numeric('shipping_incl_tax', { precision: 12, scale: 4 }).notNull(),
    discountAmount: numeric('discount_amount', { precision: 12, scale: 4 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 12, scale: 4 }).notNull(),
    grandTotal: numeric('grand_total', { precision: 12, scale: 4 }).notNull(),
    totalSegments: jsonb('total_segments').$type<OrderTotalSegment[]>().notNull(),
    couponCode: text('coupon_code'),
    paymentMethod: text('payment_method').notNull(),
    paymentAdditional: jsonb('payment_additional').$type<Record<string, unknown>>(),
    shippingCarrierCode: text('shipping_carrier_code'),
    shippingMethodCode: text('shipping_method_code'),
    shippingDescription: text('shipping_description'),
    /** purchase order number; "000000000" when purchaseorder is chosen without one */
    poNumber: text('po_number'),
    /** comment, delivery date, year order, dropshipment and its address, reference (spec 001 §3) */
    extras: jsonb('extras').$type<OrderExtras>().notNull().default({}),
    /** the purchaser who placed the order for the customer (issue 17); null: the customer did */
    purchaserId: integer('purchaser_id'),
    /** what placing the order took from stock_item: a cancel of the unpaid order gives it back */
    reservedStock: jsonb('reserved_stock')
      .$type<OrderReservedStock>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** placed while the built-in test payment provider was on: nothing is really paid (decision 0115) */
    testMode: boolean('test_mode').notNull().default(false),
    /** set when that stock went back (once); cleared when a late payment takes it again */
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sales_order_customer_idx').on(t.customerId)],
)

export const salesOrderAddress = pgTable(
  'sales_order_address',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'cascade' }),
    /** billing | shipping */
    addressType: varchar('address_type', { length: 8 }).notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    company: text('company'),
    street: text('street').array().notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    countryId: varchar('country_id', { length: 2 }).notNull(),
    region: text('region'),
    telephone: text('telephone'),
    email: text('email'),
    vatId: text('vat_id'),
  },
  (t) => [index('sales_order_address_order_idx').on(t.orderId)],
)

export const salesOrderItem = pgTable(
  'sales_order_item',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    sku: varchar('sku', { length: 64 }).notNull(),
    parentSku: varchar('parent_sku', { length: 64 }),
    name: text('name').notNull(),
    productType: varchar('product_type', { length: 16 }).notNull(),
    qty: numeric('qty', { precision: 12, scale: 4 }).notNull(),
    price: numeric('price', { precision: 12, scale: 4 }).notNull(),
    priceInclTax: numeric('price_incl_tax', { precision: 12, scale: 4 }).notNull(),
    rowTotal: numeric('row_total', { precision: 12, scale: 4 }).notNull(),
    rowTotalInclTax: numeric('row_total_incl_tax', { precision: 12, scale: 4 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 12, scale: 4 }).notNull(),
    taxPercent: numeric('tax_percent', { precision: 8, scale: 4 }).notNull(),
    discountAmount: numeric('discount_amount', { precision: 12, scale: 4 }).notNull(),
    productOption: jsonb('product_option').$type<CartItemProductOption>(),
    options: jsonb('options').$type<{ label: string; value: string }[]>(),
    /** the line comment and earliest delivery date (YYYY-MM-DD) of a wholesale order */
    comment: text('comment'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    /** a purchaser's line discount: percent, comment and type as on the cart line */
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }),
    discountComment: text('discount_comment'),
    discountType: varchar('discount_type', { length: 16 }),
  },
  (t) => [index('sales_order_item_order_idx').on(t.orderId)],
)

/** Status history / comments (payment service `order-comments`, cancel notes). */
export const salesOrderComment = pgTable(
  'sales_order_comment',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    status: text('status'),
    isCustomerNotified: integer('is_customer_notified').notNull().default(0),
    isVisibleOnFront: integer('is_visible_on_front').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sales_order_comment_order_idx').on(t.orderId)],
)
