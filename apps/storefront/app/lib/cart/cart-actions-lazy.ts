/**
 * The cart's actions (cart-actions.ts with its sync, ~5 KB gzipped) for the add-to-cart buttons of
 * listings and product pages, loaded on first use instead of with every page (decision 0035).
 * Buttons call preloadCartActions when the pointer or focus reaches them, so the click itself
 * rarely waits; the service worker keeps the chunk for later visits.
 */
import type * as Actions from './cart-actions.ts'

type CartActions = typeof Actions

let loading: Promise<CartActions> | null = null

export function cartActions(): Promise<CartActions> {
  loading ??= import('./cart-actions.ts').catch((error: unknown) => {
    loading = null // a failed download (offline) may be retried by the next click
    throw error
  })
  return loading
}

export function preloadCartActions(): void {
  void cartActions().catch(() => undefined)
}
