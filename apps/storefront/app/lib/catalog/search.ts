/**
 * Text search of products: the suggestion query of the search panel and the results page share
 * the listing filters (visibility and status, contract §6.3), the text goes into `_searchText`.
 */
import type { SearchQuery } from './api.server.ts'
import { baseFilters, TILE_FIELDS } from './query.ts'

export { SUGGESTION_MIN_LENGTH } from '../search-limits.ts'
export const SUGGESTION_SIZE = 8
export const SUGGESTION_FIELDS: readonly string[] = TILE_FIELDS
/** A results-page query longer than this is cut: nobody types it, and it costs search time. */
export const MAX_QUERY_LENGTH = 100

export function suggestionQuery(text: string): SearchQuery {
  return { _appliedFilters: baseFilters(), _searchText: text.trim().slice(0, MAX_QUERY_LENGTH) }
}

/** The search text of /search-results/{q}: decoded by the router, trimmed, bounded. */
export function normalizeSearchText(raw: string | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH)
}
