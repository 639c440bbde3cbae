/**
 * Exactly once in the browser's half (decision 0221), against a fake server that keeps the real
 * server's rule (a repeat of an order_id answers the first order): the record is on disk before the
 * request leaves, a lost answer is re-sent with the same key, two tabs send one at a time and
 * re-read the record inside the lock, a refusal waits for the shopper, and no other shopper sends it.
 */
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetOfflineDb } from '../offline/offline-db.ts'
import { deliverOfflineOrder } from './deliver-offline-order.ts'
import { newOfflineOrder } from './offline-order-record.ts'
import { listOfflineOrders, readOfflineOrder, saveOfflineOrder } from './offline-order-store.ts'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

type Mode = 'ok' | 'drop-request' | 'drop-response' | 'server-error' | 'out-of-stock'

/** The server's idempotency in small: orders by order_id; `mode` says what the network does. */
function fakeServer() {
  const orders = new Map<string, { number: string }>()
  const state = { mode: 'ok' as Mode, requests: 0, seenOnDisk: [] as boolean[] }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: URL, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { order_id: string }
      // what a closed tab would leave: the record must already be on disk
      state.seenOnDisk.push((await readOfflineOrder(body.order_id)) !== undefined)
      if (state.mode === 'drop-request') throw new TypeError('Failed to fetch')
      state.requests++
      if (state.mode === 'server-error') return json({ code: 503, result: 'down' }, 503)
      if (state.mode === 'out-of-stock')
        return json({ code: 409, result: 'Some of the ordered products are not available!' }, 409)
      const first = orders.get(body.order_id) ?? { number: String(orders.size + 1).padStart(9, '0') }
      orders.set(body.order_id, first)
      if (state.mode === 'drop-response') throw new TypeError('Failed to fetch')
      return json({ code: 200, result: { orderNumber: first.number, orderToken: `t${first.number}` } })
    }),
  )
  return { orders, state }
}

/** navigator.locks in small: one holder per name, the others queue. */
function fakeLocks() {
  let tail = Promise.resolve()
  return {
    request: (_name: string, _options: unknown, run: () => Promise<unknown>) => {
      const result = tail.then(run)
      tail = result.then(
        () => undefined,
        () => undefined,
      )
      return result
    },
  }
}

const OWNER = 'customer:7'
const send = (key: string, force = false) => deliverOfflineOrder(key, { owner: OWNER, token: 'tok', force })

async function queued(key: string, owner = OWNER) {
  await saveOfflineOrder(
    newOfflineOrder({
      key,
      body: { cart_id: 'c1' },
      storeCode: 'nl',
      owner,
      lines: [],
      queuedTotal: 10,
      now: Date.now(),
    }),
  )
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory()
  forgetOfflineDb()
  vi.stubGlobal('window', { location: { origin: 'http://shop.test' } })
})
afterEach(() => vi.unstubAllGlobals())

describe('delivering an offline order', () => {
  it('is on disk before its request leaves and transmited after the answer', async () => {
    const server = fakeServer()
    await queued('a')
    const { record, answer } = await send('a')
    expect(server.state.seenOnDisk).toEqual([true])
    expect(answer?.kind).toBe('placed')
    expect(record).toMatchObject({ transmited: true, orderNumber: '000000001', attempts: 1 })
    expect((await readOfflineOrder('a'))?.transmited).toBe(true)
  })

  it('a lost request or a 5xx leaves it waiting; the next send delivers it', async () => {
    const server = fakeServer()
    await queued('a')
    server.state.mode = 'drop-request'
    expect((await send('a')).answer?.kind).toBe('unreachable')
    server.state.mode = 'server-error'
    expect((await send('a')).answer?.kind).toBe('unreachable')
    expect((await readOfflineOrder('a'))?.transmited).toBe(false)
    server.state.mode = 'ok'
    expect((await send('a')).record?.transmited).toBe(true)
    expect(server.orders.size).toBe(1)
  })

  it('a lost answer is sent again with the same key and gets the same order, not a second one', async () => {
    const server = fakeServer()
    await queued('a')
    server.state.mode = 'drop-response'
    await send('a')
    expect(server.orders.size).toBe(1)
    expect((await readOfflineOrder('a'))?.transmited).toBe(false)
    server.state.mode = 'ok'
    const again = await send('a')
    expect(again.record).toMatchObject({ transmited: true, orderNumber: '000000001', attempts: 2 })
    expect(server.orders.size).toBe(1)
  })

  it('once transmitted it is never sent again, also not by a tab holding a stale copy', async () => {
    const server = fakeServer()
    await queued('a')
    const staleList = await listOfflineOrders()
    await send('a')
    // the second tab read its list before the first delivered; inside the lock it reads again
    for (const stale of staleList) expect((await send(stale.key)).answer).toBeNull()
    expect(server.state.requests).toBe(1)
  })

  it('two tabs sending at once: with the lock one request, the other finds it transmitted', async () => {
    const server = fakeServer()
    vi.stubGlobal('navigator', { locks: fakeLocks() })
    await queued('a')
    const [x, y] = await Promise.all([send('a'), send('a')])
    expect(server.state.requests).toBe(1)
    expect([x.answer?.kind, y.answer?.kind].sort()).toEqual(['placed', undefined].sort())
  })

  it('without the lock (no Web Locks API) two sends still make one order, by the key', async () => {
    const server = fakeServer()
    await queued('a')
    await Promise.all([send('a'), send('a')])
    expect(server.orders.size).toBe(1)
    expect((await readOfflineOrder('a'))?.transmited).toBe(true)
  })

  it('a stock refusal keeps the order for the shopper: not re-sent by itself, sent when chosen', async () => {
    const server = fakeServer()
    await queued('a')
    server.state.mode = 'out-of-stock'
    expect((await send('a')).record?.refusal).toBe('unavailable')
    server.state.mode = 'ok'
    expect((await send('a')).answer).toBeNull()
    expect((await send('a', true)).record?.transmited).toBe(true)
    expect(server.orders.size).toBe(1)
  })

  it('another shopper on this browser does not send it (it would be placed as theirs)', async () => {
    const server = fakeServer()
    await queued('a', 'customer:8')
    expect((await send('a')).answer).toBeNull()
    expect(server.state.requests).toBe(0)
  })

  it('keeps orders oldest first', async () => {
    fakeServer()
    await saveOfflineOrder(
      newOfflineOrder({
        key: 'b',
        body: {},
        storeCode: '',
        owner: OWNER,
        lines: [],
        queuedTotal: null,
        now: 2,
      }),
    )
    await saveOfflineOrder(
      newOfflineOrder({
        key: 'a',
        body: {},
        storeCode: '',
        owner: OWNER,
        lines: [],
        queuedTotal: null,
        now: 1,
      }),
    )
    expect((await listOfflineOrders()).map((r) => r.key)).toEqual(['a', 'b'])
  })
})
