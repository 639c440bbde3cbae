/**
 * Keeps a shopper's cart in step with the server: the first sync (reconnect, merge) and the
 * auto-sync check every 15 s while the page is visible (spec 001 §4). Loaded and started by
 * components/cart/use-cart-connection.ts once the browser holds a cart.
 */
import { loadCart } from './cart-actions.ts'
import { AUTO_SYNC_MS, checkCartUpdated } from './cart-sync.ts'

let started = false

export function startCartConnection(): void {
  if (started) return
  started = true
  void loadCart().catch((error: unknown) => console.error('Cart load failed', error))
  setInterval(() => {
    if (document.visibilityState === 'visible') void checkCartUpdated().catch(() => undefined)
  }, AUTO_SYNC_MS)
}
