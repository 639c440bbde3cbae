/**
 * A profile that arrives after a logout must not restore the session's customer, nor the
 * groupToken that would price the logged-out browser's pages for the customer's group.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeGroupToken } from '../fake-group-token.ts'
import { loadProfile } from './session.ts'
import { getUser, groupTokenOf, setUser } from './user-store.ts'
import { EMPTY_USER } from './user-types.ts'

const BUSINESS = { id: 7, email: 'b@example.nl', firstname: 'B', lastname: 'V', addresses: [], group_id: 2 }
const GROUP_TOKEN = fakeGroupToken({ group_id: 2 })

/** /api/user/me answers only when the test says so. */
function slowMe() {
  let answer: (body: unknown) => void = () => undefined
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = (body) =>
            resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }))
        }),
    ),
  )
  return (body: unknown) => answer(body)
}

beforeEach(() => {
  vi.stubGlobal('window', { location: { origin: 'http://shop.test' } })
})
afterEach(() => {
  setUser(EMPTY_USER)
  vi.unstubAllGlobals()
})

describe('loadProfile', () => {
  it('stores the profile with its groupToken while the session lasts', async () => {
    setUser({ ...EMPTY_USER, token: 'access' })
    const answer = slowMe()
    const loading = loadProfile()
    answer({ code: 200, result: { ...BUSINESS, groupToken: GROUP_TOKEN } })
    expect(await loading).toMatchObject({ id: 7 })
    expect(groupTokenOf(getUser())).toBe(GROUP_TOKEN)
  })

  it('drops a profile that arrives after a logout', async () => {
    setUser({ ...EMPTY_USER, token: 'access' })
    const answer = slowMe()
    const loading = loadProfile()
    setUser(EMPTY_USER)
    answer({ code: 200, result: { ...BUSINESS, groupToken: GROUP_TOKEN } })
    expect(await loading).toBeNull()
    expect(getUser().current).toBeNull()
    expect(groupTokenOf(getUser())).toBeNull()
  })
})

describe('groupTokenOf', () => {
  it('is the profile groupToken only while there is an access token', () => {
    const current = { ...BUSINESS, groupToken: GROUP_TOKEN }
    expect(groupTokenOf({ ...EMPTY_USER, token: 'access', current })).toBe(GROUP_TOKEN)
    expect(groupTokenOf({ ...EMPTY_USER, token: null, current })).toBeNull()
    expect(groupTokenOf({ ...EMPTY_USER, token: 'access', current: null })).toBeNull()
  })
})
