/**
 * Trade customers see their own prices (issue 16, spec 001 §3): the demo dealers log in and see
 * their net prices from the back office on a category page and a product page, with the quantity
 * price from 12 pieces and the consumer price (mode 3); Smit (mode 2) sees no consumer price;
 * Visser (mode 1) sees no price anywhere and still orders; the German dealer in the German store.
 * The expected amounts come from the shop's own back-office call (getOculusPrices with the dealer's
 * token) and the guest catalogue, not from hard-coded numbers.
 */
import { expect, test, type APIRequestContext, type Cookie, type Page } from '@playwright/test'
import { formatEuro, searchCatalog, type Doc } from './support/catalog.ts'
import { hydrated } from './support/page.ts'
import { productUrl, TEXT, type Store } from './support/shop.ts'

const PASSWORD = 'Handel2026!'
const LIGHTING = 1504
const JANSEN = 'inkoop@rijwielhandel-jansen.nl'
const SMIT = 'bestellen@tweewieler-smit.nl'
const VISSER = 'winkel@fietspunt-visser.nl'
const MUELLER = 'einkauf@fahrradhaus-mueller.de'

const WORDS = {
  nl: {
    login: 'Inloggen',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    excl: 'excl. btw',
    advice: 'Adviesprijs',
  },
  de: {
    login: 'Anmelden',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    excl: 'zzgl. MwSt.',
    advice: 'UVP',
  },
} as const

const locale = (store: Store) => (store === 'de' ? 'de-DE' : 'nl-NL')
const round2 = (n: number) => Math.round(n * 100) / 100

async function loginAs(page: Page, store: Store, email: string) {
  await hydrated(page)
  const words = WORDS[store]
  await page.getByTestId('login-button').click()
  const dialog = page.getByRole('dialog', { name: words.login })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel(words.email).fill(email)
  await dialog.getByLabel(words.password).fill(PASSWORD)
  await dialog.getByRole('button', { name: words.login }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByTestId('account-link')).toBeVisible()
}

interface SkuPrice {
  display_amount: number
  tier_prices: { qty: number; value: number }[]
}

/** The dealer's prices as the back office answers them for their token. */
async function tradePrices(request: APIRequestContext, email: string, skus: string[]) {
  const login = await request.post('/api/user/login', { data: { username: email, password: PASSWORD } })
  expect(login.status(), `login of ${email}`).toBe(200)
  const token = ((await login.json()) as { result: string }).result
  const answer = await request.post(`/api/oculus/getOculusPrices?token=${encodeURIComponent(token)}`, {
    data: { skus, qtys: Object.fromEntries(skus.map((sku) => [sku, 1])) },
  })
  expect(answer.status(), 'getOculusPrices').toBe(200)
  return ((await answer.json()) as { result: { body: Record<string, SkuPrice> } }).result.body
}

/** Simple lighting products in stock without a special price: their net price is the catalogue's. */
async function lightingProducts(store: Store = 'nl'): Promise<Doc[]> {
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
    { store, size: 200 },
  )
  const found = products.filter(
    (p) =>
      p.stock?.is_in_stock === true &&
      Number(p.price) > 0 &&
      !(Number(p.special_price) > 0) &&
      !p.custom_options?.length,
  )
  if (!found.length) throw new Error('no simple lighting product in stock')
  return found.slice(0, 20)
}

/**
 * A lighting product priced by the dealer's category agreement (10 % off from one piece), not by
 * a net price agreed for its sku, with the dealer's price of it.
 */
async function agreedLightingProduct(request: APIRequestContext, email: string, store: Store = 'nl') {
  const candidates = await lightingProducts(store)
  // the catalogue's own net price is the Dutch view's (a German view's net follows German VAT, 0090)
  const base = new Map(
    (store === 'nl' ? candidates : await lightingProducts('nl')).map((p) => [p.sku, Number(p.price)]),
  )
  const prices = await tradePrices(
    request,
    email,
    candidates.map((p) => p.sku),
  )
  const product = candidates.find(
    (p) =>
      base.has(p.sku) &&
      Math.abs((prices[p.sku]?.display_amount ?? -1) - round2(base.get(p.sku)! * 0.9)) <= 0.011,
  )
  expect(product, 'a lighting product at 10 % off the catalogue net price').toBeTruthy()
  return { product: product!, own: prices[product!.sku]!, basePrice: base.get(product!.sku)! }
}

const tileOf = (page: Page, sku: string) => page.locator(`li.tile[data-sku="${sku}"]`)

test('a trade customer sees their net prices on a category page and a product page (mode 3)', async ({
  page,
  request,
}) => {
  await page.goto(`/c/${LIGHTING}`)
  await loginAs(page, 'nl', JANSEN)
  // the first tiles of the category, at the dealer's prices (the back office's answer)
  const tiles = page.locator('li.tile[data-sku]')
  await expect(tiles.first().locator('[data-price-kind="net"]')).toBeVisible()
  const skus = (await tiles.evaluateAll((items) => items.map((li) => li.getAttribute('data-sku')!))).slice(
    0,
    4,
  )
  const prices = await tradePrices(request, JANSEN, skus)
  for (const sku of skus) {
    await expect(tileOf(page, sku).locator('.price__net')).toContainText(
      `${formatEuro(prices[sku]!.display_amount)} excl. btw`,
    )
  }

  // a lighting product: 10 % off the catalogue's net price, 20 % from 12 pieces
  const { product, own, basePrice } = await agreedLightingProduct(request, JANSEN)
  const tier12 = own.tier_prices.find((row) => row.qty === 12)
  expect(tier12?.value).toBeCloseTo(round2(basePrice * 0.8), 2)

  await page.goto(productUrl('nl', product))
  await hydrated(page)
  const box = page.locator('.price-box')
  await expect(box.locator('.price__net')).toContainText(`${formatEuro(own.display_amount)} excl. btw`)
  await expect(box).toContainText(`Adviesprijs ${formatEuro(Number(product.price_incl_tax))} incl. btw`)
  await expect(page.locator('.trade-info')).toContainText(
    `Vanaf 12 stuks ${formatEuro(tier12!.value)} per stuk`,
  )

  // the account area shows the company
  await page.getByTestId('account-link').click()
  const company = page.getByTestId('company-data')
  await expect(company).toContainText('Rijwielhandel Jansen B.V.')
  await expect(company).toContainText('D10001')
  await expect(page.getByLabel('E-mailadres')).toHaveAttribute('readonly', '')
})

test('hidden-price mode 2: Smit sees their net price but no consumer price', async ({ page, request }) => {
  const [product] = await lightingProducts()
  await page.goto(productUrl('nl', product!))
  await loginAs(page, 'nl', SMIT)
  const { [product!.sku]: own } = await tradePrices(request, SMIT, [product!.sku])
  const box = page.locator('.price-box')
  await expect(box.locator('.price__net')).toContainText(`${formatEuro(own!.display_amount)} excl. btw`)
  await expect(box).not.toContainText('Adviesprijs')
  await expect(box).not.toContainText(formatEuro(Number(product!.price_incl_tax)))
})

test('hidden-price mode 1: Visser sees no price anywhere and can still order', async ({ page }) => {
  const [product] = await lightingProducts()
  await page.goto(`/c/${LIGHTING}`)
  await loginAs(page, 'nl', VISSER)
  const listing = page.locator('.listing__results')
  await expect(listing.locator('li.tile').first()).toBeVisible()
  await expect(listing).not.toContainText('€')

  await page.goto(productUrl('nl', product!))
  await hydrated(page)
  await expect(page.getByTestId('account-link')).toBeVisible()
  await expect(page.locator('.product__summary')).not.toContainText('€')

  // the page as the server renders it, before any script: no price either (for a guest: the price)
  const serverRendered = async (cookies: Cookie[]) => {
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: false })
    try {
      await context.addCookies(cookies)
      const plain = await context.newPage()
      await plain.goto(productUrl('nl', product!))
      await expect(plain.locator('.product__summary')).toContainText(product!.name)
      return (await plain.locator('.product__summary').textContent()) ?? ''
    } finally {
      await context.close()
    }
  }
  const dealerCookies = await page.context().cookies()
  expect(dealerCookies.some((c) => c.name === 'shop_trade_mode' && c.value === '1')).toBe(true)
  expect(await serverRendered(dealerCookies)).not.toContain('€')
  expect(await serverRendered([])).toContain('€')
  const count = page.getByTestId('cart-count')
  const before = Number((await count.textContent()) || 0)
  await page.getByRole('button', { name: TEXT.nl.add, exact: true }).click()
  await expect(count).toHaveText(String(before + 1))

  // the cart, the microcart and the checkout: the lines without amounts, no totals
  await page.goto('/cart')
  await hydrated(page)
  const line = page.locator('main .cart-line').filter({ hasText: product!.name })
  await expect(line).toBeVisible()
  await expect(line).not.toContainText('€')
  await expect(page.locator('main .totals')).toHaveCount(0)
  await page.goto('/checkout')
  await hydrated(page)
  await expect(page.locator('.order-summary')).toContainText(product!.name)
  await expect(page.locator('.order-summary')).not.toContainText('€')
  await expect(page.locator('main .totals')).toHaveCount(0)
  await expect(page.locator('.checkout__pay-total')).toHaveCount(0)
})

test('the German store view: Fahrradhaus Müller sees net prices with German texts', async ({
  page,
  request,
}) => {
  await page.goto(`/de/c/${LIGHTING}`)
  await loginAs(page, 'de', MUELLER)
  const tiles = page.locator('li.tile[data-sku]')
  await expect(tiles.first().locator('[data-price-kind="net"]')).toBeVisible()
  await expect(tiles.first()).toContainText('zzgl. MwSt.')

  const { product, own, basePrice } = await agreedLightingProduct(request, MUELLER, 'de')
  await page.goto(productUrl('de', product))
  await hydrated(page)
  const box = page.locator('.price-box')
  await expect(box.locator('.price__net')).toContainText(
    `${formatEuro(own.display_amount, locale('de'))} zzgl. MwSt.`,
  )
  await expect(box).toContainText(
    `UVP ${formatEuro(Number(product.price_incl_tax), locale('de'))} inkl. MwSt.`,
  )
  const tier12 = own.tier_prices.find((row) => row.qty === 12)
  expect(tier12?.value, 'a quantity price from 12 pieces').toBeCloseTo(round2(basePrice * 0.8), 2)
  await expect(page.locator('.trade-info')).toContainText(
    `Ab 12 Stück ${formatEuro(tier12!.value, locale('de'))} pro Stück`,
  )
})
