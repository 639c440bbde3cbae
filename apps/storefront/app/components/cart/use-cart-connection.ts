/**
 * Starts the cart in the browser: the store view for cart calls at once, and the server sync
 * (lib/cart/cart-connection.ts) as soon as the browser holds a cart: a server cart id or lines,
 * stored by an earlier visit, another tab or the first add. Until then there is nothing to sync
 * (syncCart returns at once for an empty cart without an id), so a first visit does not download
 * the sync code (decision 0035). Other tabs follow through the store's storage events.
 */
import { useEffect } from 'react'
import { setCartStoreCode } from '../../lib/cart/cart-store-code.ts'
import { getCart, subscribeCart } from '../../lib/cart/cart-store.ts'
import { useStore } from '../../lib/store-context.tsx'

const holdsCart = () => {
  const cart = getCart()
  return Boolean(cart.cartServerToken) || cart.cartItems.length > 0
}

const connect = () =>
  void import('../../lib/cart/cart-connection.ts')
    .then((connection) => connection.startCartConnection())
    .catch((error: unknown) => console.error('Cart sync failed to load', error))

export function useCartConnection(): void {
  const store = useStore()
  useEffect(() => setCartStoreCode(store.view.storeCode), [store.view.storeCode])
  useEffect(() => {
    if (holdsCart()) return connect()
    const unsubscribe = subscribeCart(() => {
      if (!holdsCart()) return
      unsubscribe()
      connect()
    })
    return unsubscribe
  }, [])
}
