/**
 * The service worker: registered after load, it precaches the shell (hashed scripts and styles)
 * and keeps product pictures in a bounded cache.
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

test('offline, a page the worker cannot fetch shows the offline page with a way back', async ({
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
    await expect(page.getByRole('link', { name: 'Opnieuw proberen' })).toHaveAttribute(
      'href',
      '/c/stadsfietsen',
    )
    // the empty layout: no header, menu or footer
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0)
    // a German page gets the German offline page
    await page.goto('/de/compare')
    await expect(page).toHaveURL(/\/de\/offline\?from=%2Fde%2Fcompare$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Keine Verbindung' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute('href', '/de/compare')
    await page.goto('/c/stadsfietsen')
  } finally {
    await context.setOffline(false)
  }
  await page.getByRole('link', { name: 'Opnieuw proberen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Stadsfietsen' })).toBeVisible()
})
