/**
 * One product_search row per product and store: the VSF product `_source` (without the parts
 * that depend on the request: prices for the customer group, live stock) plus the columns the
 * search needs. Pure: everything comes from the loaded batch.
 */
import { findTaxRate, MAIN_MENU_CATEGORY_ID } from '@shop/commerce'
import type { CatalogBasics, CategoryInfo, ProductBatch, ProductRow, StoreInfo } from './indexer-load.ts'
import { storeLabel } from './indexer-load.ts'
import { ALL_GROUPS } from '../pricing/indexed-final-price.ts'
import {
  bundleOptions,
  configurableParts,
  customOptions,
  mediaOf,
  num,
  productLinks,
  productText,
  tierPricesOf,
  valuesOf,
  type Doc,
} from './indexer-product-parts.ts'

/** The row as it is handed to SQL (jsonb_to_recordset), where the tsvector is computed. */
export interface ProductSearchInput {
  product_id: number
  sku: string
  type_id: string
  visibility: number
  status: number
  category_ids: number[]
  facets: string[]
  url_path: string | null
  url_key: string | null
  price: string
  special_price: string | null
  special_from_date: string | null
  special_to_date: string | null
  tax_rate: number
  tier_groups: number[]
  tier_values: string[]
  name: string
  search_skus: string[]
  /** weight A: name, supplier sku and the names of the product's categories */
  a_text: string
  /** weight B: brand and other option labels, descriptions, skus */
  b_text: string
  doc: Doc
  created_at: string
}

/**
 * The lowest quantity-1 tier price per customer group (ALL_GROUPS for tiers of every group), as
 * two parallel arrays: the listing's final price needs them for every filtered row, and a join
 * with an aggregate over tier_price costs more than the rest of the price expression.
 */
function unitTiers(batch: ProductBatch, productId: number): { groups: number[]; values: string[] } {
  const lowest = new Map<number, string>()
  for (const tier of batch.tiers.get(productId) ?? []) {
    if (Number(tier.qty) > 1) continue
    const group = tier.customerGroupId ?? ALL_GROUPS
    const known = lowest.get(group)
    if (known === undefined || Number(tier.value) < Number(known)) lowest.set(group, tier.value)
  }
  return { groups: [...lowest.keys()], values: [...lowest.values()] }
}

/** Categories below the two roots (1 and 2) count: a product in 1400 also lists in its parent 1394. */
const LISTING_MIN_LEVEL = 2

function categoryName(category: CategoryInfo, storeId: number) {
  const text =
    category.texts.find((t) => t.storeId === storeId) ?? category.texts.find((t) => t.storeId === 1)
  return { name: text?.name ?? String(category.id), urlKey: text?.urlKey ?? '', urlPath: text?.urlPath ?? '' }
}

function categoriesOf(basics: CatalogBasics, batch: ProductBatch, productId: number, storeId: number) {
  const direct = (batch.categories.get(productId) ?? []).flatMap(
    (c) => basics.categories.get(c.categoryId) ?? [],
  )
  const ids = new Set<number>()
  for (const category of direct) {
    ids.add(category.id)
    // anchor semantics: a listing of a category shows the products of its subcategories too
    for (const id of category.path.split('/').map(Number)) {
      const ancestor = basics.categories.get(id)
      if (ancestor && ancestor.level >= LISTING_MIN_LEVEL) ids.add(id)
    }
  }
  const category = direct.map((c) => {
    const text = categoryName(c, storeId)
    return { category_id: c.id, name: text.name, slug: text.urlKey, path: text.urlPath }
  })
  // the names of every listing category (a city bike is in "Stadsfietsen" and "Fietsen"), not the
  // main menu that holds them all: they say what kind of product this is (search-relevance.md)
  const names = [...ids]
    .filter((id) => id !== MAIN_MENU_CATEGORY_ID)
    .flatMap((id) => {
      const info = basics.categories.get(id)
      return info ? [categoryName(info, storeId).name] : []
    })
  return { category, categoryIds: [...ids], names }
}

/** Label of an option id for the store; free text values are their own label. */
function optionLabel(basics: CatalogBasics, value: string | number | boolean, storeId: number): string {
  const option =
    typeof value === 'number' || /^\d+$/.test(String(value)) ? basics.options.get(Number(value)) : undefined
  return option ? storeLabel(option.labels, storeId) : String(value)
}

function facetTokens(basics: CatalogBasics, attributes: Record<string, unknown>): string[] {
  const tokens: string[] = []
  for (const [code, value] of Object.entries(attributes)) {
    if (!basics.attributes.get(code)?.isFilterable) continue
    for (const v of valuesOf(value)) tokens.push(`${code}:${String(v)}`)
  }
  return tokens
}

function taxRateOf(basics: CatalogBasics, product: ProductRow, store: StoreInfo): number {
  const rate = findTaxRate(basics.taxRules, {
    productTaxClassId: product.taxClassId,
    customerTaxClassId: basics.retailTaxClassId,
    // the rate that makes the gross price shoppers filter and sort by (decision 0090)
    country: basics.grossCountryOf(store.defaultCountry),
  })
  return rate?.rate ?? 0
}

/**
 * A configurable or grouped product without its own price shows its cheapest available child or
 * member, as Magento's price index does.
 */
function effectivePrice(product: ProductRow, batch: ProductBatch, children: ProductRow[]): string {
  if (Number(product.price) > 0) return product.price
  const members =
    product.typeId === 'grouped'
      ? (batch.links.get(product.id) ?? [])
          .filter((l) => l.linkType === 'associated')
          .flatMap((l) => batch.products.get(l.linkedProductId) ?? [])
      : children
  const available = members.filter((m) => m.status < 2)
  const candidates = available.length ? available : members
  if (candidates.length === 0) return product.price
  return candidates.map((c) => c.price).reduce((a, b) => (Number(b) < Number(a) ? b : a))
}

export function buildProductSearchInput(
  basics: CatalogBasics,
  batch: ProductBatch,
  product: ProductRow,
  store: StoreInfo,
): ProductSearchInput {
  const storeId = store.id
  const text = productText(batch, product.id, storeId)
  const name = text?.name ?? product.sku
  const { category, categoryIds, names: categoryNames } = categoriesOf(basics, batch, product.id, storeId)
  const configurable =
    product.typeId === 'configurable' ? configurableParts(basics, batch, product, storeId) : null
  const children = configurable?.children ?? []
  const price = effectivePrice(product, batch, children)
  const skus = [
    product.sku,
    product.supplierSku,
    product.eanCode,
    ...children.flatMap((c) => [c.sku, c.supplierSku]),
  ]
  const searchSkus = [...new Set(skus.filter((s): s is string => !!s).map((s) => s.toLowerCase()))]

  const doc: Doc = {
    ...product.attributes,
    id: product.id,
    sku: product.sku,
    name,
    type_id: product.typeId,
    attribute_set_id: product.attributeSetId,
    status: product.status,
    visibility: product.visibility,
    tax_class_id: product.taxClassId,
    price: Number(price),
    special_price: num(product.specialPrice),
    special_from_date: product.specialFromDate,
    special_to_date: product.specialToDate,
    url_key: text?.urlKey ?? null,
    url_path: text?.urlPath ?? null,
    slug: text?.urlKey ?? null,
    category_ids: categoryIds,
    category,
    created_at: product.createdAt,
    updated_at: product.updatedAt,
    ...mediaOf(batch, product.id, storeId),
    description: text?.description ?? null,
    short_description: text?.shortDescription ?? null,
    meta_title: text?.metaTitle ?? null,
    meta_description: text?.metaDescription ?? null,
    weight: num(product.weight),
    ean_code: product.eanCode,
    supplier_sku: product.supplierSku,
    search_sku: searchSkus.join(' '),
    binnenkortdatum: product.soonAvailableDate,
    tier_prices: tierPricesOf(batch, product.id),
    product_links: productLinks(batch, product),
    custom_options: customOptions(batch, product, storeId),
  }
  if (configurable) {
    doc.configurable_options = configurable.configurable_options
    doc.configurable_children = configurable.configurable_children
    for (const [code, values] of Object.entries(configurable.options)) doc[`${code}_options`] = values
  }
  if (product.typeId === 'bundle') doc.bundle_options = bundleOptions(batch, product, storeId)
  const hasOptions =
    (doc.custom_options as Doc[]).length > 0 || configurable !== null || product.typeId === 'bundle'
  doc.has_options = hasOptions ? 1 : 0
  doc.required_options =
    configurable !== null || (doc.custom_options as Doc[]).some((o) => o.is_require) ? 1 : 0

  const tiers = unitTiers(batch, product.id)
  const facets = [
    ...facetTokens(basics, product.attributes),
    ...Object.entries(configurable?.options ?? {}).flatMap(([code, values]) =>
      basics.attributes.get(code)?.isFilterable ? values.map((v) => `${code}_options:${String(v)}`) : [],
    ),
  ]
  const searchable = product.status < 2 && product.visibility >= 2
  const labels = Object.entries(product.attributes)
    .filter(
      ([code]) =>
        basics.attributes.get(code)?.frontendInput === 'select' || basics.attributes.get(code)?.isFilterable,
    )
    .flatMap(([, value]) => valuesOf(value).map((v) => optionLabel(basics, v, storeId)))
  return {
    product_id: product.id,
    sku: product.sku,
    type_id: product.typeId,
    visibility: product.visibility,
    status: product.status,
    category_ids: categoryIds,
    facets: [...new Set(facets)],
    url_path: text?.urlPath ?? null,
    url_key: text?.urlKey ?? null,
    price,
    special_price: product.specialPrice,
    special_from_date: product.specialFromDate,
    special_to_date: product.specialToDate,
    tax_rate: taxRateOf(basics, product, store),
    tier_groups: tiers.groups,
    tier_values: tiers.values,
    name,
    search_skus: searchSkus,
    // category names weigh like the name: "fiets" must rank a bicycle (in "Fietsen", named
    // "...Damesfiets", a compound the stemmer keeps whole) above a lock whose text mentions bikes
    a_text: [name, product.supplierSku ?? '', ...(searchable ? categoryNames : [])].join(' '),
    // hidden and disabled products never match a text search (listings exclude them), so their
    // vector stays small: the descriptions are most of the indexing time
    b_text: searchable
      ? [...labels, text?.shortDescription ?? '', text?.description ?? '', ...skus.filter(Boolean)].join(
          ' \n ',
        )
      : '',
    doc,
    created_at: product.createdAt,
  }
}
