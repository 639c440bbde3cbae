/**
 * Every shipping and payment method the checkout offers, each to a placed order (issue 13): a cart
 * of the size class the method carries (a bicycle, a parcel, a letterbox part; decision 0080), the
 * method chosen in the checkout, the order placed, and the status page naming the method with the
 * order's lines. Business-only methods (pallet, own carrier, purchase order) with a business
 * account. The fast path pays cash on delivery (no provider page); iDEAL, the default, is paid on
 * the provider's page in nl and de.
 */
import { expect, test, type Page } from '@playwright/test'
import { register } from './support/account.ts'
import { makeBusinessCustomer } from './support/business.ts'
import { visibleProducts, type Doc } from './support/catalog.ts'
import { hydrated } from './support/page.ts'
import {
  addToCart,
  chooseOutcome,
  configurableBike,
  DE_ADDRESS,
  fillCheckout,
  NL_ADDRESS,
  payWithIdeal,
  productUrl,
  TEXT,
  unitPrice,
  type Store,
} from './support/shop.ts'

const kg = (doc: Doc) => Number(doc.weight ?? 0)

/** A simple product in stock without options whose weight puts it in the class. */
async function simpleOfWeight(min: number, max: number, store: Store = 'nl') {
  const products = await visibleProducts(store, [{ attribute: 'type_id', value: { eq: 'simple' } }])
  const found = products.find(
    (p) =>
      p.stock?.is_in_stock === true &&
      unitPrice(p) > 0 &&
      !p.custom_options?.length &&
      kg(p) > min &&
      kg(p) <= max,
  )
  if (!found) throw new Error(`no simple product between ${min} and ${max} kg`)
  return found
}

async function bikeUrl(store: Store = 'nl') {
  const { product, child } = await configurableBike(store)
  return { url: productUrl(store, product, child.sku), name: product.name as string }
}

const parcelUrl = async () => {
  const p = await simpleOfWeight(0.2, 5)
  return { url: productUrl('nl', p), name: p.name as string }
}
const letterboxUrl = async () => {
  const p = await simpleOfWeight(0, 0.2)
  return { url: productUrl('nl', p), name: p.name as string }
}

/** Checkout with the shipping method of this label and the payment method of that label. */
async function checkoutWith(page: Page, shipping: RegExp, payment: string, store: Store = 'nl') {
  await page.goto(store === 'de' ? '/de/checkout' : '/checkout')
  await hydrated(page)
  await fillCheckout(page, store, store === 'de' ? DE_ADDRESS : NL_ADDRESS)
  const method = page.getByRole('radio', { name: shipping })
  await method.check()
  await expect(method).toBeChecked()
  await page.getByRole('radio', { name: payment, exact: true }).check()
  await page.getByLabel(store === 'de' ? /Allgemeinen Geschäftsbedingungen/ : /algemene voorwaarden/).check()
  const order = page.waitForResponse(
    (res) => res.url().includes('/api/order') && res.request().method() === 'POST',
  )
  await page.getByRole('button', { name: store === 'de' ? /bestellen/i : 'Bestelling plaatsen' }).click()
  expect((await order).status()).toBe(200)
}

async function expectPlaced(page: Page, productName: string, shippingTitle: RegExp) {
  await expect(page).toHaveURL(/\/order-status\/[0-9a-f]{48}$/)
  await expect(page.getByText('Status: Ontvangen')).toBeVisible()
  const details = page.getByRole('region', { name: 'Je bestelling' })
  await expect(details.getByRole('cell', { name: productName })).toBeVisible()
  await expect(details.getByRole('definition').filter({ hasText: shippingTitle })).toBeVisible()
  await expect(details.getByText('Verwachte levering')).toBeVisible()
}

const GUEST_SHIPPING = [
  { code: 'flatrate', label: /Koerier [–-] Vaste prijs/, cart: parcelUrl },
  { code: '0001', label: /Afhalen [–-] In ons magazijn/, cart: bikeUrl },
  { code: '0002', label: /Brievenbuspakket [–-] Kleine onderdelen/, cart: letterboxUrl },
  { code: '0004', label: /Fietsbezorging [–-] Rijklaar thuisbezorgd/, cart: bikeUrl },
  { code: '0005', label: /Koerier [–-] Avondlevering/, cart: parcelUrl },
  { code: '0006', label: /Koerier [–-] Zaterdaglevering/, cart: parcelUrl },
  { code: '0007', label: /Koerier [–-] Volgende werkdag/, cart: parcelUrl },
  { code: '0008', label: /Koerier [–-] Verzekerd verzenden/, cart: bikeUrl },
  { code: '0009', label: /Eigen bezorgdienst [–-] Met onze volgende rit mee/, cart: bikeUrl },
  { code: '0011', label: /Spoedkoerier [–-] Dezelfde werkdag/, cart: parcelUrl },
]

for (const method of GUEST_SHIPPING) {
  test(`a guest orders with shipping method ${method.code}`, async ({ page }) => {
    const product = await method.cart()
    await addToCart(page, 'nl', product.url)
    await checkoutWith(page, method.label, 'Rembours')
    await expectPlaced(page, product.name, method.label)
  })
}

test('a guest with a bicycle is not offered letterbox, pallet, parcel couriers or purchase order', async ({
  page,
}) => {
  const bike = await bikeUrl()
  await addToCart(page, 'nl', bike.url)
  await page.goto('/checkout')
  await hydrated(page)
  await fillCheckout(page, 'nl', NL_ADDRESS)
  const methods = page.getByRole('group', { name: /Verzendmethode/ }).getByRole('radio')
  await expect(methods).toHaveCount(4)
  for (const name of [/Brievenbuspakket/, /Pallet/, /Vaste prijs/, /Eigen vervoerder/])
    await expect(page.getByRole('radio', { name })).toHaveCount(0)
  await expect(page.getByRole('radio', { name: 'Inkooporder' })).toHaveCount(0)
  // iDEAL is the spec's default
  await expect(page.getByRole('radio', { name: 'iDEAL' })).toBeChecked()
})

test.describe('a business customer', () => {
  for (const method of [
    { code: '0003', label: /Pallet [–-] Vrachtwagen met laadklep/ },
    { code: '0010', label: /Eigen vervoerder [–-] Door u geregeld/ },
  ]) {
    test(`orders a bicycle with ${method.code} on purchase order`, async ({ page, request }) => {
      await page.goto('/')
      const email = await register(page)
      await makeBusinessCustomer(request, email)
      const bike = await bikeUrl()
      await addToCart(page, 'nl', bike.url)
      await checkoutWith(page, method.label, 'Inkooporder')
      await expectPlaced(page, bike.name, method.label)
    })
  }
})

for (const store of ['nl', 'de'] as const) {
  test(`the default methods in ${store}: courier and iDEAL, paid on the provider's page`, async ({
    page,
  }) => {
    const product = await simpleOfWeight(0.2, 5, store)
    await addToCart(page, store, productUrl(store, product))
    await page.goto(store === 'de' ? '/de/checkout' : '/checkout')
    await hydrated(page)
    await fillCheckout(page, store, store === 'de' ? DE_ADDRESS : NL_ADDRESS)
    await expect(page.getByRole('radio', { name: 'iDEAL' })).toBeChecked()
    // on every width the amount to pay stands right before the button
    await expect(page.getByText(store === 'de' ? /^Zu zahlen:/ : /^Te betalen:/)).toBeVisible()
    await payWithIdeal(page, store)
    await chooseOutcome(page, store === 'de' ? /^Bezahlt/ : /^Betaald/)
    await expect(page).toHaveURL(/\/orderstatus\?order_token=[0-9a-f]{48}&transactionid=[0-9a-f]{32}$/)
    await expect(page.getByText(store === 'de' ? 'Status: Bezahlt' : 'Status: Betaald')).toBeVisible()
    await expect(page.getByRole('cell', { name: product.name })).toBeVisible()
    await expect(page.getByText(TEXT[store].place)).toHaveCount(0)
  })
}

// the provider's own methods the checkout lists besides iDEAL (test mode offers them too)
for (const method of ['Bancontact', 'Creditcard']) {
  test(`a guest pays with ${method} on the provider's page`, async ({ page }) => {
    const product = await simpleOfWeight(0.2, 5)
    await addToCart(page, 'nl', productUrl('nl', product))
    await page.goto('/checkout')
    await hydrated(page)
    await fillCheckout(page, 'nl', NL_ADDRESS)
    await page.getByRole('radio', { name: method, exact: true }).check()
    await page.getByLabel(/algemene voorwaarden/).check()
    await page.getByRole('button', { name: TEXT.nl.place }).click()
    await chooseOutcome(page, /^Betaald/)
    await expect(page).toHaveURL(/\/orderstatus\?order_token=[0-9a-f]{48}&transactionid=[0-9a-f]{32}$/)
    await expect(page.getByText('Status: Betaald')).toBeVisible()
    await expect(page.getByRole('definition').filter({ hasText: method })).toBeVisible()
  })
}
