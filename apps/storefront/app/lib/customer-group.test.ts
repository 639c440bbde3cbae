import { describe, expect, it } from 'vitest'
import {
  GROUP_COOKIE,
  groupCookieAssignment,
  groupOfToken,
  isGroupPricedCall,
  readGroupCookie,
  withGroupToken,
} from './customer-group.ts'
import { fakeGroupToken as tokenWith } from './fake-group-token.ts'

const BUSINESS = tokenWith({ group_id: 2, exp: 2_000_000_000 })

describe('the group cookie', () => {
  it('is read from a Cookie header among other cookies', () => {
    expect(readGroupCookie(`a=1; ${GROUP_COOKIE}=${BUSINESS}; b=2`)).toBe(BUSINESS)
    expect(readGroupCookie(`${GROUP_COOKIE}=${BUSINESS}`)).toBe(BUSINESS)
    expect(readGroupCookie('a=1; shop_group_x=abc.def.ghi')).toBeNull()
    expect(readGroupCookie(null)).toBeNull()
    expect(readGroupCookie('')).toBeNull()
  })

  it('ignores values that are not a token', () => {
    expect(readGroupCookie(`${GROUP_COOKIE}=`)).toBeNull()
    expect(readGroupCookie(`${GROUP_COOKIE}=2`)).toBeNull()
    expect(readGroupCookie(`${GROUP_COOKIE}=a.b.c%3Bx`)).toBeNull()
    expect(readGroupCookie(`${GROUP_COOKIE}=${'a'.repeat(1000)}.${'b'.repeat(1000)}.c`)).toBeNull()
  })

  it('is written Lax on the whole site for as long as the token lives, Secure on https', () => {
    const now = (2_000_000_000 - 3600) * 1000
    expect(groupCookieAssignment(BUSINESS, { secure: false, now })).toBe(
      `${GROUP_COOKIE}=${BUSINESS}; Path=/; SameSite=Lax; Max-Age=3600`,
    )
    expect(groupCookieAssignment(BUSINESS, { secure: true, now })).toBe(
      `${GROUP_COOKIE}=${BUSINESS}; Path=/; SameSite=Lax; Secure; Max-Age=3600`,
    )
    // no exp claim: a session cookie
    const noExp = tokenWith({ group_id: 1 })
    expect(groupCookieAssignment(noExp, { secure: false })).toBe(
      `${GROUP_COOKIE}=${noExp}; Path=/; SameSite=Lax`,
    )
  })

  it('never stores a token that carries personal data (an old groupToken with the e-mail address)', () => {
    const old = tokenWith({ group_id: 2, id: 7, user: 'b@example.nl', exp: 2_000_000_000 })
    expect(groupCookieAssignment(old, { secure: false })).toBe(
      `${GROUP_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`,
    )
    expect(readGroupCookie(`${GROUP_COOKIE}=${old}`)).toBeNull()
  })

  it('is removed when there is no token', () => {
    expect(groupCookieAssignment(null, { secure: true })).toBe(
      `${GROUP_COOKIE}=; Path=/; SameSite=Lax; Secure; Max-Age=0`,
    )
  })
})

describe('groupOfToken', () => {
  it("names the token's group_id claim, null for anything else", () => {
    expect(groupOfToken(BUSINESS)).toBe(2)
    expect(groupOfToken(tokenWith({ group_id: 1 }))).toBe(1)
    expect(groupOfToken(tokenWith({ group_id: '2' }))).toBeNull()
    expect(groupOfToken(tokenWith({}))).toBeNull()
    expect(groupOfToken('a.%%%.c')).toBeNull()
    expect(groupOfToken(null)).toBeNull()
  })
})

describe('group-priced calls', () => {
  it('are POSTed product searches (any store index) and url lookups', () => {
    expect(isGroupPricedCall('/api/catalog/vue_storefront_catalog/product/_search?size=8', 'POST')).toBe(true)
    expect(isGroupPricedCall('/api/catalog/vue_storefront_catalog_de/product/_search', 'post')).toBe(true)
    expect(isGroupPricedCall('/api/catalog/vue_storefront_catalog_de/product-de/_search', 'POST')).toBe(true)
    expect(isGroupPricedCall('/api/url/map?storeCode=de', 'POST')).toBe(true)
  })

  it('are not GETs, other entities or other calls', () => {
    expect(isGroupPricedCall('/api/catalog/vue_storefront_catalog/product/_search', 'GET')).toBe(false)
    expect(isGroupPricedCall('/api/catalog/vue_storefront_catalog/product/_search', undefined)).toBe(false)
    expect(isGroupPricedCall('/api/catalog/vue_storefront_catalog/category/_search', 'POST')).toBe(false)
    expect(isGroupPricedCall('/api/catalog/vue_storefront_catalog/review/_search', 'POST')).toBe(false)
    expect(isGroupPricedCall('/api/cart/update', 'POST')).toBe(false)
  })

  it('take the token as a top-level key of their JSON object (contract §6.1)', () => {
    expect(withGroupToken({ _searchText: 'fiets' }, BUSINESS)).toEqual({
      _searchText: 'fiets',
      groupToken: BUSINESS,
    })
    expect(withGroupToken(undefined, BUSINESS)).toBeUndefined()
    expect(withGroupToken([1], BUSINESS)).toEqual([1])
  })
})
