/**
 * The order press (checkout) as an offline order: the key is made, the record written with
 * `transmited: false`, and only then is the order sent (decision 0220). The checkout reads the
 * server's answer as before; this module decides what stays behind:
 * - placed: the record is marked transmited (kept, so a tab with a stale list never re-sends);
 * - refused (400/404/409): the shopper is right there to see why, so no waiting order is left;
 * - unreachable (offline, fetch rejected, 5xx): the record waits, the cart is kept.
 */
import type { CartItem } from '../cart/cart-types.ts'
import { deliverOfflineOrder, type Delivery } from './deliver-offline-order.ts'
import { newOfflineOrder } from './offline-order-record.ts'
import { currentOwner } from './offline-order-owner.ts'
import { removeOfflineOrder, saveOfflineOrder } from './offline-order-store.ts'

export function newOrderKey(): string {
  return crypto.randomUUID()
}

export interface PressedOrder {
  body: Record<string, unknown>
  items: readonly CartItem[]
  storeCode: string
  token: string
  queuedTotal: number | null
}

/** `stored` false: no IndexedDB here, the order went out as a plain request without a queue. */
export type PressDelivery = Delivery & { stored: boolean; key: string }

export async function pressOrder(order: PressedOrder): Promise<PressDelivery> {
  const key = newOrderKey()
  const owner = currentOwner()
  const record = newOfflineOrder({
    key,
    body: order.body,
    storeCode: order.storeCode,
    owner,
    lines: order.items.map((item) => ({ sku: item.sku, name: item.name, qty: item.qty })),
    queuedTotal: order.queuedTotal,
    now: Date.now(),
  })
  const stored = await saveOfflineOrder(record).catch(() => false)
  if (!stored) return { stored, key, record: undefined, answer: null, raw: null }
  const delivery = await deliverOfflineOrder(key, { owner, token: order.token })
  if (delivery.answer?.kind === 'refused') await removeOfflineOrder(key)
  return { ...delivery, stored, key }
}
