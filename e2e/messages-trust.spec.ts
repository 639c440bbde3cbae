/**
 * Issue 13 items 10, 11 and 13: messages that do not contradict each other or lose the keyboard,
 * an expired session that says so, the German order button (§ 312j BGB), and the shop's promises
 * on every page at phone and desktop width.
 */
import { expect, test } from '@playwright/test'
import { register } from './support/account.ts'
import { hydrated } from './support/page.ts'
import { adminKey } from './support/shop-env.ts'
import { addToCart, productUrl, simpleProduct, TEXT } from './support/shop.ts'

test('"In winkelwagen" pressed by keyboard keeps the focus on the button and announces the result', async ({
  page,
}) => {
  const product = await simpleProduct('nl')
  await page.goto(productUrl('nl', product))
  await hydrated(page)
  const button = page.getByRole('button', { name: TEXT.nl.add, exact: true })
  await button.focus()
  await page.keyboard.press('Enter')
  // the polite live region carries the confirmation
  await expect(page.getByRole('status').getByText(TEXT.nl.added)).toBeVisible()
  await expect(button).toBeFocused()
  await expect(button).toBeEnabled()
  // a second press by keyboard works from there: the quantity message replaces the first
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').getByText('Het aantal van het product is bijgewerkt!')).toBeVisible()
  await expect(page.getByRole('status').getByText(TEXT.nl.added)).toHaveCount(0)
  await expect(button).toBeFocused()
})

test('logging out replaces "Je bent ingelogd." instead of stacking both', async ({ page }) => {
  await page.goto('/')
  await register(page)
  await page.goto('/my-account')
  await page
    .getByRole('navigation', { name: 'Mijn account' })
    .getByRole('button', { name: 'Uitloggen' })
    .click()
  await expect(page.getByRole('status').getByText('Je bent uitgelogd')).toBeVisible()
  await expect(page.getByText('Je bent ingelogd.')).toHaveCount(0)
})

test('an expired session opens the login dialog and says why', async ({ page }) => {
  await page.goto('/')
  await register(page, { firstname: 'Sanne', lastname: 'Verlopen' })
  await page.goto('/my-account')
  await expect(page.getByLabel('Voornaam')).toHaveValue('Sanne')
  // the access token ran out and the refresh token is no longer honoured
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('shop/user/state')!)
    localStorage.setItem(
      'shop/user/state',
      JSON.stringify({ ...stored, token: 'expired.token.value', refreshToken: 'revoked-refresh-token' }),
    )
  })
  await page.getByLabel('Achternaam').fill('Later')
  await page.getByRole('button', { name: 'Opslaan' }).click()
  const dialog = page.getByRole('dialog', { name: 'Inloggen' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Je sessie is verlopen. Log opnieuw in om verder te gaan.')).toBeVisible()
  await expect(dialog.getByLabel('E-mailadres')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Registreren' })).toHaveCount(0)
})

test('the German order button reads "Zahlungspflichtig bestellen"', async ({ page }) => {
  const product = await simpleProduct('de')
  await addToCart(page, 'de', productUrl('de', product))
  await page.goto('/de/checkout')
  await hydrated(page)
  await expect(page.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Kaufen und bezahlen/ })).toHaveCount(0)
})

for (const width of [390, 1366]) {
  test(`the shop's promises show on every page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    const product = await simpleProduct('nl')
    for (const path of ['/', productUrl('nl', product), '/cart']) {
      await page.goto(path)
      const bar = page.getByRole('complementary', { name: 'Onze beloftes' })
      await expect(bar).toBeVisible()
      await expect(bar.getByText(/besteld, .+ in huis/)).toBeVisible()
      await expect(bar.getByRole('link', { name: /030 123 45 67/ })).toHaveAttribute(
        'href',
        'tel:+31301234567',
      )
      const desktop = width > 700
      await expect(bar.getByText('30 dagen bedenktijd')).toBeVisible({ visible: desktop })
      await expect(bar.getByText(/Gratis verzending vanaf €\s75,00/)).toBeVisible({ visible: desktop })
      // compact on phones: one or two short lines, and no page wider than the screen
      const box = (await bar.boundingBox())!
      expect(box.height).toBeLessThanOrEqual(desktop ? 48 : 60)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      const footer = page.getByRole('contentinfo')
      await expect(footer.getByRole('heading', { name: 'Contact en openingstijden' })).toBeAttached()
      await expect(
        footer.getByRole('list', { name: 'Betaalmethoden' }).getByRole('img', { name: 'iDEAL' }),
      ).toBeAttached()
    }
  })
}

test('a product in stock promises its delivery; the cart promises it when every line is in stock', async ({
  page,
}) => {
  const product = await simpleProduct('nl')
  await addToCart(page, 'nl', productUrl('nl', product))
  await expect(page.getByTestId('delivery-promise')).toHaveText(/^(Voor \d\d:\d\d|Nu) besteld, .+ in huis$/)
  await page.goto('/cart')
  await expect(page.getByTestId('delivery-promise')).toHaveText(/^(Voor \d\d:\d\d|Nu) besteld, .+ in huis$/)
  await expect(
    page.getByRole('complementary', { name: 'Overzicht' }).getByRole('img', { name: 'iDEAL' }),
  ).toBeVisible()
})

test('/en/contact speaks English', async ({ page }) => {
  await page.goto('/en/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
  await expect(page.locator('main article')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('main').getByRole('link', { name: '+31 30 123 45 67' })).toBeVisible()
  await expect(page.getByRole('main').getByText(/Opening hours/)).toBeVisible()
  await expect(page.getByRole('main').getByText('Neem contact met ons op')).toHaveCount(0)
})

test('a product tile shows stars once the product has an approved review', async ({ page, request }) => {
  const product = await simpleProduct('nl')
  const created = await request.post('/api/review/create', {
    data: {
      review: {
        product_id: product.id,
        title: 'Prima',
        detail: 'Doet wat het moet doen.',
        nickname: 'Eva',
        ratings: [{ rating_name: 'Rating', value: 4, percent: 80 }],
      },
    },
  })
  const answer = await created.json()
  expect(created.status(), JSON.stringify(answer)).toBe(200)
  const approved = await request.post(`/api/admin/reviews/${answer.result.id}/approve`, {
    headers: { 'x-admin-key': adminKey() },
  })
  expect(approved.status()).toBe(200)
  await page.goto(`/search-results/${encodeURIComponent(product.name)}`)
  const tile = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) })
  // the stars come after hydration, in one batch for the listing: the line as a whole
  const rating = tile.first().locator('.tile-rating')
  await expect(rating).toBeVisible()
  await expect(rating).toContainText(/van 5 sterren/)
  await expect(rating).toContainText(/\(\d+ beoordeling(en)?\)/)
})
