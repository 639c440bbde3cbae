/**
 * The service worker: registered after load at /service-worker.js (spec 001 §7; /sw.js still
 * answers for older installs), it precaches the shell (hashed scripts and styles), keeps product
 * pictures in a bounded cache, and sends an unkept page offline to the "not available" page.
 */
import { expect, test } from '@playwright/test'
import { hydrated } from './support/page.ts'

test.use({ serviceWorkers: 'allow' })

test('the service worker precaches the shell and caches pictures', async ({ page }) => {
  await page.goto('/c/fietsen')
  await hydrated(page)
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
  expect(new URL(scope).pathname).toBe('/')

  const precached = await page.evaluate(async () => {
    const names = await caches.keys()
    const precache = names.find((name) => name.includes('precache'))
    if (!precache) return []
    return (await (await caches.open(precache)).keys()).map((request) => new URL(request.url).pathname)
  })
  // the scripts the page preloads, as the server sent them
  const html = await (await page.request.get('/c/fietsen')).text()
  const scripts = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!)
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) expect(precached).toContain(script)

  // once the worker controls the page, a picture it fetches lands in the image cache
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  const picture = await page
    .getByRole('list', { name: 'Producten' })
    .locator('img')
    .first()
    .getAttribute('src')
  await page.evaluate((src) => fetch(src!).then((r) => r.blob()), picture)
  await expect
    .poll(() =>
      page.evaluate(
        async (src) => !!(await (await caches.open('images')).match(src!, { ignoreVary: true })),
        picture,
      ),
    )
    .toBe(true)
})

test('the worker is served at /service-worker.js; a worker installed at /sw.js is the same and gets replaced', async ({
  page,
}) => {
  await page.goto('/')
  await hydrated(page)
  const script = () =>
    navigator.serviceWorker.ready.then((registration) => new URL(registration.active!.scriptURL).pathname)
  expect(await page.evaluate(script)).toBe('/service-worker.js')

  // an install from before spec 001 §7: the old address still answers with the same worker
  const old = await page.request.get('/sw.js')
  expect(old.ok()).toBe(true)
  expect(await old.text()).toContain("importScripts('/service-worker.js')")
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js'))
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registrations = await navigator.serviceWorker.getRegistrations()
        return registrations.map((r) => new URL((r.active ?? r.waiting ?? r.installing)!.scriptURL).pathname)
      }),
    )
    .toEqual(['/sw.js'])
  // it runs the same build: the shell is precached
  expect(
    await page.evaluate(async () => (await caches.keys()).some((name) => name.includes('precache'))),
  ).toBe(true)

  // the next page registers /service-worker.js under the same scope: it waits while the /sw.js
  // worker controls a page, and takes over once the shop's pages are closed
  await page.reload()
  await hydrated(page)
  const workers = () =>
    page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((r) => [
        new URL(r.scope).pathname,
        new URL((r.installing ?? r.waiting ?? r.active)!.scriptURL).pathname,
      ]),
    )
  await expect.poll(workers).toEqual([['/', '/service-worker.js']])
  await expect
    .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting))
    .toBe(true)
  const context = page.context()
  await page.close()
  const next = await context.newPage()
  await next.goto('/')
  await hydrated(next)
  await expect
    .poll(() =>
      next.evaluate(async () => new URL((await navigator.serviceWorker.ready).active!.scriptURL).pathname),
    )
    .toBe('/service-worker.js')
})

test('offline, a page the worker has not kept says so and goes home (spec 001 §2)', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await hydrated(page)
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

  await context.setOffline(true)
  try {
    await page.goto('/c/stadsfietsen')
    await expect(page).toHaveURL(/\/offline\?from=%2Fc%2Fstadsfietsen$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Geen verbinding' })).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('niet beschikbaar in de offlinemodus')
    // the empty layout: no header, menu or footer
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0)
    // then home, kept by the worker since its install
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 })
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible()

    // a German page gets the German offline page and the German home
    await page.goto('/de/compare')
    await expect(page).toHaveURL(/\/de\/offline\?from=%2Fde%2Fcompare$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Keine Verbindung' })).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('im Offline-Modus nicht verfügbar')
    await expect(page).toHaveURL(/\/de$/, { timeout: 15_000 })
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible()
  } finally {
    await context.setOffline(false)
  }
})
