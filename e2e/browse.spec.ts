/**
 * The Dutch browsing journey of issue 3: home -> category -> filter by colour and by price ->
 * sort -> product -> choose a variant (URL and price change) -> compare.
 */
import { expect, test, type Locator } from '@playwright/test'
import { formatEuro, optionLabels, variantWithPriceStep } from './support/catalog.ts'
import { hydrated } from './support/page.ts'

/** Euro amounts of the tiles in a product grid, in page order. */
async function tilePrices(grid: Locator): Promise<number[]> {
  const texts = await grid.locator('.tile__price .price__current').allTextContents()
  return texts.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')))
}

test('home -> category -> filters -> sort -> product -> variant -> compare', async ({ page }) => {
  const { product, from, to, code, category } = await variantWithPriceStep()
  const colour = (await optionLabels('kleur')).get(String(from.kleur))!
  const fromPrice = Number(from.final_price_incl_tax ?? from.price_incl_tax)
  const toPrice = Number(to.final_price_incl_tax ?? to.price_incl_tax)
  const topCategory = product.category.find((c: any) => !String(c.path).includes('/')) ?? category

  await page.goto('/')
  await hydrated(page)
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' })
  await menu.getByRole('link', { name: topCategory.name, exact: true }).first().click()
  await expect(page).toHaveURL(new RegExp(`/c/${topCategory.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: topCategory.name })).toBeVisible()
  await hydrated(page)

  const grid = page.getByRole('list', { name: 'Producten' })
  const count = page.getByRole('status').filter({ hasText: /producten?$/ })
  const total = Number((await count.textContent())!.replace(/\D/g, ''))

  // filters sit in a disclosure on small screens; open it wherever it is closed
  const filters = page.getByRole('complementary', { name: 'Filters' })
  if (!(await filters.getByRole('group', { name: 'Kleur' }).isVisible()))
    await filters.getByText('Filters').click()
  await filters
    .getByRole('group', { name: 'Kleur' })
    .getByRole('checkbox', { name: new RegExp(`^${colour} \\(\\d+\\)$`) })
    .check()
  await expect(page).toHaveURL(new RegExp(`[?&]kleur=${from.kleur}`))
  await expect(count).not.toHaveText(`${total} producten`)
  await expect(grid.getByRole('link', { name: product.name })).toBeVisible()

  // the price range that holds the product's price
  const ranges = filters.getByRole('group', { name: 'Prijs' }).getByRole('radio')
  const values = await ranges.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))
  const range = values.find((v) => {
    if (!v) return false
    const [low, high] = v.split('-').map((n) => (n ? Number(n) : undefined))
    return (low === undefined || fromPrice >= low) && (high === undefined || fromPrice < high)
  })
  expect(range, `a price range for ${fromPrice}`).toBeTruthy()
  await ranges.and(page.locator(`[value="${range}"]`)).check()
  await expect(page).toHaveURL(new RegExp(`[?&]price=${range}`))
  await expect(page).toHaveURL(new RegExp(`[?&]kleur=${from.kleur}`))
  const [low, high] = range!.split('-').map((n) => (n ? Number(n) : Infinity))
  // the URL changes first, the grid when the new page data has arrived
  await expect
    .poll(async () => (await tilePrices(grid)).every((price) => price >= low! && price < high!))
    .toBe(true)
  await expect(grid.getByRole('link', { name: product.name })).toBeVisible()

  await page.getByLabel('Sorteren op').selectOption({ label: 'Prijs: laag - hoog' })
  await expect(page).toHaveURL(/[?&]sort=price(%3A|:)asc/)
  await expect(page.getByLabel('Sorteren op')).toHaveValue('price:asc')
  await expect
    .poll(async () => {
      const prices = await tilePrices(grid)
      return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price)
    })
    .toBe(true)

  await grid.getByRole('link', { name: product.name }).click()
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await hydrated(page)
  const priceBox = page.locator('.price-box')

  // start from the cheaper child, then choose the value that makes the other one
  await page.goto(`/p/${product.sku}/${product.url_key}/${from.sku}`)
  await hydrated(page)
  await expect(priceBox).toContainText(formatEuro(fromPrice))
  const attribute = await optionLabels(code)
  const group = page.getByRole('group', {
    name: new RegExp(`^${product.configurable_options.find((o: any) => o.attribute_code === code).label}`),
  })
  await group.getByRole('link', { name: attribute.get(String(to[code])), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/${to.sku}$`))
  await expect(priceBox).toContainText(formatEuro(toPrice))
  await expect(priceBox).not.toContainText(formatEuro(fromPrice))

  const compare = page.getByRole('button', { name: 'Vergelijk', exact: true })
  await compare.click()
  await expect(page.getByRole('button', { name: 'Verwijderen uit vergelijking' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.getByRole('link', { name: /Bekijk vergelijking \(1\)/ }).click()
  await expect(page).toHaveURL(/\/compare$/)
  const table = page.getByRole('region', { name: 'Producten vergelijken' })
  await expect(table.getByRole('link', { name: product.name })).toBeVisible()
  await expect(table.getByRole('row', { name: /^Merk/ })).toBeVisible()

  // the list is kept: a reload shows it again
  await page.reload()
  await expect(table.getByRole('link', { name: product.name })).toBeVisible()
})

test('"load more" appends the next page and keeps it in the address for reload', async ({ page }) => {
  await page.goto('/c/fietsen')
  await hydrated(page)
  const grid = page.getByRole('list', { name: 'Producten' })
  const first = await grid.getByRole('listitem').count()
  await page.getByRole('link', { name: 'Meer producten laden' }).click()
  await expect(page).toHaveURL(/[?&]page=2$/)
  await expect.poll(() => grid.getByRole('listitem').count()).toBeGreaterThan(first)
  await expect(page.getByRole('heading', { level: 1, name: 'Fietsen' })).toBeVisible()

  await page.reload()
  await expect(page).toHaveURL(/[?&]page=2$/)
  const pages = page.getByRole('navigation', { name: 'Paginanavigatie' })
  await expect(pages.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page')
  await expect(pages.getByRole('link', { name: 'Vorige' })).toBeVisible()
})
