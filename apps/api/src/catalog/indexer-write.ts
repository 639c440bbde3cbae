/**
 * Writes index rows in large statements: a batch travels as ONE jsonb parameter and is expanded
 * with jsonb_to_recordset, so a statement never approaches the parameter limit and the tsvector
 * is computed by PostgreSQL with the store's text search configuration. Upserts keep the index
 * readable while it is rebuilt.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import type { StoreInfo } from './indexer-load.ts'
import type { ProductSearchInput } from './indexer-product-doc.ts'
import { intArray } from './sql-util.ts'

const ROWS_PER_STATEMENT = 500

export async function writeProductRows(database: Database, store: StoreInfo, rows: ProductSearchInput[]) {
  const config = store.tsConfig
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = JSON.stringify(rows.slice(i, i + ROWS_PER_STATEMENT))
    // one statement for both tables: a reader sees the row and its document from the same write
    await database.rows(sql`
      with r as (
        select * from jsonb_to_recordset(${chunk}::jsonb) as r(product_id int, sku text, type_id text,
          visibility smallint, status smallint, category_ids int[], facets text[], url_path text, url_key text,
          price numeric, special_price numeric, special_from_date date, special_to_date date, tax_rate numeric,
          tier_groups int[], tier_values numeric[], name text, search_skus text[], a_text text, b_text text, doc jsonb, created_at text)
      ),
      ps as (
        insert into product_search (store_id, product_id, sku, type_id, visibility, status, category_ids, facets,
          url_path, url_key, price, special_price, special_from_date, special_to_date, tax_rate, tier_groups,
          tier_values, name, search_skus, tsv, created_at)
        select ${store.id}::int, r.product_id, r.sku, r.type_id, r.visibility, r.status, r.category_ids, r.facets,
          r.url_path, r.url_key, r.price, r.special_price, r.special_from_date, r.special_to_date, r.tax_rate,
          r.tier_groups, r.tier_values, r.name, r.search_skus,
          setweight(to_tsvector(${config}::regconfig, coalesce(r.a_text, '')), 'A')
            || setweight(to_tsvector(${config}::regconfig, coalesce(r.b_text, '')), 'B'),
          r.created_at::timestamp at time zone 'UTC'
        from r
        on conflict (store_id, product_id) do update set
          sku = excluded.sku, type_id = excluded.type_id, visibility = excluded.visibility, status = excluded.status,
          category_ids = excluded.category_ids, facets = excluded.facets, url_path = excluded.url_path,
          url_key = excluded.url_key, price = excluded.price, special_price = excluded.special_price,
          special_from_date = excluded.special_from_date, special_to_date = excluded.special_to_date,
          tax_rate = excluded.tax_rate, tier_groups = excluded.tier_groups, tier_values = excluded.tier_values,
          name = excluded.name, search_skus = excluded.search_skus, tsv = excluded.tsv,
          created_at = excluded.created_at
        returning product_id
      )
      insert into product_doc (store_id, product_id, doc)
      select ${store.id}::int, ps.product_id, r.doc from ps join r on r.product_id = ps.product_id
      on conflict (store_id, product_id) do update set doc = excluded.doc,
        version = nextval('product_doc_version')`)
  }
}

/** Drops rows of products that no longer exist (all of them, or among the given ids). */
export async function deleteMissingProducts(database: Database, ids?: number[]) {
  const scope = ids ? sql`and ps.product_id = any(${intArray(ids)})` : sql``
  await database.rows(sql`
    delete from product_search ps
    where (not exists (select 1 from product p where p.id = ps.product_id)
      or not exists (select 1 from store_view s where s.id = ps.store_id)) ${scope}`)
  // deletions are news for catalogue mirrors for a short while only (docs/decisions/0052)
  await database.rows(sql`delete from product_search_gone where gone_at < now() - interval '1 day'`)
}

export interface EntityDocInput {
  entity_id: number
  doc: Record<string, unknown>
}

/** Replaces the documents of one entity type in one store: upsert the new, delete the rest. */
export async function replaceEntityDocs(
  database: Database,
  storeId: number,
  entityType: string,
  docs: EntityDocInput[],
) {
  for (let i = 0; i < docs.length; i += ROWS_PER_STATEMENT) {
    const chunk = JSON.stringify(docs.slice(i, i + ROWS_PER_STATEMENT))
    await database.rows(sql`
      insert into entity_doc (store_id, entity_type, entity_id, doc)
      select ${storeId}::int, ${entityType}, r.entity_id, r.doc
      from jsonb_to_recordset(${chunk}::jsonb) as r(entity_id int, doc jsonb)
      on conflict (store_id, entity_type, entity_id) do update set doc = excluded.doc`)
  }
  await database.rows(sql`
    delete from entity_doc where store_id = ${storeId} and entity_type = ${entityType}
      and not (entity_id = any(${intArray(docs.map((d) => d.entity_id))}))`)
}
