/**
 * The loyalty card (issue 19): demo dealer Jansen opens it from the account menu and sees his
 * customer number and the seeded claims, newest first, with their sum; the German store view says
 * it in German; a consumer has no such page in the menu.
 */
import { expect, test } from '@playwright/test'
import { accountViolations, signIn } from './support/after-sales.ts'

test('a dealer sees his loyalty card with the claims the back office granted', async ({ page }) => {
  await signIn(page)
  await page.goto('/my-account')
  await page
    .getByRole('navigation', { name: 'Mijn account' })
    .getByRole('link', { name: 'Klantenkaart' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Klantenkaart' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Je klantenkaart' })).toContainText('Klantnummer D10001')
  const rows = page.getByRole('region', { name: 'Je tegoeden' }).getByRole('row')
  // header, four claims newest first, the total
  await expect(rows).toHaveCount(6)
  await expect(rows.nth(1)).toContainText('LOY-D10001-2611')
  await expect(rows.nth(1)).toContainText('€ 25,00')
  await expect(rows.nth(4)).toContainText('LOY-D10001-2601')
  await expect(rows.nth(5)).toContainText('Totaal')
  await expect(rows.nth(5)).toContainText('€ 190,00')
  expect(await accountViolations(page)).toEqual([])
})

test('the German store view shows the loyalty card in German', async ({ page }) => {
  await signIn(page, 'einkauf@fahrradhaus-mueller.de', 'de')
  await page.goto('/de/my-account/loyalty')
  await expect(page.getByRole('heading', { level: 1, name: 'Kundenkarte' })).toBeVisible()
  const claims = page.getByRole('region', { name: 'Ihre Guthaben' })
  await expect(claims.getByRole('columnheader', { name: 'Beschreibung' })).toBeVisible()
  await expect(claims).toContainText('Treuepunkte Oktober')
  await expect(claims.getByRole('row').last()).toContainText('105,00 €')
})
