/**
 * Where sync tasks wait: the 'sync-tasks' store of the shared IndexedDB (lib/offline/offline-db.ts),
 * so tasks made offline survive a reload or a closed tab. Without IndexedDB (old browsers, some
 * private modes, the server) the tasks live in memory for this page only (decision 0218): the
 * cart's own lines are persisted in localStorage anyway and the forced sync on going online
 * carries them.
 */
import { openOfflineDb } from '../offline/offline-db.ts'
import type { SyncTask } from './sync-task.ts'

export interface TaskStore {
  put(task: SyncTask): Promise<void>
  remove(taskId: string): Promise<void>
  get(taskId: string): Promise<SyncTask | null>
  /** the tasks of one queue, oldest first */
  list(queue: string): Promise<SyncTask[]>
  all(): Promise<SyncTask[]>
  clear(filter?: (task: SyncTask) => boolean): Promise<number>
  /** 'indexeddb' or 'memory', for the tests and diagnostics */
  kind(): Promise<'indexeddb' | 'memory'>
}

const byAge = (a: SyncTask, b: SyncTask) => a.created_at - b.created_at || (a.task_id < b.task_id ? -1 : 1)

export function createMemoryTaskStore(): TaskStore {
  const tasks = new Map<string, SyncTask>()
  return {
    async put(task) {
      tasks.set(task.task_id, structuredClone(task))
    },
    async remove(taskId) {
      tasks.delete(taskId)
    },
    async get(taskId) {
      const task = tasks.get(taskId)
      return task ? structuredClone(task) : null
    },
    async list(queue) {
      return [...tasks.values()]
        .filter((task) => task.queue === queue)
        .sort(byAge)
        .map((task) => structuredClone(task))
    },
    async all() {
      return [...tasks.values()].sort(byAge).map((task) => structuredClone(task))
    },
    async clear(filter = () => true) {
      let removed = 0
      for (const task of [...tasks.values()])
        if (filter(task)) {
          tasks.delete(task.task_id)
          removed++
        }
      return removed
    },
    kind: async () => 'memory',
  }
}

/** IndexedDB when it opens, else memory; decided once, at the first use. */
export function createTaskStore(open = openOfflineDb): TaskStore {
  let chosen: Promise<TaskStore> | null = null
  const memory = createMemoryTaskStore()
  const pick = () =>
    (chosen ??= open().then((db) => {
      if (!db) return memory
      const store: TaskStore = {
        async put(task) {
          await db.put('sync-tasks', task as never)
        },
        async remove(taskId) {
          await db.delete('sync-tasks', taskId)
        },
        async get(taskId) {
          return ((await db.get('sync-tasks', taskId)) as unknown as SyncTask | undefined) ?? null
        },
        async list(queue) {
          const range = IDBKeyRange.bound([queue, -Infinity], [queue, Infinity])
          const rows = (await db.getAllFromIndex('sync-tasks', 'by-queue', range)) as unknown as SyncTask[]
          return rows.sort(byAge)
        },
        async all() {
          return ((await db.getAll('sync-tasks')) as unknown as SyncTask[]).sort(byAge)
        },
        async clear(filter = () => true) {
          const tx = db.transaction('sync-tasks', 'readwrite')
          let removed = 0
          for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue())
            if (filter(cursor.value as unknown as SyncTask)) {
              await cursor.delete()
              removed++
            }
          await tx.done
          return removed
        },
        kind: async () => 'indexeddb',
      }
      return store
    }))
  return {
    put: async (task) => (await pick()).put(task),
    remove: async (taskId) => (await pick()).remove(taskId),
    get: async (taskId) => (await pick()).get(taskId),
    list: async (queue) => (await pick()).list(queue),
    all: async () => (await pick()).all(),
    clear: async (filter) => (await pick()).clear(filter),
    kind: async () => (await pick()).kind(),
  }
}
