import { describe, expect, it } from 'vitest'
import {
  acknowledgeTask,
  afterTransmit,
  cartIdMissingMessage,
  completeTask,
  createSyncTask,
  errorNoticeOf,
  fillPlaceholders,
  releaseTask,
  shouldSkip,
  STALE_PROGRESS_MS,
  startTask,
  taskState,
  tokenGate,
  untransmitted,
} from './sync-task.ts'
import { toSyncTask } from './from-network-task.ts'
import { queueOf } from './queueable.ts'

const T0 = 1_800_000_000_000
const task = (over: Parameters<typeof createSyncTask>[0] = { url: '/api/cart/update?token={{token}}' }) =>
  createSyncTask(over, T0)

describe('a sync task (001 §3, §4)', () => {
  it('is created with every field of §3, untransmitted', () => {
    const created = task({
      url: '/x',
      method: 'POST',
      payload: { a: 1 },
      silent: true,
      isResultCacheable: true,
      callbackEvent: 'e',
    })
    expect(created).toMatchObject({
      url: '/x',
      method: 'POST',
      payload: { a: 1 },
      transmited: false,
      transmited_at: null,
      created_at: T0,
      updated_at: T0,
      result: null,
      resultCode: null,
      code: null,
      acknowledged: false,
      meta: null,
      callback_event: 'e',
      silent: true,
      is_result_cacheable: true,
    })
    expect(created.task_id).toMatch(/\S+/)
    expect(taskState(created, T0)).toBe('created')
  })

  it('gets a different id each time, sortable by creation time', () => {
    const ids = Array.from({ length: 50 }, (_, i) => createSyncTask({ url: '/x' }, T0 + i).task_id)
    expect(new Set(ids).size).toBe(50)
    expect([...ids].sort()).toEqual(ids)
  })

  it('goes created → in progress → transmitted', () => {
    const started = startTask(task(), T0 + 1)
    expect(taskState(started, T0 + 2)).toBe('in-progress')
    const done = completeTask(started, { code: 200, result: { ok: 1 }, meta: { m: 1 } }, T0 + 3)
    expect(taskState(done, T0 + 4)).toBe('transmitted')
    expect(done).toMatchObject({
      transmited: true,
      transmited_at: T0 + 3,
      updated_at: T0 + 3,
      code: 200,
      resultCode: 200,
      result: { ok: 1 },
      meta: { m: 1 },
      in_progress_at: null,
    })
  })

  it('is skipped when already transmitted or in progress, and cannot be started then', () => {
    const started = startTask(task(), T0)
    expect(shouldSkip(started, T0 + 10)).toBe(true)
    expect(() => startTask(started, T0 + 10)).toThrow(/not waiting/)
    const done = completeTask(started, { code: 200, result: null }, T0 + 20)
    expect(shouldSkip(done, T0 + 30)).toBe(true)
    expect(() => startTask(done, T0 + 30)).toThrow()
    expect(shouldSkip(task(), T0)).toBe(false)
  })

  it('goes back to waiting when the request did not reach the server', () => {
    const released = releaseTask(startTask(task(), T0), T0 + 5)
    expect(taskState(released, T0 + 6)).toBe('created')
    expect(released.transmited).toBe(false)
  })

  it('knows a task cut off with its page when the browser tells which tasks are in flight', () => {
    const started = startTask(createSyncTask({ url: '/api/cart/update' }, T0), T0 + 1)
    // no page holds its lock: cut off, waiting again at once
    expect(taskState(started, T0 + 2, new Set())).toBe('created')
    expect(taskState(started, T0 + 2, new Set(['other']))).toBe('created')
    // a page holds it: in progress
    expect(taskState(started, T0 + 2, new Set([started.task_id]))).toBe('in-progress')
    // nothing known: in progress until the minute is up
    expect(taskState(started, T0 + 2, null)).toBe('in-progress')
    expect(taskState(started, T0 + 1 + 60_000, null)).toBe('created')
  })

  it('counts an old "in progress" as abandoned (the tab that sent it died)', () => {
    const started = startTask(task(), T0)
    expect(shouldSkip(started, T0 + STALE_PROGRESS_MS - 1)).toBe(true)
    expect(shouldSkip(started, T0 + STALE_PROGRESS_MS)).toBe(false)
  })

  it('is kept with its result only when cacheable, else removed', () => {
    const answer = { code: 200, result: [1] }
    expect(afterTransmit(completeTask(task({ url: '/x', isResultCacheable: true }), answer, T0))).toBe('keep')
    expect(afterTransmit(completeTask(task({ url: '/x' }), answer, T0))).toBe('remove')
    // nothing to keep before it was sent
    expect(afterTransmit(task({ url: '/x', isResultCacheable: true }))).toBe('remove')
  })

  it('keeps the HTTP status apart from the envelope code', () => {
    const done = completeTask(task(), { code: 'ENOTFOUND', result: 'x', status: 502 }, T0)
    expect(done.code).toBe('ENOTFOUND')
    expect(done.resultCode).toBe(502)
    expect(acknowledgeTask(done, T0 + 1).acknowledged).toBe(true)
  })

  it('clears only the unsent ones', () => {
    const sent = completeTask(task(), { code: 200, result: null }, T0)
    const waiting = task()
    const running = startTask(task(), T0)
    expect(untransmitted([sent, waiting, running]).map((t) => t.task_id)).toEqual([
      waiting.task_id,
      running.task_id,
    ])
  })
})

describe('the token lock gate (001 §4)', () => {
  it('waits while a refresh runs, aborts after a failed one, goes when idle', () => {
    expect(tokenGate(0)).toBe('go')
    expect(tokenGate(1)).toBe('wait')
    expect(tokenGate(3)).toBe('wait')
    expect(tokenGate(-1)).toBe('abort')
  })
})

describe('placeholders (§7, §8)', () => {
  const url = '/api/cart/update?token={{token}}&cartId={{cartId}}&storeCode=de'

  it('are filled with the values of the moment of sending, encoded', () => {
    expect(fillPlaceholders(url, { token: 'a b', cartId: 'c1' })).toEqual({
      ok: true,
      url: '/api/cart/update?token=a%20b&cartId=c1&storeCode=de',
    })
    expect(fillPlaceholders(url, { token: null, cartId: 'c1' })).toEqual({
      ok: true,
      url: '/api/cart/update?token=&cartId=c1&storeCode=de',
    })
  })

  it('refuse a cart task without a cart id with the spec text', () => {
    expect(fillPlaceholders(url, { token: 't', cartId: null })).toEqual({
      ok: false,
      message: cartIdMissingMessage(url),
    })
    expect(cartIdMissingMessage('/u')).toBe(
      'Error executing sync task /u the required cartId argument is null. Re-creating shopping cart synchro.',
    )
    // no cart id needed, none asked
    expect(fillPlaceholders('/api/user/me?token={{token}}', { token: 't', cartId: null })).toEqual({
      ok: true,
      url: '/api/user/me?token=t',
    })
  })
})

describe('the error notification decision (§8)', () => {
  it('shows a non-200 answer with a message unless silent or ENOTFOUND', () => {
    const loud = task()
    expect(errorNoticeOf(loud, { code: 400, result: 'Out of stock!' })).toBe('Out of stock!')
    expect(errorNoticeOf(loud, { code: 500, result: { message: 'boom' } })).toBe('boom')
    expect(errorNoticeOf(loud, { code: 500, result: { result: 'inner', code: 500 } })).toBe('inner')
    expect(errorNoticeOf(loud, { code: 200, result: 'fine' })).toBeNull()
    expect(errorNoticeOf(loud, { code: 'ENOTFOUND', result: 'dns' })).toBeNull()
    expect(errorNoticeOf(loud, { code: 404, result: '' })).toBeNull()
    expect(errorNoticeOf(loud, { code: 404, result: null })).toBeNull()
    expect(errorNoticeOf({ silent: true }, { code: 400, result: 'Out of stock!' })).toBeNull()
  })
})

describe('a network call as a sync task', () => {
  it('carries placeholders, the query, the store code, payload and headers', () => {
    const sync = toSyncTask(
      {
        url: '/api/cart/update',
        method: 'POST',
        body: { cartItem: { sku: 'A' } },
        cartCall: true,
        token: 'secret',
        storeCode: 'de',
        query: { x: '1' },
      },
      T0,
      'cart',
    )
    expect(sync.url).toBe('/api/cart/update?token={{token}}&cartId={{cartId}}&x=1&storeCode=de')
    expect(sync.url).not.toContain('secret')
    expect(sync).toMatchObject({
      method: 'POST',
      payload: { cartItem: { sku: 'A' } },
      queue: 'cart',
      created_at: T0,
    })
    // queued: the task's id goes along as the server's key, so a repeat is carried out once
    expect(sync.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      'idempotency-key': sync.task_id,
    })
    expect(sync.task_id).toMatch(/^[A-Za-z0-9._:-]{1,100}$/)
  })

  it('a call outside the queues carries no key (reads, login, order placement)', () => {
    const sync = toSyncTask({ url: '/api/cart/pull', cartCall: true }, T0)
    expect(sync.headers).toEqual({ accept: 'application/json' })
  })

  it('has no placeholders for a call without token', () => {
    const sync = toSyncTask({ url: '/api/catalog/x?q=1' }, T0)
    expect(sync.url).toBe('/api/catalog/x?q=1')
    expect(sync.method).toBe('GET')
    expect(sync.headers['content-type']).toBeUndefined()
  })
})

describe('which calls are queued (decision 0216)', () => {
  it('queues the cart line changes, in one queue', () => {
    expect(queueOf('/api/cart/update?token=&cartId=1', 'POST')).toBe('cart')
    expect(queueOf('/api/cart/delete', 'POST')).toBe('cart')
  })
  it('never login, refresh, order placement, cart create, reads or coupons', () => {
    const calls: [string, string][] = [
      ['/api/user/login', 'POST'],
      ['/api/user/refresh', 'POST'],
      ['/api/order', 'POST'],
      ['/api/order/create', 'POST'],
      ['/api/cart/create', 'POST'],
      ['/api/cart/pull', 'GET'],
      ['/api/cart/update', 'GET'],
      ['/api/cart/apply-coupon', 'POST'],
    ]
    for (const [url, method] of calls) expect(queueOf(url, method), url).toBeNull()
    expect(queueOf('/api/cart/pull', undefined)).toBeNull()
  })
})
