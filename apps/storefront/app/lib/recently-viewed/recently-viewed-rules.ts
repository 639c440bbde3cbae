/**
 * Recently viewed products (001 §2 /my-account/recently-viewed): most recent first, each sku
 * once (seeing it again moves it to the front), at most RECENTLY_VIEWED_MAX entries.
 */
import { parseProductEntries, type ProductEntry } from '../product-entry.ts'

export const RECENTLY_VIEWED_MAX = 20

export type ViewedProduct = ProductEntry

export interface RecentlyViewedState {
  items: readonly ViewedProduct[]
}

export const EMPTY_RECENTLY_VIEWED: RecentlyViewedState = Object.freeze({ items: Object.freeze([]) })

export function recordViewedItem(
  items: readonly ViewedProduct[],
  item: ViewedProduct,
): readonly ViewedProduct[] {
  return [item, ...items.filter((entry) => entry.sku !== item.sku)].slice(0, RECENTLY_VIEWED_MAX)
}

/** Unreadable storage becomes an empty list; bad or repeated entries are skipped. */
export function parseRecentlyViewed(raw: string | null): RecentlyViewedState {
  const items = parseProductEntries(raw)
  return items ? { items: items.slice(0, RECENTLY_VIEWED_MAX) } : EMPTY_RECENTLY_VIEWED
}
