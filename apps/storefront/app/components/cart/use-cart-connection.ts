/**
 * Starts the cart in the browser: the store view for cart calls, the first sync with the server
 * (reconnect, merge), and a sync when another tab changed the cart's server id (storage event).
 */
import { useEffect } from 'react'
import { setCartStoreCode } from '../../lib/cart/cart-api.ts'
import { loadCart } from '../../lib/cart/cart-actions.ts'
import { useStore } from '../../lib/store-context.tsx'

let started = false

export function useCartConnection(): void {
  const store = useStore()
  useEffect(() => {
    setCartStoreCode(store.view.storeCode)
    if (started) return
    started = true
    void loadCart().catch((error: unknown) => console.error('Cart load failed', error))
  }, [store.view.storeCode])
}
