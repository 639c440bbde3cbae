/**
 * Layout at the widths shoppers use (390, 768, 1024, 1366 px), issue 13: no page is wider than
 * the screen, tables fit or scroll inside their box, the cart's remove confirmation does not
 * squeeze the product, compare labels do not break inside a word, the account pages sit in the
 * page frame, a grouped product's member names stay in their cells, and on a phone "In winkelwagen"
 * is on the first screen of every product type.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { baseURL } from './support/catalog.ts'
import { hydrated } from './support/page.ts'
import { prepare, productPages, type Needs } from './support/tour.ts'

const WIDTHS = [390, 768, 1024, 1366]

async function open(page: Page, path: string, needs?: Needs): Promise<void> {
  if (needs) await prepare(page, baseURL(), 'nl', needs, new Set())
  await page.goto(path)
  await hydrated(page)
}

/** The page scrolls sideways: wider than the screen. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** Words of the element's text that are broken over two lines. */
const brokenWords = (cell: Locator) =>
  cell.evaluate((element) => {
    const broken: string[] = []
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)))
        if (tops.size > 1) broken.push(match[0])
      }
    }
    return broken
  })

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 844 } })

    test('compare: the page keeps the screen width and no label breaks inside a word', async ({ page }) => {
      await open(page, '/compare', 'compare')
      const table = page.getByRole('table')
      await expect(table.getByRole('columnheader')).toHaveCount(3)
      expect(await pageOverflow(page)).toBe(0)
      for (const label of await table.getByRole('rowheader').all())
        expect(await brokenWords(label)).toEqual([])
    })

    test('cart: the remove confirmation leaves the product its room', async ({ page }) => {
      await open(page, '/cart', 'cart')
      const line = page.locator('main li').filter({ has: page.getByRole('button', { name: 'Verwijderen' }) })
      const name = line.locator('p').first()
      const before = (await name.boundingBox())!.width
      await line.getByRole('button', { name: 'Verwijderen' }).click()
      await expect(page.getByRole('alertdialog')).toBeVisible()
      const after = (await name.boundingBox())!.width
      expect(after).toBeGreaterThanOrEqual(Math.min(before, 150))
      expect(await pageOverflow(page)).toBe(0)
    })

    test('grouped product: each member name stays in its cell, also beside a quantity message', async ({
      page,
    }) => {
      const grouped = (await productPages(baseURL(), 'nl')).find((p) => p.name === 'product grouped')
      if (!grouped) throw new Error('no grouped product in the demo catalogue')
      await open(page, grouped.path)
      const rows = page.locator('.grouped__table tbody tr')
      await expect(rows.first()).toBeVisible()
      // the most a field takes: every member with a known stock then shows its message
      for (const input of await rows.locator('input[type="number"]').all()) await input.fill('999')
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: /stuks van dit product beschikbaar/ })
          .first(),
      ).toBeVisible()
      const overflowing = await page.locator('.grouped__table tbody th').evaluateAll((cells) =>
        cells.flatMap((cell) => {
          const edge = cell.getBoundingClientRect().right
          const range = document.createRange()
          range.selectNodeContents(cell)
          const right = Math.max(...Array.from(range.getClientRects()).map((r) => r.right))
          return right > edge + 1
            ? [`${cell.textContent?.trim()}: ${Math.round(right - edge)} px past its cell`]
            : []
        }),
      )
      expect(overflowing).toEqual([])
      expect(await pageOverflow(page)).toBe(0)
    })

    test('order history: every column and amount is readable', async ({ page }) => {
      // the history of a new account is empty: the shop's answer gets long orders laid over it
      await page.route('**/api/user/order-history**', async (route) => {
        const orders = [1, 2, 3].map((n) => ({
          entity_id: n,
          increment_id: `10000012${n}`,
          created_at: '2026-11-2' + n + ' 10:00:00',
          status: n === 1 ? 'pending_payment' : 'processing',
          grand_total: 2150.5 * n,
          items: [{ sku: 'BT-FONK-N3', name: 'Batavus Fonk N3 Damesfiets', qty_ordered: 1 }],
        }))
        await route.fulfill({ json: { code: 200, result: { items: orders, total_count: 3 } } })
      })
      await open(page, '/my-account/orders', 'account')
      const table = page.getByRole('table')
      await expect(table.getByRole('cell', { name: '€ 6.451,50' })).toBeVisible()
      expect(await pageOverflow(page)).toBe(0)
      const wrap = (await table.boundingBox())!
      const screen = page.viewportSize()!.width
      for (const cell of [
        table.getByRole('columnheader', { name: 'Totaal' }),
        table.getByRole('cell', { name: '€ 6.451,50' }),
      ]) {
        const box = (await cell.boundingBox())!
        expect(box.x + box.width).toBeLessThanOrEqual(Math.min(screen, wrap.x + wrap.width) + 1)
        expect(await brokenWords(cell)).toEqual([])
      }
    })

    test('my account: in the page frame, beside its navigation on wide screens', async ({ page }) => {
      await open(page, '/my-account', 'account')
      const heading = page.getByRole('heading', { level: 1 })
      const nav = page.getByRole('navigation', { name: 'Mijn account' })
      await expect(nav).toBeVisible()
      const headingBox = (await heading.boundingBox())!
      const navBox = (await nav.boundingBox())!
      const logo = (await page.getByRole('banner').getByRole('link').first().boundingBox())!
      // the same left edge as the header's content, never at the screen's edge
      expect(Math.min(navBox.x, headingBox.x)).toBeGreaterThanOrEqual(Math.min(logo.x, 16) - 1)
      if (width >= 900) {
        expect(Math.abs(navBox.x - logo.x)).toBeLessThanOrEqual(2)
        expect(headingBox.x).toBeGreaterThanOrEqual(navBox.x + navBox.width)
        expect(headingBox.y).toBeLessThan(navBox.y + navBox.height)
      }
      expect(await pageOverflow(page)).toBe(0)
    })
  })
}

test.describe('phone 390 x 844', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('every product type shows "In winkelwagen" on the first screen', async ({ page }) => {
    const pages = await productPages(baseURL(), 'nl')
    expect(pages.map((p) => p.name)).toEqual(
      expect.arrayContaining(['product simple', 'product configurable', 'product bundle']),
    )
    for (const product of pages) {
      await open(page, product.path)
      const button = page.getByRole('button', { name: 'In winkelwagen', exact: true })
      await expect(button, product.path).toBeInViewport({ ratio: 1 })
    }
  })

  test('create-password has page margins', async ({ page }) => {
    await open(page, '/create-password?token=t&email=a%40example.com')
    const box = (await page.getByRole('heading', { level: 1 }).boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(16)
  })
})
