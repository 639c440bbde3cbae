import {
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { salesOrder } from './order.ts'

/**
 * One attempt to pay an order at a payment provider (an order may have several: a shopper who
 * cancels at the bank can try again). Order comments live in the order module's
 * `sales_order_comment`.
 */
export const paymentTransaction = pgTable(
  'payment_transaction',
  {
    id: serial('id').primaryKey(),
    /** unguessable public id: the `transactionid` of the status page and MultiSafepay's order_id */
    token: varchar('token', { length: 64 }).notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'cascade' }),
    orderIncrementId: text('order_increment_id').notNull(),
    /** test | mollie | multisafepay */
    provider: varchar('provider', { length: 16 }).notNull(),
    /** the provider's id (Mollie `tr_...`); null until the provider answered */
    providerPaymentId: text('provider_payment_id'),
    storeCode: varchar('store_code', { length: 16 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 4 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** lowercase method code: ideal, bancontact, creditcard, ... */
    method: varchar('method', { length: 32 }).notNull(),
    issuer: varchar('issuer', { length: 64 }),
    /** `creating` before the provider answered, `error` when it did not, else the provider's status */
    status: varchar('status', { length: 32 }).notNull(),
    checkoutUrl: text('checkout_url'),
    /** where the shopper returns after paying (the storefront's status page) */
    returnUrl: text('return_url').notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_transaction_order_idx').on(t.orderId),
    uniqueIndex('payment_transaction_provider_id_idx').on(t.provider, t.providerPaymentId),
  ],
)
