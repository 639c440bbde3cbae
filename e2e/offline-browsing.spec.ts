/**
 * Browsing offline (issue 20, spec 001 §2, decisions 0225-0227): with the service worker in
 * charge, pages seen online open offline (client-side and as a full load) with "Je bent offline"
 * and the time the prices were fetched; an unseen page says it is not available offline and goes
 * home; a trade customer's main-menu category opens offline without having been visited.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { signIn } from './support/after-sales.ts'
import { hydrated } from './support/page.ts'

test.use({ serviceWorkers: 'allow' })

const TEXT = {
  nl: {
    home: '/',
    menu: 'Hoofdmenu',
    offline: 'Je bent offline',
    priceAt: /^Prijs van \d\d-\d\d \d\d:\d\d$/,
    unavailable:
      'Het product, de categorie of de CMS-pagina is niet beschikbaar in de offlinemodus. Je gaat naar de homepage.',
  },
  de: {
    home: '/de',
    menu: 'Hauptmenü',
    offline: 'Sie sind offline',
    priceAt: /^Preis vom \d\d\.\d\d\. \d\d:\d\d$/,
    unavailable:
      'Das Produkt, die Kategorie oder die CMS-Seite ist im Offline-Modus nicht verfügbar. Sie werden zur Startseite weitergeleitet.',
  },
} as const

/** Opens the store view's home and waits until the service worker controls the page. */
async function underWorker(page: Page, home: string): Promise<void> {
  await page.goto(home)
  await hydrated(page)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await hydrated(page)
}

/** The top-level links of the main menu (categories), in order: path and name. */
async function menuLinks(page: Page, menu: string): Promise<{ path: string; name: string }[]> {
  const links = page.getByRole('navigation', { name: menu }).locator('a.main-nav__link')
  return links.evaluateAll((anchors) =>
    anchors.map((a) => ({
      path: new URL((a as HTMLAnchorElement).href).pathname,
      name: a.textContent!.trim(),
    })),
  )
}

const menuLink = (page: Page, menu: string, name: string) =>
  page.getByRole('navigation', { name: menu }).getByRole('link', { name, exact: true }).first()

/** Whether the worker keeps the page's HTML (decision 0225). */
const keptPage = (page: Page, path: string) =>
  page.evaluate(
    async (url) => !!(await (await caches.open('pages-v1')).match(url, { ignoreVary: true })),
    new URL(path, page.url()).href,
  )

async function offline(context: BrowserContext, run: () => Promise<void>): Promise<void> {
  await context.setOffline(true)
  try {
    await run()
  } finally {
    await context.setOffline(false)
  }
}

for (const store of ['nl', 'de'] as const) {
  const text = TEXT[store]

  test(`${store}: seen pages open offline, an unseen one says so and goes home`, async ({
    page,
    context,
  }) => {
    await underWorker(page, text.home)
    const [seen, unseen] = (await menuLinks(page, text.menu)).filter(
      (link, i, all) => all.findIndex((other) => other.path === link.path) === i,
    )
    expect(unseen, 'two menu categories').toBeDefined()

    // online: a category and one of its products; in Dutch reached by clicks (client-side, the
    // worker keeps their data and fetches their HTML once), in German as full loads (HTML only)
    let productPath: string
    if (store === 'nl') {
      await menuLink(page, text.menu, seen!.name).click()
      await expect(page.getByRole('heading', { level: 1, name: seen!.name })).toBeVisible()
      // the category's own listing (the home's product lists may still be leaving)
      const tile = page.getByRole('list', { name: 'Producten' }).locator('a.tile__link').first()
      productPath = new URL((await tile.getAttribute('href'))!, page.url()).pathname
      await page.locator(`a.tile__link[href="${productPath}"]`).first().click()
      await expect(page).toHaveURL(new RegExp(`${productPath}$`))
      // the product page has rendered (the URL changes with the data, the heading just after)
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(seen!.name)
    } else {
      await page.goto(seen!.path)
      await hydrated(page)
      const tile = page.locator('a.tile__link').first()
      productPath = new URL((await tile.getAttribute('href'))!, page.url()).pathname
      await page.goto(productPath)
      await hydrated(page)
    }
    const productName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    for (const path of [seen!.path, productPath])
      await expect.poll(() => keptPage(page, path), { message: `${path} kept` }).toBe(true)
    await page.goto(text.home)
    await hydrated(page)
    // online, nothing says offline
    await expect(page.getByText(text.offline)).toHaveCount(0)

    await offline(context, async () => {
      // client-side: the menu link to the seen category
      await menuLink(page, text.menu, seen!.name).click()
      await expect(page).toHaveURL(new RegExp(`${seen!.path}$`))
      await expect(page.getByRole('heading', { level: 1, name: seen!.name })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: text.offline })).toBeVisible()
      await expect(page.getByText(text.priceAt).first()).toBeVisible()

      // client-side to the seen product, then a full reload of it
      await page.locator(`a.tile__link[href="${productPath}"]`).first().click()
      await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible()
      await page.reload()
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: text.offline })).toBeVisible()
      await expect(page.getByText(text.priceAt).first()).toBeVisible()

      // a full load of the seen category
      await page.goto(seen!.path)
      await expect(page.getByRole('heading', { level: 1, name: seen!.name })).toBeVisible()

      // client-side to a category never opened: the message, then home (never an error page)
      await menuLink(page, text.menu, unseen!.name).click()
      await expect(page.getByRole('alert')).toHaveText(text.unavailable)
      await expect(page).toHaveURL(new RegExp(`${text.home === '/' ? '' : text.home}/?$`), {
        timeout: 15_000,
      })
      await hydrated(page)
      await expect(page.getByRole('status').filter({ hasText: text.offline })).toBeVisible()
      await expect(page.getByText(/Foutcode|Fehlercode/)).toHaveCount(0)

      // a full load of it: the same
      await page.goto(unseen!.path)
      await expect(page.getByRole('alert')).toHaveText(text.unavailable)
      await expect(page).toHaveURL(new RegExp(`${text.home === '/' ? '' : text.home}/?$`), {
        timeout: 15_000,
      })
    })
  })
}

test("a trade customer's main-menu category opens offline without having been visited", async ({
  page,
  context,
}) => {
  await underWorker(page, '/')
  await signIn(page)
  const links = await menuLinks(page, TEXT.nl.menu)
  // the last menu category: not opened by this test, and kept by the worker from the menu
  const target = links[links.length - 1]!
  await expect
    .poll(
      () =>
        page.evaluate(async (path) => {
          const cache = await caches.open('menu-pages-v1')
          const keys = (await cache.keys()).map((request) => new URL(request.url).pathname)
          return { category: keys.includes(path), products: keys.some((key) => key.startsWith('/p/')) }
        }, target.path),
      { timeout: 45_000 },
    )
    .toEqual({ category: true, products: true })

  await offline(context, async () => {
    await menuLink(page, TEXT.nl.menu, target.name).click()
    await expect(page).toHaveURL(new RegExp(`${target.path}$`))
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: TEXT.nl.offline })).toBeVisible()
  })
})

test('with the product cache turned off (BROWSER_PRODUCT_CACHE=false) a seen product is not kept; its category is', async ({
  page,
  context,
  request,
}) => {
  // the journeys' shop runs with the defaults: its pages carry them for the browser (decision 0243)
  const html = await (await request.get('/')).text()
  expect(html).toContain('<meta name="shop:product-cache" content="on"/>')
  expect(html).toContain(`<meta name="shop:browser-cache-budget" content="${4 * 1024 * 1024}"/>`)
  // from here on the pages say what a shop started with BROWSER_PRODUCT_CACHE=false says (also
  // for the pages the worker fetches: the context's routes see its requests in Chromium)
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document' && !route.request().url().endsWith('/'))
      return route.fallback()
    const response = await route.fetch()
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) return route.fulfill({ response })
    const body = (await response.text()).replace(
      '<meta name="shop:product-cache" content="on"/>',
      '<meta name="shop:product-cache" content="off"/>',
    )
    await route.fulfill({ response, body })
  })
  await underWorker(page, '/')
  // the server's tag (the rewritten page's loader data still says on, so React adds its own after
  // hydration; what reads the setting — the registration, the cache — takes the first)
  await expect(page.locator('meta[name="shop:product-cache"]').first()).toHaveAttribute('content', 'off')
  // the page registered the worker at the address that carries the setting
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/service-worker\.js\?productCache=off$/,
  )

  const [category, later] = (await menuLinks(page, TEXT.nl.menu)).filter(
    (link, i, all) => all.findIndex((other) => other.path === link.path) === i,
  )
  await page.goto(category!.path)
  await hydrated(page)
  const productPath = new URL((await page.locator('a.tile__link').first().getAttribute('href'))!, page.url())
    .pathname
  await page.goto(productPath)
  await hydrated(page)
  // a category opened after the product: once it is kept, the product's turn has passed
  await page.goto(later!.path)
  await hydrated(page)
  for (const path of [category!.path, later!.path])
    await expect.poll(() => keptPage(page, path), { message: `${path} kept` }).toBe(true)
  expect(await keptPage(page, productPath), 'product page not kept').toBe(false)
  const productReads = await page.evaluate(
    async () =>
      (await (await caches.open('catalog')).keys()).filter((r) => /\/product(-[a-z]+)?\/_search/.test(r.url))
        .length,
  )
  expect(productReads, 'no catalogue product read kept').toBe(0)

  await offline(context, async () => {
    await page.goto(category!.path)
    await expect(page.getByRole('heading', { level: 1, name: category!.name })).toBeVisible()
    await page.goto(productPath)
    await expect(page.getByRole('alert')).toHaveText(TEXT.nl.unavailable)
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 })
  })
})
