import { integer, numeric, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core'

export const taxClass = pgTable('tax_class', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** `product` or `customer` */
  type: varchar('type', { length: 16 }).notNull(),
})

export const taxRate = pgTable('tax_rate', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  country: varchar('country', { length: 2 }).notNull(),
  regionId: integer('region_id').notNull().default(0),
  regionName: text('region_name').notNull().default(''),
  /** percent, e.g. 21.0000 */
  rate: numeric('rate', { precision: 8, scale: 4 }).notNull(),
  title: text('title').notNull(),
})

export const taxRule = pgTable('tax_rule', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  priority: integer('priority').notNull().default(0),
  position: integer('position').notNull().default(0),
  productTaxClassIds: integer('product_tax_class_ids').array().notNull(),
  customerTaxClassIds: integer('customer_tax_class_ids').array().notNull(),
  rateIds: integer('rate_ids').array().notNull(),
})
