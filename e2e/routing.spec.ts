/**
 * Paths the storefront resolves itself: the dispatcher for bare url keys, the 301 of a hidden
 * child, the 404 page, and the one-tab guard.
 */
import { expect, test } from '@playwright/test'
import { hiddenChild, visibleProducts } from './support/catalog.ts'
import { tabGuardRunning } from './support/page.ts'

test('an unknown path shows the page-not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/deze-pagina-bestaat-echt-niet')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Naar de homepage', exact: true })).toBeVisible()
  await expect(page).toHaveTitle(/Fietsgroothandel/)
})

test('a bare product url key is dispatched to its product page', async ({ page }) => {
  const [product] = await visibleProducts('nl')
  const response = await page.goto(`/${product!.url_key}`)
  expect(response?.ok()).toBe(true)
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/p/${product!.sku}/`))
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible()
})

test('a bare category url key is dispatched to its category page', async ({ page }) => {
  await page.goto('/fietsen')
  expect(new URL(page.url()).pathname).toBe('/c/fietsen')
  await expect(page.getByRole('heading', { level: 1, name: 'Fietsen' })).toBeVisible()
})

test('a hidden child answers 301 to its parent with the child chosen', async ({ page, request }) => {
  const { product, child } = await hiddenChild()
  const response = await request.get(`/${child.url_key}`, { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  const location = response.headers().location ?? ''
  expect(location).toContain(`/p/${product.sku}/`)
  expect(location).toContain(child.sku)
  await page.goto(`/${child.url_key}`)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
})

test('a second tab of the shop is sent to /tab-error', async ({ context }) => {
  const first = await context.newPage()
  await first.goto('/')
  await tabGuardRunning(first)
  const second = await context.newPage()
  await second.goto('/c/fietsen')
  await expect(second).toHaveURL(/\/tab-error$/)
  await expect(second.getByText('Je kunt de winkel niet in twee tabbladen tegelijk openen.')).toBeVisible()
  // the first tab keeps the shop
  await expect(first).toHaveURL(/\/$/)
})

test('pages and scripts are sent compressed to browsers that accept it', async ({ request }) => {
  const page = await request.get('/c/fietsen', { headers: { 'accept-encoding': 'br, gzip' } })
  expect(page.headers()['content-encoding']).toBe('br')
  const html = await page.text()
  expect(html).toContain('<h1>Fietsen</h1>')
  const script = html.match(/<link rel="modulepreload" href="([^"]+)"/)?.[1]
  expect(script).toBeTruthy()
  const gzip = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } })
  expect(gzip.headers()['content-encoding']).toBe('gzip')
  const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect(await gzip.text()).toBe(await plain.text())
})
