/**
 * Customer groups drive prices (issue 5, decision 0077): a customer made a business customer
 * through the admin endpoint sees the trade price on the product page, in a listing and in the
 * search suggestions, at once after logging in, and from the server after a full reload (the
 * group cookie); after logging out the guest price is back.
 */
import { expect, test, type Page } from '@playwright/test'
import { login, logout, register } from './support/account.ts'
import { makeBusinessCustomer, tradePricedProduct } from './support/business.ts'
import { formatEuro } from './support/catalog.ts'
import { hydrated } from './support/page.ts'

/** The product page's price: the trade price shows as a lower price beside the struck-through regular one. */
async function expectProductPrice(page: Page, shown: number, regular?: number) {
  const box = page.locator('.price-box')
  await expect(box).toContainText(formatEuro(shown))
  if (regular === undefined) await expect(box.getByText('Oude prijs')).toHaveCount(0)
  else await expect(box.locator('s')).toHaveText(formatEuro(regular))
}

test('a business customer sees trade prices, rendered by the server too; a guest does not', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const email = await register(page)
  const product = await tradePricedProduct(await makeBusinessCustomer(request, email))
  const guest = formatEuro(product.guestPrice)
  const business = formatEuro(product.businessPrice)
  const listing = `/search-results/${encodeURIComponent(product.name)}`
  const tile = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) })

  // log out, then look as a guest
  await page.goto('/my-account')
  await logout(page)
  await page.goto(product.path)
  await hydrated(page)
  await expectProductPrice(page, product.guestPrice)

  // logging in changes the price on the page at once: its data is loaded again for the group
  await login(page, email)
  await expectProductPrice(page, product.businessPrice, product.guestPrice)

  // a full reload: the server renders the trade price (the group cookie), privately
  await page.reload()
  await hydrated(page)
  await expectProductPrice(page, product.businessPrice, product.guestPrice)
  const html = await page.request.get(product.path)
  expect(html.headers()['cache-control']).toBe('private, no-cache')
  expect(html.headers()['vary']).toMatch(/cookie/i)
  expect(await html.text()).toContain(business)

  // the browser's own catalogue calls: the search suggestions
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Zoeken in de winkel' })
  await search.fill(product.name)
  const suggestion = page
    .getByRole('list', { name: 'Zoeksuggesties' })
    .getByRole('link')
    .filter({ has: page.getByText(product.name, { exact: true }) })
  await expect(suggestion).toContainText(business)

  // a listing, rendered by the server
  await page.goto(listing)
  await hydrated(page)
  await expect(tile).toContainText(business)
  expect(await (await page.request.get(listing)).text()).toContain(business)
  // from the listing to the product in the browser: loader data, priced by the cookie as well
  await tile.getByRole('link').click()
  await expect(page).toHaveURL(product.path)
  await expectProductPrice(page, product.businessPrice, product.guestPrice)
  const data = await page.request.get(`${product.path}.data`)
  expect(data.headers()['cache-control']).toBe('private, no-cache')

  // logging out: guest prices again, in the listing and on the product page
  await page.goto('/my-account')
  await logout(page)
  await page.goto(listing)
  await hydrated(page)
  await expect(tile).toContainText(guest)
  await expect(tile).not.toContainText(business)
  const afterLogout = await page.request.get(product.path)
  expect(afterLogout.headers()['cache-control']).toBeUndefined()
  expect(await afterLogout.text()).not.toContain(business)
  await page.goto(product.path)
  await hydrated(page)
  await expectProductPrice(page, product.guestPrice)
})
