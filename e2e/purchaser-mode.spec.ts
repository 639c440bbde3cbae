/**
 * Purchaser mode (issue 17, spec 001 §3, §4, §6): a purchaser signs in, lands on their customer
 * picker, takes over dealer Jansen in Customer mode (the dealer's price, the banner, a line in the
 * dealer's own cart), switches to Apart-cart mode (a separate cart; the dealer's own cart stays as
 * it was, seen by the dealer signing in themselves), and stops. The same in the German store view.
 * A dealer signing in sees no purchaser UI at all.
 *
 * The purchaser is made for the journey through the admin API (x-admin-key): a trade account with
 * the purchaser flag, assigned the demo dealers. PURCHASER_SHOTS=<dir> also writes screenshots.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { formatEuro, searchCatalog, type Doc } from './support/catalog.ts'
import { seriousViolations } from './support/axe.ts'
import { hydrated } from './support/page.ts'
import { apiLogin, makePurchaser, PURCHASER_PASSWORD } from './support/purchaser.ts'
import { productUrl, TEXT, type Store } from './support/shop.ts'
import { emptyDealerCart } from './support/dealer-cart.ts'

const DEALER_PASSWORD = 'Handel2026!'
const JANSEN = 'inkoop@rijwielhandel-jansen.nl'
const MUELLER = 'einkauf@fahrradhaus-mueller.de'
const LIGHTING = 1504
const SHOTS = process.env.PURCHASER_SHOTS

const WORDS = {
  nl: {
    login: 'Inloggen',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    picker: 'Klant kiezen',
    search: 'Zoek een klant',
    customerMode: 'Klant',
    apartMode: 'Aparte winkelwagen',
    take: 'Overnemen',
    banner: 'Werken voor een klant',
    works: 'Je werkt voor',
    switch: 'Wisselen',
    stop: 'Stoppen',
    nav: 'Mijn klanten',
    account: 'Mijn account',
    left: 'Je werkt weer in je eigen account.',
    current: 'Huidige klant',
  },
  de: {
    login: 'Anmelden',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    picker: 'Kunden wählen',
    search: 'Kunden suchen',
    customerMode: 'Kunde',
    apartMode: 'Separater Warenkorb',
    take: 'Übernehmen',
    banner: 'Für einen Kunden arbeiten',
    works: 'Sie arbeiten für',
    switch: 'Wechseln',
    stop: 'Beenden',
    nav: 'Meine Kunden',
    account: 'Mein Konto',
    left: 'Sie arbeiten wieder in Ihrem eigenen Konto.',
    current: 'Aktueller Kunde',
  },
} as const

async function shot(page: Page, name: string) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.screenshot({
      path: join(SHOTS, `${name}-${width}.png`),
      fullPage: width === 390 && name.startsWith('picker'),
    })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

/** The dealer's own cart lines (skus), as the server holds them for the dealer's own token. */
async function dealerCartSkus(request: APIRequestContext, email: string): Promise<string[]> {
  const token = encodeURIComponent(await apiLogin(request, email, DEALER_PASSWORD))
  const created = await request.post(`/api/cart/create?token=${token}`)
  const cartId = ((await created.json()) as { result: string | number }).result
  const pulled = await request.get(`/api/cart/pull?token=${token}&cartId=${cartId}`)
  expect(pulled.status()).toBe(200)
  return ((await pulled.json()) as { result: { sku: string }[] }).result.map((line) => line.sku)
}

/** Two simple lighting products in stock, and the dealer's back-office price of the first. */
async function lightingProducts(request: APIRequestContext, store: Store, dealer: string) {
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
    { store, size: 100 },
  )
  const found = products.filter(
    (p: Doc) => p.stock?.is_in_stock === true && Number(p.price) > 0 && !p.custom_options?.length,
  )
  expect(found.length, 'two lighting products in stock').toBeGreaterThanOrEqual(2)
  const [first, second] = found as [Doc, Doc]
  const token = encodeURIComponent(await apiLogin(request, dealer, DEALER_PASSWORD))
  const prices = await request.post(`/api/oculus/getOculusPrices?token=${token}`, {
    data: { skus: [first.sku], qtys: { [first.sku]: 1 } },
  })
  const body = ((await prices.json()) as { result: { body: Record<string, { display_amount: number }> } })
    .result.body
  return { first, second, dealerPrice: body[first.sku]!.display_amount }
}

async function signIn(page: Page, store: Store, email: string, password: string) {
  await hydrated(page)
  const words = WORDS[store]
  await page.getByTestId('login-button').click()
  const dialog = page.getByRole('dialog', { name: words.login })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel(words.email).fill(email)
  await dialog.getByLabel(words.password).fill(password)
  await dialog.getByRole('button', { name: words.login }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByTestId('account-link')).toBeVisible()
}

/** On the picker: the mode, a search, one click on the customer's "Overnemen". */
async function takeOver(
  page: Page,
  store: Store,
  search: string,
  company: RegExp,
  mode: 'customer' | 'apart',
) {
  const words = WORDS[store]
  await expect(page.getByRole('heading', { level: 1, name: words.picker })).toBeVisible()
  await page
    .getByRole('radio', { name: mode === 'customer' ? words.customerMode : words.apartMode, exact: true })
    .check()
  await page.getByRole('searchbox', { name: words.search }).fill(search)
  const modeText = mode === 'customer' ? words.customerMode : words.apartMode
  const button = page.getByRole('button', {
    name: new RegExp(`^${words.take}: .*${company.source}.*, ${modeText}$`),
  })
  await expect(button).toHaveCount(1)
  await button.click()
  await expect(page.getByRole('complementary', { name: words.banner })).toBeVisible()
}

const banner = (page: Page, store: Store) => page.getByRole('complementary', { name: WORDS[store].banner })

// the dealers' own carts outlast other journeys: each journey starts them empty
test.beforeEach(async ({ request }) => {
  for (const dealer of [JANSEN, MUELLER, 'info@fietsenmaker-bakker.nl', 'winkel@fietspunt-visser.nl'])
    await emptyDealerCart(request, dealer)
})

test('a purchaser works for dealer Jansen in Customer mode, then in an apart cart, then stops', async ({
  page,
  request,
  browser,
}) => {
  const words = WORDS.nl
  const purchaser = await makePurchaser(request, [JANSEN, 'info@fietsenmaker-bakker.nl'])
  const { first, second, dealerPrice } = await lightingProducts(request, 'nl', JANSEN)
  const before = await dealerCartSkus(request, JANSEN)

  // signing in, the purchaser lands on the picker; the navigation lists it
  await page.goto('/')
  await signIn(page, 'nl', purchaser, PURCHASER_PASSWORD)
  await expect(page).toHaveURL(/\/my-account\/customers$/)
  await expect(
    page.getByRole('navigation', { name: words.account }).getByRole('link', { name: words.nav }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: /^Overnemen: / })).toHaveCount(2)
  await expect(banner(page, 'nl')).toHaveCount(0)
  expect(await seriousViolations(page), 'the picker').toEqual([])
  await shot(page, 'picker-nl')

  // Customer mode: the dealer's price, the banner, the dealer's own cart
  await takeOver(page, 'nl', 'jansen', /Rijwielhandel Jansen/, 'customer')
  await expect(banner(page, 'nl')).toContainText(`${words.works} Rijwielhandel Jansen B.V. (D10001) · Klant`)
  expect(
    await page.evaluate(() => [localStorage.getItem('purchaserId'), localStorage.getItem('take_over_cart')]),
  ).toEqual([expect.stringMatching(/^\d+$/), 'true'])
  await page.goto(productUrl('nl', first))
  await hydrated(page)
  await expect(banner(page, 'nl')).toBeVisible()
  await expect(page.locator('.price-box .price__net')).toContainText(`${formatEuro(dealerPrice)} excl. btw`)
  expect(await seriousViolations(page), 'a page with the banner').toEqual([])
  await shot(page, 'banner-nl')
  const count = page.getByTestId('cart-count')
  const shown = Number((await count.textContent()) || 0)
  await page.getByRole('button', { name: TEXT.nl.add, exact: true }).click()
  await expect(count).toHaveText(String(shown + 1))
  await expect.poll(() => dealerCartSkus(request, JANSEN)).toContain(first.sku)

  // switch: Apart-cart mode, a cart of its own; the dealer's cart does not change
  await banner(page, 'nl')
    .getByRole('link', { name: new RegExp(words.switch) })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: words.picker })).toBeVisible()
  await expect(page.locator('.customer-card--current')).toContainText(words.current)
  await shot(page, 'picker-switching-nl')
  await takeOver(page, 'nl', 'D10001', /Rijwielhandel Jansen/, 'apart')
  await expect(banner(page, 'nl')).toContainText('(D10001) · Aparte winkelwagen')
  expect(await page.evaluate(() => localStorage.getItem('take_over_cart'))).toBe('false')
  await page.goto(productUrl('nl', second))
  await hydrated(page)
  await expect(page.getByTestId('cart-count')).toHaveText('0')
  await page.getByRole('button', { name: TEXT.nl.add, exact: true }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await page.goto('/cart')
  await hydrated(page)
  await expect(page.locator('main .cart-line').filter({ hasText: second.name })).toBeVisible()
  await expect(page.locator('main .cart-line')).toHaveCount(1)
  expect((await dealerCartSkus(request, JANSEN)).sort()).toEqual([...new Set([...before, first.sku])].sort())

  // stop: one click, back in the purchaser's own account, no banner, no purchaser keys left
  await banner(page, 'nl')
    .getByRole('button', { name: new RegExp(words.stop) })
    .click()
  await expect(banner(page, 'nl')).toHaveCount(0)
  await expect(page.getByRole('status').getByText(words.left)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: words.picker })).toBeVisible()
  expect(
    await page.evaluate(() =>
      ['purchaserId', 'purchaser_email', 'take_over_cart'].map((k) => localStorage.getItem(k)),
    ),
  ).toEqual([null, null, null])
  await page.goto('/my-account')
  await hydrated(page)
  await expect(page.getByLabel('E-mailadres')).toHaveValue(purchaser)

  // the dealer signs in themselves: their cart has the Customer-mode line, not the apart one
  const dealer = await browser.newContext()
  const own = await dealer.newPage()
  await own.goto('/')
  await signIn(own, 'nl', JANSEN, DEALER_PASSWORD)
  await expect(banner(own, 'nl')).toHaveCount(0)
  await own.goto('/cart')
  await hydrated(own)
  await expect(own.locator('main .cart-line').filter({ hasText: first.name })).toBeVisible()
  await expect(own.locator('main .cart-line').filter({ hasText: second.name })).toHaveCount(0)
  await dealer.close()
})

test('the German store view: the purchaser works for Fahrradhaus Müller and stops', async ({
  page,
  request,
}) => {
  const words = WORDS.de
  const purchaser = await makePurchaser(request, [MUELLER, JANSEN])
  const { first, dealerPrice } = await lightingProducts(request, 'de', MUELLER)

  await page.goto('/de/')
  await signIn(page, 'de', purchaser, PURCHASER_PASSWORD)
  await expect(page).toHaveURL(/\/de\/my-account\/customers$/)
  await expect(
    page.getByRole('navigation', { name: words.account }).getByRole('link', { name: words.nav }),
  ).toBeVisible()
  await shot(page, 'picker-de')
  await takeOver(page, 'de', 'müller', /Fahrradhaus Müller/, 'customer')
  await expect(banner(page, 'de')).toContainText(`${words.works} Fahrradhaus Müller GmbH (D10011) · Kunde`)
  await page.goto(productUrl('de', first))
  await hydrated(page)
  await expect(page.locator('.price-box .price__net')).toContainText(
    `${formatEuro(dealerPrice, 'de-DE')} zzgl. MwSt.`,
  )
  await shot(page, 'banner-de')

  // switching from the banner keeps the store view; then stopping
  await banner(page, 'de')
    .getByRole('link', { name: new RegExp(words.switch, 'i') })
    .click()
  await expect(page).toHaveURL(/\/de\/my-account\/customers$/)
  await takeOver(page, 'de', 'D10001', /Rijwielhandel Jansen/, 'apart')
  await expect(banner(page, 'de')).toContainText('(D10001) · Separater Warenkorb')
  // by keyboard: the banner's stop button takes Enter
  await banner(page, 'de')
    .getByRole('button', { name: new RegExp(words.stop, 'i') })
    .focus()
  await page.keyboard.press('Enter')
  await expect(banner(page, 'de')).toHaveCount(0)
  await expect(page.getByRole('status').getByText(words.left)).toBeVisible()
})

test('the demo purchaser lands on the picker with the five dealers assigned', async ({ page }) => {
  await page.goto('/')
  await signIn(page, 'nl', 'verkoop@fietsgroothandel.nl', DEALER_PASSWORD)
  await expect(page).toHaveURL(/\/my-account\/customers$/)
  await expect(page.getByRole('button', { name: /^Overnemen: / })).toHaveCount(5)
  await expect(page.getByRole('button', { name: /^Overnemen: .*Fahrradhaus Müller/ })).toBeVisible()
})

test('a dealer sees no purchaser UI', async ({ page }) => {
  await page.goto('/my-account')
  await signIn(page, 'nl', JANSEN, DEALER_PASSWORD)
  await expect(page).not.toHaveURL(/customers/)
  const nav = page.getByRole('navigation', { name: WORDS.nl.account })
  await expect(nav.getByRole('link', { name: 'Orders' }).or(nav.getByRole('link').first())).toBeVisible()
  await expect(nav.getByRole('link', { name: WORDS.nl.nav })).toHaveCount(0)
  await expect(banner(page, 'nl')).toHaveCount(0)
  // the picker's address itself tells a dealer they cannot work for customers
  await page.goto('/my-account/customers')
  await hydrated(page)
  await expect(page.getByText('Met dit account kun je niet voor klanten werken.')).toBeVisible()
  await expect(page.locator('main').getByRole('searchbox')).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('purchaserId'))).toBeNull()
})

test('acting for Visser: his hidden-price mode, his only payment method and the order extras, in an apart cart', async ({
  page,
  request,
}) => {
  const visser = 'winkel@fietspunt-visser.nl'
  const purchaser = await makePurchaser(request, [visser])
  const { first } = await lightingProducts(request, 'nl', visser)
  await page.goto('/')
  await signIn(page, 'nl', purchaser, PURCHASER_PASSWORD)
  await takeOver(page, 'nl', 'visser', /Fietspunt Visser/, 'apart')
  await expect(banner(page, 'nl')).toContainText('(D10004) · Aparte winkelwagen')

  // mode 1: no price anywhere, ordering still works
  await page.goto(productUrl('nl', first))
  await hydrated(page)
  await expect(page.locator('.product__summary')).not.toContainText('€')
  await page.getByRole('button', { name: TEXT.nl.add, exact: true }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')

  await page.goto('/checkout')
  await hydrated(page)
  await expect(banner(page, 'nl')).toBeVisible()
  await expect(page.getByRole('group', { name: /Bestelgegevens/ })).toBeVisible()
  const methods = page.getByRole('group', { name: /Betaalmethode/ }).getByRole('radio')
  await expect(methods).toHaveCount(1)
  await expect(methods).toHaveAccessibleName('Inkooporder')
  await expect(page.locator('.checkout')).not.toContainText('€')
})
