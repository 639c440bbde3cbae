/**
 * Business customers for the journeys: an account moved to customer group 2 through the admin
 * endpoint (x-admin-key, decision 0077), and a product whose price differs for that group.
 */
import { expect, type APIRequestContext } from '@playwright/test'
import { PASSWORD } from './account.ts'
import { searchCatalog, type Doc } from './catalog.ts'
import { adminKey } from './shop-env.ts'

export const BUSINESS_GROUP = 2

async function profile(request: APIRequestContext, token: string): Promise<Doc> {
  const me = await request.get(`/api/user/me?token=${encodeURIComponent(token)}`)
  expect(me.status()).toBe(200)
  return (await me.json()).result
}

/** Moves the customer with this e-mail to the business group; answers a groupToken of that group. */
export async function makeBusinessCustomer(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/user/login', { data: { username: email, password: PASSWORD } })
  expect(login.status()).toBe(200)
  const token: string = (await login.json()).result
  const { id } = await profile(request, token)
  const moved = await request.post(`/api/admin/customers/${id}/group`, {
    headers: { 'x-admin-key': adminKey() },
    data: { group_id: BUSINESS_GROUP },
  })
  expect(moved.status(), await moved.text()).toBe(200)
  const business = await profile(request, token)
  expect(business.group_id).toBe(BUSINESS_GROUP)
  return business.groupToken
}

const price = (doc: Doc): number => Number(doc.final_price_incl_tax)

/**
 * A listed simple product in stock, with a name no other product has, without options or an active
 * special price, that costs a business customer less than a guest (the demo catalogue's trade
 * prices, decision 0078).
 */
export async function tradePricedProduct(groupToken: string) {
  const filters = [
    { attribute: 'visibility', value: { eq: 4 } },
    { attribute: 'status', value: { eq: 1 } },
    { attribute: 'type_id', value: { eq: 'simple' } },
  ]
  const guest = await searchCatalog('product', { _appliedFilters: filters }, { size: 500 })
  const business = new Map(
    (await searchCatalog('product', { _appliedFilters: filters, groupToken }, { size: 500 })).map((p) => [
      p.sku,
      p,
    ]),
  )
  // the journeys find it by name in listings and suggestions: the demo catalogue repeats some names
  const listed = await searchCatalog('product', { _appliedFilters: filters.slice(0, 2) }, { size: 500 })
  const unique = (name: unknown) => listed.filter((p) => p.name === name).length === 1
  for (const product of guest) {
    const trade = business.get(product.sku)
    if (
      trade &&
      unique(product.name) &&
      product.stock?.is_in_stock === true &&
      !product.custom_options?.length &&
      price(product) === Number(product.price_incl_tax) &&
      price(trade) < price(product)
    ) {
      return {
        name: String(product.name),
        path: `/p/${encodeURIComponent(product.sku)}/${encodeURIComponent(product.slug || product.url_key)}`,
        guestPrice: price(product),
        businessPrice: price(trade),
      }
    }
  }
  throw new Error('the demo catalogue has no product with a business (group 2) trade price')
}
