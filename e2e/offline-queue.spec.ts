/**
 * Issue 20 "queued cart changes arrive in order": a guest's cart changes made while the browser is
 * offline (Playwright's offline mode) or while the request is dropped (route interception) reach
 * the server once the shop is back, and the server cart ends as those changes, in that order,
 * make it. The server cart is read through the API, not the page.
 */
import { expect, test, type Page, type Request } from '@playwright/test'
import { visibleProducts, type Doc } from './support/catalog.ts'
import { hydrated } from './support/page.ts'
import { addToCart, productUrl, TEXT, unitPrice } from './support/shop.ts'

interface ServerLine {
  sku: string
  qty: number
}

/** Three simple products in stock without options: the lines of the journeys. */
async function threeProducts(): Promise<[Doc, Doc, Doc]> {
  const products = await visibleProducts('nl', [{ attribute: 'type_id', value: { eq: 'simple' } }])
  const usable = products.filter(
    (p) => p.stock?.is_in_stock === true && unitPrice(p) > 20 && !p.custom_options?.length,
  )
  expect(usable.length, 'three simple products in stock').toBeGreaterThanOrEqual(3)
  return [usable[0]!, usable[1]!, usable[2]!]
}

/** The guest cart on the server, as sku → qty. */
async function serverCart(page: Page): Promise<Record<string, number>> {
  const cartId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('shop/cart/state') ?? '{}').cartServerToken as string | null,
  )
  if (!cartId) return {}
  const answer = await page.request.get(`/api/cart/pull?token=&cartId=${encodeURIComponent(cartId)}`)
  expect(answer.status()).toBe(200)
  const lines = ((await answer.json()) as { result: ServerLine[] }).result
  return Object.fromEntries(lines.map((line) => [line.sku, line.qty]))
}

/** The sync tasks waiting in the browser's IndexedDB (lib/sync-task). */
function waitingTasks(page: Page): Promise<{ url: string; payload: unknown }[]> {
  return page.evaluate(
    () =>
      new Promise<{ url: string; payload: unknown }[]>((resolve, reject) => {
        const open = indexedDB.open('shop-offline')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('sync-tasks')) return resolve([])
          const all = db.transaction('sync-tasks').objectStore('sync-tasks').getAll()
          all.onsuccess = () =>
            resolve(
              (all.result as { url: string; payload: unknown; transmited: boolean }[])
                .filter((task) => !task.transmited)
                .map(({ url, payload }) => ({ url, payload })),
            )
          all.onerror = () => reject(all.error)
        }
      }),
  )
}

/** Cart calls the page made, in order: "POST /api/cart/update qty=3", "GET /api/cart/pull". */
function recordCartCalls(page: Page): string[] {
  const seen: string[] = []
  const describe = (request: Request) => {
    const url = new URL(request.url())
    if (!url.pathname.startsWith('/api/cart/')) return null
    const body = request.postDataJSON() as { cartItem?: { sku?: string; qty?: number } } | null
    const line = body?.cartItem
      ? ` ${body.cartItem.sku}${body.cartItem.qty ? `=${body.cartItem.qty}` : ''}`
      : ''
    return `${request.method()} ${url.pathname}${line}`
  }
  page.on('requestfinished', (request) => {
    const call = describe(request)
    if (call) seen.push(call)
  })
  page.on('requestfailed', (request) => {
    const call = describe(request)
    if (call) seen.push(`${call} (failed)`)
  })
  return seen
}

/** A guest cart with A on the server, and the page of B open (its add is the one under test). */
async function oneLineThenSecondProduct(page: Page): Promise<[Doc, Doc]> {
  const [a, b] = await threeProducts()
  await addToCart(page, 'nl', productUrl('nl', a))
  await expect.poll(() => serverCart(page)).toEqual({ [a.sku]: 1 })
  await page.goto(productUrl('nl', b))
  await hydrated(page)
  return [a, b]
}

async function openMicrocart(page: Page) {
  await page.getByRole('link', { name: /^Winkelwagen, \d+ artikel/ }).click()
  const panel = page.getByRole('dialog', { name: 'Winkelwagen' })
  await expect(panel).toBeVisible()
  return panel
}

async function setQty(page: Page, product: Doc, qty: number) {
  const panel = page.getByRole('dialog', { name: 'Winkelwagen' })
  const input = panel.getByLabel(`Aantal van ${product.name}`)
  await input.fill(String(qty))
  await input.press('Enter')
  await expect(input).toHaveValue(String(qty))
}

test.describe('queued cart changes (issue 20)', () => {
  test('changes made offline reach the server in order on going online, then the cart reloads', async ({
    page,
    context,
  }) => {
    test.setTimeout(30_000)
    const [a, b, c] = await threeProducts()
    await addToCart(page, 'nl', productUrl('nl', a))
    await addToCart(page, 'nl', productUrl('nl', b))
    await page.goto(productUrl('nl', c))
    await hydrated(page)
    await expect.poll(() => serverCart(page)).toEqual({ [a.sku]: 1, [b.sku]: 1 })
    // the microcart's code and style load while online; closed again to reach the add button
    await openMicrocart(page)
    await page.getByRole('button', { name: 'Winkelwagen sluiten' }).click()

    const calls = recordCartCalls(page)
    await context.setOffline(true)
    // in this order: add C, A to 4, remove B, C to 2
    await page.getByRole('button', { name: TEXT.nl.add, exact: true }).click()
    const panel = await openMicrocart(page)
    await expect(panel.getByLabel(`Aantal van ${c.name}`)).toHaveValue('1')
    await setQty(page, a, 4)
    await panel.getByRole('button', { name: `${b.name} verwijderen` }).click()
    await panel.getByRole('button', { name: 'Ja, verwijderen' }).click()
    await expect(panel.getByLabel(`Aantal van ${b.name}`)).toHaveCount(0)
    await setQty(page, c, 2)

    // nothing reached the server; the removal waits in the browser's queue
    expect(await serverCart(page)).toEqual({ [a.sku]: 1, [b.sku]: 1 })
    await expect
      .poll(() => waitingTasks(page).then((tasks) => tasks.map((task) => task.url)))
      .toEqual([expect.stringMatching(/^\/api\/cart\/delete\?token=\{\{token\}\}&cartId=\{\{cartId\}\}/)])
    expect(calls.filter((call) => !call.endsWith('(failed)'))).toEqual([])

    await context.setOffline(false)
    await expect.poll(() => serverCart(page), { timeout: 15_000 }).toEqual({ [a.sku]: 4, [c.sku]: 2 })
    await expect.poll(() => waitingTasks(page)).toEqual([])
    // the queued removal went first, then the cart was reloaded (pulled) with the browser's lines
    const online = calls.filter((call) => !call.endsWith('(failed)'))
    const removal = online.indexOf(`POST /api/cart/delete ${b.sku}`)
    expect(removal, online.join('\n')).toBeGreaterThanOrEqual(0)
    const reload = online.indexOf('GET /api/cart/pull', removal)
    expect(reload, online.join('\n')).toBeGreaterThan(removal)
    expect(online.slice(reload)).toEqual(
      expect.arrayContaining([`POST /api/cart/update ${a.sku}=4`, `POST /api/cart/update ${c.sku}=2`]),
    )
    // the reloaded cart knows the server's lines (item ids), nothing left to sync
    await expect
      .poll(() =>
        page.evaluate(() => {
          const state = JSON.parse(localStorage.getItem('shop/cart/state') ?? '{}')
          return (state.cartItems as { sku: string; qty: number; server_item_id?: number }[])
            .map((item) => `${item.sku}=${item.qty}:${item.server_item_id !== undefined}`)
            .sort()
        }),
      )
      .toEqual([`${a.sku}=4:true`, `${c.sku}=2:true`].sort())
    await expect(panel.getByLabel(`Aantal van ${a.name}`)).toHaveValue('4')
  })

  test('a change whose request is dropped while online is kept and sent, in order, when the shop answers again', async ({
    page,
  }) => {
    test.setTimeout(30_000)
    const [a] = await threeProducts()
    await addToCart(page, 'nl', productUrl('nl', a))
    await expect.poll(() => serverCart(page)).toEqual({ [a.sku]: 1 })
    const calls = recordCartCalls(page)
    await openMicrocart(page)

    // the browser is online, but the change never reaches the server
    await page.route('**/api/cart/update**', (route) => route.abort('connectionreset'))
    await setQty(page, a, 3)
    await expect
      .poll(() => waitingTasks(page))
      .toEqual([
        expect.objectContaining({
          payload: expect.objectContaining({ cartItem: expect.objectContaining({ qty: 3 }) }),
        }),
      ])
    expect(await serverCart(page)).toEqual({ [a.sku]: 1 })

    // the connection is back; the shopper's next change must not overtake the waiting one
    await page.unroute('**/api/cart/update**')
    await setQty(page, a, 5)
    await expect.poll(() => serverCart(page), { timeout: 15_000 }).toEqual({ [a.sku]: 5 })
    await expect.poll(() => waitingTasks(page)).toEqual([])
    const updates = calls.filter((call) => call.startsWith('POST /api/cart/update'))
    expect(updates.filter((call) => !call.endsWith('(failed)')).slice(0, 2), calls.join('\n')).toEqual([
      `POST /api/cart/update ${a.sku}=3`,
      `POST /api/cart/update ${a.sku}=5`,
    ])
    expect(updates[0]).toBe(`POST /api/cart/update ${a.sku}=3 (failed)`)
  })

  // Decision 0244: a reload mid-call leaves the add in the queue whether or not the server had it.
  // Sent again on the next page, it must be counted once: the server knows the task's key, and the
  // page's first cart sync waits for the queue (else it would send the line a second time).
  for (const lost of ['answer', 'request'] as const)
    test(`an add whose ${lost} is lost is sent again after a reload and counted once`, async ({ page }) => {
      test.setTimeout(30_000)
      const [a, b] = await oneLineThenSecondProduct(page)

      const keys: string[] = []
      await page.route('**/api/cart/update**', async (route) => {
        keys.push(route.request().headers()['idempotency-key'] ?? '')
        // 'answer': the server carries the add out, the browser never hears of it
        if (lost === 'answer') await route.fetch()
        await route.abort('connectionreset')
      })
      await page.getByRole('button', { name: TEXT.nl.add, exact: true }).click()
      await expect.poll(() => waitingTasks(page).then((tasks) => tasks.length)).toBe(1)
      expect(await serverCart(page)).toEqual(lost === 'answer' ? { [a.sku]: 1, [b.sku]: 1 } : { [a.sku]: 1 })
      expect(keys[0]).toMatch(/^[A-Za-z0-9._:-]{1,100}$/)

      await page.unroute('**/api/cart/update**')
      const sent: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/api/cart/update')) sent.push(request.headers()['idempotency-key'] ?? '')
      })
      await page.reload()
      await hydrated(page)
      await expect.poll(() => waitingTasks(page)).toEqual([])
      // the waiting add went out again with its own key, and the server holds it once
      expect(sent).toContain(keys[0])
      await expect.poll(() => serverCart(page)).toEqual({ [a.sku]: 1, [b.sku]: 1 })
      await expect(page.getByTestId('cart-count')).toHaveText('2')
      // and stays so: nothing else was waiting to add it again
      await page.reload()
      await hydrated(page)
      expect(await serverCart(page)).toEqual({ [a.sku]: 1, [b.sku]: 1 })
      await expect(page.getByTestId('cart-count')).toHaveText('2')
    })

  // A page reloaded while its add is on the way leaves the task "in progress" in IndexedDB. The next
  // page knows that page is gone (it no longer holds its Web Lock) and sends the add at once,
  // before its own cart sync, instead of skipping it for a minute while the sync adds the line
  // itself (and the minute-late repeat then a second time).
  test('an add cut off by a reload is sent by the next page at once, and only once', async ({ page }) => {
    test.setTimeout(30_000)
    const [a, b] = await oneLineThenSecondProduct(page)

    const held: string[] = []
    // the add never gets past the browser: its page is reloaded while it waits
    await page.route('**/api/cart/update**', async (route) => {
      // the first is held until the reload cancels it; the next page's go through
      if (held.length) return route.continue()
      held.push(route.request().headers()['idempotency-key'] ?? '')
    })
    await page.getByRole('button', { name: TEXT.nl.add, exact: true }).click()
    await expect.poll(() => held.length).toBe(1)
    expect(await serverCart(page)).toEqual({ [a.sku]: 1 })

    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/cart/update')) sent.push(request.headers()['idempotency-key'] ?? '')
    })
    await page.reload()
    await hydrated(page)
    await expect.poll(() => waitingTasks(page), { timeout: 10_000 }).toEqual([])
    await expect.poll(() => serverCart(page)).toEqual({ [a.sku]: 1, [b.sku]: 1 })
    // the add that was cut off went out, and no second add of the line was made
    expect(sent).toEqual([held[0]])
    await expect(page.getByTestId('cart-count')).toHaveText('2')
  })
})
