import { describe, expect, it, vi } from 'vitest'
import type { ApiCall } from '../context.ts'
import { GROUP_COOKIE } from './customer-group.ts'
import { customerApi, groupCacheHeaders } from './customer-group.server.ts'
import { fakeGroupToken as tokenWith } from './fake-group-token.ts'

const TOKEN = tokenWith({ group_id: 2, id: 7 })
const page = (cookie?: string) =>
  new Request('http://shop.test/p/X/x', cookie ? { headers: { cookie } } : undefined)

function recordingApi() {
  const api = vi.fn<ApiCall>(async () => new Response('{}'))
  return api
}

describe('customerApi', () => {
  it("adds the group cookie's token to the loaders' product searches and url lookups", async () => {
    const api = recordingApi()
    const priced = customerApi(api, page(`other=1; ${GROUP_COOKIE}=${TOKEN}`))
    await priced('/api/catalog/vue_storefront_catalog/product/_search?size=1', {
      method: 'POST',
      body: { _appliedFilters: [] },
    })
    await priced('/api/url/map', { method: 'POST', body: { url: '/fiets' } })
    expect(api.mock.calls.map(([, init]) => init?.body)).toEqual([
      { _appliedFilters: [], groupToken: TOKEN },
      { url: '/fiets', groupToken: TOKEN },
    ])
  })

  it('leaves other calls as they are: categories, CMS, GETs', async () => {
    const api = recordingApi()
    const priced = customerApi(api, page(`${GROUP_COOKIE}=${TOKEN}`))
    const category = { method: 'POST', body: { _appliedSort: [] } }
    await priced('/api/catalog/vue_storefront_catalog/category/_search', category)
    await priced('/api/ext/cms-data/cmsBlockIdentifier/x/storeId/1')
    expect(api.mock.calls).toEqual([
      ['/api/catalog/vue_storefront_catalog/category/_search', category],
      ['/api/ext/cms-data/cmsBlockIdentifier/x/storeId/1', {}],
    ])
  })

  it('is the plain API for guests and for a cookie that is no token', () => {
    const api = recordingApi()
    expect(customerApi(api, page())).toBe(api)
    expect(customerApi(api, page(`${GROUP_COOKIE}=2`))).toBe(api)
  })
})

describe('groupCacheHeaders', () => {
  it('makes a page priced for a group private, and every page vary with the cookie', () => {
    const customer = new Headers({ Vary: 'Accept-Encoding' })
    groupCacheHeaders(page(`${GROUP_COOKIE}=${TOKEN}`), customer)
    expect(customer.get('cache-control')).toBe('private, no-cache')
    expect(customer.get('vary')).toBe('Accept-Encoding, Cookie')

    const guest = new Headers()
    groupCacheHeaders(page('other=1'), guest)
    expect(guest.get('cache-control')).toBeNull()
    expect(guest.get('vary')).toBe('Cookie')
  })

  it('makes the page of a trade session private too (it hides prices for that session)', () => {
    const trade = new Headers()
    groupCacheHeaders(page('shop_trade_mode=1'), trade)
    expect(trade.get('cache-control')).toBe('private, no-cache')
  })
})
