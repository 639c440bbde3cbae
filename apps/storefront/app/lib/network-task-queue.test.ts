/**
 * network-task.ts with the sync-task queue (issue 20), in node with fake-indexeddb and a scripted
 * server: cart changes made while the shop cannot be reached are kept and sent in order on going
 * online, with the token and cart id of that moment; refusals of replayed changes are announced.
 */
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Reply = { code: number; result?: unknown; meta?: unknown } | 'down'
type Script = (url: URL, init: RequestInit) => Reply

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })

let script: Script = () => ({ code: 200, result: 'ok' })
const calls: { url: URL; body: unknown }[] = []

/** Fresh modules per test: the queue, the connection state and the wiring are module singletons. */
async function load() {
  vi.resetModules()
  const network = await import('./network-task.ts')
  const connection = await import('./offline/connection.ts')
  const sync = await import('./sync-task/index.ts')
  const { notifications } = await import('../components/notifications/store.ts')
  const { browserCache } = await import('./browser-cache/browser-cache.ts')
  return { ...network, connection, sync, notifications, browserCache }
}

const until = async (check: () => boolean | Promise<boolean>, ms = 2000) => {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

const cartUpdate = (sku: string, qty: number) => ({
  url: '/api/cart/update',
  method: 'POST' as const,
  body: { cartItem: { sku, qty } },
  cartCall: true,
  token: 'tok-1',
  cartId: 'cart-1',
})

beforeEach(() => {
  calls.length = 0
  script = () => ({ code: 200, result: 'ok' })
  const win = Object.assign(new EventTarget(), { location: { origin: 'http://shop.test' } })
  vi.stubGlobal('window', win)
  vi.stubGlobal('navigator', { onLine: true })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL, init: RequestInit) => {
      const reply = script(input, init)
      if (reply === 'down') throw new TypeError('Failed to fetch')
      calls.push({ url: input, body: init.body ? JSON.parse(String(init.body)) : undefined })
      return json(reply)
    }),
  )
})

afterEach(async () => {
  const { openOfflineDb } = await import('./offline/offline-db.ts')
  await (await openOfflineDb())?.clear('sync-tasks')
  vi.unstubAllGlobals()
})

describe('network-task with the sync-task queue', () => {
  it('keeps cart changes made while the shop is unreachable and sends them in order on going online', async () => {
    const m = await load()
    let token = 'tok-1'
    let cartId: string | null = 'cart-1'
    m.setTokenSession({
      token: () => token,
      refreshToken: () => null,
      refreshed: () => {},
      failed: () => {},
      fatal: () => {},
    })
    m.setCartIdSource(() => cartId)
    const drained: string[] = []
    m.sync.onSyncQueueDrained(() => {
      drained.push(calls.map((c) => c.url.pathname).join(','))
    })

    script = () => 'down'
    await expect(m.networkTask(cartUpdate('A', 1))).rejects.toBeInstanceOf(m.sync.TaskQueuedError)
    expect(m.connection.isOnline()).toBe(false)
    await expect(m.networkTask(cartUpdate('A', 3))).rejects.toBeInstanceOf(m.sync.TaskQueuedError)
    await expect(
      m.networkTask({
        url: '/api/cart/delete',
        method: 'POST',
        body: { cartItem: { sku: 'B' } },
        cartCall: true,
        token: 'tok-1',
        cartId: 'cart-1',
      }),
    ).rejects.toBeInstanceOf(m.sync.TaskQueuedError)
    expect(calls).toEqual([])

    // meanwhile the token was refreshed and the cart id changed: the queue uses today's
    token = 'tok-2'
    cartId = 'cart-2'
    script = () => ({ code: 200, result: { ok: true } })
    // any answer means the shop is back: that is "going online"
    await m.networkTask({ url: '/api/stock/check' })
    await until(() => drained.length > 0)

    const sent = calls.filter((c) => c.url.pathname !== '/api/stock/check')
    expect(sent.map((c) => [c.url.pathname, c.body])).toEqual([
      ['/api/cart/update', { cartItem: { sku: 'A', qty: 1 } }],
      ['/api/cart/update', { cartItem: { sku: 'A', qty: 3 } }],
      ['/api/cart/delete', { cartItem: { sku: 'B' } }],
    ])
    for (const call of sent) {
      expect(call.url.searchParams.get('token')).toBe('tok-2')
      expect(call.url.searchParams.get('cartId')).toBe('cart-2')
    }
    // the drained listeners ran after the last queued task
    expect(drained[0]).toBe('/api/stock/check,/api/cart/update,/api/cart/update,/api/cart/delete')
    expect(m.connection.isOnline()).toBe(true)
    expect(await m.sync.anyWaitingSyncTasks()).toBe(false)
  })

  it('holds a change without a request while the browser says it is offline', async () => {
    const m = await load()
    vi.stubGlobal('navigator', { onLine: false })
    await expect(m.networkTask(cartUpdate('A', 1))).rejects.toBeInstanceOf(m.sync.TaskQueuedError)
    expect(fetch).not.toHaveBeenCalled()
    expect(await m.sync.anyWaitingSyncTasks()).toBe(true)
  })

  it('gives an online cart change its own answer and sends nothing twice', async () => {
    const m = await load()
    script = (url) => ({ code: 200, result: { sku: new URL(url).pathname } })
    const answer = await m.networkTask(cartUpdate('A', 1))
    expect(answer).toEqual({ code: 200, result: { sku: '/api/cart/update' }, meta: undefined })
    expect(calls).toHaveLength(1)
    expect(await m.sync.anyWaitingSyncTasks()).toBe(false)
  })

  it('announces a replayed change the shop refuses, translated, once; a direct caller hears it itself', async () => {
    const m = await load()
    m.setCartIdSource(() => 'cart-1')
    script = () => 'down'
    await expect(m.networkTask({ ...cartUpdate('A', 1), storeCode: 'de' })).rejects.toBeInstanceOf(
      m.sync.TaskQueuedError,
    )
    script = () => ({ code: 400, result: 'Product out of stock' })
    // the direct caller of a refused online change gets the answer, no notification from here
    const direct = await m.networkTask({ url: '/api/catalog/x' })
    expect(direct.code).toBe(400)
    await until(async () => !(await m.sync.anyWaitingSyncTasks()))
    await until(() => m.notifications.list().length > 0)
    const shown = m.notifications.list()
    expect(shown).toHaveLength(1)
    expect(shown[0]).toMatchObject({ type: 'error' })
    expect(shown[0]!.message).toContain('Warenkorb')
    expect(shown[0]!.message).not.toContain('Product out of stock')
  })

  it('re-creates the cart for a task left by an earlier page (a reload) that finds no cart id', async () => {
    const before = await load()
    vi.stubGlobal('navigator', { onLine: false })
    await expect(before.networkTask(cartUpdate('A', 1))).rejects.toBeInstanceOf(before.sync.TaskQueuedError)
    // the page reloads: fresh modules, the same IndexedDB
    const m = await load()
    let cartId: string | null = null
    m.setCartIdSource(() => cartId)
    const recreate = vi.fn(async () => {
      cartId = 'fresh'
    })
    m.setCartRecreate(recreate)
    vi.stubGlobal('navigator', { onLine: true })
    expect(await m.sync.processSyncQueue()).toBe(true)
    expect(recreate).toHaveBeenCalledOnce()
    expect(calls.map((c) => [c.url.pathname, c.url.searchParams.get('cartId')])).toEqual([
      ['/api/cart/update', 'fresh'],
    ])
  })

  it("says the spec's text when the cart cannot be re-created", async () => {
    const before = await load()
    vi.stubGlobal('navigator', { onLine: false })
    await expect(before.networkTask(cartUpdate('A', 1))).rejects.toBeInstanceOf(before.sync.TaskQueuedError)
    const m = await load()
    m.setCartIdSource(() => null)
    m.setCartRecreate(async () => false)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.stubGlobal('navigator', { onLine: true })
    await m.sync.processSyncQueue()
    expect(calls).toEqual([])
    const logged = errors.mock.calls.flat().map(String).join(' ')
    expect(logged).toMatch(
      /Error executing sync task .* the required cartId argument is null\. Re-creating shopping cart synchro\./,
    )
    expect(await m.sync.anyWaitingSyncTasks()).toBe(false)
    errors.mockRestore()
  })

  it('clears the unsent tasks after a failed token refresh (001 §4)', async () => {
    const m = await load()
    m.setCartIdSource(() => 'cart-1')
    const failed = vi.fn()
    m.setTokenSession({
      token: () => 'expired',
      refreshToken: () => 'r',
      refreshed: () => {},
      failed,
      fatal: () => {},
    })
    vi.stubGlobal('navigator', { onLine: false })
    await expect(m.networkTask(cartUpdate('A', 1))).rejects.toBeInstanceOf(m.sync.TaskQueuedError)
    vi.stubGlobal('navigator', { onLine: true })
    script = () => ({ code: 401, result: 'no' })
    const answer = await m.networkTask({ url: '/api/user/me', token: 'expired' })
    expect(answer).toEqual({ code: 401, result: m.MSG_REFRESH_UNAUTHORIZED })
    expect(failed).toHaveBeenCalledOnce()
    await until(async () => !(await m.sync.anyWaitingSyncTasks()))
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/user/me', '/api/user/refresh'])
  })

  it('answers a cacheable GET from the browser cache while the shop cannot be reached', async () => {
    const m = await load()
    script = () => ({ code: 200, result: ['fresh'], meta: { page: 1 } })
    const task = { url: '/api/stock/list?skus=A', isResultCacheable: true }
    expect((await m.networkTask(task)).result).toEqual(['fresh'])
    script = () => 'down'
    expect(await m.networkTask(task)).toEqual({ code: 200, result: ['fresh'], meta: { page: 1 } })
    // not cacheable: the failure reaches the caller
    await expect(m.networkTask({ url: '/api/stock/list?skus=A' })).rejects.toBeInstanceOf(
      m.sync.ShopUnreachableError,
    )
    await expect(
      m.networkTask({ url: '/api/stock/list?skus=B', isResultCacheable: true }),
    ).rejects.toBeInstanceOf(m.sync.ShopUnreachableError)
  })

  it('marks the shop unreachable when a request fails and reachable on an answer', async () => {
    const m = await load()
    const seen: boolean[] = []
    m.connection.onConnectionChange((online) => seen.push(online))
    script = () => 'down'
    await expect(m.networkTask({ url: '/api/x' })).rejects.toBeInstanceOf(m.sync.ShopUnreachableError)
    script = () => ({ code: 500, result: 'err' })
    await m.networkTask({ url: '/api/x' })
    expect(seen).toEqual([false, true])
  })
})
