/**
 * The compare list store: skus in localStorage, the list rules in @shop/commerce, other tabs
 * kept in step through `storage` events (ARCHITECTURE.md "Storefront": small stores, persisted,
 * synced across tabs). The server has no list, so it renders the empty state.
 */
import { useSyncExternalStore } from 'react'
import {
  addToCompareList,
  parseCompareList,
  removeFromCompareList,
  type CompareOutcome,
} from '@shop/commerce'

export const COMPARE_STORAGE_KEY = 'shop/compare/items'

const EMPTY: readonly string[] = Object.freeze([])
const listeners = new Set<() => void>()
// useSyncExternalStore needs the same array until the list really changes
let cachedRaw: string | null | undefined
let cachedList: readonly string[] = EMPTY

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null // storage blocked (privacy mode, sandboxed frame)
  }
}

function read(): readonly string[] {
  const raw = storage()?.getItem(COMPARE_STORAGE_KEY) ?? null
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cachedList = Object.freeze(parseCompareList(raw))
  }
  return cachedList
}

function write(list: readonly string[]) {
  try {
    storage()?.setItem(COMPARE_STORAGE_KEY, JSON.stringify(list))
  } catch {
    // quota or blocked storage: the list then lives until the page is left
    cachedRaw = JSON.stringify(list)
    cachedList = Object.freeze([...list])
  }
  listeners.forEach((listener) => listener())
}

function onStorage(event: StorageEvent) {
  if (event.key === COMPARE_STORAGE_KEY || event.key === null) listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage)
  }
}

export function compareItems(): readonly string[] {
  return read()
}

export function addToCompare(sku: string): CompareOutcome {
  const change = addToCompareList(read(), sku)
  if (change.outcome === 'added') write(change.list)
  return change.outcome
}

export function removeFromCompare(sku: string): void {
  write(removeFromCompareList(read(), sku))
}

export function clearCompare(): void {
  write([])
}

/** The current list; [] during server rendering and hydration, then the stored list. */
export function useCompareList(): readonly string[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY)
}
