/**
 * Reads the normalised catalogue tables for the indexer, in a few set-based queries per batch of
 * products. Dates and timestamps are formatted in SQL and numerics stay decimal strings, so both
 * drivers (PGlite and node-postgres, which parse dates differently) hand over the same values.
 */
import { sql } from 'drizzle-orm'
import type { TaxRule } from '@shop/commerce'
import type { Database } from '../db/client.ts'
import type { StoreLabels } from '../db/schema/types.ts'
import { grossPriceCountry, priceBasisOf } from '../pricing/price-basis.ts'
import { GUEST_GROUP_ID } from '../pricing/price-context.ts'
import { readTaxTables, taxRulesOf, type TaxTables } from '../pricing/tax-rules.ts'
import { intArray } from './sql-util.ts'

export interface StoreInfo {
  id: number
  code: string
  defaultCountry: string
  tsConfig: string
}

export interface AttributeInfo {
  id: number
  code: string
  frontendInput: string
  labels: StoreLabels
  isComparable: boolean
  isFilterable: boolean
  isVisibleOnFront: boolean
  isUserDefined: boolean
  position: number
}

export interface OptionInfo {
  id: number
  attributeId: number
  sortOrder: number
  labels: StoreLabels
  swatch: string | null
}

export interface CategoryText {
  storeId: number
  name: string
  urlKey: string
  urlPath: string
  description: string | null
  metaTitle: string | null
  metaDescription: string | null
}

export interface CategoryInfo {
  id: number
  parentId: number | null
  path: string
  level: number
  position: number
  includeInMenu: boolean
  isActive: boolean
  image: string | null
  theme: string | null
  updatedAt: string
  texts: CategoryText[]
}

/** What every product document needs, loaded once per indexer run. */
export interface CatalogBasics {
  stores: StoreInfo[]
  attributes: Map<string, AttributeInfo>
  attributesById: Map<number, AttributeInfo>
  options: Map<number, OptionInfo>
  categories: Map<number, CategoryInfo>
  taxRules: TaxRule[]
  /** the tax tables as read (the taxrule entity documents show them) */
  taxTables: TaxTables
  /** tax class of the guest group: the retail class whose rate product_search.tax_rate holds */
  retailTaxClassId: number
  /** the country whose tax makes a store's gross prices (price-basis.ts) */
  grossCountryOf: (storeCountry: string) => string
}

/** A label for a store, falling back to the default store (1) and then to any label. */
export function storeLabel(labels: StoreLabels | null | undefined, storeId: number): string {
  if (!labels) return ''
  return labels[String(storeId)] ?? labels['1'] ?? Object.values(labels)[0] ?? ''
}

export async function loadBasics(database: Database): Promise<CatalogBasics> {
  const stores = await database.rows<StoreInfo>(sql`
    select id, code, default_country as "defaultCountry", text_search_config as "tsConfig" from store_view order by id`)
  const attributes = await database.rows<AttributeInfo>(sql`
    select id, code, frontend_input as "frontendInput", labels, is_comparable as "isComparable",
      is_filterable as "isFilterable", is_visible_on_front as "isVisibleOnFront",
      is_user_defined as "isUserDefined", position
    from attribute order by position, id`)
  const options = await database.rows<OptionInfo>(sql`
    select id, attribute_id as "attributeId", sort_order as "sortOrder", labels, swatch
    from attribute_option order by attribute_id, sort_order, id`)
  const categories = await database.rows<Omit<CategoryInfo, 'texts'>>(sql`
    select id, parent_id as "parentId", path, level, position, include_in_menu as "includeInMenu",
      is_active as "isActive", image, theme,
      to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as "updatedAt"
    from category order by level, position, id`)
  const texts = await database.rows<CategoryText & { categoryId: number }>(sql`
    select category_id as "categoryId", store_id as "storeId", name, url_key as "urlKey", url_path as "urlPath",
      description, meta_title as "metaTitle", meta_description as "metaDescription"
    from category_store`)
  const taxTables = await readTaxTables(database)
  const [guest] = await database.rows<{ taxClassId: number }>(sql`
    select tax_class_id as "taxClassId" from customer_group where id = ${GUEST_GROUP_ID}`)

  const categoryMap = new Map(categories.map((c) => [c.id, { ...c, texts: [] as CategoryText[] }]))
  for (const t of texts) categoryMap.get(t.categoryId)?.texts.push(t)
  return {
    stores,
    attributes: new Map(attributes.map((a) => [a.code, a])),
    attributesById: new Map(attributes.map((a) => [a.id, a])),
    options: new Map(options.map((o) => [o.id, o])),
    categories: categoryMap,
    taxRules: taxRulesOf(taxTables),
    taxTables,
    retailTaxClassId: guest?.taxClassId ?? 3,
    grossCountryOf: (storeCountry) => grossPriceCountry(priceBasisOf(database), storeCountry),
  }
}

export interface ProductRow {
  id: number
  sku: string
  typeId: string
  attributeSetId: number
  status: number
  visibility: number
  taxClassId: number
  price: string
  specialPrice: string | null
  specialFromDate: string | null
  specialToDate: string | null
  weight: string | null
  eanCode: string | null
  supplierSku: string | null
  soonAvailableDate: string | null
  attributes: Record<string, unknown>
  createdAt: string
  updatedAt: string
}

export interface ProductText {
  storeId: number
  name: string
  description: string | null
  shortDescription: string | null
  urlKey: string
  urlPath: string
  metaTitle: string | null
  metaDescription: string | null
}

export interface LinkRow {
  productId: number
  linkedProductId: number
  linkType: string
  position: number
  qty: string
}
export interface BundleOptionRow {
  id: number
  productId: number
  title: StoreLabels
  type: string
  required: boolean
  position: number
}
export interface BundleSelectionRow {
  id: number
  optionId: number
  productId: number
  qty: string
  canChangeQty: boolean
  isDefault: boolean
  position: number
}
export interface CustomOptionRow {
  id: number
  productId: number
  title: StoreLabels
  type: string
  isRequire: boolean
  sortOrder: number
  price: string | null
  priceType: string | null
  maxCharacters: number | null
}
export interface CustomValueRow {
  id: number
  optionId: number
  title: StoreLabels
  price: string
  priceType: string
  sortOrder: number
}
export interface TierRow {
  productId: number
  customerGroupId: number | null
  qty: string
  value: string
}
export interface MediaRow {
  productId: number
  file: string
  label: StoreLabels
  position: number
}

/** Everything the documents of a batch of products need, including their children and members. */
export interface ProductBatch {
  ids: number[]
  products: Map<number, ProductRow>
  texts: Map<number, ProductText[]>
  categories: Map<number, { categoryId: number; position: number }[]>
  children: Map<number, number[]>
  configurableAttributes: Map<number, { id: number; attributeId: number; position: number }[]>
  links: Map<number, LinkRow[]>
  bundleOptions: Map<number, BundleOptionRow[]>
  bundleSelections: Map<number, BundleSelectionRow[]>
  customOptions: Map<number, CustomOptionRow[]>
  customValues: Map<number, CustomValueRow[]>
  tiers: Map<number, TierRow[]>
  media: Map<number, MediaRow[]>
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>()
  for (const row of rows) {
    const k = key(row)
    const list = map.get(k)
    if (list) list.push(row)
    else map.set(k, [row])
  }
  return map
}

export async function loadProductBatch(database: Database, ids: number[]): Promise<ProductBatch> {
  const idList = intArray(ids)
  const superLinks = await database.rows<{ parentId: number; childId: number }>(sql`
    select parent_id as "parentId", child_id as "childId" from product_super_link
    where parent_id = any(${idList}) order by parent_id, child_id`)
  const links = await database.rows<LinkRow>(sql`
    select product_id as "productId", linked_product_id as "linkedProductId", link_type as "linkType", position,
      qty::text as qty
    from product_link where product_id = any(${idList}) order by product_id, link_type, position, id`)
  const bundleOptions = await database.rows<BundleOptionRow>(sql`
    select id, product_id as "productId", title, type, required, position
    from bundle_option where product_id = any(${idList}) order by product_id, position, id`)
  const bundleSelections = await database.rows<BundleSelectionRow>(sql`
    select s.id, s.option_id as "optionId", s.product_id as "productId", s.qty::text as qty,
      s.can_change_qty as "canChangeQty", s.is_default as "isDefault", s.position
    from bundle_selection s join bundle_option o on o.id = s.option_id
    where o.product_id = any(${idList}) order by s.option_id, s.position, s.id`)
  const related = [
    ...superLinks.map((l) => l.childId),
    ...links.map((l) => l.linkedProductId),
    ...bundleSelections.map((s) => s.productId),
  ]
  const all = intArray([...new Set([...ids, ...related])])
  const products = await database.rows<ProductRow>(sql`
    select id, sku, type_id as "typeId", attribute_set_id as "attributeSetId", status, visibility,
      tax_class_id as "taxClassId", price::text as price, special_price::text as "specialPrice",
      special_from_date::text as "specialFromDate", special_to_date::text as "specialToDate",
      weight::text as weight, ean_code as "eanCode", supplier_sku as "supplierSku",
      soon_available_date::text as "soonAvailableDate", attributes,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as "createdAt",
      to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as "updatedAt"
    from product where id = any(${all})`)
  const texts = await database.rows<ProductText & { productId: number }>(sql`
    select product_id as "productId", store_id as "storeId", name, description, short_description as "shortDescription",
      url_key as "urlKey", url_path as "urlPath", meta_title as "metaTitle", meta_description as "metaDescription"
    from product_store where product_id = any(${all})`)
  const categories = await database.rows<{ productId: number; categoryId: number; position: number }>(sql`
    select product_id as "productId", category_id as "categoryId", position
    from product_category where product_id = any(${idList}) order by product_id, position, category_id`)
  const configurable = await database.rows<{
    id: number
    productId: number
    attributeId: number
    position: number
  }>(sql`
    select id, product_id as "productId", attribute_id as "attributeId", position
    from product_configurable_option where product_id = any(${idList}) order by product_id, position, id`)
  const customOptions = await database.rows<CustomOptionRow>(sql`
    select id, product_id as "productId", title, type, is_require as "isRequire", sort_order as "sortOrder",
      price::text as price, price_type as "priceType", max_characters as "maxCharacters"
    from custom_option where product_id = any(${idList}) order by product_id, sort_order, id`)
  const customValues = await database.rows<CustomValueRow>(sql`
    select v.id, v.option_id as "optionId", v.title, v.price::text as price, v.price_type as "priceType",
      v.sort_order as "sortOrder"
    from custom_option_value v join custom_option o on o.id = v.option_id
    where o.product_id = any(${idList}) order by v.option_id, v.sort_order, v.id`)
  const tiers = await database.rows<TierRow>(sql`
    select product_id as "productId", customer_group_id as "customerGroupId", qty::text as qty, value::text as value
    from tier_price where product_id = any(${all}) order by product_id, qty, id`)
  const media = await database.rows<MediaRow>(sql`
    select product_id as "productId", file, label, position
    from media_gallery where product_id = any(${all}) and not disabled order by product_id, position, id`)

  const childMap = new Map<number, number[]>()
  for (const l of superLinks) childMap.set(l.parentId, [...(childMap.get(l.parentId) ?? []), l.childId])
  return {
    ids,
    products: new Map(products.map((p) => [p.id, p])),
    texts: groupBy(texts, (t) => t.productId),
    categories: groupBy(categories, (c) => c.productId),
    children: childMap,
    configurableAttributes: groupBy(configurable, (c) => c.productId),
    links: groupBy(links, (l) => l.productId),
    bundleOptions: groupBy(bundleOptions, (o) => o.productId),
    bundleSelections: groupBy(bundleSelections, (s) => s.optionId),
    customOptions: groupBy(customOptions, (o) => o.productId),
    customValues: groupBy(customValues, (v) => v.optionId),
    tiers: groupBy(tiers, (t) => t.productId),
    media: groupBy(media, (m) => m.productId),
  }
}
