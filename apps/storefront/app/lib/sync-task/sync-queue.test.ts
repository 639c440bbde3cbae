import { describe, expect, it, vi } from 'vitest'
import { createSyncQueue, ShopUnreachableError, TaskQueuedError } from './sync-queue.ts'
import { createSyncTask, startTask, type SyncTask, type TaskAnswer } from './sync-task.ts'
import { fakeLockManager } from './fake-lock-manager.ts'
import { createTaskLocks } from './task-locks.ts'
import { createMemoryTaskStore } from './task-store.ts'

let clock = 1_800_000_000_000
const now = () => clock
const make = (url: string, over: Partial<Parameters<typeof createSyncTask>[0]> = {}) =>
  createSyncTask({ url, queue: 'cart', method: 'POST', ...over }, ++clock)

/** A server that can be switched off; records what reached it, in order. */
function server() {
  const state = {
    up: true,
    reached: [] as string[],
    answer: (_task: SyncTask): TaskAnswer => ({ code: 200, result: 'ok' }),
  }
  const send = vi.fn(async (task: SyncTask) => {
    await Promise.resolve()
    if (!state.up) throw new ShopUnreachableError()
    state.reached.push(task.url)
    return state.answer(task)
  })
  return { state, send }
}

/** A task kept without trying (the browser is offline): its caller hears it was queued. */
async function held(queue: { enqueue(task: SyncTask, hold?: boolean): Promise<TaskAnswer> }, task: SyncTask) {
  await expect(queue.enqueue(task, true)).rejects.toBeInstanceOf(TaskQueuedError)
}

function setup() {
  const store = createMemoryTaskStore()
  const { state, send } = server()
  const replayed: [SyncTask, TaskAnswer][] = []
  const kept: SyncTask[] = []
  const queue = createSyncQueue({
    store,
    send,
    now,
    onReplayAnswer: (task, answer) => replayed.push([task, answer]),
    onResultKept: (task) => {
      kept.push(task)
    },
  })
  return { store, state, send, queue, replayed, kept }
}

describe('the sync queue', () => {
  it('answers the caller and removes a task that is not cacheable', async () => {
    const { queue, store, state } = setup()
    await expect(queue.enqueue(make('/a'))).resolves.toEqual({ code: 200, result: 'ok' })
    expect(state.reached).toEqual(['/a'])
    expect(await store.all()).toEqual([])
  })

  it('keeps a cacheable result as a transmitted task and hands it to the cache', async () => {
    const { queue, store, kept } = setup()
    const task = make('/c', { isResultCacheable: true })
    await queue.enqueue(task)
    const [stored] = await store.all()
    expect(stored).toMatchObject({ task_id: task.task_id, transmited: true, result: 'ok', code: 200 })
    expect(kept.map((t) => t.task_id)).toEqual([task.task_id])
    // a kept result is not sent again
    expect(await queue.anyWaiting()).toBe(false)
  })

  it('keeps tasks made offline and sends them in order when the shop is back', async () => {
    const { queue, state, replayed, store } = setup()
    state.up = false
    for (const url of ['/add', '/qty', '/remove'])
      await expect(queue.enqueue(make(url))).rejects.toBeInstanceOf(TaskQueuedError)
    expect(state.reached).toEqual([])
    expect((await store.all()).map((t) => t.transmited)).toEqual([false, false, false])
    state.up = true
    expect(await queue.processAll()).toBe(true)
    expect(state.reached).toEqual(['/add', '/qty', '/remove'])
    expect(replayed.map(([task]) => task.url)).toEqual(['/add', '/qty', '/remove'])
    expect(await store.all()).toEqual([])
  })

  it('holds a task without trying when the browser says it is offline', async () => {
    const { queue, send } = setup()
    await expect(queue.enqueue(make('/held'), true)).rejects.toBeInstanceOf(TaskQueuedError)
    expect(send).not.toHaveBeenCalled()
    expect(await queue.anyWaiting()).toBe(true)
  })

  it('lets no new task overtake one still waiting', async () => {
    const { queue, state } = setup()
    state.up = false
    await expect(queue.enqueue(make('/first'))).rejects.toBeInstanceOf(TaskQueuedError)
    state.up = true
    // a new change made online goes after the waiting one and still gets its own answer
    state.answer = (task) => ({ code: 200, result: task.url })
    await expect(queue.enqueue(make('/second'))).resolves.toEqual({ code: 200, result: '/second' })
    expect(state.reached).toEqual(['/first', '/second'])
  })

  it('stops at a task that cannot be sent: the later ones wait behind it', async () => {
    const { queue, state, store } = setup()
    state.up = false
    await held(queue, make('/1'))
    await held(queue, make('/2'))
    expect(await queue.processAll()).toBe(false)
    expect(state.reached).toEqual([])
    expect((await store.all()).map((t) => [t.url, t.in_progress_at])).toEqual([
      ['/1', null],
      ['/2', null],
    ])
  })

  it('ends a refused task (decision 0217): the refusal is handed on and the queue goes on', async () => {
    const { queue, state, replayed } = setup()
    await held(queue, make('/gone'))
    await held(queue, make('/fine'))
    state.answer = (task) =>
      task.url === '/gone' ? { code: 400, result: 'No such item' } : { code: 200, result: 'ok' }
    expect(await queue.processAll()).toBe(true)
    expect(state.reached).toEqual(['/gone', '/fine'])
    expect(replayed.map(([task, answer]) => [task.url, answer.code, task.transmited])).toEqual([
      ['/gone', 400, true],
      ['/fine', 200, true],
    ])
  })

  it('drops a task whose answer the client cannot read, and tells its caller', async () => {
    const { queue, store, send } = setup()
    send.mockRejectedValueOnce(new Error('Error with response - bad content-type!'))
    await expect(queue.enqueue(make('/bad'))).rejects.toThrow('bad content-type')
    expect(await store.all()).toEqual([])
  })

  it('skips a task another tab is sending, until that counts as abandoned', async () => {
    const { queue, store, state } = setup()
    const other = startTask(make('/other-tab'), clock)
    await store.put(other)
    expect(await queue.processAll()).toBe(false)
    expect(state.reached).toEqual([])
    clock += 60_000
    expect(await queue.processAll()).toBe(true)
    expect(state.reached).toEqual(['/other-tab'])
  })

  it('sends a task cut off with its page at once, and skips one another open page is sending', async () => {
    const manager = fakeLockManager()
    const store = createMemoryTaskStore()
    const { state, send } = server()
    const queue = createSyncQueue({ store, send, now, locks: createTaskLocks(manager) })
    // in progress, but no page holds its lock: the page that sent it is gone
    const orphan = startTask(make('/cut-off'), clock)
    await store.put(orphan)
    expect(await queue.processAll()).toBe(true)
    expect(state.reached).toEqual(['/cut-off'])
    // in progress and its lock held: another page is sending it now
    const busy = startTask(make('/other-page'), clock)
    await store.put(busy)
    manager.held.add(`shop-sync-task:${busy.task_id}`)
    expect(await queue.processAll()).toBe(false)
    expect(state.reached).toEqual(['/cut-off'])
    // that page went without an answer: its lock is gone, so this page sends it
    manager.held.clear()
    expect(await queue.processAll()).toBe(true)
    expect(state.reached).toEqual(['/cut-off', '/other-page'])
  })

  it('does not send a task another page took between the look and the lock', async () => {
    const manager = fakeLockManager()
    const store = createMemoryTaskStore()
    const { state, send } = server()
    const task = make('/taken')
    await store.put(task)
    const locks = createTaskLocks(manager)
    const queue = createSyncQueue({
      store,
      send,
      now,
      locks: {
        ...locks,
        // the other page starts and finishes the task right after this page looked
        inFlight: async () => {
          const seen = await locks.inFlight()
          await store.remove(task.task_id)
          return seen
        },
      },
    })
    expect(await queue.processAll()).toBe(true)
    expect(state.reached).toEqual([])
  })

  it('runs the drained listeners after the queue, only when it drained', async () => {
    const { queue, state } = setup()
    const order: string[] = []
    state.answer = (task) => {
      order.push(`sent ${task.url}`)
      return { code: 200, result: null }
    }
    queue.onDrained(() => {
      order.push('drained')
    })
    const stop = queue.onDrained(() => {
      order.push('removed listener')
    })
    stop()
    state.up = false
    await held(queue, make('/x'))
    expect(await queue.processAll()).toBe(false)
    expect(order).toEqual([])
    state.up = true
    expect(await queue.processAll()).toBe(true)
    expect(order).toEqual(['sent /x', 'drained'])
    // going online with an empty queue still runs them (the offline orders come after it)
    expect(await queue.processAll()).toBe(true)
    expect(order).toEqual(['sent /x', 'drained', 'drained'])
  })

  it('a failing drained listener does not stop the others', async () => {
    const { queue } = setup()
    const seen: string[] = []
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    queue.onDrained(() => {
      throw new Error('boom')
    })
    queue.onDrained(() => {
      seen.push('second')
    })
    await queue.processAll()
    expect(seen).toEqual(['second'])
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('sends each task once when runs overlap (going online twice, a new change meanwhile)', async () => {
    const { queue, state } = setup()
    for (let i = 0; i < 5; i++) await held(queue, make(`/${i}`))
    const late = queue.enqueue(make('/late'))
    await Promise.all([queue.processAll(), queue.processAll(), late])
    expect(state.reached).toEqual(['/0', '/1', '/2', '/3', '/4', '/late'])
  })

  it('clears the unsent tasks (001 §4) but keeps the kept results', async () => {
    const { queue, store } = setup()
    await queue.enqueue(make('/kept', { isResultCacheable: true }))
    // the run that sent it has looked for more and ended (else it would send the next two)
    await queue.run('cart')
    await held(queue, make('/a'))
    await held(queue, make('/b'))
    expect(await queue.clearUntransmitted()).toBe(2)
    expect((await store.all()).map((t) => t.url)).toEqual(['/kept'])
    expect(await queue.anyWaiting()).toBe(false)
  })

  it('keeps queues apart: a stuck queue does not hold another back', async () => {
    const { queue, state, store } = setup()
    await store.put(createSyncTask({ url: '/default', queue: 'default' }, ++clock))
    state.up = false
    await held(queue, make('/cart'))
    state.up = true
    state.answer = () => ({ code: 200, result: null })
    await expect(queue.run('default')).resolves.toBe(true)
    expect(state.reached).toEqual(['/default'])
    expect(await queue.hasWaiting('cart')).toBe(true)
  })
})
