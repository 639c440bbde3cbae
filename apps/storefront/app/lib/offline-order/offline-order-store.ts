/**
 * The offline orders in IndexedDB (store 'offline-orders' of lib/offline/offline-db.ts). Every
 * write is awaited before the caller goes on: the record must be on disk before its request leaves,
 * or a closed tab could lose an order the server never saw. Listeners let the "Order waiting!"
 * dialog follow changes made by this tab.
 */
import { openOfflineDb } from '../offline/offline-db.ts'
import { isOldDelivered, type OfflineOrderRecord } from './offline-order-record.ts'

const listeners = new Set<() => void>()

function changed(): void {
  for (const listener of listeners) listener()
}

export function onOfflineOrdersChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Without IndexedDB there is no offline order: the caller sends as before (false). */
export async function saveOfflineOrder(record: OfflineOrderRecord): Promise<boolean> {
  const db = await openOfflineDb()
  if (!db) return false
  await db.put('offline-orders', record)
  changed()
  return true
}

export async function readOfflineOrder(key: string): Promise<OfflineOrderRecord | undefined> {
  const db = await openOfflineDb()
  return (await db?.get('offline-orders', key)) as OfflineOrderRecord | undefined
}

/** All records, oldest first (orders are delivered in the order they were pressed). */
export async function listOfflineOrders(): Promise<OfflineOrderRecord[]> {
  const db = await openOfflineDb()
  if (!db) return []
  const all = (await db.getAll('offline-orders')) as OfflineOrderRecord[]
  return all.sort((a, b) => a.created_at - b.created_at)
}

/** The shopper discarded the order, or it was delivered and shown. */
export async function removeOfflineOrder(key: string): Promise<void> {
  const db = await openOfflineDb()
  await db?.delete('offline-orders', key)
  changed()
}

/** Removes the records delivered more than 30 days ago (isOldDelivered); the number removed. */
export async function pruneDeliveredOrders(now = Date.now()): Promise<number> {
  const old = (await listOfflineOrders()).filter((record) => isOldDelivered(record, now))
  const db = await openOfflineDb()
  for (const record of old) await db?.delete('offline-orders', record.key)
  return old.length
}
