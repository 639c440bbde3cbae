/**
 * Sort options of product listings (spec 000 §9): latest, price low to high and high to low,
 * stock high to low and low to high; stock.qty descending is the default. The id is what the
 * URL carries (?sort=price:asc), the field what the catalogue API sorts on.
 */

export interface SortOption {
  id: string
  field: string
  order: 'asc' | 'desc'
}

export const SORT_OPTIONS: readonly SortOption[] = Object.freeze([
  Object.freeze({ id: 'stock:desc', field: 'stock.qty', order: 'desc' as const }),
  Object.freeze({ id: 'latest', field: 'created_at', order: 'desc' as const }),
  Object.freeze({ id: 'price:asc', field: 'final_price', order: 'asc' as const }),
  Object.freeze({ id: 'price:desc', field: 'final_price', order: 'desc' as const }),
  Object.freeze({ id: 'stock:asc', field: 'stock.qty', order: 'asc' as const }),
])

export const DEFAULT_SORT: SortOption = SORT_OPTIONS[0]!

/**
 * Search results come best match first (issue 13): relevance is the first option and the default
 * of a search (stock breaks ties, see catalog-query's listing query); category pages keep the
 * spec's default and do not offer it (without a text every product is equally relevant).
 */
export const RELEVANCE_SORT: SortOption = Object.freeze({
  id: 'relevance',
  field: '_score',
  order: 'desc' as const,
})
export const SEARCH_SORT_OPTIONS: readonly SortOption[] = Object.freeze([RELEVANCE_SORT, ...SORT_OPTIONS])

/** The options of a listing whose default is `defaultSort` (a search's: relevance). */
export function sortOptionsFor(defaultSort: string | undefined): readonly SortOption[] {
  return defaultSort === RELEVANCE_SORT.id ? SEARCH_SORT_OPTIONS : SORT_OPTIONS
}

/** The option for a URL value; unknown or missing values give the first of `options`. */
export function sortOptionById(
  id: string | null | undefined,
  options: readonly SortOption[] = SORT_OPTIONS,
): SortOption {
  return options.find((option) => option.id === id) ?? options[0]!
}
