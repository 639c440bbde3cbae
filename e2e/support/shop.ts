/**
 * Shared steps of the cart and checkout journeys: products from the demo catalogue, adding to
 * the cart, filling the checkout and paying on the test provider's page.
 */
import { expect, type Page } from '@playwright/test'
import { visibleProducts, type Doc } from './catalog.ts'
import { hydrated } from './page.ts'

export type Store = 'nl' | 'de'

export const TEXT = {
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
    place: 'Zahlungspflichtig bestellen',
  },
} as const

export const unitPrice = (doc: Doc): number => Number(doc.final_price_incl_tax ?? doc.price_incl_tax)
export const prefix = (store: Store) => (store === 'de' ? '/de' : '')

/** A configurable product with a sellable, priced child (the bike of the journeys). */
export async function configurableBike(store: Store = 'nl') {
  const products = await visibleProducts(store, [{ attribute: 'type_id', value: { eq: 'configurable' } }])
  // a bicycle: heavier than a parcel (the size class of decision 0080); helmets are configurable too
  for (const product of products.filter((p) => Number(p.weight) > 5)) {
    const child = (product.configurable_children ?? []).find(
      (c: Doc) => c.status === 1 && c.stock?.is_in_stock === true && unitPrice(c) > 0,
    )
    if (child) return { product, child }
  }
  throw new Error('no configurable product with a sellable child in the demo catalogue')
}

/** A simple product in stock with a price, for the cart journeys. */
export async function simpleProduct(store: Store = 'nl') {
  const products = await visibleProducts(store, [{ attribute: 'type_id', value: { eq: 'simple' } }])
  const found = products.find(
    (p) => p.stock?.is_in_stock === true && unitPrice(p) > 20 && !p.custom_options?.length,
  )
  if (!found) throw new Error('no simple product in stock')
  return found
}

export const productUrl = (store: Store, product: Doc, childSku?: string) =>
  `${prefix(store)}/p/${encodeURIComponent(product.sku)}/${encodeURIComponent(product.slug || product.url_key)}${
    childSku ? `/${encodeURIComponent(childSku)}` : ''
  }`

export async function addToCart(page: Page, store: Store, url: string) {
  await page.goto(url)
  await hydrated(page)
  await page.getByRole('button', { name: TEXT[store].add, exact: true }).click()
  await expect(page.getByRole('status').getByText(TEXT[store].added)).toBeVisible()
}

export async function cartCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('cart-count').textContent())
}

export interface Address {
  street: string
  zip: string
  city: string
  country: string
}

export const NL_ADDRESS: Address = {
  street: 'Stationsweg 12',
  zip: '3511 AA',
  city: 'Utrecht',
  country: 'NL',
}
export const DE_ADDRESS: Address = { street: 'Hauptstraße 5', zip: '10115', city: 'Berlin', country: 'DE' }

export async function fillCheckout(page: Page, store: Store, address: Address) {
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
  // the first method offered for the cart is chosen (a bicycle is not a courier parcel, decision 0080)
  await expect(
    page.getByRole('group', { name: /Verzendmethode|Versandart/ }).getByRole('radio', { checked: true }),
  ).toHaveCount(1)
}

/** Pays with iDEAL: the first bank of the list, or the one named. */
export async function payWithIdeal(page: Page, store: Store, bankName?: string) {
  await page.getByRole('radio', { name: 'iDEAL' }).check()
  const bank = page.getByLabel(store === 'de' ? 'Wählen Sie Ihre Bank *' : 'Kies je bank *')
  await expect(bank.locator('option').nth(1)).toBeAttached()
  await bank.selectOption(bankName ? { label: bankName } : { index: 1 })
  await page.getByLabel(store === 'de' ? /Allgemeinen Geschäftsbedingungen/ : /algemene voorwaarden/).check()
  await page.getByRole('button', { name: TEXT[store].place }).click()
}

/** On the provider's hosted test page: choose an outcome and return to the shop. */
export async function chooseOutcome(page: Page, outcome: RegExp) {
  await expect(page.getByRole('radio', { name: outcome })).toBeVisible()
  await page.getByRole('radio', { name: outcome }).check()
  await page.getByRole('button', { name: /Bevestigen|Bestätigen/ }).click()
}
