import type { ApiCall } from '../../context.ts'
import type { StorefrontStore } from '../store-view.ts'

/**
 * A catalogue document (`_source`) is open JSON whose fields depend on the entity and attribute set;
 * pages read the fields they know.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CatalogDoc = Record<string, any>

/** SearchQuery JSON as the catalogue API accepts it (contract §6.3). */
export interface SearchQuery {
  _availableFilters?: { field: string; scope: string; options: object }[]
  _appliedFilters?: { attribute: string; value: unknown; scope?: string }[]
  _appliedSort?: { field: string; options: string }[]
  _searchText?: string
  groupId?: number
}

export interface CatalogResult<T = CatalogDoc> {
  items: T[]
  total: number
  aggregations: Record<
    string,
    { buckets: { key: string | number; doc_count: number; from?: number; to?: number }[] }
  >
  /** the search text with its typo corrections ("Bedoelde je ...?"), when the catalogue has one */
  suggestion?: string
}

/** Calls the catalogue search for a store view; entity types as in the contract. */
export async function searchCatalog<T = CatalogDoc>(
  api: ApiCall,
  store: StorefrontStore,
  entity: 'product' | 'category' | 'attribute' | 'taxrule' | 'cms_page' | 'cms_block',
  query: SearchQuery,
  options: { size?: number; from?: number; include?: string[]; exclude?: string[] } = {},
): Promise<CatalogResult<T>> {
  const params = new URLSearchParams({
    request_format: 'search-query',
    size: String(options.size ?? 50),
    from: String(options.from ?? 0),
  })
  if (options.include?.length) params.set('_source_include', options.include.join(','))
  if (options.exclude?.length) params.set('_source_exclude', options.exclude.join(','))
  const res = await api(`/api/catalog/${store.view.index}/${entity}/_search?${params}`, {
    method: 'POST',
    body: query,
  })
  if (!res.ok) throw new Response(`catalogue search failed (${res.status})`, { status: 502 })
  const body = (await res.json()) as {
    hits: { total: { value: number } | number; hits: { _source: T }[] }
    aggregations?: CatalogResult['aggregations']
    suggest?: { did_you_mean?: { options?: { text?: string }[] }[] }
  }
  const total = typeof body.hits.total === 'number' ? body.hits.total : body.hits.total.value
  const result: CatalogResult<T> = {
    items: body.hits.hits.map((h) => h._source),
    total,
    aggregations: body.aggregations ?? {},
  }
  const suggestion = body.suggest?.did_you_mean?.[0]?.options?.[0]?.text
  if (suggestion) result.suggestion = suggestion
  return result
}

export interface UrlMapHit {
  _type: 'product' | 'category' | 'cms_page'
  _source: CatalogDoc
  _redirect?: { status: number; url_path: string; childSku?: string }
}

/** Resolves a path of the store view to a product, category or CMS page (null when unknown). */
export async function mapUrl(api: ApiCall, store: StorefrontStore, url: string): Promise<UrlMapHit | null> {
  const qs = store.view.storeCode ? `?storeCode=${store.view.storeCode}` : ''
  const res = await api(`/api/url/map${qs}`, { method: 'POST', body: { url } })
  if (!res.ok) return null
  return (await res.json()) as UrlMapHit | null
}
