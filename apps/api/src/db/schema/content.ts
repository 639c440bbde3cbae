import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core'
import { bytea } from './types.ts'

export const cmsPage = pgTable(
  'cms_page',
  {
    id: serial('id').primaryKey(),
    identifier: varchar('identifier', { length: 128 }).notNull(),
    storeId: integer('store_id').notNull(),
    title: text('title').notNull(),
    contentHeading: text('content_heading'),
    content: text('content').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
    isActive: boolean('is_active').notNull().default(true),
    pageLayout: varchar('page_layout', { length: 32 }).notNull().default('default'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cms_page_identifier_store').on(t.identifier, t.storeId)],
)

export const cmsBlock = pgTable(
  'cms_block',
  {
    id: serial('id').primaryKey(),
    identifier: varchar('identifier', { length: 128 }).notNull(),
    storeId: integer('store_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cms_block_identifier_store').on(t.identifier, t.storeId)],
)

/** Product URL paths, category paths, CMS identifiers and redirects per store. */
export const urlRewrite = pgTable(
  'url_rewrite',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    requestPath: text('request_path').notNull(),
    /** product, category, cms_page */
    entityType: varchar('entity_type', { length: 16 }).notNull(),
    entityId: integer('entity_id').notNull(),
    targetPath: text('target_path').notNull().default(''),
    /** 0 = no redirect, 301/302 = redirect to target_path */
    redirectType: integer('redirect_type').notNull().default(0),
  },
  (t) => [
    unique('url_rewrite_store_path').on(t.storeId, t.requestPath),
    index('url_rewrite_entity_idx').on(t.entityType, t.entityId),
  ],
)

/** Generated originals, stored once; resized variants are derived and cached. */
export const mediaImage = pgTable('media_image', {
  path: text('path').primaryKey(),
  mime: varchar('mime', { length: 32 }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
})
