/**
 * Where /graphql gets its answers: the REST catalogue itself. Each question is put as the
 * SearchQuery JSON the storefront would send to /api/catalog/{index}/{entity}/_search, parsed by
 * the same parseCatalogRequest (so its validation and page caps hold) and run by the same
 * CatalogSearch (so its cache, customer prices and live stock hold). There is no second catalogue.
 */
import type { StoreView } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import type { SignedInCustomer } from '../principal.ts'
import { parseCatalogRequest, type CatalogEntity } from '../catalog/catalog-request.ts'
import { createCatalogSearch } from '../catalog/catalog-service.ts'
import type { SearchQueryJson } from '../catalog/search-query.ts'

export type Doc = Record<string, unknown>

export interface SearchAnswer {
  total: number
  docs: Doc[]
  aggregations: Record<
    string,
    { buckets?: { key: string | number; doc_count: number; from?: number; to?: number }[] }
  >
  suggestion: string | null
}

/** Who asks and in which store view: decides index, language and prices. */
export interface Caller {
  store: StoreView
  customer: SignedInCustomer | null
}

export interface Paging {
  size: number
  from: number
}

export type CatalogSource = (
  caller: Caller,
  entity: CatalogEntity,
  query: SearchQueryJson,
  paging: Paging,
) => Promise<SearchAnswer>

interface EsResponse {
  hits: { total: { value: number }; hits: { _source: Doc }[] }
  aggregations?: SearchAnswer['aggregations']
  suggest?: { did_you_mean?: { options?: { text: string }[] }[] }
}

export function createCatalogSource(ctx: AppContext): CatalogSource {
  const catalog = createCatalogSearch(ctx)
  return async (caller, entity, query, paging) => {
    const request = parseCatalogRequest(
      { index: caller.store.index, entityType: entity, action: '_search' },
      { size: paging.size, from: paging.from, request_format: 'search-query' },
      query,
      'POST',
    )
    // no raw key: a GraphQL call is never answered before it is parsed
    const { body } = await catalog.search(request, undefined, caller.customer)
    const response = JSON.parse(body.toString('utf8')) as EsResponse
    return {
      total: response.hits.total.value,
      docs: response.hits.hits.map((h) => h._source),
      aggregations: response.aggregations ?? {},
      suggestion: response.suggest?.did_you_mean?.[0]?.options?.[0]?.text ?? null,
    }
  }
}
