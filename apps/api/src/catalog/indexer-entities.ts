/**
 * entity_doc rows per store view: category, attribute, taxrule, cms_page and cms_block documents
 * in the shapes the VSF client reads. Small tables: rebuilt whole, each type in a few statements.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import type { TaxTables } from '../pricing/tax-rules.ts'
import type { CatalogBasics } from './indexer-load.ts'
import { storeLabel } from './indexer-load.ts'
import { buildCategoryDocs } from './indexer-category-doc.ts'
import { replaceEntityDocs, type EntityDocInput } from './indexer-write.ts'

export const ENTITY_TYPES = ['category', 'attribute', 'taxrule', 'cms_page', 'cms_block'] as const
export type EntityType = (typeof ENTITY_TYPES)[number]

/** Listed products per category (anchor semantics through product_search.category_ids). */
async function productCounts(database: Database, storeId: number): Promise<Map<number, number>> {
  const rows = await database.rows<{ id: number; n: number }>(sql`
    select c as id, count(*)::int as n
    from product_search, unnest(category_ids) as c
    where store_id = ${storeId} and visibility in (2, 3, 4) and status in (0, 1)
    group by c`)
  return new Map(rows.map((r) => [r.id, r.n]))
}

function attributeDocs(basics: CatalogBasics, storeId: number): EntityDocInput[] {
  const optionsOf = new Map<number, EntityDocInput['doc'][]>()
  for (const o of basics.options.values()) {
    const list = optionsOf.get(o.attributeId) ?? []
    list.push({
      value: String(o.id),
      label: storeLabel(o.labels, storeId),
      sort_order: o.sortOrder,
      swatch: o.swatch,
    })
    optionsOf.set(o.attributeId, list)
  }
  return [...basics.attributes.values()].map((a) => ({
    entity_id: a.id,
    doc: {
      id: a.id,
      attribute_id: a.id,
      attribute_code: a.code,
      entity_type_id: 4,
      frontend_input: a.frontendInput,
      frontend_label: storeLabel(a.labels, storeId),
      default_frontend_label: storeLabel(a.labels, 1),
      is_comparable: a.isComparable,
      is_filterable: a.isFilterable,
      is_user_defined: a.isUserDefined,
      is_visible_on_front: a.isVisibleOnFront,
      is_visible: true,
      position: a.position,
      slug: a.code,
      options: optionsOf.get(a.id) ?? [],
    },
  }))
}

/** The tax rules as the client reads them, from the tax tables the indexer run read (pricing/tax-rules.ts). */
function taxRuleDocs({ rules, rates }: TaxTables): EntityDocInput[] {
  const byId = new Map(rates.map((r) => [r.id, r]))
  return rules.map((rule) => ({
    entity_id: rule.id,
    doc: {
      id: rule.id,
      code: rule.code,
      priority: rule.priority,
      position: rule.position,
      calculate_subtotal: false,
      product_tax_class_ids: rule.productTaxClassIds,
      customer_tax_class_ids: rule.customerTaxClassIds,
      tax_rate_ids: rule.rateIds,
      rates: rule.rateIds.flatMap((id) => {
        const rate = byId.get(id)
        if (!rate) return []
        return [
          {
            id: rate.id,
            code: rate.code,
            rate: Number(rate.rate),
            tax_country_id: rate.country,
            tax_region_id: rate.regionId,
            region_name: rate.regionName,
            tax_postcode: '*',
            titles: [{ value: rate.title }],
          },
        ]
      }),
    },
  }))
}

/** Active pages of the store; store 0 means "all store views" as in Magento. */
async function cmsPageDocs(database: Database, storeId: number): Promise<EntityDocInput[]> {
  const rows = await database.rows<Record<string, unknown> & { id: number }>(sql`
    select id, identifier, title, content, content_heading, meta_title, meta_description, meta_keywords,
      page_layout, store_id, is_active as active,
      to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as update_time
    from cms_page where is_active and store_id in (0, ${storeId}) order by id`)
  return rows.map((row) => ({ entity_id: row.id, doc: { ...row, page_id: row.id } }))
}

async function cmsBlockDocs(database: Database, storeId: number): Promise<EntityDocInput[]> {
  const rows = await database.rows<Record<string, unknown> & { id: number }>(sql`
    select id, identifier, title, content, store_id, is_active as active,
      to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as update_time
    from cms_block where is_active and store_id in (0, ${storeId}) order by id`)
  return rows.map((row) => ({ entity_id: row.id, doc: { ...row, block_id: row.id } }))
}

/** Rebuilds the given entity types (default: all) for every store view. */
export async function indexEntities(
  database: Database,
  basics: CatalogBasics,
  types: readonly EntityType[] = ENTITY_TYPES,
) {
  const taxRules = types.includes('taxrule') ? taxRuleDocs(basics.taxTables) : []
  for (const store of basics.stores) {
    if (types.includes('category')) {
      await replaceEntityDocs(
        database,
        store.id,
        'category',
        buildCategoryDocs(basics, store.id, await productCounts(database, store.id)),
      )
    }
    if (types.includes('attribute'))
      await replaceEntityDocs(database, store.id, 'attribute', attributeDocs(basics, store.id))
    if (types.includes('taxrule')) await replaceEntityDocs(database, store.id, 'taxrule', taxRules)
    if (types.includes('cms_page'))
      await replaceEntityDocs(database, store.id, 'cms_page', await cmsPageDocs(database, store.id))
    if (types.includes('cms_block'))
      await replaceEntityDocs(database, store.id, 'cms_block', await cmsBlockDocs(database, store.id))
  }
}
