/**
 * Cart and order scenarios for `npm run bench:api` (`--only cart` / `--only order`):
 * - add to cart: POST /api/cart/update of one unit of a simple product, to 100 carts in turn (a
 *   line grows by one unit per request and stops at 10,000 units; 100 carts hold 1,000,000);
 * - cart totals: GET /api/cart/totals of a 3-line cart with shipping chosen;
 * - place order: each order needs its own order_id and stock, so it cannot be a static
 *   autocannon request; it runs as `count` sequential orders (one shopper at a time), measured
 *   before the load scenarios and printed on its own line.
 */
import type { Scenario } from './lib/load.ts'

type Envelope<T> = { code: number; result: T }

async function api<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Envelope<T>> {
  const res = await fetch(baseUrl + path, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await res.json()) as Envelope<T>
}

const listing = (size: number) =>
  `/api/catalog/vue_storefront_catalog/product/_search?size=${size}&from=0&request_format=search-query&response_format=compact&request=${encodeURIComponent(
    JSON.stringify({
      _availableFilters: [],
      _appliedFilters: [
        { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
        { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
      ],
      _appliedSort: [{ field: 'stock.qty', options: 'desc' }],
      _searchText: '',
    }),
  )}`

const address = {
  country_id: 'NL',
  street: ['Stationsweg', '12'],
  postcode: '3511AA',
  city: 'Utrecht',
  firstname: 'Bench',
  lastname: 'Mark',
  email: 'bench@example.test',
}

/** Simple products that the cart accepts, most stock first. */
async function simpleSkus(baseUrl: string, cartId: string, wanted: number): Promise<string[]> {
  const hits = ((await (await fetch(baseUrl + listing(200))).json()) as { hits: { sku: string }[] }).hits
  const found: string[] = []
  for (const { sku } of hits) {
    const added = await api<unknown>(baseUrl, 'POST', `/api/cart/update?token=&cartId=${cartId}`, {
      cartItem: { sku, qty: 1 },
    })
    if (added.code === 200) found.push(sku)
    if (found.length === wanted) break
  }
  if (found.length < wanted) throw new Error('not enough simple products in the listing')
  return found
}

async function newCart(baseUrl: string): Promise<string> {
  return (await api<string>(baseUrl, 'POST', '/api/cart/create?token=')).result
}

/** Sequential orders of one unit each, every one a fresh order (unique order_id). */
export async function placeOrderLatency(baseUrl: string, sku: string, count: number) {
  const times: number[] = []
  let refused = 0
  for (let i = 0; i < count; i++) {
    const body = {
      order_id: `${Date.now()}-bench-${i}-${Math.random().toString(36).slice(2)}`,
      cart_id: '',
      products: [{ sku, qty: 1, price: 1 }],
      addressInformation: {
        billingAddress: address,
        shippingAddress: address,
        shipping_method_code: 'flatrate',
        shipping_carrier_code: 'flatrate',
        payment_method_code: 'purchaseorder',
      },
    }
    const started = performance.now()
    const res = await api<unknown>(baseUrl, 'POST', '/api/order', body)
    times.push(performance.now() - started)
    if (res.code !== 200) refused++
  }
  times.sort((a, b) => a - b)
  const at = (q: number) =>
    Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1))
  return { count, refused, p50: at(0.5), p99: at(0.99) }
}

/** carts the add-to-cart scenario takes in turn */
const ADD_CARTS = 100

export async function cartScenarios(baseUrl: string, placeOrders = 40): Promise<Scenario[]> {
  const totalsCart = await newCart(baseUrl)
  const skus = await simpleSkus(baseUrl, totalsCart, 3)
  await api(baseUrl, 'POST', `/api/cart/shipping-information?token=&cartId=${totalsCart}`, {
    addressInformation: {
      shippingAddress: { countryId: 'NL' },
      billingAddress: { countryId: 'NL' },
      shippingCarrierCode: 'flatrate',
      shippingMethodCode: 'flatrate',
    },
  })
  const addCarts: string[] = []
  for (let i = 0; i < ADD_CARTS; i++) addCarts.push(await newCart(baseUrl))
  if (placeOrders > 0) {
    const o = await placeOrderLatency(baseUrl, skus[0]!, placeOrders)
    console.log(
      `place order (POST /api/order, ${o.count} sequential orders, ${o.refused} refused): p50 ${o.p50} ms, p99 ${o.p99} ms`,
    )
  }
  return [
    {
      name: 'cart: add to cart',
      method: 'POST',
      path: `/api/cart/update?token=&cartId=${addCarts[0]}`,
      paths: addCarts.map((id) => `/api/cart/update?token=&cartId=${id}`),
      // the client also sends cartItem.quoteId, which the server ignores (the cart is the one in
      // the query): one body serves every cart
      body: JSON.stringify({ cartItem: { sku: skus[1], qty: 1 } }),
    },
    { name: 'cart: totals (3 lines)', method: 'GET', path: `/api/cart/totals?token=&cartId=${totalsCart}` },
  ]
}
