/**
 * The wishlist rules of spec 001 §3/§4, kept apart from storage so they can be tested alone: an
 * item is a product identified by sku with qty 1 when added; adding a sku already there changes
 * nothing; removing deletes by sku; clearing empties the list.
 */
export interface WishlistItem {
  sku: string
  name: string
  /** product path without the store prefix, so both store views share one list */
  path: string
  image?: string
  /** price incl. tax when added, for the list only (the product page shows the current one) */
  price?: number
  qty: number
}

export interface WishlistState {
  items: readonly WishlistItem[]
}

export const EMPTY_WISHLIST: WishlistState = Object.freeze({ items: Object.freeze([]) })

export function addToWishlistItems(
  items: readonly WishlistItem[],
  item: Omit<WishlistItem, 'qty'>,
): readonly WishlistItem[] {
  if (items.some((entry) => entry.sku === item.sku)) return items
  return [...items, { ...item, qty: 1 }]
}

export function removeFromWishlistItems(
  items: readonly WishlistItem[],
  sku: string,
): readonly WishlistItem[] {
  return items.some((entry) => entry.sku === sku) ? items.filter((entry) => entry.sku !== sku) : items
}

function isItem(value: unknown): value is WishlistItem {
  if (!value || typeof value !== 'object') return false
  const item = value as Partial<WishlistItem>
  return (
    typeof item.sku === 'string' &&
    !!item.sku &&
    typeof item.name === 'string' &&
    typeof item.path === 'string'
  )
}

/** Anything unreadable in storage (old shapes, hand edits) becomes an empty list or is skipped. */
export function parseWishlist(raw: string | null): WishlistState {
  if (!raw) return EMPTY_WISHLIST
  try {
    const parsed = JSON.parse(raw) as { items?: unknown } | null
    if (!parsed || !Array.isArray(parsed.items)) return EMPTY_WISHLIST
    const items: WishlistItem[] = []
    for (const entry of parsed.items) {
      if (!isItem(entry) || items.some((known) => known.sku === entry.sku)) continue
      items.push({
        sku: entry.sku,
        name: entry.name,
        path: entry.path,
        image: typeof entry.image === 'string' ? entry.image : undefined,
        price: typeof entry.price === 'number' && Number.isFinite(entry.price) ? entry.price : undefined,
        qty: 1,
      })
    }
    return { items }
  } catch {
    return EMPTY_WISHLIST
  }
}
