import { getTableName, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import * as schema from '../db/schema/index.ts'

/** Every catalogue table the generator writes, plus the search tables the indexer derives from them. */
const CATALOGUE_TABLES = [
  schema.storeView,
  schema.customerGroup,
  schema.taxClass,
  schema.taxRate,
  schema.taxRule,
  schema.attribute,
  schema.attributeOption,
  schema.category,
  schema.categoryStore,
  schema.product,
  schema.productStore,
  schema.productCategory,
  schema.productSuperLink,
  schema.productConfigurableOption,
  schema.productLink,
  schema.bundleOption,
  schema.bundleSelection,
  schema.customOption,
  schema.customOptionValue,
  schema.tierPrice,
  schema.mediaGallery,
  schema.stockItem,
  schema.urlRewrite,
  schema.cmsPage,
  schema.cmsBlock,
  schema.mediaImage,
  schema.productSearch,
  schema.entityDoc,
  schema.searchLexicon,
]

/** True when the database already holds a catalogue (store views or products). */
export async function hasCatalogue(database: Database): Promise<boolean> {
  const [row] = await database.rows<{ found: boolean }>(
    sql`select exists(select 1 from store_view) or exists(select 1 from product) as found`,
  )
  return Boolean(row?.found)
}

/** Empties every catalogue table (TRUNCATE ... RESTART IDENTITY CASCADE). */
export async function resetCatalogue(database: Database): Promise<void> {
  const names = CATALOGUE_TABLES.map((table) => sql.identifier(getTableName(table)))
  await database.db.execute(sql`truncate table ${sql.join(names, sql`, `)} restart identity cascade`)
}
