/**
 * The active filters of a listing as chips (issue 13): one per chosen option and one for the
 * price range, each with the address of the same listing without it, in the facets' order.
 */
import { clearFilters, listingQueryString, toggleTerm, withPrice } from '@shop/commerce'
import type { ListingData } from './listing.server.ts'
import { customPriceLabel } from './facets.ts'

export interface FilterChip {
  key: string
  /** the facet's name: "Kleur", or the price facet's */
  facet: string
  /** the option: "Zwart", "€750 - 1.250" */
  value: string
  /** the listing without this filter */
  href: string
}

type ChipListing = Pick<ListingData, 'filters' | 'facetCodes' | 'facets' | 'prices'>

export function filterChips(
  listing: ChipListing,
  basePath: string,
  priceFacet: string,
  locale = 'nl-NL',
): FilterChip[] {
  const { filters, facetCodes } = listing
  const href = (next: typeof filters) => basePath + listingQueryString(next, facetCodes)
  const chips: FilterChip[] = []
  for (const code of facetCodes) {
    const facet = listing.facets.find((f) => f.code === code)
    for (const value of filters.terms[code] ?? []) {
      chips.push({
        key: `${code}:${value}`,
        facet: facet?.label ?? code,
        value: facet?.options.find((o) => o.value === value)?.label ?? value,
        href: href(toggleTerm(filters, code, value)),
      })
    }
  }
  if (filters.price) {
    const option = listing.prices.find((p) => p.selected)
    chips.push({
      key: 'price',
      facet: priceFacet,
      value: option?.label ?? customPriceLabel(filters.price, locale),
      href: href(withPrice(filters, null)),
    })
  }
  return chips
}

/** The listing with every filter off (the sort stays). */
export const clearAllHref = (listing: ChipListing, basePath: string) =>
  basePath + listingQueryString(clearFilters(listing.filters), listing.facetCodes)
