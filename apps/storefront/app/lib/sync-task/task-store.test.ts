import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { forgetOfflineDb, openOfflineDb } from '../offline/offline-db.ts'
import { completeTask, createSyncTask } from './sync-task.ts'
import { createMemoryTaskStore, createTaskStore, type TaskStore } from './task-store.ts'

const T0 = 1_800_000_000_000

afterEach(async () => {
  const db = await openOfflineDb()
  await db?.clear('sync-tasks')
})

const stores: [string, () => TaskStore][] = [
  ['IndexedDB', () => createTaskStore()],
  ['memory', () => createMemoryTaskStore()],
  ['memory fallback (no IndexedDB)', () => createTaskStore(async () => null)],
]

describe.each(stores)('the task store (%s)', (_name, make) => {
  it('lists a queue oldest first, only that queue', async () => {
    const store = make()
    const late = createSyncTask({ url: '/b', queue: 'cart' }, T0 + 2)
    const early = createSyncTask({ url: '/a', queue: 'cart' }, T0 + 1)
    const other = createSyncTask({ url: '/c', queue: 'default' }, T0)
    for (const task of [late, other, early]) await store.put(task)
    expect((await store.list('cart')).map((t) => t.url)).toEqual(['/a', '/b'])
    expect((await store.all()).map((t) => t.url)).toEqual(['/c', '/a', '/b'])
  })

  it('keeps tasks of the same millisecond in the order they were made', async () => {
    const store = make()
    const tasks = Array.from({ length: 20 }, (_, i) => createSyncTask({ url: `/${i}`, queue: 'cart' }, T0))
    for (const task of [...tasks].reverse()) await store.put(task)
    expect((await store.list('cart')).map((t) => t.url)).toEqual(tasks.map((t) => t.url))
  })

  it('replaces, reads, removes and clears by a filter', async () => {
    const store = make()
    const a = createSyncTask({ url: '/a', queue: 'cart' }, T0)
    const b = createSyncTask({ url: '/b', queue: 'cart' }, T0 + 1)
    await store.put(a)
    await store.put(b)
    await store.put(completeTask(a, { code: 200, result: 'r' }, T0 + 2))
    expect((await store.get(a.task_id))?.transmited).toBe(true)
    expect(await store.clear((task) => !task.transmited)).toBe(1)
    expect((await store.all()).map((t) => t.url)).toEqual(['/a'])
    await store.remove(a.task_id)
    expect(await store.get(a.task_id)).toBeNull()
  })

  it('hands out copies: changing one does not change the stored task', async () => {
    const store = make()
    const a = createSyncTask({ url: '/a', queue: 'cart', payload: { qty: 1 } }, T0)
    await store.put(a)
    const read = await store.get(a.task_id)
    ;(read!.payload as { qty: number }).qty = 9
    expect((await store.get(a.task_id))?.payload).toEqual({ qty: 1 })
  })
})

describe('the choice of store', () => {
  it('is IndexedDB when it opens, and tasks survive a new store (a reload)', async () => {
    const first = createTaskStore()
    expect(await first.kind()).toBe('indexeddb')
    const task = createSyncTask({ url: '/kept', queue: 'cart' }, T0)
    await first.put(task)
    forgetOfflineDb()
    const second = createTaskStore()
    expect((await second.list('cart')).map((t) => t.task_id)).toEqual([task.task_id])
  })

  it('is memory when IndexedDB is missing', async () => {
    expect(await createTaskStore(async () => null).kind()).toBe('memory')
  })
})
