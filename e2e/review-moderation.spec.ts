/**
 * A review in Chromium from submission to the product page: sent from the product page, held for
 * moderation (not shown), approved through the admin endpoint (x-admin-key), then shown with its
 * rating at the next page load: review searches are never cached (decision 0072).
 */
import { expect, test } from '@playwright/test'
import { simpleProduct } from './support/account.ts'
import { hydrated } from './support/page.ts'
import { adminKey } from './support/shop-env.ts'

test('a review is submitted, not visible, approved, then visible on the product page', async ({
  page,
  request,
}) => {
  const product = await simpleProduct()
  const title = `Goedgekeurd ${Date.now()}`
  await page.goto(product.path)
  await hydrated(page)
  const reviews = page.getByRole('region', { name: /^Beoordelingen/ })

  const form = page.locator('.review-form')
  await form.getByLabel('5 sterren').check()
  await form.getByLabel('Je naam (zichtbaar bij de review)').fill('Moderatie')
  await form.getByLabel('Titel').fill(title)
  await form.getByLabel('Je review').fill('Stevig, licht en de remmen pakken goed.')
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/review/create')
  await form.getByRole('button', { name: 'Review versturen' }).click()
  const answer = await (await created).json()
  expect(answer).toMatchObject({ code: 200, result: { review_status: 2 } })
  await expect(form.getByText('Je review is verstuurd en wordt zichtbaar na goedkeuring.')).toBeVisible()

  // held for moderation: not on the page, also not after a fresh load
  await page.reload()
  await hydrated(page)
  await expect(reviews.getByRole('heading', { name: title })).toHaveCount(0)

  const approved = await request.post(`/api/admin/reviews/${answer.result.id}/approve`, {
    headers: { 'x-admin-key': adminKey() },
  })
  expect(approved.status()).toBe(200)

  // shown at once, with its rating, nickname and text
  await page.reload()
  await hydrated(page)
  const review = reviews.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })
  await expect(review).toBeVisible()
  await expect(review.getByLabel('5 van 5 sterren')).toBeVisible()
  await expect(review).toContainText('Stevig, licht en de remmen pakken goed.')
  await expect(review).toContainText('Moderatie')
})
