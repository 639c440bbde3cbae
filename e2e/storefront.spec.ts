/**
 * The German store view, the keyboard menu, and browsing before JavaScript has loaded.
 */
import { expect, test } from '@playwright/test'
import { formatEuro, variantWithPriceStep, visibleProducts } from './support/catalog.ts'
import { hydrated } from './support/page.ts'

test('the German store view under /de: German texts, names, url keys and prices', async ({ page }) => {
  const { product, from } = await variantWithPriceStep('de')
  const [nlProduct] = await visibleProducts('nl', [{ attribute: 'sku', value: { eq: product.sku } }])
  expect(product.name).not.toBe(nlProduct!.name)

  const response = await page.goto('/de')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' })
  await expect(menu.getByRole('link', { name: 'Fahrräder', exact: true })).toHaveAttribute(
    'href',
    '/de/c/fahrraeder',
  )
  await menu.getByRole('link', { name: 'Fahrräder', exact: true }).click()
  await expect(page).toHaveURL(/\/de\/c\/fahrraeder$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Fahrräder' })).toBeVisible()
  await expect(page.getByLabel('Sortieren nach')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /\d+ Produkte$/ })).toBeVisible()

  await page.goto(`/de/p/${product.sku}/${product.url_key}/${from.sku}`)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  const price = Number(from.final_price_incl_tax ?? from.price_incl_tax)
  // de-DE: "599,00 €"
  await expect(page.locator('.price-box')).toContainText(formatEuro(price, 'de-DE'))
  await expect(page.getByRole('button', { name: 'Vergleichen', exact: true })).toBeVisible()
  await expect(page.locator('link[rel=alternate][hreflang="nl-NL"]')).toHaveAttribute(
    'href',
    new RegExp(`/p/${product.sku}/${nlProduct!.url_key}$`),
  )
})

test('the main menu works with the keyboard: Tab reaches it, Enter opens, Escape closes', async ({
  page,
}) => {
  await page.goto('/')
  await hydrated(page)
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' })
  const expand = menu.getByRole('button', { name: 'Submenu Fietsen' })
  // Tab from the top of the page until the submenu button of the first category has focus
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab')
    if (await expand.evaluate((el) => el === document.activeElement)) break
  }
  await expect(expand).toBeFocused()
  await expect(expand).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('Enter')
  await expect(expand).toHaveAttribute('aria-expanded', 'true')
  const submenuLink = menu.getByRole('link', { name: 'Stadsfietsen', exact: true })
  await expect(submenuLink).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(submenuLink).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(expand).toHaveAttribute('aria-expanded', 'false')
  await expect(expand).toBeFocused()
  await expect(submenuLink).toBeHidden()
})

test.describe('before JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a category page shows products and prices, and its filter form works', async ({ page }) => {
    await page.goto('/c/fietsen')
    await expect(page.getByRole('heading', { level: 1, name: 'Fietsen' })).toBeVisible()
    const grid = page.getByRole('list', { name: 'Producten' })
    await expect(grid.getByRole('listitem').first()).toBeVisible()
    expect(await grid.getByRole('listitem').count()).toBeGreaterThan(1)
    await expect(grid.locator('.tile__price').first()).toHaveText(/€\s\d{1,3}(\.\d{3})*,\d{2}/)

    // without JS the sort is a form with its own button
    await page.getByLabel('Sorteren op').selectOption({ label: 'Prijs: hoog - laag' })
    await page.getByRole('button', { name: 'Sorteren', exact: true }).click()
    await expect(page).toHaveURL(/[?&]sort=price(%3A|:)desc/)
    await expect(page.getByLabel('Sorteren op')).toHaveValue('price:desc')
  })

  test('the compare page renders its empty state on the server, not a loading state', async ({ page }) => {
    await page.goto('/compare')
    await expect(page.getByRole('heading', { level: 1, name: 'Producten vergelijken' })).toBeVisible()
    await expect(page.getByText('Je hebt nog geen producten om te vergelijken.')).toBeVisible()
    await expect(page.getByText('Vergelijkingslijst laden…')).toHaveCount(0)
  })
})

test('switching to Deutsch in the browser brings German texts without a reload', async ({ page }) => {
  await page.goto('/c/fietsen')
  await hydrated(page)
  await page.evaluate(() => ((window as any).e2eSamePage = true))
  await page.getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(/\/de\/c\/fahrraeder$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Fahrräder' })).toBeVisible()
  await expect(page.getByLabel('Sortieren nach')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  // the same document: the German messages came with the navigation's data
  expect(await page.evaluate(() => (window as any).e2eSamePage)).toBe(true)
})
