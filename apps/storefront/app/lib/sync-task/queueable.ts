/**
 * Which calls are kept and sent later when the shop cannot be reached (decision 0216): the cart's
 * line changes (update and delete), in the 'cart' queue so they reach the server in the order the
 * shopper made them. Never the token calls (login, refresh: helper B's order placement and the
 * session need their answer now), never order placement (its own exactly-once store, lib/offline-
 * order), never reads (nothing to deliver) and never calls whose caller must see the answer to go
 * on (cart create, coupons, shipping information, account forms).
 */
export const CART_QUEUE = 'cart'

const QUEUED: Record<string, { method: string; queue: string }> = {
  '/api/cart/update': { method: 'POST', queue: CART_QUEUE },
  '/api/cart/delete': { method: 'POST', queue: CART_QUEUE },
}

/** The queue a call waits in while offline, or null when it is not queued. */
export function queueOf(url: string, method: string | undefined): string | null {
  const path = new URL(url, 'http://shop.invalid').pathname
  const rule = QUEUED[path]
  return rule && rule.method === (method ?? 'GET') ? rule.queue : null
}
