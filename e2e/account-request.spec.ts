/**
 * Account requests end to end in Chromium (issue 19): a business fills /request-account in Dutch,
 * staff approve it through the admin API, the new dealer follows the set-password link of the
 * mail, sets a password on /create-password, logs in and sees the trade account (the loyalty card
 * with the new customer number). In German a field that is too short is announced in German.
 * Works whether or not the captcha is active: the form waits for an active captcha's solution.
 */
import { expect, test } from '@playwright/test'
import { login, uniqueEmail } from './support/account.ts'
import { mailTo } from './support/outbox.ts'
import { hydrated } from './support/page.ts'
import { adminKey } from './support/shop-env.ts'

test('a business requests an account, staff approve it, the dealer sets a password and logs in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('aanvraag')
  await page.goto('/request-account')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Zakelijk account aanvragen' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Zakelijk account aanvragen' })

  // sending it empty names the fields, in Dutch, and moves focus to the first
  await form.getByRole('button', { name: 'Aanvraag versturen' }).click()
  await expect(form.getByRole('alert')).toHaveText('Controleer de gemarkeerde velden.')
  const company = form.getByLabel('Bedrijfsnaam *')
  await expect(company).toBeFocused()
  await expect(company).toHaveAttribute('aria-invalid', 'true')
  await expect(company).toHaveAccessibleDescription('Dit veld is verplicht.')

  const group = (name: string) => form.getByRole('group', { name })
  await group('Bedrijf').getByLabel('Bedrijfsnaam *').fill('Tweewielers De Ketting')
  await group('Bedrijf').getByLabel('Btw-nummer *').fill('NL 8123.45678.B01')
  await group('Bedrijf').getByLabel('KvK-nummer *').fill('81234567')
  await group('Bedrijf').getByLabel('Branche *').selectOption({ label: 'Fietsenwinkel' })
  await group('Contactpersoon').getByLabel('Naam contactpersoon *').fill('Kees Ketting')
  await group('Contactpersoon').getByLabel('E-mailadres *').fill(email)
  await group('Contactpersoon').getByLabel('Telefoonnummer *').fill('050 123 45 67')
  await group('Adres').getByLabel('Straat en huisnummer *').fill('Kettingstraat 8')
  await group('Adres').getByLabel('Postcode *').fill('9711 AB')
  await group('Adres').getByLabel('Plaats *').fill('Groningen')
  await expect(group('Adres').getByLabel('Land *')).toHaveValue('NL')
  await form
    .getByLabel('Wil je ons nog iets laten weten? (optioneel)')
    .fill('Wij zoeken een leverancier voor e-bikes.')
  // the keyboard reaches the submit button and sends the form
  await form.getByRole('button', { name: 'Aanvraag versturen' }).focus()
  await page.keyboard.press('Enter')

  const done = page.getByRole('status').filter({ hasText: 'Aanvraag ontvangen' })
  await expect(done).toBeVisible({ timeout: 30_000 })
  await expect(done).toContainText(email)
  const requestId = Number(/nummer (\d+)/.exec((await done.textContent()) ?? '')?.[1])
  expect(requestId).toBeGreaterThan(0)
  const receipt = await mailTo(email, /aanvraag voor een zakelijk account ontvangen/)
  expect(receipt.text).toContain('Beste Kees Ketting,')

  // staff approve it through the admin API
  const approved = await request.post(`/api/admin/backoffice/account-requests/${requestId}/approve`, {
    headers: { 'x-admin-key': adminKey() },
    data: {},
  })
  expect(approved.status(), await approved.text()).toBe(200)
  const { backoffice_id } = (await approved.json()).result as { backoffice_id: string }
  expect(backoffice_id).toMatch(/^D\d{5,}$/)

  // the mail's link sets the password
  const mail = await mailTo(email, /zakelijke account bij Fietsgroothandel is klaar/)
  expect(mail.text).toContain(backoffice_id)
  const link = new URL(/https?:\/\/\S+\/create-password\?\S+/.exec(mail.text)![0])
  await page.goto(link.pathname + link.search)
  await hydrated(page)
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email)
  const password = 'Ketting-2026!'
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password)
  await page.getByLabel('Herhaal wachtwoord').fill(password)
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click()
  await expect(page.getByText('Je wachtwoord is ingesteld. Je kunt nu inloggen.')).toBeVisible()

  // the dealer logs in and has a trade account: the loyalty card with the new customer number
  await page.goto('/')
  await hydrated(page)
  await login(page, email, password)
  await page.goto('/my-account/loyalty')
  await expect(page.getByRole('heading', { level: 1, name: 'Klantenkaart' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Je klantenkaart' })).toContainText(
    `Klantnummer ${backoffice_id}`,
  )

  // a second request for the address is answered in Dutch
  await page.goto('/request-account')
  await hydrated(page)
  const again = page.getByRole('form', { name: 'Zakelijk account aanvragen' })
  await again.getByLabel('Bedrijfsnaam *').fill('Tweewielers De Ketting')
  await again.getByLabel('Btw-nummer *').fill('NL812345678B01')
  await again.getByLabel('KvK-nummer *').fill('81234567')
  await again.getByLabel('Branche *').selectOption('bike_shop')
  await again.getByLabel('Naam contactpersoon *').fill('Kees Ketting')
  await again.getByLabel('E-mailadres *').fill(email)
  await again.getByLabel('Telefoonnummer *').fill('050 123 45 67')
  await again.getByLabel('Straat en huisnummer *').fill('Kettingstraat 8')
  await again.getByLabel('Postcode *').fill('9711 AB')
  await again.getByLabel('Plaats *').fill('Groningen')
  await again.getByRole('button', { name: 'Aanvraag versturen' }).click()
  await expect(again.getByRole('alert')).toHaveText(
    'Met dit e-mailadres bestaat al een account. Log in of vraag een nieuw wachtwoord aan.',
    { timeout: 30_000 },
  )
})

test('the German form says in German what is wrong', async ({ page }) => {
  await page.goto('/de/request-account')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Geschäftskonto beantragen' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Geschäftskonto beantragen' })
  await form.getByLabel('Firmenname *').fill('R')
  await form.getByLabel('USt-IdNr. *').fill('DE123456789')
  await expect(form.getByLabel('Land *')).toHaveValue('DE')
  await form.getByLabel('E-Mail-Adresse *').fill('keine-adresse')
  await form.getByRole('button', { name: 'Anfrage senden' }).click()
  await expect(form.getByRole('alert')).toHaveText('Bitte prüfen Sie die markierten Felder.')
  const company = form.getByLabel('Firmenname *')
  await expect(company).toBeFocused()
  await expect(company).toHaveAccessibleDescription('Bitte mindestens 2 Zeichen eingeben.')
  await expect(form.getByLabel('E-Mail-Adresse *')).toHaveAccessibleDescription(
    'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  )
  await expect(form.getByLabel('Postleitzahl *')).toHaveAccessibleDescription('Dieses Feld ist erforderlich.')
  // the VAT id has the German form: no complaint about it
  await expect(form.getByLabel('USt-IdNr. *')).not.toHaveAttribute('aria-invalid', 'true')
})
