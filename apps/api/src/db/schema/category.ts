import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** Category tree; `path` is `1/2/1394/1400` as in Magento, level = depth (root 1 = level 0). */
export const category = pgTable(
  'category',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    path: text('path').notNull(),
    level: integer('level').notNull(),
    position: integer('position').notNull().default(0),
    includeInMenu: boolean('include_in_menu').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    image: text('image'),
    /** theme key for the subtree: default, granville, urban */
    theme: text('theme'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('category_parent_idx').on(t.parentId)],
)

export const categoryStore = pgTable(
  'category_store',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => category.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').notNull(),
    name: text('name').notNull(),
    urlKey: text('url_key').notNull(),
    urlPath: text('url_path').notNull(),
    description: text('description'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.storeId] })],
)
