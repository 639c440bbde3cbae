/** Account steps the journeys share: a fresh customer through the register modal, login, logout. */
import { expect, type Page } from '@playwright/test'
import { visibleProducts, type Doc } from './catalog.ts'
import { hydrated } from './page.ts'

export const PASSWORD = 'fietsen-2026!'

export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

export async function openLogin(page: Page): Promise<void> {
  await hydrated(page)
  await page.getByTestId('login-button').click()
  await expect(page.getByRole('dialog', { name: 'Inloggen' })).toBeVisible()
}

/** Registers a new customer on the current page (logged in afterwards); answers the e-mail address. */
export async function register(
  page: Page,
  names: { firstname: string; lastname: string } = { firstname: 'Pieter', lastname: 'Trapper' },
): Promise<string> {
  const email = uniqueEmail()
  await openLogin(page)
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Nog geen account? Registreren' }).click()
  await expect(page.getByRole('dialog', { name: 'Registreren' })).toBeVisible()
  await dialog.getByLabel('E-mailadres').fill(email)
  await dialog.getByLabel('Voornaam').fill(names.firstname)
  await dialog.getByLabel('Achternaam').fill(names.lastname)
  await dialog.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD)
  await dialog.getByLabel('Herhaal wachtwoord').fill(PASSWORD)
  await dialog.getByLabel('Ik ga akkoord met de algemene voorwaarden').check()
  await dialog.getByRole('button', { name: 'Account aanmaken' }).click()
  // the modal closes once the session and the cart's connection are done
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByTestId('account-link')).toBeVisible()
  return email
}

export async function login(page: Page, email: string, password = PASSWORD): Promise<void> {
  await openLogin(page)
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('E-mailadres').fill(email)
  await dialog.getByLabel('Wachtwoord').fill(password)
  await dialog.getByRole('button', { name: 'Inloggen' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByTestId('account-link')).toBeVisible()
}

/** Logs out through the account navigation (on any /my-account page). */
export async function logout(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Mijn account' })
    .getByRole('button', { name: 'Uitloggen' })
    .click()
  await expect(page.getByTestId('login-button')).toBeVisible()
}

const unitPrice = (doc: Doc): number => Number(doc.final_price_incl_tax ?? doc.price_incl_tax)

/** A simple product in stock with a price and no options: its page path and name. */
export async function simpleProduct(): Promise<{ path: string; name: string; sku: string; doc: Doc }> {
  const products = await visibleProducts('nl', [{ attribute: 'type_id', value: { eq: 'simple' } }])
  const found = products.find(
    (p: Doc) => p.stock?.is_in_stock === true && unitPrice(p) > 20 && !p.custom_options?.length,
  )
  if (!found) throw new Error('no simple product in stock')
  return {
    path: `/p/${encodeURIComponent(found.sku)}/${encodeURIComponent(found.slug || found.url_key)}`,
    name: found.name,
    sku: found.sku,
    doc: found,
  }
}
