/**
 * The wishlist rules of spec 001 §3/§4, kept apart from storage so they can be tested alone: an
 * item is a product identified by sku with qty 1 when added; adding a sku already there changes
 * nothing; removing deletes by sku; clearing empties the list.
 */
import { parseProductEntries, type ProductEntry } from '../product-entry.ts'

export interface WishlistItem extends ProductEntry {
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

/** Anything unreadable in storage (old shapes, hand edits) becomes an empty list or is skipped. */
export function parseWishlist(raw: string | null): WishlistState {
  const items = parseProductEntries(raw)
  return items ? { items: items.map((item) => ({ ...item, qty: 1 })) } : EMPTY_WISHLIST
}
