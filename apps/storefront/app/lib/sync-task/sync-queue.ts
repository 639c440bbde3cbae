/**
 * Runs stored sync tasks one after the other per queue, oldest first (001 §4), so cart changes made
 * offline reach the server in the order the shopper made them. A task whose request cannot reach
 * the server goes back to waiting and stops its queue (the next one must not overtake it); any
 * answer, a refusal included, ends the task (decision 0217: sending a refused change again would be
 * refused again). The caller that made a task gets its answer; a task replayed later (its caller
 * gone, e.g. after a reload) hands its answer to `onReplayAnswer` (the error notification).
 */
import {
  afterTransmit,
  completeTask,
  releaseTask,
  shouldSkip,
  startTask,
  type SyncTask,
  type TaskAnswer,
} from './sync-task.ts'
import type { TaskStore } from './task-store.ts'
import { ShopUnreachableError, TaskQueuedError } from './errors.ts'
import { BUSY, noTaskLocks, type TaskLocks } from './task-locks.ts'

export { MSG_TASK_QUEUED, ShopUnreachableError, TaskQueuedError } from './errors.ts'

export interface SyncQueueOptions {
  store: TaskStore
  send: (task: SyncTask) => Promise<TaskAnswer>
  now?: () => number
  /** a replayed task's answer (no caller waits for it) */
  onReplayAnswer?: (task: SyncTask, answer: TaskAnswer) => void
  /** a replayed task failed without an answer the client accepts (bad content-type, no cart id) */
  onReplayError?: (task: SyncTask, error: unknown) => void
  /** a cacheable task's result was kept */
  onResultKept?: (task: SyncTask) => void | Promise<void>
  /** which tasks open pages are sending, and the lock held while this page sends one */
  locks?: TaskLocks
}

interface Waiter {
  resolve(answer: TaskAnswer): void
  reject(error: unknown): void
}

export function createSyncQueue(options: SyncQueueOptions) {
  const { store, send } = options
  const locks = options.locks ?? noTaskLocks
  const now = options.now ?? Date.now
  const waiters = new Map<string, Waiter>()
  const running = new Map<string, Promise<boolean>>()
  const again = new Set<string>()
  const drainedListeners = new Set<() => void | Promise<void>>()

  function settle(taskId: string, outcome: { answer: TaskAnswer } | { error: unknown }): boolean {
    const waiter = waiters.get(taskId)
    if (!waiter) return false
    waiters.delete(taskId)
    if ('answer' in outcome) waiter.resolve(outcome.answer)
    else waiter.reject(outcome.error)
    return true
  }

  /** One pass over a queue; false when it stopped because the shop could not be reached. */
  async function pass(queue: string): Promise<boolean> {
    for (;;) {
      const inFlight = await locks.inFlight().catch(() => null)
      const next = (await store.list(queue)).find((task) => !shouldSkip(task, now(), inFlight))
      if (!next) return true
      // the task's lock is held for as long as this page sends it (another page sees it alive)
      const outcome = await locks.whileSending(next.task_id, () => sendOne(queue, next, inFlight))
      // another page took it meanwhile: the queue is that page's now
      if (outcome === BUSY) return true
      if (outcome === 'unreachable') return false
    }
  }

  async function sendOne(
    queue: string,
    next: SyncTask,
    inFlight: ReadonlySet<string> | null,
  ): Promise<'sent' | 'unreachable'> {
    // read again under the lock: another page may have sent it since the list was read
    const current = await store.get(next.task_id)
    if (!current || shouldSkip(current, now(), inFlight)) return 'sent'
    const started = startTask(current, now(), inFlight)
    await store.put(started)
    let answer: TaskAnswer
    try {
      answer = await send(started)
    } catch (error) {
      if (error instanceof ShopUnreachableError) {
        await store.put(releaseTask(started, now()))
        // every caller still waiting in this queue hears that its change waits
        for (const task of await store.list(queue))
          if (!task.transmited) settle(task.task_id, { error: new TaskQueuedError(task.task_id) })
        return 'unreachable'
      }
      await store.remove(started.task_id)
      if (!settle(started.task_id, { error })) options.onReplayError?.(started, error)
      return 'sent'
    }
    const done = completeTask(started, answer, now())
    if (afterTransmit(done) === 'keep') {
      await store.put(done)
      await options.onResultKept?.(done)
    } else await store.remove(done.task_id)
    if (!settle(done.task_id, { answer })) options.onReplayAnswer?.(done, answer)
    return 'sent'
  }

  /** Runs a queue; a call while it runs makes it look again afterwards (a task added meanwhile). */
  function run(queue: string): Promise<boolean> {
    const current = running.get(queue)
    if (current) {
      again.add(queue)
      return current
    }
    const loop = (async () => {
      let reached = true
      do {
        again.delete(queue)
        reached = await pass(queue)
      } while (reached && again.has(queue))
      return reached
    })().finally(() => running.delete(queue))
    running.set(queue, loop)
    return loop
  }

  return {
    /**
     * Stores the task and, unless `hold` (the browser knows it is offline), runs its queue. Resolves
     * with the task's answer; rejects with TaskQueuedError when it could not be sent now.
     */
    async enqueue(task: SyncTask, hold = false): Promise<TaskAnswer> {
      await store.put(task)
      if (hold) throw new TaskQueuedError(task.task_id)
      const answered = new Promise<TaskAnswer>((resolve, reject) =>
        waiters.set(task.task_id, { resolve, reject }),
      )
      void run(task.queue).then(async (reached) => {
        // defensive: a task skipped (another tab sends it) must not leave its caller waiting
        if (!reached || waiters.has(task.task_id))
          settle(task.task_id, { error: new TaskQueuedError(task.task_id) })
      })
      return answered
    },

    run,

    /** Whether any queue holds tasks not yet sent. */
    async anyWaiting(): Promise<boolean> {
      return (await store.all()).some((task) => !task.transmited)
    },

    /** Whether the queue holds tasks not yet sent. */
    async hasWaiting(queue: string): Promise<boolean> {
      return (await store.list(queue)).some((task) => !task.transmited)
    },

    /**
     * Going online (001 §4): every queue in turn; when all are empty the drained listeners run
     * (the cart reload, the offline orders). Resolves true when drained.
     */
    async processAll(): Promise<boolean> {
      const queues = [
        ...new Set((await store.all()).filter((task) => !task.transmited).map((task) => task.queue)),
      ]
      for (const queue of queues) if (!(await run(queue))) return false
      if ((await store.all()).some((task) => !task.transmited)) return false
      for (const listener of [...drainedListeners])
        await Promise.resolve()
          .then(listener)
          .catch((error: unknown) => console.error('After the sync queue', error))
      return true
    },

    onDrained(listener: () => void | Promise<void>): () => void {
      drainedListeners.add(listener)
      return () => drainedListeners.delete(listener)
    },

    /** §4: unsent tasks can be cleared; also after a failed token refresh. */
    async clearUntransmitted(): Promise<number> {
      return store.clear((task) => !task.transmited)
    },
  }
}

export type SyncQueue = ReturnType<typeof createSyncQueue>
