/**
 * Starts the cart in the browser: the store view for cart calls, the first sync with the server
 * (reconnect, merge), and the auto-sync check every 15 s while the page is visible (spec 001 §4).
 * Other tabs follow through the store's storage events.
 */
import { useEffect } from 'react'
import { setCartStoreCode } from '../../lib/cart/cart-api.ts'
import { loadCart } from '../../lib/cart/cart-actions.ts'
import { AUTO_SYNC_MS, checkCartUpdated } from '../../lib/cart/cart-sync.ts'
import { useStore } from '../../lib/store-context.tsx'

let started = false

export function useCartConnection(): void {
  const store = useStore()
  useEffect(() => {
    setCartStoreCode(store.view.storeCode)
    if (started) return
    started = true
    void loadCart().catch((error: unknown) => console.error('Cart load failed', error))
    setInterval(() => {
      if (document.visibilityState === 'visible') void checkCartUpdated().catch(() => undefined)
    }, AUTO_SYNC_MS)
  }, [store.view.storeCode])
}
