/** The recently viewed list in the browser's storage, followed by other tabs. */
import { useEffect, useSyncExternalStore } from 'react'
import { createPersistedStore } from '../persisted-store.ts'
import {
  EMPTY_RECENTLY_VIEWED,
  parseRecentlyViewed,
  recordViewedItem,
  type RecentlyViewedState,
  type ViewedProduct,
} from './recently-viewed-rules.ts'

export const RECENTLY_VIEWED_STORAGE_KEY = 'shop/recently-viewed/state'

const store = createPersistedStore(RECENTLY_VIEWED_STORAGE_KEY, parseRecentlyViewed)

export const recentlyViewedItems = (): readonly ViewedProduct[] => store.get().items

export function recordView(item: ViewedProduct): void {
  store.set({ items: recordViewedItem(recentlyViewedItems(), item) })
}

export function clearRecentlyViewed(): void {
  store.set({ items: [] })
}

const getState = (): RecentlyViewedState => store.get()

export function useRecentlyViewed(): readonly ViewedProduct[] {
  return useSyncExternalStore(store.subscribe, getState, () => EMPTY_RECENTLY_VIEWED).items
}

/** Records the product once it shows in the browser (never on the server), again when it changes. */
export function useRecordView({ sku, name, path, image, price }: ViewedProduct): void {
  useEffect(() => {
    recordView({ sku, name, path, image, price })
  }, [sku, name, path, image, price])
}
