/**
 * Listing filters in the URL query string (spec 000 §2: category filters come from the query
 * string), e.g. ?kleur=9301,9302&merk=8303&price=20-40&sort=price:asc&page=2.
 *
 * Parsing is lenient because URLs are typed, shared and crawled: unknown parameters are ignored,
 * repeated parameters (what a plain GET form sends: kleur=1&kleur=2) and comma lists both work,
 * and bad values are dropped rather than failing the page. Writing always gives one canonical
 * form, so equal filters give equal URLs (one cache entry, one canonical link).
 */
import { sortOptionById, sortOptionsFor, DEFAULT_SORT, RELEVANCE_SORT } from './catalog-sort.ts'
import type { PriceRange } from './price-ranges.ts'

export interface ListingFilters {
  /** attribute code -> chosen option values, in first-seen order */
  terms: Readonly<Record<string, readonly string[]>>
  price: PriceRange | null
  /** a SORT_OPTIONS id (SEARCH_SORT_OPTIONS on a search) */
  sort: string
  /** the page's default sort when it is not DEFAULT_SORT (a search: relevance); left out of URLs */
  defaultSort?: string
  /** 1-based */
  page: number
}

export const EMPTY_FILTERS: ListingFilters = Object.freeze({
  terms: Object.freeze({}),
  price: null,
  sort: DEFAULT_SORT.id,
  page: 1,
})

// Option values are ids. A value with a dot is skipped (spec 000 §5), and anything else odd
// (spaces, quotes) could only come from a hand-made URL.
const TERM_VALUE = /^[A-Za-z0-9_-]{1,64}$/
const MAX_VALUES_PER_FILTER = 50
const MAX_PAGE = 10_000

function splitValues(raw: readonly string[]): string[] {
  const values: string[] = []
  for (const part of raw.flatMap((text) => text.split(','))) {
    const value = part.trim()
    if (TERM_VALUE.test(value) && !values.includes(value)) values.push(value)
  }
  return values.slice(0, MAX_VALUES_PER_FILTER)
}

/** "20-40" -> {from 20, to 40}; "140-" (or "140-*", "140") -> {from 140}; else null. */
export function parsePriceParam(text: string | null | undefined): PriceRange | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:-\s*(\*|\d+(?:\.\d+)?)?)?\s*$/.exec(text ?? '')
  if (!match) return null
  const from = Number(match[1])
  const to = match[2] === undefined || match[2] === '*' ? undefined : Number(match[2])
  if (to !== undefined && to <= from) return null
  return to === undefined ? { from } : { from, to }
}

export function priceParam(range: PriceRange): string {
  return range.to === undefined ? `${range.from}-` : `${range.from}-${range.to}`
}

function parsePage(text: string | null): number {
  if (!text || !/^\d{1,6}$/.test(text)) return 1
  return Math.min(Math.max(Number(text), 1), MAX_PAGE)
}

/**
 * Reads the filters of the given attribute codes (the facets of the page) from a query string;
 * `search`: the listing is a text search, whose default sort is relevance.
 */
export function parseListingQuery(
  params: URLSearchParams,
  codes: readonly string[],
  options: { search?: boolean } = {},
): ListingFilters {
  const terms: Record<string, string[]> = {}
  for (const code of codes) {
    const values = splitValues(params.getAll(code))
    if (values.length) terms[code] = values
  }
  const defaultSort = options.search ? RELEVANCE_SORT.id : undefined
  const filters: ListingFilters = {
    terms,
    price: parsePriceParam(params.get('price')),
    sort: sortOptionById(params.get('sort'), sortOptionsFor(defaultSort)).id,
    page: parsePage(params.get('page')),
  }
  return defaultSort ? { ...filters, defaultSort } : filters
}

/** The sort a listing shows when its URL names none. */
export const defaultSortOf = (filters: ListingFilters): string => filters.defaultSort ?? DEFAULT_SORT.id

/**
 * The canonical query string ('' or '?...'): facets in the order given, values in chosen order,
 * the default sort and page 1 left out. Commas stay readable (URLSearchParams would write %2C).
 */
export function listingQueryString(filters: ListingFilters, codes: readonly string[]): string {
  const parts: string[] = []
  const enc = (value: string) => encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%3A/gi, ':')
  for (const code of codes) {
    const values = filters.terms[code]
    if (values?.length) parts.push(`${enc(code)}=${values.map(enc).join(',')}`)
  }
  if (filters.price) parts.push(`price=${priceParam(filters.price)}`)
  if (filters.sort !== defaultSortOf(filters)) parts.push(`sort=${enc(filters.sort)}`)
  if (filters.page > 1) parts.push(`page=${filters.page}`)
  return parts.length ? `?${parts.join('&')}` : ''
}

/** Adds or removes one value; any change of filters starts again at page 1. */
export function toggleTerm(filters: ListingFilters, code: string, value: string): ListingFilters {
  const current = filters.terms[code] ?? []
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
  const terms: Record<string, readonly string[]> = { ...filters.terms }
  if (next.length) terms[code] = next
  else delete terms[code]
  return { ...filters, terms, page: 1 }
}

export function withPrice(filters: ListingFilters, price: PriceRange | null): ListingFilters {
  return { ...filters, price, page: 1 }
}

export function withSort(filters: ListingFilters, sort: string): ListingFilters {
  return { ...filters, sort: sortOptionById(sort, sortOptionsFor(filters.defaultSort)).id, page: 1 }
}

export function withPage(filters: ListingFilters, page: number): ListingFilters {
  return { ...filters, page: Math.min(Math.max(Math.trunc(page), 1), MAX_PAGE) }
}

/** Everything off but the sort, which is a preference rather than a filter. */
export function clearFilters(filters: ListingFilters): ListingFilters {
  const cleared = { ...EMPTY_FILTERS, sort: filters.sort }
  return filters.defaultSort ? { ...cleared, defaultSort: filters.defaultSort } : cleared
}

export function hasActiveFilters(filters: ListingFilters): boolean {
  return filters.price !== null || Object.values(filters.terms).some((values) => values.length > 0)
}
