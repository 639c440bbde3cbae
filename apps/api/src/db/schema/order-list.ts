import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { customer } from './customer.ts'

/** An order list (favourites, spec 001 §3 and §7): a customer's named list of products to reorder. */
export const orderList = pgTable(
  'order_list',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 128 }).notNull(),
    /** the purchaser who added the list to the customer; null: the customer made it */
    createdByPurchaser: integer('created_by_purchaser'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_list_customer_idx').on(t.customerId)],
)

/**
 * One product on a list: the product added (`product_id`, the spec's entityId) and, for a
 * configurable, the chosen variant (`child_sku`, from childData); one row per product and variant.
 */
export const orderListItem = pgTable(
  'order_list_item',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => orderList.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    childSku: varchar('child_sku', { length: 64 }),
    childData: jsonb('child_data').$type<Record<string, unknown>>(),
    /** the quantity the list orders by default (spec: defaultAmount, default 0) */
    defaultAmount: integer('default_amount').notNull().default(0),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_list_item_line_idx').on(t.listId, t.productId, sql`coalesce(${t.childSku}, '')`),
    index('order_list_item_list_idx').on(t.listId, t.position),
  ],
)

export type OrderListItemRow = typeof orderListItem.$inferSelect
export type OrderListRow = typeof orderList.$inferSelect
