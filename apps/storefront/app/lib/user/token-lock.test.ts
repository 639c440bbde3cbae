import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  MAX_TASK_ATTEMPTS,
  MSG_REFRESH_FATAL,
  MSG_REFRESH_UNAUTHORIZED,
  TOKEN_RETRY_MS,
  getTokenLock,
  networkTask,
  resetTokenLock,
  setTokenSession,
  tokenLooksValid,
  type TokenSession,
} from '../network-task.ts'

type Script = (url: URL, init: RequestInit) => { code: number; result?: unknown; meta?: unknown }

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })

/** A scripted server: records every call and answers through the script. */
function server(script: Script) {
  const calls: { url: URL; init: RequestInit }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL, init: RequestInit) => {
      calls.push({ url: input, init })
      return json(script(input, init))
    }),
  )
  return calls
}

function session(): TokenSession & { state: { token: string; refresh: string }; log: string[] } {
  const state = { token: 'old', refresh: 'r1' }
  const log: string[] = []
  return {
    state,
    log,
    token: () => state.token,
    refreshToken: () => state.refresh,
    refreshed: (token, refresh) => {
      state.token = token
      state.refresh = refresh ?? state.refresh
      log.push(`refreshed ${token}`)
    },
    failed: () => log.push('failed'),
    fatal: (message) => log.push(`fatal ${message}`),
  }
}

const refreshes = <C extends { url: URL }>(calls: C[]) =>
  calls.filter((c) => c.url.pathname === '/api/user/refresh')

beforeEach(() => {
  vi.stubGlobal('window', { location: { origin: 'http://shop.test' } })
  resetTokenLock()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  setTokenSession(null)
})

describe('token refresh lock', () => {
  it('refreshes once on 401 with a token and repeats the call with the new token', async () => {
    const s = session()
    setTokenSession(s)
    const calls = server((url) => {
      if (url.pathname === '/api/user/refresh')
        return { code: 200, result: 'new', meta: { refreshToken: 'r2' } }
      return url.searchParams.get('token') === 'new' ? { code: 200, result: 'me' } : { code: 401 }
    })
    const answer = await networkTask({ url: '/api/user/me', token: 'old' })
    expect(answer).toMatchObject({ code: 200, result: 'me' })
    const [refresh] = refreshes(calls)
    expect(JSON.parse(String(refresh!.init.body))).toEqual({ refreshToken: 'r1' })
    expect((refresh!.init.headers as Record<string, string>)['x-client']).toBeTruthy()
    expect(s.state).toEqual({ token: 'new', refresh: 'r2' })
    expect(getTokenLock()).toBe(0)
  })

  it('lets calls arriving during a refresh wait 1000 ms and go again, with one refresh only', async () => {
    vi.useFakeTimers()
    const s = session()
    setTokenSession(s)
    let release: () => void = () => undefined
    const calls: URL[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) => {
        calls.push(url)
        if (url.pathname === '/api/user/refresh') {
          await new Promise<void>((resolve) => (release = resolve))
          return json({ code: 200, result: 'new', meta: { refreshToken: 'r2' } })
        }
        return json(url.searchParams.get('token') === 'new' ? { code: 200, result: 'ok' } : { code: 401 })
      }),
    )
    const first = networkTask({ url: '/api/a', token: 'old' })
    await vi.advanceTimersByTimeAsync(0)
    expect(getTokenLock()).toBeGreaterThan(0)
    const second = networkTask({ url: '/api/b', token: 'old' })
    await vi.advanceTimersByTimeAsync(0)
    release()
    await vi.advanceTimersByTimeAsync(1000)
    await expect(first).resolves.toMatchObject({ code: 200 })
    await expect(second).resolves.toMatchObject({ code: 200 })
    expect(calls.filter((u) => u.pathname === '/api/user/refresh')).toHaveLength(1)
    // the waiting call did not go out while the lock was held
    expect(calls.filter((u) => u.pathname === '/api/b').map((u) => u.searchParams.get('token'))).toEqual([
      'new',
    ])
  })

  it('on a refused refresh logs out silently, answers 401 and aborts later token calls', async () => {
    const s = session()
    setTokenSession(s)
    const calls = server((url) =>
      url.pathname === '/api/user/refresh'
        ? { code: 401, result: 'Invalid refresh token provided' }
        : { code: 401 },
    )
    await expect(networkTask({ url: '/api/a', token: 'old' })).resolves.toMatchObject({ code: 401 })
    expect(s.log).toEqual(['failed'])
    expect(getTokenLock()).toBe(-1)
    const before = calls.length
    await expect(networkTask({ url: '/api/b', token: 'old' })).resolves.toMatchObject({ code: 401 })
    expect(calls.length).toBe(before)
    // a guest call is not held by the lock
    await networkTask({ url: '/api/c', token: '' })
    expect(calls.length).toBe(before + 1)
  })

  it('a call refused after a parallel refresh failed ends with 401, without a second refresh', async () => {
    const s = session()
    setTokenSession(s)
    let releaseB = () => undefined as void
    const bAnswered = new Promise<void>((resolve) => (releaseB = resolve))
    const calls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) => {
        calls.push(url.pathname)
        if (url.pathname === '/api/user/refresh') return json({ code: 401, result: 'Invalid refresh token' })
        // B's 401 arrives only once A's refresh has been refused
        if (url.pathname === '/api/b') await bAnswered
        return json({ code: 401 })
      }),
    )
    const b = networkTask({ url: '/api/b', token: 'old' })
    await expect(networkTask({ url: '/api/a', token: 'old' })).resolves.toMatchObject({ code: 401 })
    releaseB()
    await expect(b).resolves.toEqual({ code: 401, result: MSG_REFRESH_UNAUTHORIZED })
    expect(calls.filter((path) => path === '/api/user/refresh')).toHaveLength(1)
    expect(s.log).toEqual(['failed'])
  })

  it('does not refresh for a guest call that gets 401', async () => {
    setTokenSession(session())
    const calls = server(() => ({ code: 401 }))
    await expect(networkTask({ url: '/api/cart/create', token: '' })).resolves.toMatchObject({ code: 401 })
    expect(refreshes(calls)).toHaveLength(0)
  })

  it('hands a 401 after a successful refresh to the caller, without a second refresh', async () => {
    const s = session()
    setTokenSession(s)
    // the token is fine, the resource is refused (a cart that is not the customer's)
    const calls = server((url) =>
      url.pathname === '/api/user/refresh' ? { code: 200, result: 'new' } : { code: 401, result: 'no' },
    )
    await expect(networkTask({ url: '/api/cart/create', token: 'old' })).resolves.toMatchObject({ code: 401 })
    expect(refreshes(calls)).toHaveLength(1)
    expect(s.log).toEqual(['refreshed new'])
    expect(getTokenLock()).toBe(0)
  })

  it('does not refresh a token that is still valid: the 401 refuses the resource', async () => {
    const s = session()
    setTokenSession(s)
    const claims = (exp: number) => Buffer.from(JSON.stringify({ sub: '1', exp })).toString('base64url')
    const fresh = `h.${claims(Math.floor(Date.now() / 1000) + 3600)}.s`
    const expired = `h.${claims(Math.floor(Date.now() / 1000) - 10)}.s`
    expect(tokenLooksValid(fresh)).toBe(true)
    expect(tokenLooksValid(expired)).toBe(false)
    expect(tokenLooksValid('forged')).toBe(false)
    s.state.token = fresh
    const calls = server((url) =>
      url.pathname === '/api/user/refresh' ? { code: 200, result: 'new' } : { code: 401 },
    )
    await expect(networkTask({ url: '/api/cart/pull', token: fresh })).resolves.toMatchObject({ code: 401 })
    expect(refreshes(calls)).toHaveLength(0)
    s.state.token = expired
    await networkTask({ url: '/api/cart/pull', token: expired })
    expect(refreshes(calls)).toHaveLength(1)
  })

  it('gives up after the maximum attempts with the spec message', async () => {
    vi.useFakeTimers()
    const s = session()
    setTokenSession(s)
    // the refresh never answers: the second call waits until its attempts run out
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) =>
        url.pathname === '/api/user/refresh' ? new Promise<Response>(() => undefined) : json({ code: 401 }),
      ),
    )
    void networkTask({ url: '/api/a', token: 'old' })
    await vi.advanceTimersByTimeAsync(0)
    const waiting = networkTask({ url: '/api/b', token: 'old' })
    await vi.advanceTimersByTimeAsync(TOKEN_RETRY_MS * (MAX_TASK_ATTEMPTS - 1))
    expect(s.log).toEqual([])
    await vi.advanceTimersByTimeAsync(TOKEN_RETRY_MS)
    await expect(waiting).resolves.toEqual({ code: 401, result: MSG_REFRESH_FATAL })
    expect(s.log).toEqual([`fatal ${MSG_REFRESH_FATAL}`])
    expect(getTokenLock()).toBe(-1)
  })
})
