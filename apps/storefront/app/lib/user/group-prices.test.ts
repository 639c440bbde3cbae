import { describe, expect, it } from 'vitest'
import { GROUP_COOKIE, readGroupCookie } from '../customer-group.ts'
import { fakeGroupToken as tokenWith } from '../fake-group-token.ts'
import { groupPriceTracker, type CookieJar } from './group-prices.ts'

/** document.cookie for one cookie: an assignment sets it, Max-Age=0 removes it. */
function jar(initial: string | null, secure = false): CookieJar & { writes: string[] } {
  let value = initial
  const writes: string[] = []
  return {
    secure,
    writes,
    get: () => (value === null ? '' : `${GROUP_COOKIE}=${value}`),
    set(assignment) {
      writes.push(assignment)
      const token = assignment.slice(GROUP_COOKIE.length + 1).split(';')[0]!
      value = assignment.includes('Max-Age=0') ? null : token
    },
  }
}

const RETAIL = tokenWith({ group_id: 1, iat: 1 })
const BUSINESS = tokenWith({ group_id: 2, iat: 1 })
const BUSINESS_RENEWED = tokenWith({ group_id: 2, iat: 2 })

describe('group prices', () => {
  it('a login sets the cookie and asks for the page data again', () => {
    const cookies = jar(null)
    const tracker = groupPriceTracker(cookies)
    expect(tracker.sync(null)).toBe(false)
    expect(cookies.writes).toEqual([])
    expect(tracker.sync(BUSINESS)).toBe(true)
    expect(readGroupCookie(cookies.get())).toBe(BUSINESS)
  })

  it('a new token of the same group (every page load signs one) updates the cookie only', () => {
    const cookies = jar(BUSINESS)
    const tracker = groupPriceTracker(cookies)
    expect(tracker.sync(BUSINESS)).toBe(false)
    expect(cookies.writes).toEqual([])
    expect(tracker.sync(BUSINESS_RENEWED)).toBe(false)
    expect(readGroupCookie(cookies.get())).toBe(BUSINESS_RENEWED)
  })

  it('a logout (or a refused refresh ending the session) removes the cookie and reloads the data', () => {
    const cookies = jar(BUSINESS, true)
    const tracker = groupPriceTracker(cookies)
    expect(tracker.sync(null)).toBe(true)
    expect(cookies.get()).toBe('')
    expect(cookies.writes).toEqual([`${GROUP_COOKIE}=; Path=/; SameSite=Lax; Secure; Max-Age=0`])
    expect(tracker.sync(null)).toBe(false)
  })

  it('another tab already changed the cookie: the page data still follows once', () => {
    // the other tab logged out: cookie gone, this page still shows business prices
    const cookies = jar(BUSINESS)
    const tracker = groupPriceTracker(cookies)
    cookies.set(`${GROUP_COOKIE}=; Max-Age=0`)
    expect(tracker.sync(null)).toBe(true)
    expect(tracker.sync(null)).toBe(false)
  })

  it('a page rendered for a group the session no longer has (or never had) is reloaded', () => {
    // the shop moved the customer to retail: the next /me brings a retail token
    const moved = groupPriceTracker(jar(BUSINESS))
    expect(moved.sync(RETAIL)).toBe(true)
    // the stored session is gone (storage cleared) but the cookie stayed
    const stale = jar(BUSINESS)
    expect(groupPriceTracker(stale).sync(null)).toBe(true)
    expect(stale.get()).toBe('')
  })
})
