/**
 * Paging of catalogue searches (spec 000 §5, §9): bad sizes and offsets are corrected the way
 * the original shop did, only a size above the endpoint's maximum is refused.
 */

export const SEARCH_DEFAULT_SIZE = 50
export const MAX_FILTER_QUERY_SIZE = 999
export const MAX_SKU_LOOKUP_SIZE = 1000
export const MAX_CATEGORY_QUERY_SIZE = 4000

export interface Paging {
  size: number
  from: number
}

export interface PagingRequest {
  size?: number | null
  from?: number | null
}

export interface PagingLimits {
  defaultSize?: number
  maxSize: number
}

export type PagingResult = { ok: true; value: Paging } | { ok: false; error: string }

function wholeNumber(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : null
}

/**
 * A missing or non-positive size becomes the default (50); a missing or negative `from` becomes
 * 0; fractions are truncated. A size above maxSize is an error, never silently capped, so a
 * caller that asks for more than it may get learns it.
 */
export function normalizePaging(request: PagingRequest, limits: PagingLimits): PagingResult {
  const defaultSize = limits.defaultSize ?? SEARCH_DEFAULT_SIZE
  const requestedSize = wholeNumber(request.size)
  const size = requestedSize === null || requestedSize <= 0 ? defaultSize : requestedSize
  if (size > limits.maxSize) {
    return { ok: false, error: `size must not exceed ${limits.maxSize} (got ${size})` }
  }
  const requestedFrom = wholeNumber(request.from)
  const from = requestedFrom === null || requestedFrom < 0 ? 0 : requestedFrom
  return { ok: true, value: { size, from } }
}
