/**
 * The address book in Chromium: several addresses on /my-account/shipping-details, added, edited,
 * made the default shipping or billing address, removed after a confirmation; the checkout starts
 * from the default addresses and lets the customer pick a saved one.
 */
import { expect, test } from '@playwright/test'
import { register, simpleProduct } from './support/account.ts'
import { seriousViolations } from './support/axe.ts'
import { hydrated } from './support/page.ts'

test('keep several addresses, choose the defaults, and use them at checkout', async ({ page }) => {
  await page.goto('/')
  await register(page, { firstname: 'Anna', lastname: 'Adres' })
  await page.goto('/my-account/shipping-details')

  // no address yet: the form is there at once, with the spec's minimum for the zip code
  const first = page.getByRole('form', { name: 'Nieuw adres toevoegen' })
  await expect(first.getByLabel('Voornaam')).toHaveValue('Anna')
  await first.getByLabel('Straat en huisnummer').fill('Stationsplein 1')
  await first.getByLabel('Postcode').fill('12')
  await first.getByLabel('Plaats', { exact: true }).fill('Utrecht')
  await first.getByRole('button', { name: 'Opslaan' }).click()
  await expect(first.getByText('Vul minstens 3 tekens in.')).toBeVisible()
  await expect(first.getByLabel('Postcode')).toBeFocused()
  await first.getByLabel('Postcode').fill('3511 AB')
  await first.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page.getByText('Je gegevens zijn opgeslagen.').first()).toBeVisible()

  const card = (street: string) => page.getByRole('listitem').filter({ hasText: street })
  await expect(card('Stationsplein 1').getByText('Standaard verzendadres', { exact: true })).toBeVisible()
  await expect(card('Stationsplein 1').getByText('Standaard factuuradres', { exact: true })).toBeVisible()

  // a second address, the billing default from now on
  await page.getByRole('button', { name: 'Nieuw adres toevoegen' }).click()
  const second = page.getByRole('form', { name: 'Nieuw adres toevoegen' })
  await second.getByLabel('Bedrijfsnaam').fill('Fietsen GmbH')
  await second.getByLabel('Straat en huisnummer').fill('Hauptstraße 5')
  await second.getByLabel('Postcode').fill('10115')
  await second.getByLabel('Plaats', { exact: true }).fill('Berlin')
  await second.getByLabel('Land').selectOption('DE')
  await second.getByLabel('Gebruik dit adres als standaard factuuradres').check()
  await second.getByRole('button', { name: 'Opslaan' }).click()
  await expect(card('Hauptstraße 5').getByText('Standaard factuuradres', { exact: true })).toBeVisible()
  await expect(card('Stationsplein 1').getByText('Standaard factuuradres', { exact: true })).toHaveCount(0)
  await expect(card('Stationsplein 1').getByText('Standaard verzendadres', { exact: true })).toBeVisible()

  // the book and its form: no serious accessibility problems, also on a 360 px screen
  await page.setViewportSize({ width: 360, height: 740 })
  expect(await seriousViolations(page)).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.setViewportSize({ width: 1280, height: 720 })

  // edit the first one in place
  await page.getByRole('button', { name: 'Wijzigen Stationsplein 1, Utrecht' }).click()
  const edit = page.getByRole('form', { name: 'Adres wijzigen' })
  await expect(edit.getByLabel('Straat en huisnummer')).toHaveValue('Stationsplein 1')
  expect(await seriousViolations(page)).toEqual([])
  await edit.getByLabel('Plaats', { exact: true }).fill('Amersfoort')
  await edit.getByRole('button', { name: 'Opslaan' }).click()
  await expect(card('Stationsplein 1')).toContainText('3511 AB Amersfoort')

  // the second becomes the shipping default too; the server keeps it
  await page.getByRole('button', { name: 'Standaard verzendadres maken Hauptstraße 5, Berlin' }).click()
  await expect(card('Hauptstraße 5').getByText('Standaard verzendadres', { exact: true })).toBeVisible()
  await page.reload()
  await expect(card('Hauptstraße 5').getByText('Standaard verzendadres', { exact: true })).toBeVisible()
  await expect(card('Hauptstraße 5').getByText('Standaard factuuradres', { exact: true })).toBeVisible()
  await expect(card('Stationsplein 1').getByText(/^Standaard (verzend|factuur)adres$/)).toHaveCount(0)

  // the checkout starts from the defaults; another saved address is a choice away
  const product = await simpleProduct()
  await page.goto(product.path)
  await hydrated(page)
  await page.getByRole('button', { name: 'In winkelwagen', exact: true }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await page.goto('/checkout')
  await hydrated(page)
  const shipping = page.getByRole('group', { name: '2. Verzendadres' })
  await expect(shipping.getByLabel('Straat en huisnummer *')).toHaveValue('Hauptstraße 5')
  await expect(shipping.getByLabel('Land *')).toHaveValue('DE')
  await expect(shipping.getByLabel('Bedrijfsnaam')).toHaveValue('Fietsen GmbH')
  await expect(page.getByLabel('E-mailadres *')).not.toHaveValue('')
  await page.getByLabel('Factuuradres is hetzelfde als het verzendadres').uncheck()
  const payment = page.getByRole('group', { name: '3. Betaling' })
  await payment
    .getByLabel('Opgeslagen adres')
    .selectOption({ label: 'Anna Adres, Stationsplein 1, 3511 AB Amersfoort' })
  await expect(payment.getByLabel('Straat en huisnummer *')).toHaveValue('Stationsplein 1')
  await expect(payment.getByLabel('Plaats *')).toHaveValue('Amersfoort')

  // remove an address, after saying yes; its defaults go to the one left
  await page.goto('/my-account/shipping-details')
  await page.getByRole('button', { name: 'Verwijderen Hauptstraße 5, Berlin' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(
    'Weet je zeker dat je het adres Hauptstraße 5, Berlin wilt verwijderen?',
  )
  await confirm.getByRole('button', { name: 'Nee, behouden' }).click()
  await expect(card('Hauptstraße 5')).toBeVisible()
  await page.getByRole('button', { name: 'Verwijderen Hauptstraße 5, Berlin' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, verwijderen' }).click()
  await expect(card('Hauptstraße 5')).toHaveCount(0)
  await expect(card('Stationsplein 1').getByText('Standaard verzendadres', { exact: true })).toBeVisible()
  await expect(card('Stationsplein 1').getByText('Standaard factuuradres', { exact: true })).toBeVisible()
})
