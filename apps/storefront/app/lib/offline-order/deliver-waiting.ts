/**
 * Sending every waiting order of the current shopper, oldest first (001 §4 "Going online"). The
 * first one that finds the server unreachable stops the round: the rest would find it so too, and
 * the next going-online starts a new round. A delivered order whose cart is still this browser's
 * cart clears that cart (the server cart became the order), as an order placed online does.
 */
import { userToken } from '../cart/cart-api.ts'
import { clearCart } from '../cart/cart-actions.ts'
import { getCart } from '../cart/cart-store.ts'
import { setCheckout } from '../checkout/checkout-store.ts'
import { networkTask } from '../network-task.ts'
import { deliverOfflineOrder, type Delivery } from './deliver-offline-order.ts'
import { isWaiting, type OfflineOrderRecord } from './offline-order-record.ts'
import { currentOwner } from './offline-order-owner.ts'
import { listOfflineOrders, saveOfflineOrder } from './offline-order-store.ts'

/** The orders this shopper must decide about: waiting or refused, oldest first. */
export async function ordersOfShopper(owner = currentOwner()): Promise<OfflineOrderRecord[]> {
  return (await listOfflineOrders()).filter((r) => !r.transmited && r.owner === owner)
}

/** The placed total, read from the order's status (the order answer does not carry it). */
async function withPlacedTotal(record: OfflineOrderRecord): Promise<OfflineOrderRecord> {
  if (!record.orderToken || record.placedTotal !== null) return record
  const status = await networkTask<{ grand_total?: unknown }>({
    url: `/api/order/status/${encodeURIComponent(record.orderToken)}`,
  }).catch(() => null)
  const total = Number(status?.result?.grand_total)
  if (status?.code !== 200 || !Number.isFinite(total)) return record
  const next = { ...record, placedTotal: total }
  await saveOfflineOrder(next)
  return next
}

/** One order, by the shopper's choice or a round; the delivered record carries its placed total. */
export async function deliverOne(key: string, force = false): Promise<Delivery> {
  const delivery = await deliverOfflineOrder(key, { owner: currentOwner(), token: userToken() ?? '', force })
  if (!delivery.record?.transmited || delivery.answer?.kind !== 'placed') return delivery
  const cartId = String(delivery.record.body.cart_id ?? '')
  if (cartId && getCart().cartServerToken === cartId) {
    await clearCart({ sync: false, disconnect: true })
    // as after an order placed online: no longer "in checkout", so add-to-cart messages show again
    setCheckout({ modifiedAt: 0 })
  }
  return { ...delivery, record: await withPlacedTotal(delivery.record) }
}

/** A round: every waiting (not refused) order; returns what was delivered or refused now. */
export async function deliverWaiting(): Promise<Delivery[]> {
  const done: Delivery[] = []
  for (const record of await ordersOfShopper()) {
    if (!isWaiting(record)) continue
    const delivery = await deliverOne(record.key)
    if (delivery.answer?.kind === 'unreachable') break
    if (delivery.answer) done.push(delivery)
  }
  return done
}
