import { boolean, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import type { StoreLabels } from './types.ts'

export const attribute = pgTable('attribute', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  /** select, multiselect, text, price, boolean, date, textarea */
  frontendInput: varchar('frontend_input', { length: 32 }).notNull(),
  labels: jsonb('labels').$type<StoreLabels>().notNull(),
  isComparable: boolean('is_comparable').notNull().default(false),
  isFilterable: boolean('is_filterable').notNull().default(false),
  isVisibleOnFront: boolean('is_visible_on_front').notNull().default(false),
  isUserDefined: boolean('is_user_defined').notNull().default(true),
  position: integer('position').notNull().default(0),
})

export const attributeOption = pgTable(
  'attribute_option',
  {
    id: integer('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attribute.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    labels: jsonb('labels').$type<StoreLabels>().notNull(),
    /** optional swatch colour for kleur */
    swatch: text('swatch'),
  },
  (t) => [index('attribute_option_attribute_idx').on(t.attributeId)],
)
