/**
 * An automatic order in Chromium (issue 18, spec 001 §5): dealer Jansen sets one up from the
 * current cart for next week (the date field does not go below the day after tomorrow); staff run
 * the scheduler as at that moment: it places the order once, a second pass places nothing; the
 * account shows the placed order. Then it is disabled and removed.
 */
import { expect, test } from '@playwright/test'
import { emptyDealerCart } from './support/dealer-cart.ts'
import {
  amsterdamDayFromNow,
  amsterdamInstant,
  JANSEN,
  runAutomaticOrders,
  signIn,
  accountViolations,
} from './support/after-sales.ts'
import { addToCart, productUrl, simpleProduct } from './support/shop.ts'

test('an automatic order for next week is placed once when its moment comes', async ({ page, request }) => {
  await emptyDealerCart(request, JANSEN)
  await signIn(page)
  // the current cart is what the order repeats
  await addToCart(page, 'nl', productUrl('nl', await simpleProduct('nl')))

  await page.goto('/my-account/automatic-orders')
  await page.getByRole('button', { name: 'Nieuwe automatische bestelling' }).click()
  const form = page.getByRole('form', { name: 'Nieuwe automatische bestelling' })
  expect(await accountViolations(page)).toEqual([])
  const name = `Wekelijks ${Date.now().toString(36)}`
  await expect(form.getByLabel('Naam (optioneel)')).toBeFocused()
  await form.getByLabel('Naam (optioneel)').fill(name)
  await form.getByLabel('Mijn huidige winkelwagen').check()
  await expect(form.getByLabel('Eerste datum')).toHaveAttribute('min', amsterdamDayFromNow(2))
  // tomorrow is refused in the browser already
  await form.getByLabel('Eerste datum').fill(amsterdamDayFromNow(1))
  await form.getByRole('button', { name: 'Opslaan' }).click()
  await expect(form.getByRole('alert')).toContainText('Kies een datum vanaf')
  const date = amsterdamDayFromNow(7)
  await form.getByLabel('Eerste datum').fill(date)
  await form.getByLabel('Tijd').fill('08:00')
  await form.getByLabel('Herhalen').selectOption('weekly')
  await form.getByRole('button', { name: 'Opslaan' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'De automatische bestelling is opgeslagen.' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Nieuwe automatische bestelling' })).toBeFocused()
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
  await expect(card).toContainText('Ingeschakeld')
  await expect(card).toContainText('Elke week')

  // the clock moved on to five past eight that day in Amsterdam
  const now = amsterdamInstant(date, '08:05')
  const first = await runAutomaticOrders(request, now)
  expect(first.placed.length, JSON.stringify(first)).toBeGreaterThanOrEqual(1)
  const again = await runAutomaticOrders(request, now)
  expect(again.placed, 'the same pass places nothing twice').toEqual([])

  await page.reload()
  await expect(card).toContainText('Laatst geplaatst')
  await card.getByRole('button', { name: `${name} Uitschakelen` }).click()
  await expect(card).toContainText('Uitgeschakeld')
  // removing asks first, in place: "Nee" keeps it (and gives the focus back), "Ja, verwijderen" removes it
  const remove = card.getByRole('button', { name: `${name} verwijderen` })
  await remove.click()
  const question = card.getByRole('group', { name: `${name} verwijderen?` })
  await expect(question.getByRole('button', { name: 'Nee' })).toBeFocused()
  await question.getByRole('button', { name: 'Nee' }).click()
  await expect(remove).toBeFocused()
  await expect(card).toContainText('Uitgeschakeld')
  await remove.click()
  await question.getByRole('button', { name: 'Ja, verwijderen' }).click()
  await expect(page.getByRole('status').filter({ hasText: `${name} is verwijderd.` })).toBeVisible()
  await expect(card).toHaveCount(0)
})
