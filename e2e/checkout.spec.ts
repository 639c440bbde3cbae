/**
 * Cart, checkout and payment journeys of issue 4 in Chromium against the real shop: a guest buys
 * a configurable bike with iDEAL through the built-in test provider and lands on the status page
 * (paid, failed, canceled); a German shopper pays German tax; a coupon is applied and removed;
 * the cart survives a reload.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { formatEuro, visibleProducts, type Doc } from './support/catalog.ts'
import { hydrated } from './support/page.ts'

type Store = 'nl' | 'de'

const TEXT = {
  nl: {
    add: 'In winkelwagen',
    added: 'Het product is toegevoegd aan je winkelwagen!',
    checkout: 'Afrekenen',
    place: 'Bestellen en betalen',
  },
  de: {
    add: 'In den Warenkorb',
    added: 'Das Produkt wurde dem Warenkorb hinzugefügt!',
    checkout: 'Kasse',
    place: 'Kaufen und bezahlen',
  },
} as const

const unitPrice = (doc: Doc): number => Number(doc.final_price_incl_tax ?? doc.price_incl_tax)
const prefix = (store: Store) => (store === 'de' ? '/de' : '')

/** A configurable product with a sellable, priced child (the bike of the journeys). */
async function configurableBike(store: Store = 'nl') {
  const products = await visibleProducts(store, [{ attribute: 'type_id', value: { eq: 'configurable' } }])
  for (const product of products) {
    const child = (product.configurable_children ?? []).find(
      (c: Doc) => c.status === 1 && c.stock?.is_in_stock === true && unitPrice(c) > 0,
    )
    if (child) return { product, child }
  }
  throw new Error('no configurable product with a sellable child in the demo catalogue')
}

/** A simple product in stock with a price, for the cart journeys. */
async function simpleProduct(store: Store = 'nl') {
  const products = await visibleProducts(store, [{ attribute: 'type_id', value: { eq: 'simple' } }])
  const found = products.find(
    (p) => p.stock?.is_in_stock === true && unitPrice(p) > 20 && !p.custom_options?.length,
  )
  if (!found) throw new Error('no simple product in stock')
  return found
}

const productUrl = (store: Store, product: Doc, childSku?: string) =>
  `${prefix(store)}/p/${encodeURIComponent(product.sku)}/${encodeURIComponent(product.slug || product.url_key)}${
    childSku ? `/${encodeURIComponent(childSku)}` : ''
  }`

async function addToCart(page: Page, store: Store, url: string) {
  await page.goto(url)
  await hydrated(page)
  await page.getByRole('button', { name: TEXT[store].add, exact: true }).click()
  await expect(page.getByRole('status').getByText(TEXT[store].added)).toBeVisible()
}

async function cartCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('cart-count').textContent())
}

interface Address {
  street: string
  zip: string
  city: string
  country: string
}

const NL_ADDRESS: Address = { street: 'Stationsweg 12', zip: '3511 AA', city: 'Utrecht', country: 'NL' }
const DE_ADDRESS: Address = { street: 'Hauptstraße 5', zip: '10115', city: 'Berlin', country: 'DE' }

async function fillCheckout(page: Page, store: Store, address: Address) {
  const de = store === 'de'
  await page
    .getByLabel(de ? 'Vorname *' : 'Voornaam *')
    .first()
    .fill('Jan')
  await page
    .getByLabel(de ? 'Nachname *' : 'Achternaam *')
    .first()
    .fill('de Vries')
  await page.getByLabel(de ? 'E-Mail-Adresse *' : 'E-mailadres *').fill('jan@example.nl')
  await page.getByLabel(de ? 'Straße und Hausnummer *' : 'Straat en huisnummer *').fill(address.street)
  await page.getByLabel(de ? 'Postleitzahl *' : 'Postcode *').fill(address.zip)
  await page.getByLabel(de ? 'Ort *' : 'Plaats *').fill(address.city)
  await page.getByLabel(de ? 'Land *' : 'Land *').selectOption(address.country)
  await expect(
    page.getByRole('radio', { name: /Koerier|Kurier|Vaste prijs|Festpreis|flatrate/i }).first(),
  ).toBeChecked()
}

/** Pays with iDEAL: the first bank of the list, or the one named. */
async function payWithIdeal(page: Page, store: Store, bankName?: string) {
  await page.getByRole('radio', { name: 'iDEAL' }).check()
  const bank = page.getByLabel(store === 'de' ? 'Wähle deine Bank *' : 'Kies je bank *')
  await expect(bank.locator('option').nth(1)).toBeAttached()
  await bank.selectOption(bankName ? { label: bankName } : { index: 1 })
  await page.getByLabel(store === 'de' ? /Allgemeinen Geschäftsbedingungen/ : /algemene voorwaarden/).check()
  await page.getByRole('button', { name: TEXT[store].place }).click()
}

/** On the provider's hosted test page: choose an outcome and return to the shop. */
async function chooseOutcome(page: Page, outcome: RegExp) {
  await expect(page.getByRole('radio', { name: outcome })).toBeVisible()
  await page.getByRole('radio', { name: outcome }).check()
  await page.getByRole('button', { name: /Bevestigen|Bestätigen/ }).click()
}

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
      await expect(page).toHaveURL(/\/order-status\/[^/]+$/)
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
  const summary = page.getByRole('complementary', { name: 'Deine Bestellung' })
  await expect(summary.locator('.totals__row--tax')).toContainText(formatEuro(tax.value, 'de-DE'))
  await expect(summary.locator('.totals__row--grand_total')).toContainText(formatEuro(grand, 'de-DE'))

  await payWithIdeal(page, 'de')
  await chooseOutcome(page, /^Bezahlt/)
  await expect(page).toHaveURL(/\/de\/order-status\/[^/]+$/)
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

test('the add-to-cart message offers OK and "Proceed to checkout"; the line shows the live stock', async ({
  page,
}) => {
  const product = await simpleProduct()
  await addToCart(page, 'nl', productUrl('nl', product))
  const added = page.getByRole('status').locator('.notification', { hasText: TEXT.nl.added })
  await expect(added.getByRole('button')).toHaveText(['OK', 'Doorgaan naar afrekenen'])
  await added.getByRole('button', { name: 'OK' }).click()
  await expect(added).toHaveCount(0)

  // the server's stock check after the add marks the line (spec 000 §4 "In stock!")
  await page.getByRole('link', { name: /^Winkelwagen, 1 artikel$/ }).click()
  const microcart = page.getByRole('dialog', { name: 'Winkelwagen' })
  await expect(microcart.getByRole('listitem').filter({ hasText: product.name })).toContainText(
    'Op voorraad!',
  )
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: TEXT.nl.add, exact: true }).click()
  const updated = page
    .getByRole('status')
    .locator('.notification', { hasText: 'Het aantal van het product is bijgewerkt!' })
  await updated.getByRole('button', { name: 'Doorgaan naar afrekenen' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible()
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

test('a payment that cannot be created: sticky message, order canceled, its stock back, home', async ({
  page,
  request,
}) => {
  await page.clock.install()
  const { product, child } = await configurableBike()
  const stockOf = async () =>
    (await (await request.get(`/api/stock/check?sku=${child.sku}`)).json()).result.qty
  const before = await stockOf()
  await addToCart(page, 'nl', productUrl('nl', product, child.sku))
  await page.goto('/checkout')
  await hydrated(page)
  await fillCheckout(page, 'nl', NL_ADDRESS)
  const order = page.waitForResponse(
    (res) => res.url().includes('/api/order') && res.request().method() === 'POST',
  )
  const payment = page.waitForResponse((res) => res.url().includes('/api/ext/payment-service/post-payment'))
  const comment = page.waitForRequest((req) => req.url().includes('/api/ext/payment-service/order-comments'))
  // the test provider's documented test condition: this bank refuses every payment (decision 0026)
  await payWithIdeal(page, 'nl', 'Testbank (weigert elke betaling)')

  const placed = await (await order).json()
  expect(placed.code).toBe(200)
  expect(await stockOf()).toBe(before - 1)
  expect((await payment).status()).toBe(502)
  const reason = 'Testbetaling refused the payment: the test bank ideal_TESTNL99 refuses every payment'
  const sent = (await comment).postDataJSON()
  expect(sent.token).toBe(placed.result.orderToken)
  expect(sent.order_comment.statusHistory).toMatchObject({
    status: 'canceled',
    comment: `Payment could not be created: ${reason}`,
  })
  const alert = page.getByRole('alert').getByText(`De betaling is niet aangemaakt - ${reason}`)
  await expect(alert).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  expect(await cartCount(page)).toBe(0)
  // sticky: still there well after the default lifetime of 5 s
  await page.clock.fastForward(10_000)
  await expect(alert).toBeVisible()

  const status = await request.get(`/api/order/status/${placed.result.orderToken}`)
  expect((await status.json()).result.status).toBe('canceled')
  // the canceled order gave its stock back (decision 0024)
  await expect.poll(stockOf).toBe(before)
})

test("products sold out while checking out: the spec's message, and the line is marked", async ({
  page,
  request,
}) => {
  // not the product the other journeys use: this one is sold out for a moment
  const products = await visibleProducts('nl', [{ attribute: 'type_id', value: { eq: 'simple' } }])
  const product = products
    .filter(
      (p) =>
        p.stock?.is_in_stock === true && p.stock?.qty > 0 && unitPrice(p) > 0 && !p.custom_options?.length,
    )
    .at(-1)
  if (!product) throw new Error('no simple product in stock')
  await addToCart(page, 'nl', productUrl('nl', product))
  await page.goto('/checkout')
  await hydrated(page)
  await fillCheckout(page, 'nl', NL_ADDRESS)

  // another buyer takes every unit meanwhile
  const stock = (await (await request.get(`/api/stock/check?sku=${product.sku}`)).json()).result.qty
  const cartId = (await (await request.post('/api/cart/create?token=')).json()).result
  const line = { sku: product.sku, qty: stock }
  const taken = await request.post(`/api/cart/update?token=&cartId=${cartId}`, { data: { cartItem: line } })
  expect(taken.status(), await taken.text()).toBe(200)
  const address = {
    firstname: 'Piet',
    lastname: 'Jansen',
    street: ['Dorpsstraat 1'],
    postcode: '1234AB',
    city: 'Amsterdam',
    country_id: 'NL',
    email: 'piet@example.nl',
  }
  const other = await request.post('/api/order', {
    data: {
      cart_id: cartId,
      products: [{ ...line, price: 1 }],
      addressInformation: {
        billingAddress: address,
        shippingAddress: address,
        shipping_method_code: 'flatrate',
        shipping_carrier_code: 'flatrate',
        payment_method_code: 'ideal',
      },
    },
  })
  expect(other.status()).toBe(200)
  const blocking = (await other.json()).result

  try {
    await page.getByRole('radio', { name: 'Inkooporder' }).check()
    await page.getByLabel(/algemene voorwaarden/).check()
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click()
    await expect(
      page.getByRole('alert').getByText('Sommige bestelde producten zijn niet beschikbaar!'),
    ).toBeVisible()
    await expect(
      page
        .getByRole('complementary', { name: 'Je bestelling' })
        .getByRole('listitem')
        .filter({ hasText: product.name }),
    ).toContainText('Niet op voorraad!')
    await expect(page).toHaveURL(/\/checkout$/)
  } finally {
    // the other buyer's payment fails: the order is canceled and its stock comes back
    const canceled = await request.post('/api/ext/payment-service/order-comments', {
      data: {
        order_id: blocking.magentoOrderId,
        token: blocking.orderToken,
        order_comment: {
          statusHistory: { comment: 'Payment could not be created: test', status: 'canceled' },
        },
      },
    })
    expect(canceled.status()).toBe(200)
  }
  expect((await (await request.get(`/api/stock/check?sku=${product.sku}`)).json()).result.qty).toBe(stock)
})

test('status pages explain a wrong token, with the breadcrumb and the way back', async ({ page }) => {
  await page.goto('/order-status/0000000000000000000000000000dead')
  await expect(
    page.getByText('Er is een probleem met het ophalen van de betaalgegevens van je bestelling'),
  ).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toContainText('Bestelstatus')
  await page.goto('/de/orderstatus?transactionid=unknown')
  await expect(
    page.getByText('Beim Abrufen der Zahlungsdaten deiner Bestellung ist ein Problem aufgetreten'),
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
}) => {
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

  await expect(page).toHaveURL(/\/order-success\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling!' })).toBeVisible()
  await expect(page.getByText(/^Je bestelnummer is \S+\.$/)).toBeVisible()
  await expect(page.getByText('We sturen een bevestiging naar jan@example.nl.')).toBeVisible()
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
  await expect(page).toHaveURL(/\/order-status\/[^/]+$/)
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
