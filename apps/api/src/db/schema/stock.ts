import { sql } from 'drizzle-orm'
import { boolean, index, integer, numeric, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core'
import { xid8 } from './types.ts'
import { product } from './product.ts'

/** One stock row per product (default source). qty never goes below 0 unless backorders allow it. */
export const stockItem = pgTable(
  'stock_item',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => product.id, { onDelete: 'cascade' }),
    qty: numeric('qty', { precision: 12, scale: 4 }).notNull().default('0'),
    isInStock: boolean('is_in_stock').notNull().default(true),
    manageStock: boolean('manage_stock').notNull().default(true),
    /** 0 no backorders, 1 allow qty below 0, 2 allow and notify */
    backorders: smallint('backorders').notNull().default(0),
    minSaleQty: numeric('min_sale_qty', { precision: 12, scale: 4 }).notNull().default('1'),
    maxSaleQty: numeric('max_sale_qty', { precision: 12, scale: 4 }).notNull().default('10000'),
    notifyStockQty: numeric('notify_stock_qty', { precision: 12, scale: 4 }).notNull().default('1'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** writing transaction, set by a trigger on every insert and update (docs/decisions/0052) */
    txid: xid8('txid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [index('stock_item_txid_idx').on(t.txid)],
)
