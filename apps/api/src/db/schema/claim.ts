import { index, integer, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { customer } from './customer.ts'

/**
 * A loyalty claim the back office granted a customer (spec 001 §3 "Claims": code, created_at, value,
 * description): a voucher code with its value in euros, shown on the customer's loyalty card.
 */
export const backofficeClaim = pgTable(
  'backoffice_claim',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 32 }).notNull().unique(),
    value: numeric('value', { precision: 12, scale: 2 }).notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('backoffice_claim_customer_idx').on(t.customerId, t.createdAt.desc())],
)
