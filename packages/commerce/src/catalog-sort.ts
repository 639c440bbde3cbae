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

/** The option for a URL value; unknown or missing values give the default. */
export function sortOptionById(id: string | null | undefined): SortOption {
  return SORT_OPTIONS.find((option) => option.id === id) ?? DEFAULT_SORT
}
