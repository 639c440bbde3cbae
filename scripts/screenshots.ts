/**
 * `npm run screenshots`: every route of the tour (e2e/support/tour.ts) at 390 and 1366 px, in
 * Dutch and German, plus every dialog, drawer and menu open, as PNG files for people to look at.
 *
 *   E2E_BASE_URL=http://127.0.0.1:3000 npm run screenshots   use a running shop
 *   npm run screenshots                                        start a fresh shop (demo data) and stop it after
 *   SCREENSHOTS_DIR=folder                                     where to write (default var/screenshots/)
 *   SCREENSHOTS_ONLY=cart,login                                only the routes/dialogs whose name contains one of these
 *
 * Prints the files it wrote; exits with 1 when a page or dialog could not be photographed.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../bench/lib/chromium-args.ts'
import { startShop, type RunningShop } from '../bench/lib/server.ts'
import { prepare, tourDialogs, tourPages, type Lang, type Needs } from '../e2e/support/tour.ts'
import { invoiceShot } from './invoice-shot.ts'

const root = resolve(import.meta.dirname, '..')
const outDir = resolve(root, process.env.SCREENSHOTS_DIR ?? 'var/screenshots')
const only = (process.env.SCREENSHOTS_ONLY ?? '').split(',').filter(Boolean)
const wanted = (name: string) => !only.length || only.some((part) => name.includes(part))
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const

const slug = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()

async function settle(page: Page): Promise<void> {
  await page
    .locator('html[data-hydrated="true"]')
    .waitFor({ state: 'attached', timeout: 20_000 })
    .catch(() => {
      // the offline and error pages of the empty layouts hydrate too; a page that does not is photographed as it is
    })
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
}

/** Scrolls through the page once so that lazy images and parts loaded when seen are in the picture. */
async function revealLazyParts(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
}

async function run(browser: Browser, base: string): Promise<{ written: string[]; failed: string[] }> {
  const written: string[] = []
  const failed: string[] = []
  for (const lang of ['nl', 'de'] as Lang[]) {
    const pages = await tourPages(base, lang)
    for (const viewport of WIDTHS) {
      const shot = async (name: string, work: (page: Page) => Promise<void>, fullPage: boolean) => {
        const file = resolve(outDir, `${lang}-${viewport.width}-${slug(name)}.png`)
        try {
          await work(currentPage)
          await currentPage.screenshot({ path: file, fullPage })
          written.push(file)
          console.log(file)
        } catch (error) {
          failed.push(`${lang} ${viewport.width} ${name}: ${(error as Error).message.split('\n')[0]}`)
          console.error(`FAILED ${lang} ${viewport.width} ${name}`)
        }
      }
      // routes: one browser session, its state built up as the pages need it
      let context = await browser.newContext({
        baseURL: base,
        viewport,
        locale: lang === 'de' ? 'de-DE' : 'nl-NL',
        serviceWorkers: 'block',
      })
      let currentPage = await context.newPage()
      let done = new Set<Needs>()
      for (const tourPage of pages.filter((p) => wanted(p.name))) {
        await shot(
          tourPage.name,
          async (page) => {
            if (tourPage.needs) await prepare(page, base, lang, tourPage.needs, done)
            await page.goto(tourPage.path)
            await settle(page)
            await revealLazyParts(page)
          },
          true,
        )
      }
      await context.close()
      // dialogs: each from a fresh session, so that a login does not hide the login button
      for (const dialog of tourDialogs(lang).filter((d) => wanted(d.name))) {
        if (dialog.narrowOnly && viewport.width > 800) continue
        context = await browser.newContext({
          baseURL: base,
          viewport,
          locale: lang === 'de' ? 'de-DE' : 'nl-NL',
          serviceWorkers: 'block',
        })
        currentPage = await context.newPage()
        done = new Set<Needs>()
        await shot(
          `dialog ${dialog.name}`,
          async (page) => {
            if (dialog.needs) await prepare(page, base, lang, dialog.needs, done)
            await page.goto(dialog.path)
            await settle(page)
            await dialog.open(page)
          },
          false,
        )
        await context.close()
      }
    }
  }
  return { written, failed }
}

async function main(): Promise<void> {
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  let shop: RunningShop | undefined
  let base = process.env.E2E_BASE_URL
  const dataDir = resolve(root, `var/screenshots-shop-${process.pid}`)
  if (!base) {
    execFileSync(process.execPath, ['scripts/ensure-storefront-build.mjs'], { cwd: root, stdio: 'inherit' })
    const port = 4100 + (process.pid % 800)
    console.log(`Starting a shop with the demo catalogue on port ${port}...`)
    shop = await startShop(
      {
        DATA_DIR: dataDir,
        SEED_PRODUCTS: process.env.SEED_PRODUCTS ?? '300',
        LOG_LEVEL: 'warn',
        // the tour signs up a customer per language from one address
        RATE_LIMIT_FACTOR: '100',
      },
      port,
    )
    base = shop.url
  }
  // a shop given by URL may still be starting
  for (let tries = 0; ; tries++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (tries === 60) throw new Error(`no shop answers at ${base}/api/health`)
    await new Promise((r) => setTimeout(r, 1000))
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
  try {
    const { written, failed } = await run(browser, base)
    if (wanted('invoice')) {
      // issue 18: page 1 of the demo dealer's newest invoice, as the PDF they download
      const file = resolve(outDir, 'nl-1366-invoice-pdf-page-1.png')
      await invoiceShot(browser, base, file).then(
        () => written.push(file),
        (error: Error) => failed.push(`invoice pdf: ${error.message}`),
      )
    }
    console.log(`\n${written.length} screenshots in ${outDir}`)
    if (failed.length) {
      console.error(`${failed.length} could not be taken:\n  ${failed.join('\n  ')}`)
      process.exitCode = 1
    }
  } finally {
    await browser.close()
    if (shop) {
      await shop.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

await main()
