/**
 * The tour of the shop a new shopper takes: every route (both store views) and every dialog,
 * drawer and menu a shopper can open. The accessibility journeys (axe, contrast) and the
 * screenshot script (`npm run screenshots`) walk the same list, so a page added here is checked
 * and photographed alike. Only Playwright's Page API is used: the script runs it outside the test
 * runner too.
 */
import type { Locator, Page } from '@playwright/test'

export type Lang = 'nl' | 'de'
/** What a page needs in the browser before it shows its real content. */
export type Needs = 'cart' | 'compare' | 'account'

export interface TourPage {
  name: string
  path: string
  needs?: Needs
}

export interface TourDialog {
  name: string
  path: string
  needs?: Needs
  /** opens only on narrow screens (the desktop shows it open or has no toggle) */
  narrowOnly?: boolean
  /** opens the dialog; answers the element that is now open, for checks limited to it */
  open(page: Page): Promise<Locator>
}

type Doc = Record<string, any>

const INDEX = { nl: 'vue_storefront_catalog', de: 'vue_storefront_catalog_de' } as const
const prefix = (lang: Lang) => (lang === 'de' ? '/de' : '')

async function products(base: string, lang: Lang, filters: object[]): Promise<Doc[]> {
  const params = new URLSearchParams({ request_format: 'search-query', size: '500' })
  const res = await fetch(`${base}/api/catalog/${INDEX[lang]}/product/_search?${params}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      _appliedFilters: [
        { attribute: 'visibility', value: { eq: 4 } },
        { attribute: 'status', value: { eq: 1 } },
        ...filters,
      ],
    }),
  })
  if (!res.ok) throw new Error(`catalogue search answered ${res.status}`)
  const body = (await res.json()) as { hits: { hits: { _source: Doc }[] } }
  return body.hits.hits.map((hit) => hit._source)
}

const productPath = (lang: Lang, doc: Doc) =>
  `${prefix(lang)}/p/${encodeURIComponent(doc.sku)}/${encodeURIComponent(doc.slug || doc.url_key)}`

/** In stock, and for a configurable every variant too (the page offers its first choice at once). */
const inStock = (doc: Doc) =>
  doc.stock?.is_in_stock !== false &&
  (doc.configurable_children ?? []).every((child: Doc) => child.stock?.is_in_stock !== false)

/** One product page per product type the catalogue has (and one with custom options). */
export async function productPages(base: string, lang: Lang): Promise<TourPage[]> {
  const pages: TourPage[] = []
  for (const type of ['simple', 'configurable', 'grouped', 'bundle', 'virtual']) {
    const found = (await products(base, lang, [{ attribute: 'type_id', value: { eq: type } }])).find(inStock)
    if (found) pages.push({ name: `product ${type}`, path: productPath(lang, found) })
  }
  const all = await products(base, lang, [])
  const withOptions = all.find((doc) => doc.custom_options?.length && inStock(doc))
  if (withOptions) pages.push({ name: 'product custom options', path: productPath(lang, withOptions) })
  return pages
}

/** A simple product in stock without options: what the cart of the tour holds. */
export async function cartProductPath(base: string, lang: Lang): Promise<string> {
  const found = (await products(base, lang, [{ attribute: 'type_id', value: { eq: 'simple' } }])).find(
    (doc) => doc.stock?.is_in_stock === true && !doc.custom_options?.length,
  )
  if (!found) throw new Error('no simple product in stock')
  return productPath(lang, found)
}

/** Two products to compare (skus). */
export async function compareSkus(base: string, lang: Lang): Promise<string[]> {
  const found = await products(base, lang, [{ attribute: 'type_id', value: { eq: 'configurable' } }])
  return found.slice(0, 3).map((doc) => doc.sku as string)
}

/** Every route of a store view. Paths that need browser state say so in `needs`. */
export async function tourPages(base: string, lang: Lang): Promise<TourPage[]> {
  const p = prefix(lang)
  const de = lang === 'de'
  return [
    { name: 'home', path: `${p}/` },
    { name: 'category', path: de ? '/de/c/fahrraeder' : '/c/fietsen' },
    ...(await productPages(base, lang)),
    { name: 'search', path: `${p}/search-results/${de ? 'fahrrad' : 'fiets'}` },
    { name: 'compare', path: `${p}/compare`, needs: 'compare' },
    { name: 'cart empty', path: `${p}/cart` },
    { name: 'cart', path: `${p}/cart`, needs: 'cart' },
    { name: 'checkout', path: `${p}/checkout`, needs: 'cart' },
    { name: 'my-account logged out', path: `${p}/my-account` },
    { name: 'my-account', path: `${p}/my-account`, needs: 'account' },
    { name: 'my-account shipping', path: `${p}/my-account/shipping-details`, needs: 'account' },
    { name: 'my-account orders', path: `${p}/my-account/orders`, needs: 'account' },
    { name: 'my-account newsletter', path: `${p}/my-account/newsletter`, needs: 'account' },
    { name: 'my-account wishlist', path: `${p}/my-account/wishlist`, needs: 'account' },
    { name: 'my-account recently viewed', path: `${p}/my-account/recently-viewed`, needs: 'account' },
    { name: 'my-account reviews', path: `${p}/my-account/reviews`, needs: 'account' },
    { name: 'my-account scan-barcode', path: `${p}/my-account/scan-barcode`, needs: 'account' },
    { name: 'request-account', path: `${p}/request-account` },
    { name: 'create-password', path: `${p}/create-password?token=tour&email=tour%40example.com` },
    { name: 'order-status unknown', path: `${p}/order-status/tour-unknown-token` },
    { name: 'order-success', path: `${p}/order-success` },
    { name: 'cms customer service', path: `${p}/customer-service` },
    { name: 'cms delivery', path: `${p}/delivery` },
    { name: 'cms about us', path: `${p}/about-us` },
    { name: 'cms contact', path: `${p}/contact` },
    ...(de ? [] : [{ name: 'contact en', path: '/en/contact' }]),
    { name: 'error', path: `${p}/error` },
    { name: 'tab-error', path: `${p}/tab-error` },
    { name: 'offline', path: `${p}/offline` },
    { name: 'not found', path: `${p}/deze-pagina-bestaat-niet-${lang}` },
  ]
}

const LABELS = {
  nl: {
    toRegister: 'Nog geen account? Registreren',
    toReset: 'Wachtwoord vergeten?',
    filters: 'Filters',
    menu: 'Menu',
    remove: 'Verwijderen',
    search: 'Zoeken in de winkel',
    cart: /^Winkelwagen,/,
  },
  de: {
    toRegister: 'Noch kein Konto? Registrieren',
    toReset: 'Passwort vergessen?',
    filters: 'Filter',
    menu: 'Menü',
    remove: 'Entfernen',
    search: 'Im Shop suchen',
    cart: /^Warenkorb,/,
  },
} as const

async function openLogin(page: Page): Promise<Locator> {
  await page.getByTestId('login-button').click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  return dialog
}

/** Every dialog, drawer and menu of a store view, with the page it opens on. */
export function tourDialogs(lang: Lang): TourDialog[] {
  const p = prefix(lang)
  const text = LABELS[lang]
  const category = lang === 'de' ? '/de/c/fahrraeder' : '/c/fietsen'
  return [
    { name: 'login', path: `${p}/`, open: openLogin },
    {
      name: 'register',
      path: `${p}/`,
      open: async (page) => {
        const dialog = await openLogin(page)
        await dialog.getByRole('button', { name: text.toRegister }).click()
        await dialog.getByRole('textbox').nth(2).waitFor()
        return dialog
      },
    },
    {
      name: 'reset password',
      path: `${p}/`,
      open: async (page) => {
        const dialog = await openLogin(page)
        await dialog.getByRole('button', { name: text.toReset }).click()
        await page
          .getByRole('dialog', {
            name: lang === 'de' ? 'Passwort zurücksetzen' : 'Wachtwoord opnieuw instellen',
          })
          .waitFor()
        return dialog
      },
    },
    {
      name: 'mini cart',
      path: `${p}/`,
      needs: 'cart',
      open: async (page) => {
        await page.getByRole('link', { name: text.cart }).click()
        const panel = page.getByRole('dialog')
        await panel.waitFor()
        return panel
      },
    },
    {
      name: 'filters',
      path: category,
      narrowOnly: true,
      open: async (page) => {
        await page.locator('summary.filters__toggle').getByText(text.filters, { exact: true }).click()
        const body = page.locator('.filters__body')
        await body.waitFor()
        return page.locator('details.filters')
      },
    },
    {
      name: 'remove confirmation',
      path: `${p}/cart`,
      needs: 'cart',
      open: async (page) => {
        await page.locator('main').getByRole('button', { name: text.remove }).first().click()
        const confirm = page.getByRole('alertdialog')
        await confirm.waitFor()
        return confirm
      },
    },
    {
      name: 'main menu',
      path: `${p}/`,
      narrowOnly: true,
      open: async (page) => {
        await page.locator('summary.main-nav__summary').getByText(text.menu).click()
        const list = page.locator('.main-nav__list')
        await list.waitFor()
        return page.locator('nav.main-nav')
      },
    },
    {
      name: 'search panel',
      path: `${p}/`,
      open: async (page) => {
        const input = page.getByRole('search').getByLabel(text.search)
        await input.fill(lang === 'de' ? 'fahr' : 'fiets')
        const list = page.locator('.search-panel').getByRole('list')
        await list.waitFor()
        return page.locator('.search-panel')
      },
    },
  ]
}

/** Puts the browser into the state a page needs (cart with a product, compare list, logged in). */
export async function prepare(
  page: Page,
  base: string,
  lang: Lang,
  needs: Needs,
  done: Set<Needs>,
): Promise<void> {
  if (done.has(needs)) return
  if (needs === 'compare') {
    const skus = await compareSkus(base, lang)
    await page.goto(`${prefix(lang)}/`)
    await page.evaluate((list) => localStorage.setItem('shop/compare/items', JSON.stringify(list)), skus)
  } else if (needs === 'cart') {
    await page.goto(await cartProductPath(base, lang))
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await page
      .getByRole('button', { name: lang === 'de' ? 'In den Warenkorb' : 'In winkelwagen', exact: true })
      .click()
    await page.getByTestId('cart-count').filter({ hasNotText: /^0$/ }).waitFor()
  } else {
    await page.goto(`${prefix(lang)}/`)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    const dialog = await openLogin(page)
    await dialog.getByRole('button', { name: LABELS[lang].toRegister }).click()
    const de = lang === 'de'
    await dialog
      .getByLabel(de ? 'E-Mail-Adresse' : 'E-mailadres')
      .fill(`tour-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`)
    await dialog.getByLabel(de ? 'Vorname' : 'Voornaam').fill('Anna')
    await dialog.getByLabel(de ? 'Nachname' : 'Achternaam').fill('de Boer')
    await dialog.getByLabel(de ? 'Passwort' : 'Wachtwoord', { exact: true }).fill('fietsen-2026!')
    await dialog.getByLabel(de ? 'Passwort wiederholen' : 'Herhaal wachtwoord').fill('fietsen-2026!')
    await dialog.getByRole('checkbox').first().check()
    await dialog.getByRole('button', { name: de ? 'Konto erstellen' : 'Account aanmaken' }).click()
    await page.getByTestId('account-link').waitFor()
  }
  done.add(needs)
}
