/**
 * When an order or its payment does not go through (issue 13): the shopper reads what went wrong
 * near the pay button, in their language; a refused payment leads to the order's status page that
 * offers the cart back; an open order can be paid again; the mails follow the payment (decision
 * 0081); an account can be made with the order (decision 0084).
 */
import { expect, test } from '@playwright/test'
import { uniqueEmail, PASSWORD } from './support/account.ts'
import { mailTo } from './support/outbox.ts'
import { hydrated } from './support/page.ts'
import {
  addToCart,
  cartCount,
  chooseOutcome,
  fillCheckout,
  NL_ADDRESS,
  payWithIdeal,
  productUrl,
  simpleProduct,
} from './support/shop.ts'

test('a refused payment: translated reason, the order canceled and its lines back in the cart', async ({
  page,
}) => {
  const product = await simpleProduct()
  await addToCart(page, 'nl', productUrl('nl', product))
  await page.goto('/checkout')
  await hydrated(page)
  await fillCheckout(page, 'nl', NL_ADDRESS)
  await payWithIdeal(page, 'nl', 'Testbank (weigert elke betaling)')
  await expect(page).toHaveURL(/\/order-status\/[0-9a-f]{48}\?start=refused$/)
  await expect(
    page.getByText(/De betaling kon niet worden gestart: de bank heeft de betaling geweigerd\./),
  ).toBeVisible()
  await expect(page.getByText(/refuses every payment/)).toHaveCount(0)
  await page.getByRole('button', { name: 'Zet de artikelen terug in je winkelwagen' }).click()
  await expect(page.getByText('De artikelen staan weer in je winkelwagen.')).toBeVisible()
  expect(await cartCount(page)).toBe(1)
})

test('an open payment can be paid again; the confirmation mail comes only when paid', async ({ page }) => {
  const email = uniqueEmail('pay-again')
  const product = await simpleProduct()
  await addToCart(page, 'nl', productUrl('nl', product))
  await page.goto('/checkout')
  await hydrated(page)
  await fillCheckout(page, 'nl', NL_ADDRESS)
  await page.getByLabel('E-mailadres *').fill(email)
  await payWithIdeal(page, 'nl')
  await chooseOutcome(page, /^Open/)
  await expect(page).toHaveURL(/\/orderstatus\?order_token=[0-9a-f]{48}&transactionid=[0-9a-f]{32}$/)
  await expect(page.getByText('Je bestelling staat nog open en is nog niet betaald.')).toBeVisible()
  await hydrated(page)
  await page.getByRole('button', { name: 'Opnieuw betalen' }).click()
  await chooseOutcome(page, /^Betaald/)
  await expect(page.getByText('Status: Betaald')).toBeVisible()
  const mail = await mailTo(email, /Je bestelling \d+/)
  expect(mail.text).toContain('Betaling: ontvangen')
  expect(mail.text).toContain(product.name)
})

test('a failure is explained next to the pay button: an e-mail that already has an account', async ({
  page,
}) => {
  const email = uniqueEmail('taken')
  const signup = await page.request.post('/api/user/create', {
    data: { customer: { email, firstname: 'Jan', lastname: 'de Vries' }, password: PASSWORD },
  })
  expect(signup.status()).toBe(200)
  const product = await simpleProduct()
  await addToCart(page, 'nl', productUrl('nl', product))
  await page.goto('/checkout')
  await hydrated(page)
  await fillCheckout(page, 'nl', NL_ADDRESS)
  await page.getByLabel('E-mailadres *').fill(email)
  await page.getByLabel('Maak een account aan met deze bestelling').check()
  await page.getByLabel('Wachtwoord voor je account *').fill('nog-een-wachtwoord-1')
  await page.getByRole('radio', { name: 'Rembours' }).check()
  await page.getByLabel(/algemene voorwaarden/).check()
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Er bestaat al een account met dit e-mailadres.' })
  await expect(alert).toBeVisible()
  expect(await cartCount(page)).toBe(1)
})

test('an account made with the order: the order is in the new account and mailed at once (cash on delivery)', async ({
  page,
}) => {
  const email = uniqueEmail('new-account')
  const product = await simpleProduct()
  await addToCart(page, 'nl', productUrl('nl', product))
  await page.goto('/checkout')
  await hydrated(page)
  await fillCheckout(page, 'nl', NL_ADDRESS)
  await page.getByLabel('E-mailadres *').fill(email)
  await page.getByLabel('Maak een account aan met deze bestelling').check()
  await page.getByLabel('Wachtwoord voor je account *').fill(PASSWORD)
  await page.getByRole('radio', { name: 'Rembours' }).check()
  await page.getByLabel(/algemene voorwaarden/).check()
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click()
  await expect(page).toHaveURL(/\/order-status\/[0-9a-f]{48}$/)
  await expect(page.getByText('Status: Ontvangen')).toBeVisible()
  const number = /\d{9}/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')![0]
  const mail = await mailTo(email, new RegExp(`Je bestelling ${number}`))
  expect(mail.text).toContain('Betaling: volgens de gekozen betaalwijze (niet online)')
  await page.goto('/my-account/orders')
  await hydrated(page)
  await expect(page.getByText(number).first()).toBeVisible()
})
