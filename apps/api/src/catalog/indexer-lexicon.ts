/**
 * The search lexicon: the lower-cased words of listed product names, category names and the
 * labels of filterable options (brands, bicycle types, colours) per store. Query words that the
 * full-text index does not know are corrected against it (pg_trgm + levenshtein), which is much
 * cheaper than comparing against every product name. The 'simple' configuration splits words the
 * way the full-text parser does, without stemming, so corrections are real catalogue words.
 * Words with digits are left out: "28" and "26" are one edit apart but mean different wheels.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { intArray } from './sql-util.ts'

const words = (text: SQL) => sql`unnest(tsvector_to_array(to_tsvector('simple', coalesce(${text}, ''))))`

function lexiconSource(storeId: number, productIds?: number[]): SQL {
  const products = productIds ? sql`and product_id = any(${intArray(productIds)})` : sql``
  const others = productIds
    ? sql``
    : sql`
      union all
      select ${words(sql`doc->>'name'`)} from entity_doc where store_id = ${storeId} and entity_type = 'category'
      union all
      select ${words(sql`coalesce(o.labels->>${String(storeId)}, o.labels->>'1')`)}
      from attribute_option o join attribute a on a.id = o.attribute_id where a.is_filterable`
  return sql`
    select word, count(*)::int as frequency from (
      select ${words(sql`name`)} as word from product_search
      where store_id = ${storeId} and visibility in (2, 3, 4) and status in (0, 1) ${products}
      ${others}
    ) w
    where length(word) between 3 and 40 and word !~ '[0-9]'
    group by word`
}

/**
 * Marks the lexicon as changed: text-search.ts reuses word analyses while the sequence has not
 * moved, so every lexicon write ends with this (after the write, so no reader can take the new
 * mark with the old words).
 */
const markChanged = (database: Database) => database.rows(sql`select nextval('product_doc_version')`)

export async function rebuildLexicon(database: Database, storeIds: number[]) {
  for (const storeId of storeIds) {
    await database.rows(sql`delete from search_lexicon where store_id = ${storeId}`)
    await database.rows(sql`
      insert into search_lexicon (store_id, word, frequency)
      select ${storeId}::int, word, frequency from (${lexiconSource(storeId)}) s`)
  }
  await markChanged(database)
}

/** Adds the words of changed products; frequencies are refreshed by the next full rebuild. */
export async function addToLexicon(database: Database, storeIds: number[], productIds: number[]) {
  for (const storeId of storeIds) {
    await database.rows(sql`
      insert into search_lexicon (store_id, word, frequency)
      select ${storeId}::int, word, frequency from (${lexiconSource(storeId, productIds)}) s
      on conflict (store_id, word) do nothing`)
  }
  await markChanged(database)
}
