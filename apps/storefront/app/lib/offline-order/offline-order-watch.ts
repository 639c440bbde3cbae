/**
 * Going online (spec 001 §4) for the offline orders, and the state the "Order waiting!" dialog
 * shows. Order of work as the spec's: the queued sync tasks first, then the cart reloaded with the
 * client's state (both lib/sync-task drained listeners, the cart's registered first), then the
 * offline orders — so an order placed from a cart edited offline is delivered from the server cart
 * those edits reached (the server prices and checks the order from its own data, decision 0223).
 * Once when the page starts too (a browser restarted with waiting orders never sees an "online"
 * event): after the queue when an earlier page left tasks (the network client runs it), else now.
 */
import { isOnline } from '../offline/connection.ts'
import { anyWaitingSyncTasks, onSyncQueueDrained } from '../sync-task/index.ts'
import { autoSendConfigured, onThankYouPage } from './offline-order-config.ts'
import { deliverOne, deliverWaiting, ordersOfShopper } from './deliver-waiting.ts'
import type { Delivery } from './deliver-offline-order.ts'
import { isWaiting, type OfflineOrderRecord } from './offline-order-record.ts'
import { onOfflineOrdersChange, pruneDeliveredOrders, removeOfflineOrder } from './offline-order-store.ts'

export interface OfflineOrdersView {
  /** this shopper's undelivered orders (waiting or refused) */
  orders: OfflineOrderRecord[]
  /** the dialog is open: going online found orders to confirm, or a delivery needs the shopper */
  open: boolean
  /** deliveries of this page's life, newest last: what the dialog reports back */
  results: Delivery[]
  busy: boolean
}

let view: OfflineOrdersView = { orders: [], open: false, results: [], busy: false }
const listeners = new Set<() => void>()

function set(next: Partial<OfflineOrdersView>): void {
  view = { ...view, ...next }
  // nothing left to show or decide: the dialog closes (never while a send runs: its result follows)
  if (view.open && !view.busy && !view.orders.length && !view.results.length) view = { ...view, open: false }
  for (const listener of listeners) listener()
}

export const offlineOrdersStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: () => view,
}

async function refresh(): Promise<OfflineOrderRecord[]> {
  const orders = await ordersOfShopper()
  set({ orders })
  return orders
}

/** What going online does: send without asking when configured or on the thank-you page, else ask. */
export async function onGoingOnline(pathname: string): Promise<void> {
  const orders = await refresh()
  if (!orders.some(isWaiting)) return
  if (autoSendConfigured() || onThankYouPage(pathname)) {
    set({ busy: true })
    const done = await deliverWaiting().catch(() => [])
    // the shopper sees every delivery (totals that changed, refusals) in the dialog
    set({ busy: false, results: [...view.results, ...done], open: view.open || done.length > 0 })
    await refresh()
    return
  }
  set({ open: true })
}

/** The shopper pressed send in the dialog (also for a refused order: their decision). */
export async function sendFromDialog(key: string): Promise<void> {
  set({ busy: true })
  const done = await deliverOne(key, true).catch(() => null)
  set({ busy: false, results: done?.answer ? [...view.results, done] : view.results })
  await refresh()
}

export async function discardFromDialog(key: string): Promise<void> {
  await removeOfflineOrder(key)
  await refresh()
}

export function closeDialog(): void {
  set({ open: false, results: [] })
}

let started = false

/** Starts the watch once per page; `pathname` tells whether the thank-you page is showing. */
export function startOfflineOrderWatch(pathname: () => string): void {
  if (started || typeof window === 'undefined') return
  started = true
  void pruneDeliveredOrders().catch(() => 0)
  onOfflineOrdersChange(() => void refresh())
  onSyncQueueDrained(() => onGoingOnline(pathname()))
  if (!isOnline()) {
    void refresh()
    return
  }
  void anyWaitingSyncTasks()
    .catch(() => false)
    .then(async (tasksWaiting) => {
      if (tasksWaiting) await refresh()
      else await onGoingOnline(pathname())
    })
}
