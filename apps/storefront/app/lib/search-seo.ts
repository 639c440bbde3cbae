/**
 * Which search result pages search engines may index (decision 0036): a plain search — a few
 * words, page 1, no filters or other sort — that found products. Its canonical address is the
 * lower-case text, so "Fiets" and "fiets" count as one page. Everything else (no results, codes
 * or sentences, filtered, sorted or later pages) stays `noindex, follow`: those are the endless
 * near-duplicates that decision 0034 kept out.
 */
import { DEFAULT_SORT, hasActiveFilters, type ListingFilters } from '@shop/commerce'

/** 3-40 characters of letters, digits, spaces, hyphens and apostrophes; at most 4 words */
const PLAIN_TEXT = /^[\p{L}\p{N}][\p{L}\p{N} '’-]{1,38}[\p{L}\p{N}]$/u
const MAX_WORDS = 4

export interface SearchOutcome {
  query: string
  total: number
  filters: ListingFilters
  failed?: boolean
}

export function isIndexableSearch({ query, total, filters, failed }: SearchOutcome): boolean {
  return (
    !failed &&
    total > 0 &&
    !hasActiveFilters(filters) &&
    filters.sort === DEFAULT_SORT.id &&
    filters.page === 1 &&
    PLAIN_TEXT.test(query) &&
    query.split(' ').length <= MAX_WORDS
  )
}

/** The text of the canonical address: case does not change what the search finds. */
export function canonicalSearchText(query: string, locale: string): string {
  return query.toLocaleLowerCase(locale)
}
