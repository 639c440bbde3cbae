/**
 * Trade-customer scenarios of `npm run bench:api` (`--only trade`, issue 16): the same faceted
 * category listing as the retail one, signed in as a trade customer (their own prices laid over
 * the documents, their price list behind the price facet and sort: decision 0139); cart totals of
 * a 50-line cart at their prices (a few lines at the tier quantity 12); and the back-office call
 * getOculusPrices for those 50 skus (spec 001 §7). The trade customer is made by
 * lib/trade-customer.ts before the shop starts.
 */
import { TILE_FIELDS } from '@shop/commerce'
import type { Scenario } from './lib/load.ts'
import { tradeToken } from './lib/trade-customer.ts'
import { catalog, listingQuery } from './scenarios.ts'

export const TRADE_LISTING = 'listing as a trade customer (50 tiles + aggs)'
export const RETAIL_LISTING = 'faceted listing (50 tiles + aggs)'
export const OCULUS_PRICES = 'getOculusPrices 50 skus (warm)'

const LINES = 50
const TIER_QTY = 12

type Envelope<T> = { code: number; result: T }

async function api<T>(baseUrl: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(baseUrl + path, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await res.json()) as Envelope<T>
}

/** The trade customer's cart with 50 lines of simple products (every fifth at the tier quantity). */
async function fiftyLineCart(
  baseUrl: string,
  token: string,
): Promise<{ cartId: string; qtys: Record<string, number> }> {
  const cartId = (await api<string>(baseUrl, 'POST', `/api/cart/create?token=${token}`)).result
  const pulled = await api<{ sku: string; qty: number }[]>(
    baseUrl,
    'GET',
    `/api/cart/pull?token=${token}&cartId=${cartId}`,
  )
  const qtys: Record<string, number> = {}
  for (const item of Array.isArray(pulled.result) ? pulled.result : []) qtys[item.sku] = item.qty
  if (Object.keys(qtys).length < LINES) {
    const listing = catalog(
      { ...listingQuery, _availableFilters: [], _appliedFilters: listingQuery._appliedFilters.slice(0, 2) },
      200,
    )
    const hits = ((await (await fetch(baseUrl + listing)).json()) as { hits: { sku: string }[] }).hits
    for (const { sku } of hits) {
      if (Object.keys(qtys).length >= LINES) break
      if (qtys[sku] !== undefined) continue
      const qty = Object.keys(qtys).length % 5 === 0 ? TIER_QTY : 1
      const added = await api(baseUrl, 'POST', `/api/cart/update?token=${token}&cartId=${cartId}`, {
        cartItem: { sku, qty },
      })
      if (added.code === 200) qtys[sku] = qty
    }
    if (Object.keys(qtys).length < LINES) throw new Error('not enough simple products for a 50-line cart')
  }
  await api(baseUrl, 'POST', `/api/cart/shipping-information?token=${token}&cartId=${cartId}`, {
    addressInformation: {
      shippingAddress: { countryId: 'NL' },
      billingAddress: { countryId: 'NL' },
      shippingCarrierCode: 'flatrate',
      shippingMethodCode: 'flatrate',
    },
  })
  return { cartId, qtys }
}

export async function tradeScenarios(baseUrl: string): Promise<Scenario[]> {
  const token = await tradeToken(baseUrl)
  const { cartId, qtys } = await fiftyLineCart(baseUrl, token)
  return [
    { name: TRADE_LISTING, method: 'GET', path: `${catalog(listingQuery, 50, TILE_FIELDS)}&token=${token}` },
    {
      name: 'cart: totals (50 lines) as a trade customer',
      method: 'GET',
      path: `/api/cart/totals?token=${token}&cartId=${cartId}`,
    },
    {
      name: OCULUS_PRICES,
      method: 'POST',
      path: `/api/oculus/getOculusPrices?token=${token}`,
      body: JSON.stringify({ skus: Object.keys(qtys), qtys }),
      // built by another branch of issue 16: measured when the shop has it
      optional: true,
    },
  ]
}
