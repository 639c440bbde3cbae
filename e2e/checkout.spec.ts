/**
 * Cart, checkout and payment journeys of issue 4 in Chromium against the real shop: a guest buys
 * a configurable bike with iDEAL through the built-in test provider and lands on the status page
 * (paid, failed, canceled); a German shopper pays German tax; a coupon is applied and removed;
 * the cart survives a reload.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { formatEuro, type Doc } from './support/catalog.ts'
import { register } from './support/account.ts'
import { makeBusinessCustomer } from './support/business.ts'
import { hydrated } from './support/page.ts'
import {
  addToCart,
  cartCount,
  chooseOutcome,
  configurableBike,
  DE_ADDRESS,
  fillCheckout,
  NL_ADDRESS,
  payWithIdeal,
  productUrl,
  simpleProduct,
  TEXT,
  unitPrice,
} from './support/shop.ts'

test.describe('guest buys a configurable bike with iDEAL', () => {
  const outcomes = [
    {
      name: 'paid',
      choose: /^Betaald/,
      label: 'Status: Betaald',
      message: /Je betaling is gelukt\. .*jan@example\.nl/,
    },
    {
      name: 'failed',
      choose: /^Mislukt/,
      label: 'Status: Mislukt',
      message: /De betaling voor deze bestelling is mislukt\./,
    },
    {
      name: 'canceled',
      choose: /^Geannuleerd/,
      label: 'Status: Mislukt',
      message: /De betaling voor deze bestelling is mislukt\./,
    },
  ]
  for (const outcome of outcomes) {
    test(`${outcome.name}: lands on the order status page`, async ({ page }) => {
      const { product, child } = await configurableBike()
      await addToCart(page, 'nl', productUrl('nl', product, child.sku))
      expect(await cartCount(page)).toBe(1)

      await page.goto('/checkout')
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible()
      await expect(
        page.getByRole('complementary', { name: 'Je bestelling' }).getByText(product.name),
      ).toBeVisible()
      await fillCheckout(page, 'nl', NL_ADDRESS)
      await payWithIdeal(page, 'nl')

      await chooseOutcome(page, outcome.choose)
      await expect(page).toHaveURL(/\/orderstatus\?order_token=[0-9a-f]{48}&transactionid=[0-9a-f]{32}$/)
      await expect(
        page.getByRole('heading', { level: 1, name: /^Bestelstatus voor bestelling # \S+/ }),
      ).toBeVisible()
      await expect(page.getByText(outcome.label)).toBeVisible()
      await expect(page.getByText(outcome.message)).toBeVisible()
      await expect(
        page.getByRole('navigation', { name: 'Kruimelpad' }).getByText('Bestelstatus'),
      ).toBeVisible()
      // the cart was cleared without a server sync once the order was placed
      await hydrated(page)
      expect(await cartCount(page)).toBe(0)
      await page.getByRole('link', { name: 'Verder winkelen' }).last().click()
      await expect(page).toHaveURL(/\/$/)
    })
  }
})

test('a German shopper checks out with German tax (19 %)', async ({ page }) => {
  const { product, child } = await configurableBike('de')
  await addToCart(page, 'de', productUrl('de', product, child.sku))
  // the cart page shows each line's live stock, in German
  await page.goto('/de/cart')
  await hydrated(page)
  await expect(page.getByRole('listitem').filter({ hasText: product.name })).toContainText('Auf Lager!')
  await page.goto('/de/checkout')
  await hydrated(page)
  const totals = page.waitForResponse(
    (res) => res.url().includes('/api/cart/shipping-information') && res.request().method() === 'POST',
  )
  await fillCheckout(page, 'de', DE_ADDRESS)
  const body = await (await totals).json()
  const tax = body.result.totals.total_segments.find((s: Doc) => s.code === 'tax')
  const rates = tax.extension_attributes.tax_grandtotal_details.flatMap((d: Doc) =>
    d.rates.map((r: Doc) => Number(r.percent)),
  )
  expect(rates).toEqual([19])
  const grand = body.result.totals.grand_total
  // 19 % of the price incl. tax is 19/119 of it (shipping is taxed at the same rate here)
  expect(Math.abs(tax.value - Math.round(((grand * 19) / 119) * 100) / 100)).toBeLessThanOrEqual(0.02)
  const summary = page.getByRole('complementary', { name: 'Ihre Bestellung' })
  await expect(summary.locator('.totals__row--tax')).toContainText(formatEuro(tax.value, 'de-DE'))
  await expect(summary.locator('.totals__row--grand_total')).toContainText(formatEuro(grand, 'de-DE'))

  await payWithIdeal(page, 'de')
  await chooseOutcome(page, /^Bezahlt/)
  await expect(page).toHaveURL(/\/de\/orderstatus\?order_token=[0-9a-f]{48}&transactionid=[0-9a-f]{32}$/)
  await expect(page.getByText('Status: Bezahlt')).toBeVisible()
})

test('a coupon is applied and removed on the cart page', async ({ page }) => {
  const product = await simpleProduct()
  await addToCart(page, 'nl', productUrl('nl', product))
  await page.goto('/cart')
  await hydrated(page)
  const summary = page.getByRole('complementary', { name: 'Overzicht' })
  const grandRow = summary.locator('.totals__row--grand_total')
  await expect(grandRow).toBeVisible()
  const before = await grandRow.textContent()

  const field = summary.getByLabel('Kortingscode')
  await field.fill('BESTAATNIET')
  await summary.getByRole('button', { name: 'Toepassen' }).click()
  await expect(summary.getByRole('alert')).toHaveText('De kortingscode "BESTAATNIET" is niet geldig.')
  await expect(field).toHaveAttribute('aria-invalid', 'true')

  await field.fill('FIETS10')
  await summary.getByRole('button', { name: 'Toepassen' }).click()
  await expect(summary.getByText('Actieve kortingscode: FIETS10')).toBeVisible()
  const discount = summary.locator('.totals__row--discount')
  await expect(discount).toContainText('Korting (FIETS10)')
  await expect(grandRow).not.toHaveText(before!)

  await summary.getByRole('button', { name: 'Kortingscode verwijderen' }).click()
  await expect(summary.getByText('De kortingscode is verwijderd.')).toBeVisible()
  await expect(discount).toHaveCount(0)
  await expect(grandRow).toHaveText(before!)
})

test('the cart survives a reload, and a line is removed only after confirmation', async ({ page }) => {
  const product = await simpleProduct()
  await addToCart(page, 'nl', productUrl('nl', product))
  await page.getByRole('button', { name: TEXT.nl.add, exact: true }).click()
  await expect(page.getByRole('status').getByText('Het aantal van het product is bijgewerkt!')).toBeVisible()
  await expect.poll(() => cartCount(page)).toBe(2)

  await page.reload()
  await hydrated(page)
  await expect.poll(() => cartCount(page)).toBe(2)
  await page.goto('/cart')
  await hydrated(page)
  const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: product.name }) })
  await expect(line.getByLabel(`Aantal van ${product.name}`)).toHaveValue('2')
  await expect(line).toContainText(formatEuro(unitPrice(product) * 2))

  await line.getByRole('button', { name: `${product.name} verwijderen` }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(`Weet je zeker dat je ${product.name}`)
  await confirm.getByRole('button', { name: 'Nee, behouden' }).click()
  await expect(line).toBeVisible()
  await line.getByRole('button', { name: `${product.name} verwijderen` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, verwijderen' }).click()
  await expect(page.getByText('Je winkelwagen is leeg.')).toBeVisible()
  await page.reload()
  await hydrated(page)
  await expect(page.getByText('Je winkelwagen is leeg.')).toBeVisible()
})

test('status pages explain a wrong token, with the breadcrumb and the way back', async ({ page }) => {
  await page.goto('/order-status/0000000000000000000000000000dead')
  await expect(
    page.getByText('Er is een probleem met het ophalen van de betaalgegevens van je bestelling'),
  ).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toContainText('Bestelstatus')
  await page.goto('/de/orderstatus?transactionid=unknown')
  await expect(
    page.getByText('Beim Abrufen der Zahlungsdaten Ihrer Bestellung ist ein Problem aufgetreten'),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Weiter einkaufen' }).last().click()
  await expect(page).toHaveURL(/\/de$/)
})

test('cart, microcart and checkout have no serious accessibility problems, also at 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const product = await simpleProduct()
  await addToCart(page, 'nl', productUrl('nl', product))
  const axe = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  const serious = (result: Awaited<ReturnType<typeof axe>>) =>
    result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help}`)

  const cartButton = page.getByRole('link', { name: /^Winkelwagen, 1 artikel$/ })
  await cartButton.click()
  const panel = page.getByRole('dialog', { name: 'Winkelwagen' })
  await expect(panel).toBeFocused()
  expect(serious(await axe())).toEqual([])
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
  await expect(cartButton).toBeFocused()

  await page.goto('/cart')
  await hydrated(page)
  await expect(page.getByRole('link', { name: product.name })).toBeVisible()
  expect(serious(await axe())).toEqual([])
  // nothing sticks out sideways on a small phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

  await page.goto('/checkout')
  await hydrated(page)
  await page
    .getByRole('button', { name: 'Bestelling plaatsen' })
    .or(page.getByRole('button', { name: TEXT.nl.place }))
    .click()
  await expect(page.getByRole('alert').filter({ hasText: 'Controleer de gemarkeerde velden.' })).toBeFocused()
  await expect(page.getByLabel('Voornaam *').first()).toHaveAttribute('aria-invalid', 'true')
  expect(serious(await axe())).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})

test('a business customer orders on purchase order with company and VAT id and sees the thank-you page', async ({
  page,
  request,
}) => {
  // purchase order is for business customers only (decision 0080)
  await page.goto('/')
  await makeBusinessCustomer(request, await register(page))
  const product = await simpleProduct()
  await addToCart(page, 'nl', productUrl('nl', product))
  await page.goto('/checkout')
  await hydrated(page)
  await fillCheckout(page, 'nl', NL_ADDRESS)
  await page.getByLabel('Bedrijfsnaam (optioneel)').first().fill('Fietshuis BV')
  await page.getByLabel('Btw-nummer (optioneel)').first().fill('NL001234567B01')
  await page.getByRole('radio', { name: 'Inkooporder' }).check()
  await expect(page.getByLabel('Inkoopordernummer (optioneel)')).toBeVisible()
  await page.getByLabel(/algemene voorwaarden/).check()
  const order = page.waitForRequest((req) => req.url().includes('/api/order') && req.method() === 'POST')
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click()
  const body = (await order).postDataJSON()
  expect(body.addressInformation.payment_method_code).toBe('purchaseorder')
  expect(body.addressInformation.payment_method_additional.po_number).toBe('000000000')
  expect(body.addressInformation.billingAddress).toMatchObject({
    company: 'Fietshuis BV',
    vat_id: 'NL001234567B01',
  })

  // the status page shows the whole order (issue 13)
  await expect(page).toHaveURL(/\/order-status\/[0-9a-f]{48}$/)
  await expect(page.getByText('Bedankt voor je bestelling!')).toBeVisible()
  await expect(page.getByText('Status: Ontvangen')).toBeVisible()
  await expect(
    page.getByText(/Je betaalt met Inkooporder\. De bevestiging is naar \S+ gestuurd\./),
  ).toBeVisible()
  await expect(page.getByText('Fietshuis BV').first()).toBeVisible()
  expect(await cartCount(page)).toBe(0)
  // the order ended the checkout: the next add-to-cart shows its message again
  await addToCart(page, 'nl', productUrl('nl', product))
})

test('a pending payment: the status page updates by itself once the payment is paid', async ({ page }) => {
  const { product, child } = await configurableBike()
  await addToCart(page, 'nl', productUrl('nl', product, child.sku))
  await page.goto('/checkout')
  await hydrated(page)
  await fillCheckout(page, 'nl', NL_ADDRESS)
  await payWithIdeal(page, 'nl')
  await expect(page.getByRole('radio', { name: /^Open/ })).toBeVisible()
  const providerPage = page.url()
  await chooseOutcome(page, /^Open/)
  await expect(page).toHaveURL(/\/orderstatus\?order_token=[0-9a-f]{48}&transactionid=[0-9a-f]{32}$/)
  await expect(page.getByText('Status: In afwachting')).toBeVisible()
  await expect(
    page.getByText(/Je betaling wordt nog verwerkt\. Deze status wordt automatisch bijgewerkt/),
  ).toBeVisible()

  // the bank confirms later (the provider's page posts the outcome, as its webhook would)
  const paid = await page.request.post(providerPage, {
    form: { status: 'paid', lang: 'nl' },
    maxRedirects: 0,
  })
  expect(paid.status()).toBeLessThan(400)
  await expect(page.getByText('Status: Betaald')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText(/Je betaling is gelukt\./)).toBeVisible()
})
