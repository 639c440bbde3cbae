/**
 * What the rest of the shop lends the queue before its code is loaded (runtime.ts loads on
 * demand): the sender (network-task.ts) and the listeners that run after the queue drained.
 */
import type { SyncTask, TaskAnswer } from './sync-task.ts'

export type TaskSender = (task: SyncTask) => Promise<TaskAnswer>

let sender: TaskSender | null = null

export function setSyncTaskSender(send: TaskSender): void {
  sender = send
}

export function currentSender(): TaskSender | null {
  return sender
}

/** Run in the order added, after every drained run (001 §4 going online: the cart, the orders). */
export const drainedListeners = new Set<() => void | Promise<void>>()
