/**
 * Wishlist, recently viewed and reviews of issue 5 in Chromium against the real shop: a guest
 * keeps a product on the wishlist, registers and finds it (and the product under recently
 * viewed) in the account area; a review is checked, sent and held for moderation.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { visibleProducts, type Doc } from './support/catalog.ts'
import { hydrated } from './support/page.ts'

const uniqueEmail = () => `e2e-wish-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
const PASSWORD = 'fietsen-2026!'

async function someProduct(): Promise<{ path: string; name: string }> {
  const products = await visibleProducts('nl', [{ attribute: 'type_id', value: { eq: 'simple' } }])
  const found = products.find((p: Doc) => typeof p.name === 'string' && (p.slug || p.url_key))
  if (!found) throw new Error('no simple product in the demo catalogue')
  return {
    path: `/p/${encodeURIComponent(found.sku)}/${encodeURIComponent(found.slug || found.url_key)}`,
    name: found.name,
  }
}

async function register(page: Page) {
  await hydrated(page)
  await page.getByTestId('login-button').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Nog geen account? Registreren' }).click()
  await expect(page.getByRole('dialog', { name: 'Registreren' })).toBeVisible()
  await dialog.getByLabel('E-mailadres').fill(uniqueEmail())
  await dialog.getByLabel('Voornaam').fill('Wietske')
  await dialog.getByLabel('Achternaam').fill('Wensen')
  await dialog.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD)
  await dialog.getByLabel('Herhaal wachtwoord').fill(PASSWORD)
  await dialog.getByLabel('Ik ga akkoord met de algemene voorwaarden').check()
  await dialog.getByRole('button', { name: 'Account aanmaken' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByTestId('account-link')).toBeVisible()
}

test('wishlist, recently viewed and a review held for moderation', async ({ page }) => {
  const product = await someProduct()
  await page.goto(product.path)
  await hydrated(page)

  // a guest keeps the product; the toggle says so
  const add = page.getByRole('button', { name: 'Op verlanglijst' })
  await add.click()
  await expect(page.getByRole('button', { name: 'Van verlanglijst halen' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByText(`${product.name} staat op je verlanglijst.`)).toBeVisible()

  await register(page)

  // the review form: the checks first, then the moderation message
  const form = page.locator('.review-form')
  await form.getByRole('button', { name: 'Review versturen' }).click()
  await expect(form.getByText('Dit veld is verplicht').first()).toBeVisible()
  await form.getByLabel('4 sterren').check()
  await form.getByLabel('Je naam (zichtbaar bij de review)').fill('Wietske')
  await form.getByLabel('Titel').fill('Fijne fiets')
  await form.getByLabel('Je review').fill('kort')
  await form.getByRole('button', { name: 'Review versturen' }).click()
  await expect(form.getByText('Vul minstens 10 tekens in.')).toBeVisible()
  await form.getByLabel('Je review').fill('Rijdt heerlijk licht, ook met wind tegen.')
  await form.getByRole('button', { name: 'Review versturen' }).click()
  await expect(form.getByText('Je review is verstuurd en wordt zichtbaar na goedkeuring.')).toBeVisible()
  // held for moderation: not in the product's list
  await expect(page.locator('.reviews__list').getByText('Fijne fiets')).toHaveCount(0)

  // the wishlist survived registering; remove it there
  await page.goto('/my-account/wishlist')
  await hydrated(page)
  const nav = page.getByRole('navigation', { name: 'Mijn account' })
  await expect(nav.getByRole('link', { name: 'Verlanglijst' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('link', { name: product.name })).toBeVisible()
  await page.getByRole('button', { name: `${product.name} verwijderen` }).click()
  await expect(page.getByText('Je verlanglijst is leeg.')).toBeVisible()

  // the product page was recorded as seen
  await nav.getByRole('link', { name: 'Laatst bekeken' }).click()
  await expect(
    page.getByRole('list', { name: 'Laatst bekeken producten' }).getByRole('link', { name: product.name }),
  ).toBeVisible()

  // "my reviews" shows the pending review to its writer
  await nav.getByRole('link', { name: 'Mijn reviews' }).click()
  await expect(page.getByRole('heading', { name: 'Fijne fiets' })).toBeVisible()
  await expect(page.getByText('Wacht op goedkeuring')).toBeVisible()
  await expect(page.locator('.my-reviews').getByRole('link', { name: product.name })).toBeVisible()

  // logging out clears the wishlist (000 §4)
  await page.goto(product.path)
  await hydrated(page)
  await page.getByRole('button', { name: 'Op verlanglijst' }).click()
  await page.goto('/my-account/wishlist')
  await expect(page.getByRole('link', { name: product.name })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Mijn account' })
    .getByRole('button', { name: 'Uitloggen' })
    .click()
  await expect(page.getByTestId('login-button')).toBeVisible()
  // the session ends first, the lists are cleared right after: wait for them
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('shop/wishlist/state') ?? '{"items":[]}'))
    .toBe('{"items":[]}')
})

test('review form and wishlist page: keyboard, axe and a 360 px screen; German texts', async ({ page }) => {
  const serious = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  const product = await someProduct()
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(product.path)
  await hydrated(page)
  // keyboard: the toggle works with Enter
  await page.getByRole('button', { name: 'Op verlanglijst' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Van verlanglijst halen' })).toBeVisible()
  // the failed checks: messages tied to fields, focus on the first invalid one
  const form = page.locator('.review-form')
  await form.getByRole('button', { name: 'Review versturen' }).click()
  await expect(form.getByRole('radio', { name: '1 ster', exact: true })).toBeFocused()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  expect(await serious()).toEqual([])

  await register(page)
  await page.goto('/my-account/wishlist')
  await expect(page.getByRole('link', { name: product.name })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  expect(await serious()).toEqual([])

  // the German store view shares the list and speaks German
  await page.goto('/de/my-account/wishlist')
  await expect(page.getByRole('heading', { name: 'Meine Wunschliste' })).toBeVisible()
  await page.getByRole('button', { name: 'Wunschliste leeren' }).click()
  await expect(page.getByText('Ihre Wunschliste ist leer.')).toBeVisible()
})
