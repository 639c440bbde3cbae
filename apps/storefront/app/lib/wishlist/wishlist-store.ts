/**
 * The wishlist in the browser (001 §4: loaded from local storage, saved after every change),
 * followed by other tabs. The server renders the empty list; logout clears it (000 §4).
 */
import { useSyncExternalStore } from 'react'
import { createPersistedStore } from '../persisted-store.ts'
import {
  addToWishlistItems,
  EMPTY_WISHLIST,
  parseWishlist,
  removeFromWishlistItems,
  type WishlistItem,
  type WishlistState,
} from './wishlist-rules.ts'

export const WISHLIST_STORAGE_KEY = 'shop/wishlist/state'

const store = createPersistedStore(WISHLIST_STORAGE_KEY, parseWishlist)

export const wishlistItems = (): readonly WishlistItem[] => store.get().items

export function addToWishlist(item: Omit<WishlistItem, 'qty'>): void {
  const items = addToWishlistItems(wishlistItems(), item)
  // the same sku again changes nothing, not even the stored text
  if (items !== wishlistItems()) store.set({ items })
}

export function removeFromWishlist(sku: string): void {
  const items = removeFromWishlistItems(wishlistItems(), sku)
  if (items !== wishlistItems()) store.set({ items })
}

export function clearWishlist(): void {
  store.set({ items: [] })
}

const getState = (): WishlistState => store.get()

export function useWishlist(): readonly WishlistItem[] {
  return useSyncExternalStore(store.subscribe, getState, () => EMPTY_WISHLIST).items
}
