/**
 * axe-core on the main page types, in both store views: no serious or critical violations.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { variantWithPriceStep } from './support/catalog.ts'
import { hydrated } from './support/page.ts'

const pages: [string, () => Promise<string>][] = [
  ['home', async () => '/'],
  ['category', async () => '/c/fietsen'],
  [
    'product',
    async () => {
      const { product } = await variantWithPriceStep()
      return `/p/${product.sku}/${product.url_key}`
    },
  ],
  ['search results', async () => '/search-results/fiets'],
  ['German category', async () => '/de/c/fahrraeder'],
]

for (const [name, path] of pages) {
  test(`${name}: no serious or critical axe violations`, async ({ page }) => {
    await page.goto(await path())
    await hydrated(page)
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze()
    const blocking = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    expect(blocking).toEqual([])
  })
}
