/**
 * The sync tasks as the rest of the shop uses them (001 §3, §4). The pure parts load with the
 * network client; the queue itself (runtime.ts: IndexedDB, idb, the replay notification) loads
 * on the first use. Others use `processSyncQueue()` (run on going online) and
 * `onSyncQueueDrained(cb)` to run after it (the cart reload, the offline orders).
 */
import { drainedListeners } from './hooks.ts'
import type { SyncTask, TaskAnswer } from './sync-task.ts'
import type * as Runtime from './runtime.ts'

export * from './sync-task.ts'
export * from './errors.ts'
export { setSyncTaskSender } from './hooks.ts'
export { CART_QUEUE, queueOf } from './queueable.ts'
export { toSyncTask } from './from-network-task.ts'

let loading: Promise<typeof Runtime> | null = null
const runtime = () => (loading ??= import('./runtime.ts'))

/** Stores the task and runs its queue (unless `hold`); the task's answer, or TaskQueuedError. */
export async function enqueueSyncTask(task: SyncTask, hold = false): Promise<TaskAnswer> {
  return (await runtime()).syncQueue.enqueue(task, hold)
}

/** Whether any queue holds tasks not yet sent. */
export async function anyWaitingSyncTasks(): Promise<boolean> {
  return (await runtime()).syncQueue.anyWaiting()
}

/**
 * Sends what waits in one queue (tasks a reloaded or closed page left), without the drained
 * listeners; true when nothing waits any more. The cart's first sync of a page waits for this, so
 * it compares with a server that has the queued changes (else it sends a line a second time).
 */
export async function sendWaitingSyncTasks(queue: string): Promise<boolean> {
  const { syncQueue } = await runtime()
  return (await syncQueue.hasWaiting(queue)) ? syncQueue.run(queue) : true
}

/** Runs every queue in order, then the drained listeners; true when all drained. */
export async function processSyncQueue(): Promise<boolean> {
  return (await runtime()).syncQueue.processAll()
}

/** Runs `listener` after each drained run of the queue (going online); returns the unsubscribe. */
export function onSyncQueueDrained(listener: () => void | Promise<void>): () => void {
  drainedListeners.add(listener)
  return () => drainedListeners.delete(listener)
}

/** §4: removes the tasks not yet sent (after a failed token refresh, when the cart is let go). */
export async function clearSyncTasks(): Promise<number> {
  return (await runtime()).syncQueue.clearUntransmitted()
}
