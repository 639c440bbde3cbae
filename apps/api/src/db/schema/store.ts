import { integer, pgTable, text, varchar } from 'drizzle-orm/pg-core'

/** Store views: Dutch default (id 1) and German (id 3, code `de`). */
export const storeView = pgTable('store_view', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: text('name').notNull(),
  locale: varchar('locale', { length: 16 }).notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  defaultCountry: varchar('default_country', { length: 2 }).notNull(),
  /** Catalogue index name clients use, e.g. `vue_storefront_catalog_de`. */
  indexName: text('index_name').notNull().unique(),
  /** PostgreSQL text search configuration: `dutch` or `german`. */
  textSearchConfig: text('text_search_config').notNull(),
})

export const customerGroup = pgTable('customer_group', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  taxClassId: integer('tax_class_id').notNull(),
})
