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
