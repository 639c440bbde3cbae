/**
 * The cart store: one state object, persisted to localStorage on every change (spec 000 §4:
 * cart, token and hash), other tabs following through `storage` events. The server renders the
 * empty cart; the browser shows the stored one right after hydration.
 */
import { useSyncExternalStore } from 'react'
import { EMPTY_CART, type CartState } from './cart-types.ts'

export const CART_STORAGE_KEY = 'shop/cart/state'

const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cached: CartState = EMPTY_CART
// set when storage is unusable: the state then lives in memory only
let memory: CartState | null = null

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** A stored state from an older version or another hand may miss fields: fill the defaults. */
export function parseCartState(raw: string | null): CartState {
  if (!raw) return EMPTY_CART
  try {
    const parsed = JSON.parse(raw) as Partial<CartState> | null
    if (!parsed || typeof parsed !== 'object') return EMPTY_CART
    return {
      ...EMPTY_CART,
      ...parsed,
      cartItems: Array.isArray(parsed.cartItems)
        ? parsed.cartItems.filter((item) => item && item.qty > 0)
        : [],
    }
  } catch {
    return EMPTY_CART
  }
}

export function getCart(): CartState {
  if (memory) return memory
  const raw = storage()?.getItem(CART_STORAGE_KEY) ?? null
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cached = parseCartState(raw)
  }
  return cached
}

function emit() {
  listeners.forEach((listener) => listener())
}

export function setCart(update: Partial<CartState> | ((state: CartState) => Partial<CartState>)): CartState {
  const current = getCart()
  const next: CartState = { ...current, ...(typeof update === 'function' ? update(current) : update) }
  const raw = JSON.stringify(next)
  try {
    storage()?.setItem(CART_STORAGE_KEY, raw)
    memory = null
    cachedRaw = raw
    cached = next
  } catch {
    memory = next // quota exceeded or storage blocked
  }
  emit()
  return next
}

function onStorage(event: StorageEvent) {
  if (event.key === CART_STORAGE_KEY || event.key === null) emit()
}

export function subscribeCart(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage)
  }
}

export function useCart(): CartState {
  return useSyncExternalStore(subscribeCart, getCart, () => EMPTY_CART)
}

/** Whether the browser has taken over from the server render (the stored cart is shown). */
export function useCartLoaded(): boolean {
  return useSyncExternalStore(
    subscribeCart,
    () => true,
    () => false,
  )
}
