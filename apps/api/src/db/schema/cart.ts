import {
  boolean,
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
import type { OrderExtras } from '@shop/commerce'

/** Address as the checkout sends it (snake_case keys of the contract), kept as given after validation. */
export type CartAddress = {
  country_id: string
  firstname?: string
  lastname?: string
  company?: string
  street?: string[]
  postcode?: string
  city?: string
  telephone?: string
  email?: string
  region?: string
  region_id?: number
  region_code?: string
  vat_id?: string
}

/** What the client chose for a line: configurable, bundle and custom options (contract §3). */
export type CartItemProductOption = {
  extension_attributes: {
    configurable_item_options?: { option_id: string; option_value: number }[]
    bundle_options?: { option_id: number; option_qty: number; option_selections: number[] }[]
    custom_options?: { option_id: string; option_value: string }[]
  }
}

/**
 * A cart ("quote"). Guests address it by `token` (32 random hex chars, unguessable); customer carts
 * (accounts, issue 5) carry `customer_id` and are addressed by their numeric id.
 */
export const quote = pgTable(
  'quote',
  {
    id: serial('id').primaryKey(),
    token: varchar('token', { length: 64 }).notNull().unique(),
    customerId: integer('customer_id'),
    storeId: integer('store_id').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    couponCode: text('coupon_code'),
    shippingAddress: jsonb('shipping_address').$type<CartAddress>(),
    billingAddress: jsonb('billing_address').$type<CartAddress>(),
    shippingCarrierCode: text('shipping_carrier_code'),
    shippingMethodCode: text('shipping_method_code'),
    paymentMethod: text('payment_method'),
    /** the order extras sent before placement (updateCartDataBeforeOrder, spec 001 §3) */
    orderExtras: jsonb('order_extras').$type<OrderExtras>(),
    /** set on a purchaser's apart cart for the customer (spec 001 §4); null: the customer's own cart */
    purchaserId: integer('purchaser_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quote_customer_idx').on(t.customerId)],
)

/** One cart line. `sku` is the sold (child) sku; prices are never stored here, always re-read. */
export const quoteItem = pgTable(
  'quote_item',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quote.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    /** the product added (configurable parent, bundle, simple) */
    parentProductId: integer('parent_product_id'),
    sku: varchar('sku', { length: 64 }).notNull(),
    productType: varchar('product_type', { length: 16 }).notNull(),
    qty: numeric('qty', { precision: 12, scale: 4 }).notNull(),
    productOption: jsonb('product_option').$type<CartItemProductOption>(),
    /** identity of the line (sku + chosen options) so that adding the same thing again adds qty */
    lineKey: text('line_key').notNull(),
    /** a purchaser's line discount (spec 001 §7 applyDiscountCart): percent, comment, type, who */
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }),
    discountComment: text('discount_comment'),
    discountType: varchar('discount_type', { length: 16 }),
    discountBy: integer('discount_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // one line per identity: adding the same thing again is an atomic upsert on this key
  (t) => [uniqueIndex('quote_item_line_idx').on(t.quoteId, t.lineKey)],
)

/** Coupon codes (stored upper case). `percent`: amount is a percentage; `fixed`: euros off incl. tax. */
export const coupon = pgTable('coupon', {
  code: varchar('code', { length: 64 }).primaryKey(),
  discountType: varchar('discount_type', { length: 8 }).notNull(),
  amount: numeric('amount', { precision: 12, scale: 4 }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** null: all stores */
  storeId: integer('store_id'),
  fromDate: timestamp('from_date', { withTimezone: true }),
  toDate: timestamp('to_date', { withTimezone: true }),
  description: text('description').notNull().default(''),
  /** orders that may use the code in all (null: no limit); canceled orders give their use back */
  maxUses: integer('max_uses'),
  /** orders per customer (account or e-mail address) that may use the code (null: no limit) */
  maxUsesPerCustomer: integer('max_uses_per_customer'),
})

/**
 * Cart changes already carried out, by the key the browser gave them (decision 0244): a queued
 * cart change sent again (its answer was lost, the page was reloaded mid-call) gets the answer it
 * got the first time instead of adding its quantity twice. Kept 30 days; goes with its cart.
 */
export const cartChange = pgTable(
  'cart_change',
  {
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quote.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 100 }).notNull(),
    /** sha256 of the call's path and body: the same key must come with the same request */
    request: varchar('request', { length: 64 }).notNull(),
    /** what the call answered (the envelope's result) */
    answer: jsonb('answer').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.key] })],
)
