/**
 * A trade customer's wholesale order in Chromium (issue 16, spec 001 §1, §3, §5), with the demo
 * dealers of the back office (password Handel2026!):
 * - Jansen orders 12 pieces of a lighting product (his tier from 12 pieces) with a PO number, a
 *   delivery date per line and a reference, on account; a 16-character reference is refused first
 *   with the Dutch text; the draft survives a reload; the order page shows the extras;
 * - Bakker (dropshipment enabled) ships an order to his own customer's address;
 * - Visser (hidden-price mode 1, on account only) orders without seeing a price;
 * - Müller orders in the German store view, with German texts.
 */
import { expect, test, type Page, type Request } from '@playwright/test'
import { searchCatalog, type Doc } from './support/catalog.ts'
import { hydrated } from './support/page.ts'
import { productUrl, type Store } from './support/shop.ts'
import { emptyDealerCart } from './support/dealer-cart.ts'

const TRADE_PASSWORD = 'Handel2026!'
const JANSEN = 'inkoop@rijwielhandel-jansen.nl'
const BAKKER = 'info@fietsenmaker-bakker.nl'
const VISSER = 'winkel@fietspunt-visser.nl'
const MUELLER = 'einkauf@fahrradhaus-mueller.de'
const LIGHTING = 1504

const T = {
  nl: {
    login: 'Inloggen',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    quantity: 'Aantal',
    add: 'In winkelwagen',
    extras: '4. Bestelgegevens',
    po: 'Inkoopordernummer (optioneel)',
    reference: 'Referentie (optioneel)',
    onAccount: 'Inkooporder',
    terms: /algemene voorwaarden/,
    place: 'Bestelling plaatsen',
    status: /^Bestelstatus voor bestelling # \S+/,
  },
  de: {
    login: 'Anmelden',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    quantity: 'Menge',
    add: 'In den Warenkorb',
    extras: '4. Bestelldaten',
    po: 'Ihre Bestellnummer (optional)',
    reference: 'Referenz (optional)',
    onAccount: 'Kauf auf Rechnung',
    terms: /Allgemeinen Geschäftsbedingungen/,
    place: 'Zahlungspflichtig bestellen',
    status: /^Bestellstatus für Bestellung # \S+/,
  },
} as const

const prefix = (store: Store) => (store === 'de' ? '/de' : '')

/** YYYY-MM-DD some days after today (the shop's calendar is Amsterdam's; a week ahead is safe). */
function daysAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000)
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(date)
}

/** A simple product of a category (the demo's lighting for the tier), in stock, priced. */
async function productOf(store: Store, category?: number): Promise<Doc> {
  const products = await searchCatalog(
    'product',
    {
      _appliedFilters: [
        { attribute: 'visibility', value: { eq: 4 } },
        { attribute: 'status', value: { eq: 1 } },
        { attribute: 'type_id', value: { eq: 'simple' } },
      ],
    },
    { store, size: 500 },
  )
  const found = products.find(
    (p) =>
      p.stock?.is_in_stock === true &&
      Number(p.stock?.qty ?? 100) >= 12 &&
      !p.custom_options?.length &&
      (category === undefined || (p.category_ids ?? []).map(Number).includes(category)),
  )
  if (!found) throw new Error(`no simple product in stock${category ? ` in category ${category}` : ''}`)
  return found
}

async function signIn(page: Page, store: Store, email: string): Promise<void> {
  await page.goto(`${prefix(store)}/`)
  await hydrated(page)
  await page.getByTestId('login-button').click()
  const dialog = page.getByRole('dialog', { name: T[store].login })
  await dialog.getByLabel(T[store].email).fill(email)
  await dialog.getByLabel(T[store].password, { exact: true }).fill(TRADE_PASSWORD)
  await dialog.getByRole('button', { name: T[store].login }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByTestId('account-link')).toBeVisible()
}

async function addProduct(page: Page, store: Store, product: Doc, qty = 1): Promise<void> {
  await page.goto(productUrl(store, product))
  await hydrated(page)
  if (qty !== 1) await page.getByLabel(T[store].quantity, { exact: true }).first().fill(String(qty))
  const added = page.waitForResponse((res) => res.url().includes('/api/cart/update') && res.status() === 200)
  await page.getByRole('button', { name: T[store].add, exact: true }).click()
  await added
}

/** The checkout with the account's data; the shipping address typed where the account has none. */
async function openCheckout(page: Page, store: Store): Promise<void> {
  await page.goto(`${prefix(store)}/checkout`)
  await hydrated(page)
  await expect(page.getByRole('group', { name: T[store].extras })).toBeVisible()
  const street = page
    .getByLabel(store === 'de' ? 'Straße und Hausnummer *' : 'Straat en huisnummer *')
    .first()
  if (!(await street.inputValue())) {
    await street.fill(store === 'de' ? 'Hohe Straße 1' : 'Oudegracht 100')
    await page
      .getByLabel(store === 'de' ? 'Postleitzahl *' : 'Postcode *')
      .first()
      .fill(store === 'de' ? '50667' : '3511 AX')
    await page
      .getByLabel(store === 'de' ? 'Ort *' : 'Plaats *')
      .first()
      .fill(store === 'de' ? 'Köln' : 'Utrecht')
  }
  await expect(
    page.getByRole('group', { name: /Verzendmethode|Versandart/ }).getByRole('radio', { checked: true }),
  ).toHaveCount(1)
}

const extrasCall = (req: Request) =>
  req.url().includes('/updateCartDataBeforeOrder') && req.method() === 'POST'

/** On account, terms, place: answers the body sent to updateCartDataBeforeOrder and the order number. */
async function placeOnAccount(page: Page, store: Store) {
  await page.getByRole('radio', { name: T[store].onAccount }).check()
  await page.getByLabel(T[store].terms).check()
  const extras = page.waitForRequest(extrasCall)
  const order = page.waitForRequest((req) => req.url().includes('/api/order') && req.method() === 'POST')
  await page.getByRole('button', { name: T[store].place }).click()
  const sent = (await extras).postDataJSON()
  const orderBody = (await order).postDataJSON()
  const heading = page.getByRole('heading', { level: 1, name: T[store].status })
  await expect(heading).toBeVisible()
  const number = /# (\S+)/.exec((await heading.textContent()) ?? '')![1]!
  return { sent, orderBody, number }
}

// the dealers' own carts outlast other journeys: each journey starts them empty
test.beforeEach(async ({ request }) => {
  for (const dealer of [JANSEN, BAKKER, VISSER, MUELLER]) await emptyDealerCart(request, dealer)
})

test('Jansen orders 12 lights at his tier with PO number, line date and reference, on account', async ({
  page,
}) => {
  await signIn(page, 'nl', JANSEN)
  const product = await productOf('nl', LIGHTING)
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('shop/user/state') ?? '{}').token)

  // the back office prices the tier: 12 pieces at 20 % off, fewer at 10 % (his lighting agreement)
  const unitAt = async (qty: number) => {
    const answer = await page.request.post('/api/oculus/getOculusPrices', {
      headers: { authorization: `Bearer ${token}` },
      data: { skus: [product.sku], qtys: { [product.sku]: qty } },
    })
    expect(answer.status()).toBe(200)
    return Number((await answer.json()).result.body[product.sku].display_amount)
  }
  const [one, twelve] = [await unitAt(1), await unitAt(12)]
  expect(twelve).toBeLessThan(one)

  await addProduct(page, 'nl', product, 12)
  await openCheckout(page, 'nl')
  const extras = page.getByRole('group', { name: T.nl.extras })
  // no dropshipment for an account without it
  await expect(page.getByLabel(/Dropshipment/)).toHaveCount(0)
  // the PO number and comment are asked here, not again in the payment step
  await extras.getByLabel(T.nl.po).fill('PO-JANSEN-12')
  await extras.getByLabel(T.nl.reference).fill('JANSEN-REF-12345') // 16 characters
  await expect(extras.getByText('Maximaal 15 tekens (16/15).')).toBeVisible()
  await extras.getByRole('radio', { name: 'Een datum per regel' }).check()
  const delivery = daysAhead(7)
  await extras.getByLabel(`Leverdatum van ${product.name} (optioneel)`).fill(delivery)
  await extras.getByLabel(`Opmerking bij ${product.name} (optioneel)`).fill('Graag op een pallet')
  await page.getByRole('radio', { name: T.nl.onAccount }).check()
  await expect(page.getByLabel('Inkoopordernummer (optioneel)')).toHaveCount(1)
  await page.getByLabel(T.nl.terms).check()

  // 16 characters: refused in the browser with the Dutch text naming the field; nothing is sent
  let sent = false
  page.on('request', (req) => {
    if (extrasCall(req) || (req.url().includes('/api/order') && req.method() === 'POST')) sent = true
  })
  await page.getByRole('button', { name: T.nl.place }).click()
  const refusal = 'Referentie: de referentie mag maximaal 15 tekens lang zijn.'
  await expect(extras.getByText(refusal)).toBeVisible()
  await expect(extras.getByLabel(T.nl.reference)).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('alert').filter({ hasText: 'Controleer de gemarkeerde velden.' })).toBeFocused()
  expect(sent).toBe(false)

  // the server holds the same rule: its 400 names the field
  const cartId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('shop/cart/state') ?? '{}').cartServerToken,
  )
  const direct = await page.request.post('/api/oculus/updateCartDataBeforeOrder', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      cart_id: cartId,
      products: [{ sku: product.sku }],
      date: '',
      oculus_code: 'D10001',
      is_dropship: false,
      is_yearorder: false,
      reference: 'JANSEN-REF-12345',
    },
  })
  expect(direct.status()).toBe(400)
  expect(JSON.stringify(await direct.json())).toMatch(/reference/i)

  // corrected, the message goes at once (no second submit needed to see it is right)
  await extras.getByLabel(T.nl.reference).fill('JANSEN-REF-1234')
  await expect(page.getByText(refusal)).toHaveCount(0)
  await expect(extras.getByLabel(T.nl.reference)).not.toHaveAttribute('aria-invalid', 'true')

  // the purchase-order draft is kept: a reload brings everything back
  await page.reload()
  await hydrated(page)
  await expect(extras.getByLabel(T.nl.po)).toHaveValue('PO-JANSEN-12')
  await expect(extras.getByLabel(T.nl.reference)).toHaveValue('JANSEN-REF-1234')
  await expect(extras.getByLabel(`Leverdatum van ${product.name} (optioneel)`)).toHaveValue(delivery)

  const placed = await placeOnAccount(page, 'nl')
  expect(placed.sent).toMatchObject({
    cart_id: String(cartId),
    oculus_code: 'D10001',
    po_number: 'PO-JANSEN-12',
    reference: 'JANSEN-REF-1234',
    is_dropship: false,
    is_yearorder: false,
    products: [{ sku: product.sku, comment: 'Graag op een pallet', date: delivery }],
  })
  expect(placed.orderBody.addressInformation).toMatchObject({
    payment_method_code: 'purchaseorder',
    payment_method_additional: { po_number: 'PO-JANSEN-12' },
  })
  expect(placed.orderBody.products[0]).toMatchObject({ sku: product.sku, qty: 12 })
  await expect(page.getByText('Bedankt voor je bestelling!')).toBeVisible()
  // placed: the draft is done
  expect(await page.evaluate(() => localStorage.getItem('shop/order-extras/drafts') ?? '')).not.toContain(
    'PO-JANSEN-12',
  )

  // the account's order page shows the extras
  await page.goto('/my-account/orders')
  await hydrated(page)
  await page.getByRole('link', { name: `Bekijk bestelling ${placed.number}` }).click()
  await expect(page.getByRole('heading', { name: `Bestelling ${placed.number}` })).toBeVisible()
  const facts = page.getByRole('region', { name: 'Bestelgegevens' })
  await expect(facts).toContainText('PO-JANSEN-12')
  await expect(facts).toContainText('JANSEN-REF-1234')
  const [y, m, d] = delivery.split('-')
  // a trade customer's order page is the back office's (issue 18): the line keeps what the shop took
  const line = page
    .getByRole('region', { name: 'Artikelen' })
    .getByRole('listitem')
    .filter({ hasText: product.name })
  await expect(line).toContainText(`Leverdatum: ${d}-${m}-${y}`)
  await expect(line).toContainText('Opmerking: Graag op een pallet')
})

test('Bakker ships a dropshipment to his own customer', async ({ page }) => {
  await signIn(page, 'nl', BAKKER)
  await addProduct(page, 'nl', await productOf('nl'))
  await openCheckout(page, 'nl')
  await page.getByLabel('Dropshipment: rechtstreeks naar mijn klant verzenden').check()
  const address = page.getByRole('group', { name: 'Afleveradres van je klant' })
  await expect(address).toContainText('De bestelling wordt naar dit adres verzonden')

  // an incomplete address is refused before anything is sent
  await page.getByRole('radio', { name: T.nl.onAccount }).check()
  await page.getByLabel(T.nl.terms).check()
  await page.getByRole('button', { name: T.nl.place }).click()
  await expect(address.getByText(/vul naam, straat en huisnummer, postcode, plaats en land in/)).toBeVisible()

  await address.getByLabel('Voornaam *').fill('Eva')
  await address.getByLabel('Achternaam *').fill('de Boer')
  await address.getByLabel('Straat en huisnummer *').fill('Dorpsstraat 1')
  await address.getByLabel('Postcode *').fill('2011 AB')
  await address.getByLabel('Plaats *').fill('Haarlem')
  const placed = await placeOnAccount(page, 'nl')
  expect(placed.sent).toMatchObject({
    is_dropship: true,
    oculus_code: 'D10002',
    po_number: '000000000',
    dropship_address: {
      firstname: 'Eva',
      lastname: 'de Boer',
      street: ['Dorpsstraat 1'],
      postcode: '2011 AB',
      city: 'Haarlem',
      country_id: 'NL',
    },
  })
  // the order ships there
  await expect(page.getByText('Dorpsstraat 1').first()).toBeVisible()
})

test('Visser (hidden-price mode 1) orders on account without seeing a price', async ({ page }) => {
  await signIn(page, 'nl', VISSER)
  await addProduct(page, 'nl', await productOf('nl'))
  await openCheckout(page, 'nl')
  // on account is his only method: the provider's methods are not added for him
  const methods = page.getByRole('group', { name: /Betaalmethode/ }).getByRole('radio')
  await expect(methods).toHaveCount(1)
  await expect(methods).toHaveAccessibleName(T.nl.onAccount)
  await expect(page.locator('.checkout')).not.toContainText('€')
  const placed = await placeOnAccount(page, 'nl')
  expect(placed.sent).toMatchObject({ oculus_code: 'D10004', po_number: '000000000' })
  await expect(page.getByText('Bedankt voor je bestelling!')).toBeVisible()
  await expect(page.locator('main')).not.toContainText('€')

  // his order history and the order's page show no amount either
  await page.goto('/my-account/orders')
  await hydrated(page)
  const link = page.getByRole('link', { name: `Bekijk bestelling ${placed.number}` })
  await expect(link).toBeVisible()
  await expect(page.locator('main')).not.toContainText('€')
  await link.click()
  await expect(page.getByRole('heading', { name: `Bestelling ${placed.number}` })).toBeVisible()
  await expect(page.locator('main')).not.toContainText('€')
})

test('Müller orders in the German store view, with German texts', async ({ page }) => {
  await signIn(page, 'de', MUELLER)
  await addProduct(page, 'de', await productOf('de', LIGHTING))
  await openCheckout(page, 'de')
  const extras = page.getByRole('group', { name: T.de.extras })
  await extras.getByLabel(T.de.po).fill('KOELN-2026-01')
  await extras.getByLabel(T.de.reference).fill('Müller Köln 123456') // 18 characters
  await page.getByRole('radio', { name: T.de.onAccount }).check()
  await page.getByLabel(T.de.terms).check()
  await page.getByRole('button', { name: T.de.place }).click()
  await expect(extras.getByText('Referenz: Die Referenz darf höchstens 15 Zeichen lang sein.')).toBeVisible()
  await expect(extras.getByText('Höchstens 15 Zeichen (18/15).')).toBeVisible()
  await extras.getByLabel(T.de.reference).fill('Müller Köln 1')
  await extras.getByLabel('Lieferdatum der ganzen Bestellung (optional)').fill(daysAhead(10))
  await extras.getByLabel('Dies ist eine Jahresbestellung').check()
  const placed = await placeOnAccount(page, 'de')
  expect(placed.sent).toMatchObject({
    oculus_code: 'D10011',
    po_number: 'KOELN-2026-01',
    reference: 'Müller Köln 1',
    is_yearorder: true,
    date: daysAhead(10),
  })
  await expect(page.getByRole('heading', { level: 1, name: T.de.status })).toBeVisible()
})
