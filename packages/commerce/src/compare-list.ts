/**
 * The compare list (spec 001 §3: items by sku): pure operations, so the storefront's little
 * store only persists and broadcasts. At most four products fit side by side on a page.
 */

export const COMPARE_MAX_ITEMS = 4

export type CompareOutcome = 'added' | 'already' | 'full'

export interface CompareChange {
  list: string[]
  outcome: CompareOutcome
}

/** Adds a sku at the end unless it is already there or the list is full (nothing is evicted). */
export function addToCompareList(
  list: readonly string[],
  sku: string,
  max: number = COMPARE_MAX_ITEMS,
): CompareChange {
  if (list.includes(sku)) return { list: [...list], outcome: 'already' }
  if (list.length >= max) return { list: [...list], outcome: 'full' }
  return { list: [...list, sku], outcome: 'added' }
}

export function removeFromCompareList(list: readonly string[], sku: string): string[] {
  return list.filter((item) => item !== sku)
}

/**
 * Reads a stored list leniently: anything that is not a JSON array of non-empty strings counts
 * as empty, duplicates go, and a list longer than the maximum (an older, larger limit or a
 * hand-edited value) is cut, so one bad value in localStorage cannot break a page.
 */
export function parseCompareList(raw: string | null | undefined, max: number = COMPARE_MAX_ITEMS): string[] {
  if (!raw) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  const skus: string[] = []
  for (const item of value) {
    if (typeof item === 'string' && item.trim() !== '' && !skus.includes(item)) skus.push(item)
  }
  return skus.slice(0, max)
}
