/**
 * Search and filters as a new shopper tries them (issue 13 item 9): "fiets" shows bicycles first,
 * a typo gets "Bedoelde je ...?", two filters give two chips, a chip removes its own filter, the
 * German store keeps the filters, "Alle löschen" / "Alles wissen" remove them all, and a colour
 * typed as a label (?kleur=zwart) filters like the option itself.
 */
import { expect, test, type Page } from '@playwright/test'
import { searchCatalog } from './support/catalog.ts'
import { hydrated } from './support/page.ts'

const BIKES = 1394

async function bicycleNames(): Promise<Set<string>> {
  const docs = await searchCatalog(
    'product',
    { _appliedFilters: [{ attribute: 'category_ids', value: { in: [BIKES] } }] },
    { size: 1000 },
  )
  return new Set(docs.map((d) => d.name as string))
}

/** The names of the first tiles of the product grid. */
async function firstTiles(page: Page, count: number): Promise<string[]> {
  const links = page.getByRole('list', { name: /^(Producten|Produkte)$/ }).getByRole('listitem')
  await expect(links.first()).toBeVisible()
  const names: string[] = []
  for (let i = 0; i < count; i++) {
    names.push(((await links.nth(i).locator('.tile__name').textContent()) ?? '').trim())
  }
  return names
}

async function chooseFirst(page: Page, facet: string) {
  const filters = page.getByRole('complementary', { name: 'Filters' })
  if (!(await filters.getByRole('group', { name: facet }).isVisible()))
    await filters.getByText('Filters').click()
  const group = filters.getByRole('group', { name: facet })
  const value = await group.getByRole('checkbox').first().getAttribute('value')
  // pinned by value: `.first()` re-resolves, and a list still being re-rendered by the previous
  // filter's navigation could put another option first between reading and ticking (a CI flake)
  await group.locator(`input[type="checkbox"][value="${value}"]`).check()
  await expect(page).toHaveURL(new RegExp(`[?&]${facet.toLowerCase()}=[^&]*${value}`))
  return value!
}

test('search "fiets" -> bicycles first -> two filters -> chips -> /de keeps them -> clear all', async ({
  page,
}) => {
  const bikes = await bicycleNames()
  await page.goto('/')
  await hydrated(page)
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Zoeken in de winkel' })
  await search.fill('fiets')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/search-results\/fiets$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('fiets')
  await hydrated(page)
  for (const name of await firstTiles(page, 6)) expect(bikes, `"${name}" is a bicycle`).toContain(name)
  // relevance is the search's own default sort
  await expect(page.getByRole('combobox', { name: 'Sorteren op' })).toHaveValue('relevance')

  const colour = await chooseFirst(page, 'Kleur')
  const chips = page.getByRole('navigation', { name: 'Actieve filters' })
  // the colour's page has rendered (its chip is there), so the brand options are its options
  await expect(chips.getByRole('link', { name: /^Filter Kleur: .* verwijderen$/ })).toHaveCount(1)
  await hydrated(page)
  const brand = await chooseFirst(page, 'Merk')
  await expect(chips.getByRole('link', { name: /^Filter .* verwijderen$/ })).toHaveCount(2)

  // the colour chip removes the colour only
  await chips.getByRole('link', { name: /^Filter Kleur: .* verwijderen$/ }).click()
  await expect(page).not.toHaveURL(new RegExp(`kleur=`))
  await expect(page).toHaveURL(new RegExp(`[?&]merk=${brand}`))
  await expect(chips.getByRole('link', { name: /^Filter .* verwijderen$/ })).toHaveCount(1)
  expect(colour).toBeTruthy()

  // the German store: same search, same brand filter, German chip
  await hydrated(page)
  await page.getByRole('navigation', { name: 'Taal en winkel' }).getByRole('link', { name: /^DE/ }).click()
  await expect(page).toHaveURL(new RegExp(`/de/search-results/fiets\\?merk=${brand}$`))
  const germanChips = page.getByRole('navigation', { name: 'Aktive Filter' })
  await expect(germanChips.getByRole('link', { name: /^Filter Marke: .* entfernen$/ })).toHaveCount(1)
  await germanChips.getByRole('link', { name: 'Alle löschen' }).click()
  await expect(page).toHaveURL(/\/de\/search-results\/fiets$/)
  await expect(germanChips).toHaveCount(0)
})

test('a typo gets "Bedoelde je ...?" with a link to the corrected search', async ({ page }) => {
  await page.goto('/search-results/gazele')
  const hint = page.getByText('Bedoelde je')
  await expect(hint).toBeVisible()
  await hint.getByRole('link', { name: 'gazelle' }).click()
  await expect(page).toHaveURL(/\/search-results\/gazelle$/)
  await expect(page.getByText('Bedoelde je')).toHaveCount(0)
})

test('a colour by its label filters like the option, with a chip and "Alles wissen"', async ({ page }) => {
  await page.goto('/c/fietsen?kleur=zwart')
  const chips = page.getByRole('navigation', { name: 'Actieve filters' })
  await expect(chips.getByRole('link', { name: 'Filter Kleur: Zwart verwijderen' })).toBeVisible()
  // the option is ticked, and no second "zwart" option with a count of 0 appears
  const colours = page.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name: 'Kleur' })
  await expect(colours.getByRole('checkbox', { name: /^Zwart \(\d+\)$/ })).toBeChecked()
  await expect(colours.getByRole('checkbox', { name: /^zwart/ })).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: /producten?$/ })).not.toHaveText('0 producten')
  await chips.getByRole('link', { name: 'Alles wissen' }).click()
  await expect(page).toHaveURL(/\/c\/fietsen$/)
  await expect(chips).toHaveCount(0)
})
