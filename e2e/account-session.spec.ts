/**
 * The user session of 000 §4 in Chromium: with a token, a page load brings the profile and the
 * order history; an access token that expires mid-session is refreshed without the customer
 * noticing; logging in authorizes the cart (coupon removed, a new connect with the user
 * token, coupon applied again), so a guest's coupon is still on the customer's cart.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { SignJWT } from 'jose'
import { login, logout, register, simpleProduct } from './support/account.ts'
import { hydrated } from './support/page.ts'
import { dataDir } from './support/shop-env.ts'

test('with a token the session start loads the profile and the order history (page 1 of 20)', async ({
  page,
}) => {
  await page.goto('/')
  await register(page)
  const profile = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/user/me')
  const history = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/user/order-history')
  await page.goto('/search-results/fiets')
  await profile
  const query = new URL((await history).url()).searchParams
  expect([query.get('pageSize'), query.get('currentPage')]).toEqual(['20', '1'])
  // kept with the session: a new customer has none yet
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('shop/user/state') ?? '{}').ordersHistory),
    )
    .toEqual({ items: [], total: 0 })
})

test("a guest's coupon stays applied when the guest logs in", async ({ page, browser }) => {
  await page.goto('/')
  const email = await register(page)
  await page.goto('/my-account')
  await logout(page)

  // a guest fills a cart and applies the newsletter coupon
  const product = await simpleProduct()
  await page.goto(product.path)
  await hydrated(page)
  await page.getByRole('button', { name: 'In winkelwagen', exact: true }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await page.goto('/cart')
  await hydrated(page)
  const summary = page.getByRole('complementary', { name: 'Overzicht' })
  await summary.getByLabel('Kortingscode').fill('FIETS10')
  await summary.getByRole('button', { name: 'Toepassen' }).click()
  await expect(summary.getByText('Actieve kortingscode: FIETS10')).toBeVisible()

  // logging in: coupon off the guest cart, connect with the user token, coupon on again
  const cartCalls: string[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    const call = /^\/api\/cart\/(create|apply-coupon|delete-coupon)$/.exec(url.pathname)?.[1]
    if (!call) return
    const cartId = url.searchParams.get('cartId') ?? ''
    // guest carts have 32-hex ids, customer carts numeric ones (decision 0064)
    const cart =
      call === 'create' ? 'with the user token' : /^\d+$/.test(cartId) ? 'customer cart' : 'guest cart'
    cartCalls.push(`${call} ${cart}: ${response.status()}`)
  })
  await login(page, email)
  expect(cartCalls).toEqual([
    'delete-coupon guest cart: 200',
    'create with the user token: 200',
    'apply-coupon customer cart: 200',
  ])
  await expect(summary.getByText('Actieve kortingscode: FIETS10')).toBeVisible()
  await expect(summary.locator('.totals__row--discount')).toContainText('Korting (FIETS10)')
  await expect(page.getByTestId('cart-count')).toHaveText('1')

  // the coupon is on the customer's cart on the server: another browser of the customer sees it
  const other = await browser.newContext()
  try {
    const second = await other.newPage()
    await second.goto('/cart')
    await login(second, email)
    const otherSummary = second.getByRole('complementary', { name: 'Overzicht' })
    await expect(otherSummary.getByText('Actieve kortingscode: FIETS10')).toBeVisible()
    await expect(second.getByTestId('cart-count')).toHaveText('1')
  } finally {
    await other.close()
  }
})

/**
 * A real expired access token of this customer: signed with the shop's secret (DATA_DIR/auth-secret,
 * no AUTH_SECRET in the journeys' shop) and an expiry in the past, as if its hour ran out.
 */
async function expiredTokenFor(token: string): Promise<string> {
  const { sub } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }
  const secret = new TextEncoder().encode(readFileSync(join(dataDir(), 'auth-secret'), 'utf8').trim())
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt(now - 3700)
    .setExpirationTime(now - 100)
    .sign(secret)
}

test('an access token that expires mid-session is refreshed transparently', async ({ page }) => {
  await page.goto('/')
  await register(page, { firstname: 'Tijs', lastname: 'Verlopen' })
  await page.goto('/my-account')
  await expect(page.getByLabel('Voornaam')).toHaveValue('Tijs')

  // the hour of the access token runs out while the customer is on the page
  const state = await page.evaluate(() => JSON.parse(localStorage.getItem('shop/user/state')!))
  const expired = await expiredTokenFor(state.token)
  await page.evaluate((token) => {
    const stored = JSON.parse(localStorage.getItem('shop/user/state')!)
    localStorage.setItem('shop/user/state', JSON.stringify({ ...stored, token }))
  }, expired)
  const refreshes: number[] = []
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/user/refresh') refreshes.push(r.status())
  })

  // the next save is refused (401), the client refreshes once and saves again
  await page.getByLabel('Achternaam').fill('Vernieuwd')
  await page.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page.getByText('Je gegevens zijn opgeslagen.')).toBeVisible()
  expect(refreshes).toEqual([200])
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('shop/user/state')!))
  expect(after.token).not.toBe(expired)
  expect(after.refreshToken).not.toBe(state.refreshToken)
  await page.reload()
  await expect(page.getByLabel('Achternaam')).toHaveValue('Vernieuwd')
  await expect(page.getByTestId('account-link')).toBeVisible()
})
