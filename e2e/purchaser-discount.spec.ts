/**
 * A purchaser's line discount in Chromium (issue 17, decision 0158): a purchaser signs in, takes
 * over dealer Jansen in Customer mode, opens "Korting geven" on a cart line (above the maximum is
 * refused in Dutch, naming it), gives 5 % with a comment for the customer, sees the discounted
 * line, adds a PO number and a delivery date and places the order on account; Jansen then signs in
 * himself and sees the order with the discount in his order history.
 *
 * The purchaser is made for the journey through the admin API (x-admin-key): a trade account with
 * the purchaser flag (maximum 10 %), assigned Jansen. DISCOUNT_SHOTS=<dir> also writes the
 * screenshots of the cart with a discounted line and of the dialog at 390 and 1366 px.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from './support/axe.ts'
import { searchCatalog, type Doc } from './support/catalog.ts'
import { hydrated } from './support/page.ts'
import { makePurchaser, PURCHASER_PASSWORD } from './support/purchaser.ts'
import { productUrl } from './support/shop.ts'
import { emptyDealerCart } from './support/dealer-cart.ts'

const DEALER_PASSWORD = 'Handel2026!'
const JANSEN = 'inkoop@rijwielhandel-jansen.nl'
const LIGHTING = 1504
const SHOTS = process.env.DISCOUNT_SHOTS

async function shot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

async function lightingProduct(): Promise<Doc> {
  const products = await searchCatalog(
    'product',
    {
      _appliedFilters: [
        { attribute: 'visibility', value: { eq: 4 } },
        { attribute: 'status', value: { eq: 1 } },
        { attribute: 'type_id', value: { eq: 'simple' } },
        { attribute: 'category_ids', value: { in: [LIGHTING] } },
      ],
    },
    { store: 'nl', size: 100 },
  )
  const found = products.find(
    (p: Doc) => p.stock?.is_in_stock === true && Number(p.price) > 0 && !p.custom_options?.length,
  )
  expect(found, 'a lighting product in stock').toBeTruthy()
  return found!
}

async function signIn(page: Page, email: string, password: string) {
  await hydrated(page)
  await page.getByTestId('login-button').click()
  const dialog = page.getByRole('dialog', { name: 'Inloggen' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('E-mailadres').fill(email)
  await dialog.getByLabel('Wachtwoord', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Inloggen' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByTestId('account-link')).toBeVisible()
}

/** YYYY-MM-DD some days after today (Amsterdam's calendar; a week ahead is safe). */
function daysAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(
    new Date(Date.now() + days * 86_400_000),
  )
}

// the dealers' own carts outlast other journeys: each journey starts them empty
test.beforeEach(async ({ request }) => {
  for (const dealer of [JANSEN]) await emptyDealerCart(request, dealer)
})

test('a purchaser gives dealer Jansen 5 % on a line; the dealer sees it in his order history', async ({
  page,
  request,
  browser,
}) => {
  const purchaser = await makePurchaser(request, [JANSEN], {
    prefix: 'korting',
    firstname: 'Karel',
    lastname: 'Korting',
  })
  const product = await lightingProduct()

  // the purchaser signs in and takes Jansen over in Customer mode (his own cart)
  await page.goto('/')
  await signIn(page, purchaser, PURCHASER_PASSWORD)
  await expect(page).toHaveURL(/\/my-account\/customers$/)
  await page.getByRole('radio', { name: 'Klant', exact: true }).check()
  await page.getByRole('searchbox', { name: 'Zoek een klant' }).fill('jansen')
  await page.getByRole('button', { name: /^Overnemen: .*Rijwielhandel Jansen.*, Klant$/ }).click()
  const banner = page.getByRole('complementary', { name: 'Werken voor een klant' })
  await expect(banner).toBeVisible()

  await page.goto(productUrl('nl', product))
  await hydrated(page)
  const added = page.waitForResponse((res) => res.url().includes('/api/cart/update') && res.status() === 200)
  await page.getByRole('button', { name: 'In winkelwagen', exact: true }).click()
  await added

  await page.goto('/cart')
  await hydrated(page)
  const line = page.locator('main .cart-line').filter({ hasText: product.name })
  await expect(line).toBeVisible()
  const give = line.getByRole('button', { name: `Korting geven op ${product.name}` })
  await expect(give).toBeVisible()

  // the dialog by keyboard: it opens on Enter with focus in the percentage, shows the maximum
  await give.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: `Korting op ${product.name}` })
  await expect(dialog).toBeVisible()
  const percent = dialog.getByLabel('Korting (%)')
  await expect(percent).toBeFocused()
  await expect(dialog).toContainText('Je mag maximaal 10 % korting geven.')
  expect(await seriousViolations(page), 'the dialog').toEqual([])

  // above the maximum: refused in Dutch, naming the maximum, nothing stored
  await percent.fill('12')
  await dialog.getByRole('button', { name: 'Korting opslaan' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Korting: je mag maximaal 10 % korting geven.')
  // the server holds the same rule: its refusal names the field and the maximum
  const state = await page.evaluate(() => ({
    token: JSON.parse(localStorage.getItem('shop/user/state') ?? '{}').token as string,
    cartId: JSON.parse(localStorage.getItem('shop/cart/state') ?? '{}').cartServerToken as string,
  }))
  const lineId = await page.evaluate(
    (sku) =>
      (
        JSON.parse(localStorage.getItem('shop/cart/state') ?? '{}').cartItems as {
          sku: string
          server_item_id?: number
        }[]
      ).find((i) => i.sku === sku)?.server_item_id,
    product.sku,
  )
  const direct = await page.request.post('/api/oculus/applyDiscountCart', {
    headers: { authorization: `Bearer ${state.token}` },
    data: { cart_id: state.cartId, quote_item_id: lineId, disc_perc: 12, comment: '', type: 'internal' },
  })
  expect(direct.status()).toBe(400)
  expect(((await direct.json()) as { result: string }).result).toContain('at most 10 %')

  await percent.fill('5')
  await dialog.getByLabel('Toelichting').fill('Vaste klant: voorjaarsactie')
  await dialog.getByRole('radio', { name: /Ook de klant/ }).check()
  await shot(page, 'dialog', false)
  const applied = page.waitForResponse(
    (res) => res.url().includes('/applyDiscountCart') && res.status() === 200,
  )
  await dialog.getByRole('button', { name: 'Korting opslaan' }).click()
  await applied
  await expect(dialog).toBeHidden()
  // focus goes back to the line's button, which now changes the discount
  await expect(line.getByRole('button', { name: `Korting wijzigen op ${product.name}` })).toBeFocused()
  await expect(line.getByText('5 % korting')).toBeVisible()
  await expect(line.locator('.line-discount__now')).toContainText('nu €')
  await expect(line.getByText('Toelichting: Vaste klant: voorjaarsactie')).toBeVisible()
  // the row total is what the line costs after the discount
  const now = ((await line.locator('.line-discount__now').textContent()) ?? '').replace('nu ', '')
  await expect(line.locator('.cart-line__total')).toContainText(now)
  expect(await seriousViolations(page), 'the cart with a discounted line').toEqual([])
  await shot(page, 'cart')

  // checkout: the summary shows it; a PO number and a delivery date; on account
  await page.goto('/checkout')
  await hydrated(page)
  await expect(page.locator('.order-summary').getByText('5 % korting')).toBeVisible()
  const extras = page.getByRole('group', { name: '4. Bestelgegevens' })
  await expect(extras).toBeVisible()
  const street = page.getByLabel('Straat en huisnummer *').first()
  if (!(await street.inputValue())) {
    await street.fill('Oudegracht 100')
    await page.getByLabel('Postcode *').first().fill('3511 AX')
    await page.getByLabel('Plaats *').first().fill('Utrecht')
  }
  await extras.getByLabel('Inkoopordernummer (optioneel)').fill('PO-KORTING-5')
  await extras.getByRole('radio', { name: 'Eén datum voor de hele bestelling' }).check()
  await extras.getByLabel(/Leverdatum van de hele bestelling/).fill(daysAhead(7))
  await page.getByRole('radio', { name: 'Inkooporder' }).check()
  await page.getByLabel(/algemene voorwaarden/).check()
  const order = page.waitForRequest((req) => req.url().includes('/api/order') && req.method() === 'POST')
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click()
  await order
  const heading = page.getByRole('heading', { level: 1, name: /^Bestelstatus voor bestelling # \S+/ })
  await expect(heading).toBeVisible()
  const number = /# (\S+)/.exec((await heading.textContent()) ?? '')![1]!

  // the dealer signs in himself: the order with the discount and the comment meant for him
  const dealer = await browser.newContext()
  const own = await dealer.newPage()
  await own.goto('/')
  await signIn(own, JANSEN, DEALER_PASSWORD)
  await own.goto('/my-account/orders')
  await hydrated(own)
  await own.getByRole('link', { name: `Bekijk bestelling ${number}` }).click()
  await expect(own.getByRole('heading', { name: `Bestelling ${number}` })).toBeVisible()
  // a trade customer's order page is the back office's (issue 18): the line keeps what the shop took
  const cell = own
    .getByRole('region', { name: 'Artikelen' })
    .getByRole('listitem')
    .filter({ hasText: product.name })
  await expect(cell).toContainText('5 % korting')
  await expect(cell).toContainText('Toelichting: Vaste klant: voorjaarsactie')
  // a dealer never gets the purchaser's button
  await own.goto('/cart')
  await hydrated(own)
  await expect(own.getByRole('button', { name: /Korting geven/ })).toHaveCount(0)
  await dealer.close()
})
