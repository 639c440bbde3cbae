import { index, integer, jsonb, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core'
import { customer } from './customer.ts'

/**
 * Purchasers (issue 17): the wholesaler's sales staff, shop accounts whose back-office flags say
 * is_purchaser. Staff assign them the customers they may act for; a purchaser reaches no other.
 */
export const purchaserCustomer = pgTable(
  'purchaser_customer',
  {
    purchaserId: integer('purchaser_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.purchaserId, t.customerId] }),
    index('purchaser_customer_customer_idx').on(t.customerId),
  ],
)

/**
 * Every purchaser action for a customer (takeover, line discount, address change, order, order
 * list), kept for the staff to read. Rows are only ever added.
 */
export const purchaserAudit = pgTable(
  'purchaser_audit',
  {
    id: serial('id').primaryKey(),
    purchaserId: integer('purchaser_id').notNull(),
    customerId: integer('customer_id').notNull(),
    /** takeover, leave, discount, address_saved, address_deleted, order_placed, list_added, ... */
    action: varchar('action', { length: 32 }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchaser_audit_purchaser_idx').on(t.purchaserId, t.createdAt),
    index('purchaser_audit_customer_idx').on(t.customerId, t.createdAt),
  ],
)
