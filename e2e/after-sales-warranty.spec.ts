/**
 * A warranty claim with a photo in Chromium (issue 18): on a delivered phone order of dealer
 * Jansen, the claim without a description is stopped with the spec's text (in Dutch), then sent
 * with a description and a photo; the claim is listed with its status and the photo count, and
 * staff rejecting it shows the reason.
 */
import { expect, test } from '@playwright/test'
import {
  backofficeIdOf,
  deliveredOrderWithBackorder,
  JANSEN,
  returnStep,
  signIn,
  accountViolations,
} from './support/after-sales.ts'

// a 2 × 2 PNG, small enough to go as it is
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)

test('a dealer sends a warranty claim with a photo', async ({ page, request }) => {
  const run = Date.now().toString(36).slice(-6).toUpperCase()
  const { order, products } = await deliveredOrderWithBackorder(
    request,
    await backofficeIdOf(request, JANSEN),
    `GAR${run}`,
  )
  const [bell] = products

  await signIn(page)
  await page.goto('/my-account/warranty')
  await expect(page.getByRole('heading', { level: 1, name: 'Garantie' })).toBeVisible()
  await page.getByLabel('Bestelling', { exact: true }).selectOption({ value: order.orderId })
  await page.getByLabel(`Aantal ${bell.sku} (max. 5)`).fill('1')
  await page.getByLabel('Reden').selectOption({ label: 'Defect' })
  await page.getByRole('button', { name: 'Garantieclaim versturen' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Beschrijf de reden van de garantieaanvraag.' }),
  ).toBeVisible()

  await page.getByLabel('Beschrijving van het probleem').fill('De bel klinkt niet meer na twee weken.')
  await page.getByLabel(/^Foto’s/).setInputFiles({ name: 'bel.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByRole('button', { name: 'Foto bel.png verwijderen' })).toBeVisible()
  await page.getByRole('button', { name: 'Garantieclaim versturen' }).click()
  const sent = page.getByRole('status').filter({ hasText: 'Aangemeld als RMA' })
  await expect(sent).toBeVisible()
  const rma = /RMA\d+/.exec((await sent.textContent())!)![0]
  const claim = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Nummer ${rma}` }) })
  await expect(claim).toContainText('Aangemeld')
  await expect(claim).toContainText('1 foto')
  expect(await accountViolations(page)).toEqual([])
  await expect(claim).toContainText('De bel klinkt niet meer na twee weken.')

  await returnStep(request, rma, 'rejected', 'Schade door val, geen garantie.')
  await page.reload()
  await expect(claim).toContainText('Afgewezen: Schade door val, geen garantie.')
})
