/**
 * Recently viewed products (001 §2 /my-account/recently-viewed): most recent first, each sku
 * once (seeing it again moves it to the front), at most RECENTLY_VIEWED_MAX entries.
 */
export const RECENTLY_VIEWED_MAX = 20

export interface ViewedProduct {
  sku: string
  name: string
  /** product path without the store prefix, so both store views share one list */
  path: string
  image?: string
  /** price incl. tax when seen */
  price?: number
}

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

function isViewed(value: unknown): value is ViewedProduct {
  if (!value || typeof value !== 'object') return false
  const item = value as Partial<ViewedProduct>
  return (
    typeof item.sku === 'string' &&
    !!item.sku &&
    typeof item.name === 'string' &&
    typeof item.path === 'string'
  )
}

/** Unreadable storage becomes an empty list; bad or repeated entries are skipped. */
export function parseRecentlyViewed(raw: string | null): RecentlyViewedState {
  if (!raw) return EMPTY_RECENTLY_VIEWED
  try {
    const parsed = JSON.parse(raw) as { items?: unknown } | null
    if (!parsed || !Array.isArray(parsed.items)) return EMPTY_RECENTLY_VIEWED
    const items: ViewedProduct[] = []
    for (const entry of parsed.items) {
      if (!isViewed(entry) || items.some((known) => known.sku === entry.sku)) continue
      items.push({
        sku: entry.sku,
        name: entry.name,
        path: entry.path,
        image: typeof entry.image === 'string' ? entry.image : undefined,
        price: typeof entry.price === 'number' && Number.isFinite(entry.price) ? entry.price : undefined,
      })
    }
    return { items: items.slice(0, RECENTLY_VIEWED_MAX) }
  } catch {
    return EMPTY_RECENTLY_VIEWED
  }
}
