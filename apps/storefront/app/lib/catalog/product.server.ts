/**
 * Everything the product page loads: the product by sku (spec 000 §4: status 2 and up fails), the
 * chosen child, the products it is made of, related products, approved reviews and the tax rate.
 * Critical data throws (404); the extras (reviews, related) degrade to empty lists instead.
 */
import { redirect } from 'react-router'
import {
  fillMessage,
  findTaxRate,
  HIDDEN_CHILD_VISIBILITY,
  MESSAGES,
  selectVariant,
  UNAVAILABLE_STATUS,
  type TaxRule,
} from '@shop/commerce'
import type { ApiCall } from '../../context.ts'
import { mapUrl, searchCatalog } from './api.server.ts'
import { notFoundPage } from '../not-found.server.ts'
import { grossTaxCountry } from '../price-basis.server.ts'
import { skuQuery, TILE_FIELDS } from './query.ts'
import type { ChildDoc, ProductDoc, ReviewDoc, TileProduct } from './types.ts'
import { productPath } from './urls.ts'
import { exactChild, selectionFromQuery, VARIANT_SETTINGS } from './variants.ts'
import type { StorefrontStore } from '../store-view.ts'

/** Guests and consumers: the retail customer tax class (as the API prices catalogue hits). */
const RETAIL_CUSTOMER_TAX_CLASS = 3
const DEFAULT_TAX_PERCENT = 21
/** spec 000 §9: grouped product fetch size 200 */
const MEMBER_FETCH_SIZE = 200

/** The shop's 404 page with the spec's message (spec 000 §8), logged with the product asked for. */
function notFound(api: ApiCall, store: StorefrontStore, sku: string, message: string): Promise<never> {
  return notFoundPage(api, store, `product ${sku}: ${message}`, message)
}

async function bySku(api: ApiCall, store: StorefrontStore, sku: string): Promise<ProductDoc | null> {
  const query = { _appliedFilters: [{ attribute: 'sku', value: { eq: sku }, scope: 'default' }] }
  const result = await searchCatalog<ProductDoc>(api, store, 'product', query, {
    size: 1,
    exclude: ['search_sku'],
  })
  return result.items[0] ?? null
}

/**
 * The product of /p/{parentSku}/{slug}. Listing searches hide disabled products, so a sku that
 * is not found is looked up once more through the url map, which returns disabled products and
 * hidden children as they are: then the spec's error, or the 301 to the parent.
 */
export async function loadProduct(
  api: ApiCall,
  store: StorefrontStore,
  parentSku: string,
  slug: string,
): Promise<ProductDoc> {
  const product = await bySku(api, store, parentSku)
  if (product && (product.status ?? 0) < UNAVAILABLE_STATUS && product.visibility !== HIDDEN_CHILD_VISIBILITY)
    return product

  const hit = await mapUrl(api, store, product?.url_path ?? slug)
  if (hit?._type === 'product') {
    if (hit._redirect) {
      const parent = hit._source as ProductDoc
      throw redirect(productPath(parent, store, hit._redirect.childSku), 301)
    }
    const doc = hit._source as ProductDoc
    if (doc.sku === parentSku || !product) {
      const status = Number(doc.status ?? 0)
      if (status >= UNAVAILABLE_STATUS)
        return notFound(api, store, parentSku, fillMessage(MESSAGES.productStatusEmpty, { status }))
      if (doc.visibility === HIDDEN_CHILD_VISIBILITY)
        return notFound(api, store, parentSku, MESSAGES.productVisibilityEmpty)
      if (doc.sku !== parentSku) throw redirect(productPath(doc, store), 301)
      return doc
    }
  }
  if (product && (product.status ?? 0) >= UNAVAILABLE_STATUS)
    return notFound(
      api,
      store,
      parentSku,
      fillMessage(MESSAGES.productStatusEmpty, { status: Number(product.status) }),
    )
  if (product) return notFound(api, store, parentSku, MESSAGES.productVisibilityEmpty)
  return notFound(api, store, parentSku, MESSAGES.productNotFound)
}

export interface ChosenChild {
  child: ChildDoc | null
  error: string | null
  /** set when the URL should change to carry the child sku (a no-JS option form was sent) */
  redirectTo: string | null
}

/**
 * The child of a configurable product: the sku from the URL (route param or ?childSku=), or a
 * selection sent as ?kleur=..&maat=.. that must exist exactly, else the rules' best choice and
 * the spec's "no such configuration" message.
 */
export function chooseChild(
  product: ProductDoc,
  store: StorefrontStore,
  childSku: string | null,
  url: URL,
): ChosenChild {
  if (product.type_id !== 'configurable') return { child: null, error: null, redirectTo: null }
  const selection = selectionFromQuery(product, url.searchParams)
  if (Object.keys(selection).length) {
    const exact = exactChild(product, selection)
    if (exact) return { child: exact, error: null, redirectTo: productPath(product, store, exact.sku) }
  }
  const result = selectVariant(product, { childSku, selected: selection }, VARIANT_SETTINGS)
  if (!result.ok) return { child: null, error: result.error, redirectTo: null }
  const missed = (childSku !== null && result.child.sku !== childSku) || Object.keys(selection).length > 0
  return { child: result.child, error: missed ? MESSAGES.noSuchConfiguration : null, redirectTo: null }
}

/** Members of a grouped or bundle product, which are often not visible on their own. */
export async function loadMembers(
  api: ApiCall,
  store: StorefrontStore,
  product: ProductDoc,
): Promise<ProductDoc[]> {
  const skus =
    product.type_id === 'grouped'
      ? (product.product_links ?? [])
          .filter((l) => l.link_type === 'associated')
          .map((l) => l.linked_product_sku)
      : product.type_id === 'bundle'
        ? (product.bundle_options ?? []).flatMap((o) => o.product_links.map((l) => l.sku))
        : []
  if (!skus.length) return []
  const include = [...TILE_FIELDS, 'price', 'final_price', 'tier_prices', 'stock.qty']
  const result = await searchCatalog<ProductDoc>(
    api,
    store,
    'product',
    skuQuery([...new Set(skus)], 'members'),
    {
      size: MEMBER_FETCH_SIZE,
      include,
    },
  )
  return result.items
}

export async function loadRelated(
  api: ApiCall,
  store: StorefrontStore,
  product: ProductDoc,
): Promise<TileProduct[]> {
  const skus = (product.product_links ?? [])
    .filter((l) => l.link_type === 'related')
    .map((l) => l.linked_product_sku)
  if (!skus.length) return []
  try {
    const result = await searchCatalog<TileProduct>(api, store, 'product', skuQuery(skus, 'listed'), {
      size: skus.length,
      include: [...TILE_FIELDS],
    })
    const order = new Map(skus.map((sku, i) => [sku, i]))
    return result.items.sort((a, b) => (order.get(a.sku) ?? 0) - (order.get(b.sku) ?? 0))
  } catch {
    return [] // extras must not fail the page
  }
}

/** Approved reviews (review_status 1) through the catalogue `review` entity (contract §9). */
export async function loadReviews(
  api: ApiCall,
  store: StorefrontStore,
  productId: number,
): Promise<ReviewDoc[]> {
  const query = {
    _appliedFilters: [
      { attribute: 'product_id', value: { eq: productId }, scope: 'default' },
      { attribute: 'review_status', value: { eq: 1 }, scope: 'default' },
    ],
    _appliedSort: [{ field: 'created_at', options: 'desc' }],
  }
  try {
    const res = await api(
      `/api/catalog/${store.view.index}/review/_search?request_format=search-query&size=50`,
      { method: 'POST', body: query },
    )
    if (!res.ok) return []
    const body = (await res.json()) as { hits?: { hits?: { _source: ReviewDoc }[] } }
    return (body.hits?.hits ?? []).map((hit) => hit._source)
  } catch {
    return []
  }
}

interface TaxRuleDoc {
  id: number
  code: string
  product_tax_class_ids: number[]
  customer_tax_class_ids: number[]
  rates: { code: string; rate: number; tax_country_id: string; titles?: { value: string }[] }[]
}

/** The product's gross-price tax rate (price-basis.server.ts), for tier and option prices incl. tax. */
export async function loadTaxRate(
  api: ApiCall,
  store: StorefrontStore,
  product: ProductDoc,
): Promise<number> {
  try {
    const result = await searchCatalog<TaxRuleDoc>(api, store, 'taxrule', {}, { size: 50 })
    const rules: TaxRule[] = result.items.map((r) => ({
      id: r.id,
      code: r.code,
      productTaxClassIds: r.product_tax_class_ids,
      customerTaxClassIds: r.customer_tax_class_ids,
      rates: r.rates.map((rate) => ({
        code: rate.code,
        country: rate.tax_country_id,
        rate: rate.rate,
        title: rate.titles?.[0]?.value ?? rate.code,
      })),
    }))
    const rate = findTaxRate(rules, {
      productTaxClassId: product.tax_class_id ?? 2,
      customerTaxClassId: RETAIL_CUSTOMER_TAX_CLASS,
      // the rate that makes gross prices (decision 0090): the origin's under cross-border trade
      country: grossTaxCountry(store.view.defaultCountry),
    })
    return rate?.rate ?? DEFAULT_TAX_PERCENT
  } catch {
    return DEFAULT_TAX_PERCENT
  }
}
