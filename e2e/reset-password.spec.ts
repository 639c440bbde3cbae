/**
 * Reset password end to end in Chromium: request the mail in the modal, read it from the shop's
 * outbox (DATA_DIR/outbox/*.eml), follow its /create-password link, set a new password, log in
 * with it; the old password and a second use of the link are refused.
 */
import { expect, test } from '@playwright/test'
import { login, logout, openLogin, PASSWORD, register } from './support/account.ts'
import { mailTo } from './support/outbox.ts'
import { hydrated } from './support/page.ts'

test('request a reset, follow the mailed link, set a new password and log in with it', async ({ page }) => {
  await page.goto('/')
  const email = await register(page, { firstname: 'Rosa', lastname: 'Vergeten' })
  await page.goto('/my-account')
  await logout(page)

  await openLogin(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Wachtwoord vergeten?' }).click()
  const dialog = page.getByRole('dialog', { name: 'Wachtwoord opnieuw instellen' })
  await dialog.getByLabel('E-mailadres').fill(email)
  await dialog.getByRole('button', { name: 'Link versturen' }).click()
  await expect(
    dialog.getByText(
      'Als er een account bij dit e-mailadres hoort, hebben we je een e-mail gestuurd met een link om je wachtwoord in te stellen.',
    ),
  ).toBeVisible()
  await page.keyboard.press('Escape')

  // the Dutch store's mail, addressed by first name, with the link
  const mail = await mailTo(email, /^Nieuw wachtwoord instellen bij Fietsgroothandel$/)
  expect(mail.text).toContain('Beste Rosa,')
  const link = new URL(/https?:\/\/\S+\/create-password\?\S+/.exec(mail.text)![0])
  expect(link.searchParams.get('email')).toBe(email)
  expect(link.searchParams.get('token')).toMatch(/^\S{20,}$/)

  await page.goto(link.pathname + link.search)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuw wachtwoord instellen' })).toBeVisible()
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email)
  const fresh = 'na-de-reset-2026'
  await page.getByLabel('Wachtwoord', { exact: true }).fill(fresh)
  await page.getByLabel('Herhaal wachtwoord').fill(fresh)
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click()
  await expect(page.getByText('Je wachtwoord is ingesteld. Je kunt nu inloggen.')).toBeVisible()

  // the old password is gone, the new one works
  await page.getByRole('main').getByRole('button', { name: 'Inloggen' }).click()
  const loginDialog = page.getByRole('dialog', { name: 'Inloggen' })
  await loginDialog.getByLabel('E-mailadres').fill(email)
  await loginDialog.getByLabel('Wachtwoord').fill(PASSWORD)
  await loginDialog.getByRole('button', { name: 'Inloggen' }).click()
  await expect(loginDialog.getByRole('alert')).toHaveText(/Inloggen is niet gelukt/)
  await page.keyboard.press('Escape')
  await login(page, email, fresh)

  // the link works once
  await page.goto(link.pathname + link.search)
  await hydrated(page)
  await page.getByLabel('Wachtwoord', { exact: true }).fill('nog-een-keer-2026')
  await page.getByLabel('Herhaal wachtwoord').fill('nog-een-keer-2026')
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'De link is ongeldig of verlopen' })).toBeVisible()
})
