/**
 * A logged-in customer's catalogue calls carry the groupToken, render-list calls the access token
 * (decisions 0053, 0077), whoever makes the call: the one network client adds them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forCustomer, networkTask, setTokenSession, type TokenSession } from './network-task.ts'
import { fakeGroupToken } from './fake-group-token.ts'

const GROUP_TOKEN = fakeGroupToken({ group_id: 2 })
const SEARCH = '/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query&size=8'

function session(groupToken: string | null): TokenSession {
  return {
    token: () => (groupToken ? 'access-token' : null),
    refreshToken: () => null,
    refreshed: () => undefined,
    failed: () => undefined,
    fatal: () => undefined,
    groupToken: () => groupToken,
  }
}

function server() {
  const calls: { url: URL; init: RequestInit }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      calls.push({ url, init })
      return new Response('{"hits":{"hits":[]}}', { headers: { 'content-type': 'application/json' } })
    }),
  )
  return calls
}

beforeEach(() => {
  vi.stubGlobal('window', { location: { origin: 'http://shop.test' } })
})
afterEach(() => {
  vi.unstubAllGlobals()
  setTokenSession(null)
})

describe('catalogue calls of a logged-in customer', () => {
  it('send the groupToken in the search JSON', async () => {
    setTokenSession(session(GROUP_TOKEN))
    const calls = server()
    await networkTask({ url: SEARCH, method: 'POST', body: { _searchText: 'fiets' }, raw: true })
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ _searchText: 'fiets', groupToken: GROUP_TOKEN })
    // not a token call: a catalogue search never waits for or starts a token refresh
    expect(calls[0]!.url.searchParams.has('token')).toBe(false)
  })

  it('send nothing extra for guests', async () => {
    setTokenSession(session(null))
    const calls = server()
    await networkTask({ url: SEARCH, method: 'POST', body: { _searchText: 'fiets' }, raw: true })
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ _searchText: 'fiets' })
  })
})

describe('forCustomer', () => {
  it('adds the access token to render-list calls that do not name one', () => {
    const task = { url: '/api/product/render-list?skus=A,B&storeId=1' }
    expect(forCustomer(task, GROUP_TOKEN, 'access')).toEqual({ ...task, token: 'access' })
    expect(forCustomer({ ...task, token: '' }, GROUP_TOKEN, 'access')).toEqual({ ...task, token: '' })
    expect(forCustomer(task, null, null)).toBe(task)
  })

  it('leaves other calls alone', () => {
    const cart = { url: '/api/cart/update', method: 'POST' as const, body: { cartItem: {} }, cartCall: true }
    expect(forCustomer(cart, GROUP_TOKEN, 'access')).toBe(cart)
    const categories = { url: '/api/catalog/x/category/_search', method: 'POST' as const, body: {} }
    expect(forCustomer(categories, GROUP_TOKEN, 'access')).toBe(categories)
  })
})
