/**
 * Which sync tasks an open page of the shop is sending now (decision 0244). A page holds a Web
 * Lock named after the task for as long as it sends it; the browser lets go of it when the page
 * goes, however it goes (reload, close, crash). So a task stored as "in progress" whose lock nobody
 * holds was cut off with its page and is sent again at once, before the next page's cart sync,
 * instead of after STALE_PROGRESS_MS. Without Web Locks (old browsers, unit tests) nothing is known
 * and the minute's wait applies.
 */
export const BUSY = Symbol('task busy')

export interface TaskLocks {
  /** Runs `work` holding the task's lock; BUSY, without running it, when another page holds it. */
  whileSending<T>(taskId: string, work: () => Promise<T>): Promise<T | typeof BUSY>
  /** The tasks whose lock is held; null when the browser cannot tell. */
  inFlight(): Promise<ReadonlySet<string> | null>
}

/** The browser's LockManager, as far as this uses it. */
export interface LockManagerLike {
  request<T>(
    name: string,
    options: { ifAvailable: true },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>
  query(): Promise<{ held?: { name?: string }[] }>
}

const PREFIX = 'shop-sync-task:'

export const noTaskLocks: TaskLocks = {
  whileSending: (_taskId, work) => work(),
  inFlight: () => Promise.resolve(null),
}

export function createTaskLocks(manager: LockManagerLike): TaskLocks {
  return {
    whileSending<T>(taskId: string, work: () => Promise<T>): Promise<T | typeof BUSY> {
      const run = (lock: unknown): Promise<T | typeof BUSY> => (lock ? work() : Promise.resolve(BUSY))
      return manager.request(PREFIX + taskId, { ifAvailable: true }, run)
    },
    async inFlight() {
      const ids = new Set<string>()
      for (const lock of (await manager.query()).held ?? [])
        if (lock.name?.startsWith(PREFIX)) ids.add(lock.name.slice(PREFIX.length))
      return ids
    },
  }
}

export function browserTaskLocks(): TaskLocks {
  const manager =
    typeof navigator === 'undefined'
      ? undefined
      : (navigator as Navigator & { locks?: LockManagerLike }).locks
  return manager ? createTaskLocks(manager) : noTaskLocks
}
