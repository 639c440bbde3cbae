import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'
import type { StoreLabels } from './types.ts'

/**
 * Attribute values of a product keyed by attribute code. Select attributes hold the option id
 * (number), multiselects an array of option ids, text attributes a string.
 */
export type ProductAttributeValues = Record<string, number | number[] | string | boolean | null>

export const product = pgTable(
  'product',
  {
    id: integer('id').primaryKey(),
    sku: varchar('sku', { length: 64 }).notNull().unique(),
    /** simple, configurable, grouped, bundle, virtual, downloadable */
    typeId: varchar('type_id', { length: 16 }).notNull(),
    attributeSetId: integer('attribute_set_id').notNull().default(4),
    /** 1 enabled, 2 disabled (listings show status 0 and 1) */
    status: smallint('status').notNull().default(1),
    /** 1 not visible individually (hidden child), 2 catalogue, 3 search, 4 both */
    visibility: smallint('visibility').notNull().default(4),
    taxClassId: integer('tax_class_id').notNull(),
    /** net price (excl. tax) */
    price: numeric('price', { precision: 12, scale: 4 }).notNull(),
    specialPrice: numeric('special_price', { precision: 12, scale: 4 }),
    specialFromDate: date('special_from_date', { mode: 'string' }),
    specialToDate: date('special_to_date', { mode: 'string' }),
    weight: numeric('weight', { precision: 10, scale: 3 }),
    eanCode: varchar('ean_code', { length: 14 }),
    supplierSku: varchar('supplier_sku', { length: 64 }),
    /** soon-available date ("binnenkortdatum") */
    soonAvailableDate: date('soon_available_date', { mode: 'string' }),
    attributes: jsonb('attributes').$type<ProductAttributeValues>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_type_idx').on(t.typeId), index('product_ean_idx').on(t.eanCode)],
)

export const productStore = pgTable(
  'product_store',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    shortDescription: text('short_description'),
    urlKey: text('url_key').notNull(),
    urlPath: text('url_path').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.storeId] })],
)

export const productCategory = pgTable(
  'product_category',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_category_cat_idx').on(t.categoryId),
  ],
)

/** Configurable parent -> child (simple) products. */
export const productSuperLink = pgTable(
  'product_super_link',
  {
    parentId: integer('parent_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.parentId, t.childId] }),
    index('product_super_link_child_idx').on(t.childId),
  ],
)

/** The attributes a configurable product is configured by (kleur, maat, wielmaat). */
export const productConfigurableOption = pgTable(
  'product_configurable_option',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_configurable_option_product_idx').on(t.productId)],
)

/** Grouped product members (`associated`) and related/upsell/crosssell links. */
export const productLink = pgTable(
  'product_link',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    linkedProductId: integer('linked_product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    /** associated, related, upsell, crosssell */
    linkType: varchar('link_type', { length: 16 }).notNull(),
    position: integer('position').notNull().default(0),
    qty: numeric('qty', { precision: 12, scale: 4 }).notNull().default('1'),
  },
  (t) => [index('product_link_product_idx').on(t.productId)],
)

export const bundleOption = pgTable(
  'bundle_option',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<StoreLabels>().notNull(),
    /** select, radio, checkbox, multi */
    type: varchar('type', { length: 16 }).notNull(),
    required: boolean('required').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('bundle_option_product_idx').on(t.productId)],
)

export const bundleSelection = pgTable(
  'bundle_selection',
  {
    id: integer('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => bundleOption.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    qty: numeric('qty', { precision: 12, scale: 4 }).notNull().default('1'),
    canChangeQty: boolean('can_change_qty').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('bundle_selection_option_idx').on(t.optionId)],
)

export const customOption = pgTable(
  'custom_option',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<StoreLabels>().notNull(),
    /** field, area, drop_down, radio, checkbox */
    type: varchar('type', { length: 16 }).notNull(),
    isRequire: boolean('is_require').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** for field/area options: price and fixed|percent */
    price: numeric('price', { precision: 12, scale: 4 }),
    priceType: varchar('price_type', { length: 8 }),
    maxCharacters: integer('max_characters'),
  },
  (t) => [index('custom_option_product_idx').on(t.productId)],
)

export const customOptionValue = pgTable(
  'custom_option_value',
  {
    /** option_type_id */
    id: integer('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => customOption.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<StoreLabels>().notNull(),
    price: numeric('price', { precision: 12, scale: 4 }).notNull().default('0'),
    priceType: varchar('price_type', { length: 8 }).notNull().default('fixed'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('custom_option_value_option_idx').on(t.optionId)],
)

export const tierPrice = pgTable(
  'tier_price',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    /** null = all customer groups */
    customerGroupId: integer('customer_group_id'),
    qty: numeric('qty', { precision: 12, scale: 4 }).notNull(),
    /** net price per unit at this quantity */
    value: numeric('value', { precision: 12, scale: 4 }).notNull(),
  },
  (t) => [index('tier_price_product_idx').on(t.productId)],
)

export const mediaGallery = pgTable(
  'media_gallery',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    /** path relative to the image root, e.g. `/g/fiets-stad-zwart.png` (served by /img/{w}/{h}/resize/...) */
    file: text('file').notNull(),
    label: jsonb('label').$type<StoreLabels>().notNull().default({}),
    position: integer('position').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [index('media_gallery_product_idx').on(t.productId)],
)
