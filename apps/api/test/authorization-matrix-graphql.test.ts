/**
 * Who sees what through /graphql (decision 0236). The endpoint is public and read-only; the one
 * customer-scoped thing it serves is a trade customer's own prices. Cells: a guest, trade
 * customer A (token as ?token= and as Bearer), trade customer B, and tokens that do not verify
 * (forged, tampered, expired). As the REST catalogue does, a token that does not verify is not
 * refused but ignored: the caller gets the public prices (catalog/routes.ts). Each cell is
 * compared with REST for the same caller, and A's prices never reach anybody else (cache on).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STATUS_LISTED, VISIBILITY_LISTED } from '@shop/commerce'
import { TRADE_DEMO_PASSWORD } from '../src/seed/trade-customers.ts'
import { buildTestApp, type TestApp } from './test-app.ts'
import { rest, sourcesOf } from './graphql-helpers.ts'
import { signIn } from './user-helpers.ts'

const QUERY = {
  _appliedFilters: [
    { attribute: 'visibility', value: { in: [...VISIBILITY_LISTED] }, scope: 'default' },
    { attribute: 'status', value: { in: [...STATUS_LISTED] }, scope: 'default' },
  ],
  _appliedSort: [{ field: 'name', options: 'asc' }],
}
const ASK = '{ products(sort: [{field: "name"}], pageSize: 40) { items { sku finalPrice } } }'

type Cell = 'guest' | 'A' | 'A (Bearer)' | 'B' | 'forged' | 'tampered' | 'expired'

describe(`GraphQL authorization (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let clock = Date.now()
  const tokens: Record<'A' | 'B', string> = { A: '', B: '' }
  beforeAll(async () => {
    t = await buildTestApp({ cache: true, now: () => new Date(clock) })
    tokens.A = (await signIn(t.app, 'inkoop@rijwielhandel-jansen.nl', TRADE_DEMO_PASSWORD)).token
    tokens.B = (await signIn(t.app, 'info@fietsenmaker-bakker.nl', TRADE_DEMO_PASSWORD)).token
  })
  afterAll(async () => t?.close())

  const graphql = async (token: string, bearer = false) => {
    const url = token && !bearer ? `/graphql?token=${encodeURIComponent(token)}` : '/graphql'
    const headers: Record<string, string> = bearer ? { authorization: `Bearer ${token}` } : {}
    const res = await t.app.inject({ method: 'POST', url, headers, payload: { query: ASK } })
    return { status: res.statusCode, items: JSON.parse(res.body).data?.products?.items as unknown[] }
  }
  const restPrices = async (token: string) => {
    const res = await rest(t.app, 'nl', 'product', QUERY, { size: 40, ...(token ? { token } : {}) })
    return {
      status: res.status,
      items: sourcesOf(res).map((s) => ({ sku: s.sku, finalPrice: s.final_price })),
    }
  }

  it('serves each caller what REST serves it, and A its own prices only', async () => {
    const forged = tokens.A.replace(/\.[^.]+$/, '.c2lnbmF0dXJlLXZhbi1lZW4taW5icmVrZXI')
    const cells: Record<
      Exclude<Cell, 'expired'>,
      { token: string; bearer?: boolean; pricesOf: 'A' | 'B' | 'guest' }
    > = {
      guest: { token: '', pricesOf: 'guest' },
      A: { token: tokens.A, pricesOf: 'A' },
      'A (Bearer)': { token: tokens.A, bearer: true, pricesOf: 'A' },
      B: { token: tokens.B, pricesOf: 'B' },
      forged: { token: forged, pricesOf: 'guest' },
      tampered: { token: `${tokens.A}x`, pricesOf: 'guest' },
    }
    const expected = {
      guest: await restPrices(''),
      A: await restPrices(tokens.A),
      B: await restPrices(tokens.B),
    }
    expect(expected.A.items).not.toEqual(expected.guest.items)
    expect(expected.A.items).not.toEqual(expected.B.items)
    for (const [name, cell] of Object.entries(cells)) {
      const got = await graphql(cell.token, cell.bearer)
      expect(got.status, name).toBe(200)
      expect(got.items, name).toEqual(expected[cell.pricesOf].items)
      // REST does the same with this token (an unverifiable one is ignored, not refused)
      if (!cell.bearer)
        expect((await restPrices(cell.token)).items, name).toEqual(expected[cell.pricesOf].items)
    }
    // after A, the guest still gets the public prices (nothing of A's is cached for others)
    expect((await graphql('')).items).toEqual(expected.guest.items)
  })

  it('treats an expired token as REST does: public prices', async () => {
    const fresh = (await signIn(t.app, 'inkoop@rijwielhandel-jansen.nl', TRADE_DEMO_PASSWORD)).token
    const guest = await restPrices('')
    clock += (t.ctx.config.accounts.accessTokenTtlSeconds + 5) * 1000
    const restExpired = await restPrices(fresh)
    const got = await graphql(fresh)
    expect(restExpired.status).toBe(200)
    expect(restExpired.items).toEqual(guest.items)
    expect(got.status).toBe(200)
    expect(got.items).toEqual(guest.items)
  })

  it('offers nothing that writes: there are no mutations', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/graphql?token=${tokens.A}`,
      payload: { query: 'mutation { deleteCustomer }' },
    })
    expect(res.statusCode).toBe(400)
    expect(JSON.parse(res.body).errors[0].message).toMatch(/not configured to execute mutation/)
  })
})
