/**
 * Steps of the offline-order journeys (issue 20): a fresh customer signed in by script, the
 * browser's offline-order records read from IndexedDB, faults on POST /api/order (request lost,
 * answer lost), and the orders the server holds, read from the customer's order history.
 */
import { expect, type APIRequestContext, type BrowserContext, type Page, type Route } from '@playwright/test'
import { PASSWORD, uniqueEmail } from './account.ts'
import { hydrated } from './page.ts'
import { addToCart, fillCheckout, NL_ADDRESS, productUrl, simpleProduct } from './shop.ts'

export interface Customer {
  email: string
  token: string
  current: { id: number } & Record<string, unknown>
}

export async function newCustomer(request: APIRequestContext, prefix = 'offline'): Promise<Customer> {
  const email = uniqueEmail(prefix)
  const made = await request.post('/api/user/create', {
    data: { customer: { email, firstname: 'Olga', lastname: 'Offline' }, password: PASSWORD },
  })
  expect(made.status()).toBe(200)
  const login = await request.post('/api/user/login', { data: { username: email, password: PASSWORD } })
  const token = (await login.json()).result as string
  const me = await request.get(`/api/user/me?token=${encodeURIComponent(token)}`)
  return { email, token, current: (await me.json()).result }
}

/** Signs the customer in the way the shop keeps a session (lib/user/user-store.ts). */
export async function signIn(page: Page, customer: Customer, path = '/'): Promise<void> {
  await page.goto(path)
  await page.evaluate((c) => {
    localStorage.setItem(
      'shop/user/state',
      JSON.stringify({ token: c.token, refreshToken: null, current: c.current, ordersHistory: null }),
    )
  }, customer)
  await page.reload()
  await hydrated(page)
}

/** The device setting of decision 0222: waiting orders go without asking. */
export async function setAutoSend(page: Page, on: boolean): Promise<void> {
  await page.evaluate((value) => {
    if (value) localStorage.setItem('shop/offline-orders/auto-send', '1')
    else localStorage.removeItem('shop/offline-orders/auto-send')
  }, on)
}

export interface StoredOrder {
  key: string
  transmited: boolean
  /** the POST /api/order body as it goes (again) */
  body: Record<string, unknown>
  orderNumber: string | null
  attempts: number
  refusal: string | null
  owner: string
  created_at: number
}

/** The records of the 'offline-orders' store; a page that is reloading is read once it has loaded. */
export async function storedOrders(page: Page): Promise<StoredOrder[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await readStoredOrders(page)
    } catch (error) {
      if (attempt >= 5 || !/context was destroyed|navigat/i.test(String(error))) throw error
      await page.waitForLoadState('domcontentloaded')
    }
  }
}

/** The records, read with the raw IndexedDB API. */
function readStoredOrders(page: Page): Promise<StoredOrder[]> {
  return page.evaluate(
    () =>
      new Promise<StoredOrder[]>((resolve, reject) => {
        const open = indexedDB.open('shop-offline')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('offline-orders')) return resolve([])
          const all = db.transaction('offline-orders').objectStore('offline-orders').getAll()
          all.onsuccess = () => {
            db.close()
            resolve(all.result as StoredOrder[])
          }
          all.onerror = () => reject(all.error)
        }
      }),
  )
}

/** Every order number the server holds for the customer (all pages of the history). */
export async function ordersOnServer(request: APIRequestContext, customer: Customer): Promise<string[]> {
  const numbers: string[] = []
  for (let page = 1; ; page++) {
    const res = await request.get(
      `/api/user/order-history?token=${encodeURIComponent(customer.token)}&pageSize=100&currentPage=${page}`,
    )
    expect(res.status()).toBe(200)
    const { items, total_count } = (await res.json()).result as {
      items: { increment_id: string }[]
      total_count: number
    }
    numbers.push(...items.map((i) => i.increment_id))
    if (!items.length || numbers.length >= total_count) return numbers
  }
}

export const ORDER_URL = /\/api\/order(\?|$)/

/** The answer is lost: the request reaches the server, the browser never hears back. */
export async function dropAnswer(route: Route): Promise<void> {
  await route.fetch()
  await route.abort('connectionreset')
}

/** A cart with one product, the checkout filled for cash on delivery, not yet pressed. */
export async function readyCheckout(page: Page): Promise<{ name: string }> {
  const product = await simpleProduct()
  await addToCart(page, 'nl', productUrl('nl', product))
  await page.goto('/checkout')
  await hydrated(page)
  await fillCheckout(page, 'nl', NL_ADDRESS)
  await page.getByRole('radio', { name: 'Rembours' }).check()
  await page.getByLabel(/algemene voorwaarden/).check()
  return { name: String(product.name) }
}

export const pressOrder = (page: Page) => page.getByRole('button', { name: 'Bestelling plaatsen' }).click()

export const QUEUED_NL =
  'De bestelling kan door een serverfout niet worden doorgegeven. De bestelling staat in de wachtrij.'

export async function goOfflineAndBack(context: BrowserContext): Promise<void> {
  await context.setOffline(true)
  await context.setOffline(false)
}
