/**
 * A customer's orders in Chromium: the order placed in the checkout (signed in, paid through the
 * built-in test provider) appears in the order history; its page offers reorder, which puts the
 * products in the cart again and names the ones the catalogue no longer sells.
 */
import { expect, test, type Page } from '@playwright/test'
import { register, simpleProduct } from './support/account.ts'
import { seriousViolations } from './support/axe.ts'
import { hydrated } from './support/page.ts'

/** Checkout with iDEAL as a signed-in customer; answers the order number of the status page. */
async function orderAndPay(page: Page): Promise<string> {
  await page.goto('/checkout')
  await hydrated(page)
  // the account fills the personal details
  await expect(page.getByLabel('E-mailadres *')).not.toHaveValue('')
  const shipping = page.getByRole('group', { name: '2. Verzendadres' })
  await shipping.getByLabel('Straat en huisnummer *').fill('Stationsweg 12')
  await shipping.getByLabel('Postcode *').fill('3511 AA')
  await shipping.getByLabel('Plaats *').fill('Utrecht')
  await expect(page.getByRole('radio', { name: /Koerier|Vaste prijs|flatrate/i }).first()).toBeChecked()
  await page.getByRole('radio', { name: 'iDEAL' }).check()
  const bank = page.getByLabel('Kies je bank *')
  await expect(bank.locator('option').nth(1)).toBeAttached()
  await bank.selectOption({ index: 1 })
  await page.getByLabel(/algemene voorwaarden/).check()
  await page.getByRole('button', { name: 'Bestellen en betalen' }).click()
  await page.getByRole('radio', { name: /^Betaald/ }).check()
  await page.getByRole('button', { name: 'Bevestigen' }).click()
  const heading = page.getByRole('heading', { level: 1, name: /^Bestelstatus voor bestelling # \S+/ })
  await expect(heading).toBeVisible()
  return /# (\S+)/.exec((await heading.textContent()) ?? '')![1]!
}

test('the checkout order shows in the history; reorder fills the cart and names what is gone', async ({
  page,
}) => {
  await page.goto('/')
  await register(page, { firstname: 'Olga', lastname: 'Opnieuw' })
  const product = await simpleProduct()
  await page.goto(product.path)
  await hydrated(page)
  await page.getByRole('button', { name: 'In winkelwagen', exact: true }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  const number = await orderAndPay(page)
  await hydrated(page)
  await expect(page.getByTestId('cart-count')).toHaveText('0')

  // the order history: the order of the checkout, then its page
  await page.goto('/my-account/orders')
  // paid: the status in the shopper's words, not the wire's "processing"
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('In behandeling')
  await page.getByRole('link', { name: `Bekijk bestelling ${number}` }).click()
  await expect(page).toHaveURL(/\/my-account\/orders\/\d+$/)
  await expect(page.getByRole('heading', { name: `Bestelling ${number}` })).toBeVisible()
  // the cell also names the sku; product names may hold regex characters such as "(57-584)"
  await expect(page.getByRole('cell', { name: product.name, exact: false })).toBeVisible()

  // reorder: the product goes into the cart again (the page says how many; the cart's own notice
  // depends on the in-checkout window and is the cart journeys' business)
  await page.getByRole('button', { name: 'Opnieuw bestellen' }).click()
  await expect(page.getByText('1 product is in je winkelwagen gezet.')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await expect(page.getByTestId('cart-count')).toHaveText('1')

  // the catalogue no longer sells it (its lookup answers without it): named, nothing added
  await page.route('**/api/catalog/*/product/_search?*', async (route) => {
    const asked = route.request().postData() ?? ''
    if (!asked.includes(product.sku) || !route.request().url().includes('configurable_children'))
      return route.continue()
    const response = await route.fetch()
    const body = await response.json()
    body.hits.hits = body.hits.hits.filter(
      (hit: { _source: { sku: string } }) => hit._source.sku !== product.sku,
    )
    await route.fulfill({ response, json: body })
  })
  await page.getByRole('button', { name: 'Opnieuw bestellen' }).click()
  await expect(page.getByText('Sommige bestelde producten zijn niet beschikbaar!')).toBeVisible()
  await expect(page.getByText(`${product.name} (${product.sku}) is niet meer leverbaar`)).toBeVisible()
  await expect(page.getByText('1 product is in je winkelwagen gezet.')).toHaveCount(0)
  await expect(page.getByTestId('cart-count')).toHaveText('1')
})
