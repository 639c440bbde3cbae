/**
 * Issue 14, finding 2: while the built-in test payment provider is on (the journeys' shop runs it,
 * as `npm start` does without PAYMENT_PROVIDER), every page says so, in the store's language, from
 * the server-rendered HTML on.
 */
import { expect, test } from '@playwright/test'
import { hydrated } from './support/page.ts'

const NL = 'Testmodus – er wordt niet echt betaald'
const DE = 'Testmodus – es wird nicht wirklich bezahlt'

for (const [name, path, text] of [
  ['home', '/', NL],
  ['category', '/c/fietsen', NL],
  ['cart', '/cart', NL],
  ['checkout', '/checkout', NL],
  ['a page that does not exist', '/bestaat-niet-e2e', NL],
  ['German home', '/de', DE],
  ['German category', '/de/c/fahrraeder', DE],
] as const) {
  test(`${name}: the test mode banner is shown`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('note')).toHaveText(text)
    await hydrated(page)
    await expect(page.getByRole('note')).toHaveText(text)
    await expect(page.getByRole('note')).toBeVisible()
  })
}

test('the banner is in the HTML before any JavaScript runs', async ({ request }) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain(NL)
})
