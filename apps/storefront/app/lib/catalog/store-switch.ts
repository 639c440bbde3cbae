/**
 * The store switcher on a listing keeps its filters and sort (issue 13): option ids are the same
 * in every store view (only their labels are translated), so the canonical query string of the
 * listing - labels already turned into ids - carries over as it is. Paging starts again.
 */
import { listingQueryString, withPage, type ListingFilters } from '@shop/commerce'
import type { Alternates } from '../seo.ts'

export function withListingQuery(
  alternates: Alternates,
  listing: { filters: ListingFilters; facetCodes: readonly string[] },
): Alternates {
  const query = listingQueryString(withPage(listing.filters, 1), listing.facetCodes)
  if (!query) return alternates
  const out: Alternates = {}
  for (const [language, path] of Object.entries(alternates) as [keyof Alternates, string | undefined][]) {
    if (path) out[language] = path + query
  }
  return out
}
