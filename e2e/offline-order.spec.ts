/**
 * Issue 20 "Offline orders" in Chromium against the real shop: an order pressed without a
 * connection is queued (the spec's message, the cart kept) and delivered exactly once on
 * reconnect — also when the answer of a send is lost, with a second tab, and after the browser is
 * restarted with the same storage. Orders are counted in the customer's order history.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../bench/lib/chromium-args.ts'
import { hydrated, tabGuardRunning } from './support/page.ts'
import {
  dropAnswer,
  newCustomer,
  ORDER_URL,
  ordersOnServer,
  pressOrder,
  QUEUED_NL,
  readyCheckout,
  signIn,
  storedOrders,
  type Customer,
} from './support/offline-order.ts'
import { addToCart, cartCount, DE_ADDRESS, NL_ADDRESS, productUrl, simpleProduct } from './support/shop.ts'

const waitingDialog = (page: Page) => page.getByRole('dialog', { name: 'Bestelling wacht!' })

/** Sends the waiting order from the dialog; answers the order number it reports. */
async function sendFromDialog(page: Page, productName: string): Promise<string> {
  const dialog = waitingDialog(page)
  await expect(dialog).toBeVisible()
  // the shopper sees what the order holds and its total before sending
  await expect(dialog.getByText(productName)).toBeVisible()
  await expect(dialog.getByText(/^Totaal bij het bestellen: €\s\d/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Versturen' }).click()
  // nothing waits any more: the same dialog reports what was sent
  const report = page.getByRole('dialog', { name: 'Wachtende bestelling verstuurd' })
  const sent = report.getByTestId('offline-order-sent')
  await expect(sent).toBeVisible()
  const number = /Je bestelling (\S+) is verstuurd\./.exec((await sent.textContent()) ?? '')?.[1]
  expect(number).toBeTruthy()
  await report.getByRole('button', { name: 'Sluiten' }).click()
  return number!
}

async function queuedOffline(page: Page, customer: Customer): Promise<{ name: string }> {
  await signIn(page, customer)
  const product = await readyCheckout(page)
  await page.context().setOffline(true)
  await pressOrder(page)
  await expect(page.getByRole('alert').filter({ hasText: QUEUED_NL })).toBeVisible()
  // the cart is not lost, the order waits on disk
  expect(await cartCount(page)).toBe(1)
  const [record] = await storedOrders(page)
  expect(record).toMatchObject({ transmited: false, owner: `customer:${customer.current.id}` })
  return product
}

test('an order placed offline is queued and delivered once on reconnect', async ({ page, request }) => {
  const customer = await newCustomer(request)
  const product = await queuedOffline(page, customer)
  expect(await ordersOnServer(request, customer)).toHaveLength(0)

  await page.context().setOffline(false)
  const number = await sendFromDialog(page, product.name)
  expect(await ordersOnServer(request, customer)).toEqual([number])
  const [record] = await storedOrders(page)
  expect(record).toMatchObject({ transmited: true, orderNumber: number })
  // the server cart became the order: the browser's cart is cleared
  await expect(page.getByTestId('cart-count')).toHaveText('0')

  // going offline and back, and a reload, send nothing again
  await page.context().setOffline(true)
  await page.context().setOffline(false)
  await page.reload()
  await hydrated(page)
  await expect(waitingDialog(page)).toBeHidden()
  expect(await ordersOnServer(request, customer)).toEqual([number])
})

test('the answer is lost: the order is queued, and sending it again gives the same order', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request)
  await signIn(page, customer)
  const product = await readyCheckout(page)
  await page.route(ORDER_URL, dropAnswer, { times: 1 })
  await pressOrder(page)
  await expect(page.getByRole('alert').filter({ hasText: QUEUED_NL })).toBeVisible()
  // the server has the order; the browser does not know
  const onServer = await ordersOnServer(request, customer)
  expect(onServer).toHaveLength(1)
  expect((await storedOrders(page))[0]).toMatchObject({ transmited: false, attempts: 1 })

  // a new page start offers the waiting order; sending it gets the first order back
  await page.reload()
  await hydrated(page)
  const number = await sendFromDialog(page, product.name)
  expect(number).toBe(onServer[0])
  expect(await ordersOnServer(request, customer)).toEqual(onServer)
  expect((await storedOrders(page))[0]).toMatchObject({ transmited: true, attempts: 2 })
})

test('two tabs: the second tab gives way, the first is closed mid-send, the second delivers once', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request)
  const product = await queuedOffline(page, customer)
  await tabGuardRunning(page)
  // the answer of the send started by going online never comes back to the first tab
  let reached!: () => void
  const serverGotIt = new Promise<void>((resolve) => (reached = resolve))
  await page.route(ORDER_URL, async (route) => {
    await route.fetch()
    reached()
    // held: the tab is closed before the answer arrives
  })
  await page.context().setOffline(false)
  await expect(waitingDialog(page)).toBeVisible()
  const second = await page.context().newPage()
  await second.goto('/')
  await expect(second).toHaveURL(/\/tab-error$/)

  await waitingDialog(page).getByRole('button', { name: 'Versturen' }).click()
  await serverGotIt
  // while the first tab sends, it holds the shop's order lock: the second tab sees it
  const held = await second.evaluate(async () => (await navigator.locks.query()).held?.map((l) => l.name))
  expect(held).toContain('shop-offline-orders')
  const onServer = await ordersOnServer(request, customer)
  expect(onServer).toHaveLength(1)
  await page.close({ runBeforeUnload: false })

  // the first tab is gone: the second one now owns the shop and finds the order still waiting
  await second.goto('/')
  await hydrated(second)
  expect((await storedOrders(second))[0]).toMatchObject({ transmited: false })
  const number = await sendFromDialog(second, product.name)
  expect(number).toBe(onServer[0])
  expect(await ordersOnServer(request, customer)).toEqual(onServer)
})

test('the browser is restarted with the same storage: the queued order is delivered once', async ({
  request,
  baseURL,
}) => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'offline-order-'))
  const launch = () =>
    chromium.launchPersistentContext(userDataDir, {
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      baseURL,
      locale: 'nl-NL',
      serviceWorkers: 'block',
    })
  try {
    const customer = await newCustomer(request)
    const first = await launch()
    const product = await queuedOffline(first.pages()[0] ?? (await first.newPage()), customer)
    await first.close()
    expect(await ordersOnServer(request, customer)).toHaveLength(0)

    const again = await launch()
    const page = again.pages()[0] ?? (await again.newPage())
    await page.goto('/')
    await hydrated(page)
    const number = await sendFromDialog(page, product.name)
    expect(await ordersOnServer(request, customer)).toEqual([number])
    await again.close()

    // and once more: nothing is left to send
    const third = await launch()
    const last = third.pages()[0] ?? (await third.newPage())
    await last.goto('/')
    await hydrated(last)
    await expect(waitingDialog(last)).toBeHidden()
    expect((await storedOrders(last))[0]).toMatchObject({ transmited: true, orderNumber: number })
    await third.close()
    expect(await ordersOnServer(request, customer)).toEqual([number])
  } finally {
    rmSync(userDataDir, { recursive: true, force: true })
  }
})

const SHIPPING_OFFLINE = {
  nl: {
    group: 'Verzendmethode',
    text: 'Verzendmethoden kunnen offline niet worden geladen. Ze verschijnen zodra je weer online bent.',
    none: 'Voor dit adres zijn geen verzendmethoden beschikbaar.',
    street: 'Straat en huisnummer *',
    zip: 'Postcode *',
    city: 'Plaats *',
    address: NL_ADDRESS,
  },
  de: {
    group: 'Versandart',
    text: 'Versandarten können offline nicht geladen werden. Die Versandarten werden angezeigt, sobald Sie wieder online sind.',
    none: 'Für diese Adresse gibt es keine Versandart.',
    street: 'Straße und Hausnummer *',
    zip: 'Postleitzahl *',
    city: 'Ort *',
    address: DE_ADDRESS,
  },
} as const

for (const store of ['nl', 'de'] as const) {
  const text = SHIPPING_OFFLINE[store]
  test(`${store}: an address typed offline says why no shipping method is listed; back online they are`, async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request)
    await signIn(page, customer, store === 'de' ? '/de/' : '/')
    await addToCart(page, store, productUrl(store, await simpleProduct()))
    await page.goto(store === 'de' ? '/de/checkout' : '/checkout')
    await hydrated(page)
    await page.context().setOffline(true)
    await page.getByLabel(text.street).fill(text.address.street)
    await page.getByLabel(text.zip).fill(text.address.zip)
    await page.getByLabel(text.city).fill(text.address.city)
    await page.getByLabel('Land *').selectOption(text.address.country)
    const methods = page.getByRole('group', { name: text.group })
    // not "no method for this address": the shop was not asked
    await expect(methods.getByText(text.text)).toBeVisible()
    await expect(page.getByText(text.none)).toHaveCount(0)
    await page.context().setOffline(false)
    await expect(methods.getByRole('radio', { checked: true })).toHaveCount(1)
    await expect(methods.getByText(text.text)).toHaveCount(0)
  })
}
