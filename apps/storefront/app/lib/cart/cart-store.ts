/**
 * The cart store: one state object, persisted to localStorage on every change (spec 000 §4:
 * cart, token and hash), other tabs following through `storage` events. The server renders the
 * empty cart; the browser shows the stored one right after hydration.
 */
import { useSyncExternalStore } from 'react'
import { EMPTY_CART, type CartState } from './cart-types.ts'
import { createPersistedStore } from '../persisted-store.ts'

export const CART_STORAGE_KEY = 'shop/cart/state'

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

const store = createPersistedStore(CART_STORAGE_KEY, parseCartState)

export const getCart = (): CartState => store.get()

export const setCart = (update: Partial<CartState> | ((state: CartState) => Partial<CartState>)): CartState =>
  store.set(update)

export const subscribeCart = (listener: () => void): (() => void) => store.subscribe(listener)

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
