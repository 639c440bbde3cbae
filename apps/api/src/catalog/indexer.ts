/**
 * The catalogue indexer: derives the search tables (product_search, entity_doc, search_lexicon)
 * from the normalised catalogue tables, which stay the source of truth (docs/decisions/0001).
 * Products are read and written in batches of a thousand with a handful of set-based queries
 * each; documents are assembled in JS where nested shapes are easier to read than SQL.
 *
 * Nothing here invalidates the response cache: callers that change data call reindexProducts()
 * and then invalidateProducts() (catalog/invalidate.ts) in the same code path.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { loadBasics, loadProductBatch, type CatalogBasics } from './indexer-load.ts'
import { buildProductSearchInput } from './indexer-product-doc.ts'
import { deleteMissingProducts, writeProductRows } from './indexer-write.ts'
import { indexEntities, type EntityType } from './indexer-entities.ts'
import { addToLexicon, rebuildLexicon } from './indexer-lexicon.ts'
import { intArray } from './sql-util.ts'

const BATCH_SIZE = 1000

async function indexBatch(database: Database, basics: CatalogBasics, ids: number[]) {
  const batch = await loadProductBatch(database, ids)
  for (const store of basics.stores) {
    const rows = ids.flatMap((id) => {
      const product = batch.products.get(id)
      return product ? [buildProductSearchInput(basics, batch, product, store)] : []
    })
    await writeProductRows(database, store, rows)
  }
}

async function indexAllProducts(
  database: Database,
  basics: CatalogBasics,
  onProgress?: (done: number, total: number) => void,
) {
  const ids = (await database.rows<{ id: number }>(sql`select id from product order by id`)).map((r) => r.id)
  onProgress?.(0, ids.length)
  for (let i = 0; i < ids.length; i += BATCH_SIZE) {
    await indexBatch(database, basics, ids.slice(i, i + BATCH_SIZE))
    onProgress?.(Math.min(i + BATCH_SIZE, ids.length), ids.length)
  }
}

/** The same database handle, running its statements inside a drizzle transaction. */
function inTransaction(database: Database, tx: Database['db']): Database {
  return {
    ...database,
    db: tx,
    async rows<T>(query: SQL) {
      return ((await tx.execute(query)) as unknown as { rows: T[] }).rows
    },
  }
}

/**
 * First load of an empty index: maintaining the GIN indexes row by row costs about twice the
 * load itself, building them afterwards is much cheaper. The secondary indexes are dropped and
 * recreated from their own definitions within one transaction, so a failure leaves the schema as
 * it was. Only for an empty index: DROP INDEX locks out readers, which a live rebuild must not.
 */
async function bulkLoad(database: Database, load: (db: Database) => Promise<void>) {
  await database.db.transaction(async (tx) => {
    const db = inTransaction(database, tx)
    const indexes = await db.rows<{ name: string; definition: string }>(sql`
      select i.relname as name, pg_get_indexdef(i.oid) as definition
      from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = 'product_search'::regclass and not x.indisprimary and not x.indisunique`)
    for (const index of indexes) await db.rows(sql`drop index ${sql.identifier(index.name)}`)
    await load(db)
    // definitions as PostgreSQL printed them from the catalog, not input
    for (const index of indexes) await db.rows(sql.raw(index.definition))
  })
}

/** Rebuilds every search document (products, categories, attributes, tax rules, CMS) of every store. */
export async function reindexAll(database: Database, onProgress?: (done: number, total: number) => void) {
  // fresh planner statistics: PGlite has no autovacuum, and a just-seeded catalogue has none
  await database.rows(
    sql`analyze product, product_store, product_category, product_super_link, product_link, media_gallery, tier_price, stock_item`,
  )
  const basics = await loadBasics(database)
  const [state] = await database.rows<{ empty: boolean }>(
    sql`select not exists (select 1 from product_search) as empty`,
  )
  if (state?.empty) await bulkLoad(database, (db) => indexAllProducts(db, basics, onProgress))
  else await indexAllProducts(database, basics, onProgress)
  await deleteMissingProducts(database)
  // categories count the products just indexed, so entities come after products
  await indexEntities(database, basics)
  await rebuildLexicon(
    database,
    basics.stores.map((s) => s.id),
  )
  await database.rows(sql`analyze product_search, product_doc, entity_doc, search_lexicon`)
}

/** The given products plus the configurable, grouped and bundle products that contain them. */
async function withParents(database: Database, ids: number[]): Promise<number[]> {
  const list = intArray(ids)
  const parents = await database.rows<{ id: number }>(sql`
    select parent_id as id from product_super_link where child_id = any(${list})
    union select product_id from product_link where linked_product_id = any(${list}) and link_type = 'associated'
    union select o.product_id from bundle_selection s join bundle_option o on o.id = s.option_id
      where s.product_id = any(${list})`)
  return [...new Set([...ids, ...parents.map((p) => p.id)])]
}

/** Where the given products are listed: store, product and categories of each listed row. */
async function listings(database: Database, ids: number[]): Promise<string> {
  const rows = await database.rows<{ k: string }>(sql`
    select store_id || ':' || product_id || ':' || array_to_string(category_ids, ',') as k
    from product_search
    where product_id = any(${intArray(ids)}) and visibility in (2, 3, 4) and status in (0, 1)
    order by 1`)
  return rows.map((r) => r.k).join(' ')
}

/**
 * Rebuilds the search documents of the given products (and their configurable parents). When a
 * product enters or leaves a category listing (new, deleted, moved, hidden, disabled), the
 * category documents are rebuilt too, for their product_count; a price or text change does not
 * pay for that.
 */
export async function reindexProducts(database: Database, productIds: number[]) {
  const requested = [...new Set(productIds.filter((id) => Number.isSafeInteger(id)))]
  if (requested.length === 0) return
  const ids = await withParents(database, requested)
  const before = await listings(database, ids)
  const basics = await loadBasics(database)
  for (let i = 0; i < ids.length; i += BATCH_SIZE)
    await indexBatch(database, basics, ids.slice(i, i + BATCH_SIZE))
  await deleteMissingProducts(database, ids)
  await addToLexicon(
    database,
    basics.stores.map((s) => s.id),
    ids,
  )
  if ((await listings(database, ids)) !== before) await indexEntities(database, basics, ['category'])
}

/** Rebuilds entity documents, e.g. after a CMS page or a category changed. */
export async function reindexEntities(database: Database, types?: readonly EntityType[]) {
  await indexEntities(database, await loadBasics(database), types)
}
