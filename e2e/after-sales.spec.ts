/**
 * After-sales journeys of a dealer in Chromium (issue 18): staff take a phone order for dealer
 * Jansen, ship it in part (the rest of one line on backorder with an expected date) and deliver
 * it. The dealer sees the order partly shipped with the backorder and the track-and-trace link,
 * downloads the invoice PDF, finds the backorder, returns 2 of 5 pieces; staff credit the return
 * and the credit note appears in the invoices and with the return. The German store view shows
 * the invoices in German.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import {
  accountViolations,
  backofficeIdOf,
  deliveredOrderWithBackorder,
  JANSEN,
  returnStep,
  signIn,
} from './support/after-sales.ts'

const RUN = Date.now().toString(36).slice(-6).toUpperCase()

test('a dealer follows a partly shipped order, downloads its invoice, returns 2 of 5 and gets the credit note', async ({
  page,
  request,
}) => {
  const customer = await backofficeIdOf(request, JANSEN)
  const { order, products, expected } = await deliveredOrderWithBackorder(request, customer, `RET${RUN}`)
  const [bell, lamp] = products
  const expectedNl = expected.split('-').reverse().join('-')

  await signIn(page)
  await page.goto('/my-account/orders')
  const row = page.getByRole('row').filter({ hasText: order.orderId })
  await expect(row).toContainText('Deels verzonden')
  await expect(row).toContainText('7 van 9 verzonden')
  await expect(row).toContainText('2 in nabestelling')
  await row.getByRole('link', { name: `Bekijk bestelling ${order.orderId}` }).click()

  await expect(page.getByRole('heading', { name: `Bestelling ${order.orderId}` })).toBeVisible()
  const backordered = page.getByRole('listitem').filter({ hasText: lamp.sku }).first()
  await expect(backordered).toContainText('Deels verzonden')
  await expect(backordered).toContainText(`verwacht ${expectedNl}`)
  await expect(page.getByRole('listitem').filter({ hasText: bell.sku }).first()).toContainText('Afgeleverd')
  await expect(page.getByRole('link', { name: /^Volg zending .* \(PostNL\)$/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  )

  expect(await accountViolations(page)).toEqual([])

  // the invoice of the shipment, as a real PDF
  const invoices = page.getByRole('region', { name: 'Facturen bij deze bestelling' })
  const download = page.waitForEvent('download')
  await invoices.getByRole('button', { name: /^Download Factuur F\d{4}-\d+ \(pdf\)$/ }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^F\d{4}-\d+\.pdf$/)
  const bytes = readFileSync((await file.path())!)
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')

  // the backorder, with its expected date and the actions the back office allows
  await page
    .getByRole('navigation', { name: 'Mijn account' })
    .getByRole('link', { name: 'Nabestellingen' })
    .click()
  const line = page.getByRole('listitem').filter({ hasText: order.orderId }).filter({ hasText: lamp.sku })
  await expect(line).toContainText(expectedNl)
  // order it again with the keyboard alone: one add-lines request puts the backordered pieces in the cart
  await line.getByRole('button', { name: `${lamp.sku} opnieuw bestellen` }).focus()
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('status').filter({ hasText: `${lamp.sku} staat in je winkelwagen.` }),
  ).toBeVisible()
  // the back office allows a cancel (expected in two weeks): it asks first, then the line leaves the list
  await line.getByRole('button', { name: `Nabestelling van ${lamp.sku} annuleren` }).click()
  const question = line.getByRole('group', { name: `Nabestelling van ${lamp.sku} annuleren?` })
  await expect(question.getByRole('button', { name: 'Nee' })).toBeFocused()
  await question.getByRole('button', { name: 'Ja, annuleren' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: `De nabestelling van ${lamp.sku} is geannuleerd.` }),
  ).toBeVisible()
  await expect(line).toHaveCount(0)

  // return 2 of the 5 delivered pieces
  await page.getByRole('navigation', { name: 'Mijn account' }).getByRole('link', { name: 'Retouren' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Retouren' })).toBeVisible()
  await page.getByLabel('Bestelling', { exact: true }).selectOption({ value: order.orderId })
  expect(await accountViolations(page)).toEqual([])
  await page.getByLabel(`Aantal ${bell.sku} (max. 5)`).fill('6')
  await page.getByLabel('Reden').selectOption({ label: 'Te veel besteld' })
  await page.getByRole('button', { name: 'Retour aanmelden' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: `Aantal van ${bell.sku} moet tussen 1 en 5 liggen.` }),
  ).toBeVisible()
  await page.getByLabel(`Aantal ${bell.sku} (max. 5)`).fill('2')
  await page.getByRole('button', { name: 'Retour aanmelden' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Aangemeld als RMA' })).toBeVisible()
  const rma = /RMA\d+/.exec(
    (await page.getByRole('status').filter({ hasText: 'Aangemeld als' }).textContent())!,
  )![0]
  const request1 = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Nummer ${rma}` }) })
  await expect(request1).toContainText('Aangemeld')
  await expect(request1).toContainText(`2 × `)

  // staff receive, approve and credit it: the credit note appears
  for (const step of ['received', 'approved', 'credited'] as const) await returnStep(request, rma, step)
  await page.reload()
  await expect(request1).toContainText('Gecrediteerd')
  await expect(request1.getByText(/^Creditnota C?\w*\d{4}-\d+/)).toBeVisible()
  await page.goto('/my-account/invoices')
  const credit = page.getByRole('row').filter({ hasText: rma })
  await expect(credit).toContainText('Creditnota')
  await expect(credit.getByRole('button', { name: /^Download Creditnota .* \(pdf\)$/ })).toBeVisible()
  expect(await accountViolations(page)).toEqual([])
})

test('the German store view lists the invoices in German', async ({ page, request }) => {
  // an invoice of this run, whatever the seeded history holds
  await deliveredOrderWithBackorder(request, await backofficeIdOf(request, JANSEN), `DE${RUN}`)
  await signIn(page, JANSEN, 'de')
  await page.goto('/de/my-account/invoices')
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Rechnungen' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Mein Konto' })
  await expect(nav.getByRole('link', { name: 'Rechnungen' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Automatische Bestellungen' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Art' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Rechnung', exact: true }).first()).toBeVisible()
})
