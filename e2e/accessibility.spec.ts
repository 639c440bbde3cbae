/**
 * Every route of the tour (support/tour.ts) in both store views, and every dialog, drawer and menu
 * open: axe-core (WCAG 2 A/AA) finds no serious or critical violation, and our own contrast check
 * (support/contrast.ts) finds no button or link-button below AA. Routes at 1366 px in Dutch, the
 * German pages of GERMAN_ROUTES at 1366 px and the phone layouts of PHONE_ROUTES at 390 px in
 * Dutch (decision 0242); dialogs at 390 px in both languages and, where the desktop has them, at
 * 1366 px.
 */
import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from './support/axe.ts'
import { baseURL } from './support/catalog.ts'
import { lowContrastButtons } from './support/contrast.ts'
import { hydrated } from './support/page.ts'
import { prepare, tourDialogs, tourPages, type Lang, type Needs, type TourPage } from './support/tour.ts'

// the routes are named statically (tests are listed before the shop runs); paths come from the shop
const ROUTES = [
  'home',
  'category',
  'product simple',
  'product configurable',
  'product grouped',
  'product bundle',
  'product virtual',
  'product custom options',
  'search',
  'compare',
  'cart empty',
  'cart',
  'checkout',
  'my-account logged out',
  'my-account',
  'my-account shipping',
  'my-account orders',
  'my-account newsletter',
  'my-account wishlist',
  'my-account recently viewed',
  'my-account reviews',
  'create-password',
  'order-status unknown',
  'order-success',
  'cms customer service',
  'cms delivery',
  'cms about us',
  'error',
  'tab-error',
  'offline',
  'not found',
]

/**
 * The German store view is checked on the pages whose German screen is built differently or says
 * the most (decision 0234): axe and the contrast check find the same on the other pages in both
 * languages, since they share markup, styles and the labels' keys.
 */
const GERMAN_ROUTES = new Set([
  'home',
  'category',
  'product configurable',
  'product bundle',
  'search',
  'cart',
  'checkout',
  'my-account logged out',
  'my-account',
  'my-account orders',
  'order-success',
  'not found',
])

/**
 * At 390 px, one page of each phone layout (decision 0242): the phone header, menu and footer are
 * the same on every page, so the pages left out (other product types, the account's list pages,
 * the other CMS pages, the error pages) add no layout of their own at that width; all of them are
 * checked at 1366 px.
 */
const PHONE_ROUTES = new Set([
  'home',
  'category',
  'product simple',
  'product configurable',
  'product grouped',
  'product bundle',
  'search',
  'compare',
  'cart',
  'checkout',
  'my-account logged out',
  'my-account',
  'my-account orders',
  'order-success',
  'cms customer service',
  'offline',
])

const routesFor = (lang: Lang, width: number): string[] =>
  ROUTES.filter((r) => (lang === 'de' ? GERMAN_ROUTES.has(r) : width > 800 || PHONE_ROUTES.has(r)))

const pagesOf = new Map<Lang, Promise<TourPage[]>>()
async function route(lang: Lang, name: string): Promise<TourPage> {
  if (!pagesOf.has(lang)) pagesOf.set(lang, tourPages(baseURL(), lang))
  const found = (await pagesOf.get(lang)!).find((p) => p.name === name)
  if (!found) throw new Error(`the tour has no route "${name}" in ${lang} (missing from the demo catalogue?)`)
  return found
}

async function settle(page: Page): Promise<void> {
  await hydrated(page)
  // the account area, compare table and cart fill in after hydration; wait until nothing loads
  await page.waitForLoadState('networkidle')
}

const WIDE = { width: 1366, height: 900 }
const NARROW = { width: 390, height: 844 }

test.describe('contrast check', () => {
  test('fails on a white-on-white button (the defect of issue 13) and passes a readable one', async ({
    page,
  }) => {
    await page.setContent(`
      <div style="background:#fff" role="dialog">
        <button class="button" style="background:transparent;color:#fff;border:0">Inloggen</button>
        <a class="button" href="#" style="background:rgb(63 55 56);color:#fff">Opslaan</a>
        <button style="background:rgb(0 0 0 / 0.1);color:#767676">Grijs</button>
      </div>`)
    expect(await lowContrastButtons(page)).toEqual([
      '"Inloggen": #ffffff on #ffffff = 1.00:1, needs 4.5:1',
      '"Grijs": #767676 on #e6e6e6 = 3.62:1, needs 4.5:1',
    ])
  })
})

for (const [lang, viewport] of [
  ['nl', WIDE],
  ['de', WIDE],
  ['nl', NARROW],
] as const) {
  test.describe(`${lang} ${viewport.width} px`, () => {
    test.use({ viewport, locale: lang === 'de' ? 'de-DE' : 'nl-NL' })
    for (const name of routesFor(lang, viewport.width)) {
      test(`${name}: no serious axe violation, buttons readable`, async ({ page }) => {
        const target = await route(lang, name)
        if (target.needs) await prepare(page, baseURL(), lang, target.needs, new Set<Needs>())
        await page.goto(target.path)
        await settle(page)
        expect(await seriousViolations(page)).toEqual([])
        expect(await lowContrastButtons(page)).toEqual([])
      })
    }
  })
}

for (const [lang, viewport] of [
  ['nl', NARROW],
  ['de', NARROW],
  ['nl', WIDE],
] as const) {
  test.describe(`${lang} ${viewport.width} px, open`, () => {
    test.use({ viewport, locale: lang === 'de' ? 'de-DE' : 'nl-NL' })
    for (const dialog of tourDialogs(lang)) {
      if (dialog.narrowOnly && viewport.width > 800) continue
      test(`${dialog.name}: no serious axe violation, buttons readable`, async ({ page }) => {
        if (dialog.needs) await prepare(page, baseURL(), lang, dialog.needs, new Set<Needs>())
        await page.goto(dialog.path)
        await settle(page)
        const open = await dialog.open(page)
        await expect(open).toBeVisible()
        expect(await seriousViolations(page)).toEqual([])
        expect(await lowContrastButtons(page, open)).toEqual([])
      })
    }
  })
}
