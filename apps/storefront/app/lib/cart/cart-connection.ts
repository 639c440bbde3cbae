/**
 * Keeps a shopper's cart in step with the server: the first sync (reconnect, merge) and the
 * checks of cart-checks.ts (cart updated every 15 s, already ordered every 150 s, spec 001 §4)
 * while the page is visible. Loaded and started by components/cart/use-cart-connection.ts once
 * the browser holds a cart.
 */
import { onSyncQueueDrained } from '../sync-task/index.ts'
import { loadCart } from './cart-actions.ts'
import { startCartChecks } from './cart-checks.ts'
import { serial, syncCart } from './cart-sync.ts'

let started = false

export function startCartConnection(): void {
  if (started) return
  started = true
  void loadCart().catch((error: unknown) => console.error('Cart load failed', error))
  startCartChecks()
  // 001 §4 "Going online": after the queued sync tasks, the cart is reloaded with the client
  // state forced (the lines changed offline win over the server's)
  onSyncQueueDrained(() => serial(() => syncCart({ forceClientState: true })).then(() => undefined))
}
