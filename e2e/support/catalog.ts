/**
 * Looks up demo-catalogue data through the shop's own API, so journeys name real products and
 * categories of whatever catalogue the shop seeded instead of hard-coding them.
 */
import { expect } from '@playwright/test'

export type Doc = Record<string, any>

export const baseURL = (): string => {
  const url = process.env.E2E_BASE_URL
  if (!url) throw new Error('E2E_BASE_URL is not set: run the journeys through playwright.config.ts')
  return url
}

const INDEX = { nl: 'vue_storefront_catalog', de: 'vue_storefront_catalog_de' } as const

/** Catalogue search (SearchQuery JSON) of a store view; returns the `_source` documents. */
export async function searchCatalog(
  entity: 'product' | 'category' | 'attribute',
  query: object,
  { store = 'nl', size = 100 }: { store?: 'nl' | 'de'; size?: number } = {},
): Promise<Doc[]> {
  const params = new URLSearchParams({ request_format: 'search-query', size: String(size) })
  const res = await fetch(`${baseURL()}/api/catalog/${INDEX[store]}/${entity}/_search?${params}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(query),
  })
  expect(res.status, `catalogue search for ${entity}`).toBe(200)
  const body = (await res.json()) as { hits: { hits: { _source: Doc }[] } }
  return body.hits.hits.map((hit) => hit._source)
}

const eq = (attribute: string, value: unknown) => ({ attribute, value: { eq: value } })

export const visibleProducts = (store: 'nl' | 'de' = 'nl', extra: object[] = []) =>
  searchCatalog(
    'product',
    { _appliedFilters: [eq('visibility', 4), eq('status', 1), ...extra] },
    { store, size: 500 },
  )

const sellable = (child: Doc) => child.status === 1 && child.stock?.is_in_stock === true

const unitPrice = (doc: Doc): number => Number(doc.final_price_incl_tax ?? doc.price_incl_tax)

/**
 * A configurable product listed in a category, with two sellable children that differ in price
 * and in exactly one attribute: choosing that attribute's value must change URL and price.
 */
export async function variantWithPriceStep(store: 'nl' | 'de' = 'nl') {
  const products = await visibleProducts(store, [eq('type_id', 'configurable')])
  for (const product of products) {
    const children: Doc[] = (product.configurable_children ?? []).filter(sellable)
    const codes: string[] = (product.configurable_options ?? []).map((o: Doc) => o.attribute_code)
    for (const from of children) {
      const to = children.find(
        (c) =>
          unitPrice(c) !== unitPrice(from) && codes.filter((code) => c[code] !== from[code]).length === 1,
      )
      const category = (product.category ?? []).find((c: Doc) => c.category_id && c.slug)
      if (to && category) {
        const code = codes.find((k) => to[k] !== from[k])!
        return { product, from, to, code, category }
      }
    }
  }
  throw new Error('the demo catalogue has no configurable product whose variants differ in price')
}

/** A hidden child (visibility 1) and its parent, as /api/url/map knows them. */
export async function hiddenChild(store: 'nl' | 'de' = 'nl') {
  const products = await visibleProducts(store, [eq('type_id', 'configurable')])
  for (const product of products) {
    const child = (product.configurable_children ?? []).find((c: Doc) => c.visibility === 1 && c.url_key)
    if (child) return { product, child }
  }
  throw new Error('the demo catalogue has no hidden configurable child')
}

/** Option labels of an attribute (ids as strings -> label) in the store view's language. */
export async function optionLabels(code: string, store: 'nl' | 'de' = 'nl'): Promise<Map<string, string>> {
  const [attribute] = await searchCatalog(
    'attribute',
    { _appliedFilters: [eq('attribute_code', code)] },
    { store },
  )
  expect(attribute, `attribute ${code}`).toBeTruthy()
  return new Map((attribute!.options ?? []).map((o: Doc) => [String(o.value), String(o.label)]))
}

/** Prices as the shop prints them, e.g. "€ 1.234,56" (nl-NL) or "1.234,56 €" (de-DE). */
export function formatEuro(amount: number, locale: 'nl-NL' | 'de-DE' = 'nl-NL'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount)
}
