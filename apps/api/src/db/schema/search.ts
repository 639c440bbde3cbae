import { sql } from 'drizzle-orm'
import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  date,
  varchar,
} from 'drizzle-orm/pg-core'
import { tsvector, xid8 } from './types.ts'

/**
 * Search rows derived from the catalogue tables by the indexer (catalog/indexer), one per product
 * and store view. The normalised tables stay the source of truth; these rows are rebuilt whenever
 * a product changes. The row holds only what filters, sorting and facet counts read: narrow rows
 * keep a listing's scan to a few pages (docs/decisions/0050); the document is in product_doc.
 */
export const productSearch = pgTable(
  'product_search',
  {
    storeId: integer('store_id').notNull(),
    productId: integer('product_id').notNull(),
    sku: varchar('sku', { length: 64 }).notNull(),
    typeId: varchar('type_id', { length: 16 }).notNull(),
    visibility: smallint('visibility').notNull(),
    status: smallint('status').notNull(),
    categoryIds: integer('category_ids').array().notNull(),
    /** `code:value` tokens of filterable attributes, incl. the values of configurable children */
    facets: text('facets').array().notNull(),
    /** for the URL map and url_key/url_path filters */
    urlPath: text('url_path'),
    urlKey: text('url_key'),
    price: numeric('price', { precision: 12, scale: 4 }).notNull(),
    specialPrice: numeric('special_price', { precision: 12, scale: 4 }),
    specialFromDate: date('special_from_date', { mode: 'string' }),
    specialToDate: date('special_to_date', { mode: 'string' }),
    /** tax rate (percent) of the store's default country for retail customers */
    taxRate: numeric('tax_rate', { precision: 8, scale: 4 }).notNull(),
    /** lowest quantity-1 tier price per customer group (-1: all groups), parallel arrays */
    tierGroups: integer('tier_groups')
      .array()
      .notNull()
      .default(sql`'{}'`),
    tierValues: numeric('tier_values', { precision: 12, scale: 4 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    name: text('name').notNull(),
    /** lower-cased sku, supplier sku and child skus, for exact sku search */
    searchSkus: text('search_skus').array().notNull(),
    tsv: tsvector('tsv').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** writing transaction, set by a trigger on every insert and update (docs/decisions/0052) */
    txid: xid8('txid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId] }),
    index('product_search_txid_idx').on(t.txid),
    index('product_search_sku_idx').on(t.storeId, t.sku),
    index('product_search_url_path_idx').on(t.storeId, t.urlPath),
    index('product_search_url_key_idx').on(t.storeId, t.urlKey),
    index('product_search_category_idx').using('gin', t.categoryIds),
    index('product_search_facets_idx').using('gin', t.facets),
    index('product_search_skus_idx').using('gin', t.searchSkus),
    index('product_search_tsv_idx').using('gin', t.tsv),
  ],
)

/**
 * The VSF product `_source` per product and store view, without the per-request parts (prices per
 * customer group, live stock), which are added when a hit is returned. `version` takes a new value
 * from its sequence on every write, so a document processed for a request can be reused under
 * (store, product, version) without any invalidation (docs/decisions/0051).
 */
/** Not owned by the column: TRUNCATE ... RESTART IDENTITY must not hand out old versions again. */
export const productDocVersion = pgSequence('product_doc_version')

export const productDoc = pgTable(
  'product_doc',
  {
    storeId: integer('store_id').notNull(),
    productId: integer('product_id').notNull(),
    version: bigint('version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('product_doc_version')`),
    doc: jsonb('doc').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId] }),
    foreignKey({
      columns: [t.storeId, t.productId],
      foreignColumns: [productSearch.storeId, productSearch.productId],
    }).onDelete('cascade'),
  ],
)

/** Category, attribute, taxrule, cms_page and cms_block documents per store view. */
export const entityDoc = pgTable(
  'entity_doc',
  {
    storeId: integer('store_id').notNull(),
    entityType: varchar('entity_type', { length: 32 }).notNull(),
    entityId: integer('entity_id').notNull(),
    doc: jsonb('doc').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.entityType, t.entityId] }),
    index('entity_doc_doc_idx').using('gin', sql`${t.doc} jsonb_path_ops`),
  ],
)

/** Words of the catalogue per store, for typo correction of search text with pg_trgm. */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    storeId: integer('store_id').notNull(),
    word: text('word').notNull(),
    frequency: integer('frequency').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.word] }),
    index('search_lexicon_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
)

/**
 * Products whose search rows were deleted, with the deleting transaction (written by a trigger):
 * in-process catalogue mirrors drop them (docs/decisions/0052). Old entries are pruned by the
 * indexer.
 */
export const productSearchGone = pgTable(
  'product_search_gone',
  {
    storeId: integer('store_id').notNull(),
    productId: integer('product_id').notNull(),
    txid: xid8('txid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    goneAt: timestamp('gone_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_search_gone_txid_idx').on(t.txid)],
)

/**
 * One row whose counter moves when product_search or stock_item is truncated (catalogue reset):
 * row triggers do not fire then, so mirrors reload everything when it moves.
 */
export const catalogGeneration = pgTable('catalog_generation', {
  id: smallint('id').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
})
