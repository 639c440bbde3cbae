/**
 * Staff steps and sign-in for the after-sales journeys (issue 18): the test data is made through
 * the staff admin API (x-admin-key) for each journey, never taken from the seeded history: a phone
 * order for the dealer, shipped in part with the rest on backorder, delivered; return steps up to
 * the credit note; one scheduler pass of the automatic orders at a moved clock.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { visibleProducts, type Doc } from './catalog.ts'
import { hydrated } from './page.ts'
import { adminKey } from './shop-env.ts'
import { apiLogin } from './purchaser.ts'

export const JANSEN = 'inkoop@rijwielhandel-jansen.nl'
export const DEALER_PASSWORD = 'Handel2026!'

const admin = () => ({ 'x-admin-key': adminKey() })

async function adminCall<T>(
  request: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](`/api/admin/backoffice${path}`, { headers: admin(), data })
  const text = await response.text()
  expect(response.status(), `${method.toUpperCase()} ${path}: ${text}`).toBe(200)
  const body = JSON.parse(text) as { result: T }
  return body.result
}

/** The dealer's number in the back office (custom attribute oculus_customer_id). */
export async function backofficeIdOf(request: APIRequestContext, email: string): Promise<string> {
  const token = await apiLogin(request, email, DEALER_PASSWORD)
  const me = await request.get(`/api/user/me?token=${encodeURIComponent(token)}`)
  const customer = (
    (await me.json()) as { result: { custom_attributes?: { attribute_code: string; value: unknown }[] } }
  ).result
  const id = customer.custom_attributes?.find((a) => a.attribute_code === 'oculus_customer_id')?.value
  expect(id, `${email} has a back-office id`).toBeTruthy()
  return String(id)
}

/** Two simple, priced products of the demo catalogue (the order's lines). */
export async function twoProducts(): Promise<[Doc, Doc]> {
  const products = (await visibleProducts('nl', [{ attribute: 'type_id', value: { eq: 'simple' } }])).filter(
    (p) =>
      p.stock?.is_in_stock === true &&
      Number(p.stock?.qty ?? 0) >= 10 &&
      Number(p.final_price_incl_tax ?? p.price_incl_tax) > 0 &&
      !p.custom_options?.length,
  )
  expect(products.length).toBeGreaterThanOrEqual(2)
  return [products[0]!, products[1]!]
}

export interface OrderLine {
  lineId: number
  sku: string
  qtyOrdered: number
}

export interface StaffOrder {
  orderId: string
  lines: OrderLine[]
}

/** A phone order for the dealer; the lines as the order book keeps them. */
export async function phoneOrder(
  request: APIRequestContext,
  customer: string,
  lines: { sku: string; qty: number }[],
  reference?: string,
): Promise<StaffOrder> {
  // the staff API answers the new order as getOculusOrderDetails does
  const created = await adminCall<StaffOrder>(request, 'post', '/orders', {
    customer,
    source: 'phone',
    lines,
    reference: reference ?? null,
  })
  expect(created.orderId).toMatch(/^BO\d+$/)
  return { orderId: created.orderId, lines: created.lines }
}

/** Ships these quantities (the rest of each line on backorder, expected on `expectedDate`); the shipment number. */
export async function ship(
  request: APIRequestContext,
  orderId: string,
  lines: { lineId: number; qty: number }[],
  expectedDate: string,
): Promise<string> {
  const shipped = await adminCall<Record<string, unknown>>(
    request,
    'post',
    `/orders/${encodeURIComponent(orderId)}/ship`,
    {
      lines,
      carrier: 'PostNL',
      trackingNumber: `3SJAN${Date.now().toString().slice(-8)}`,
      backorderRest: true,
      expectedDate,
    },
  )
  const shipment = (shipped.shipment as { number?: string } | undefined)?.number ?? shipped.number
  expect(shipment).toBeTruthy()
  return String(shipment)
}

export async function deliver(request: APIRequestContext, shipment: string): Promise<void> {
  await adminCall(request, 'post', `/shipments/${encodeURIComponent(shipment)}/deliver`, {})
}

/** A return / warranty request moved one status step by staff. */
export async function returnStep(
  request: APIRequestContext,
  ref: string,
  status: 'received' | 'approved' | 'credited' | 'rejected' | 'replaced',
  note?: string,
): Promise<void> {
  await adminCall(request, 'post', `/returns/${encodeURIComponent(ref)}/status`, {
    status,
    note: status === 'rejected' ? null : (note ?? null),
    ...(status === 'rejected' ? { rejectReason: note ?? 'Geen garantie.' } : {}),
  })
}

/** One scheduler pass as at `now`. */
export async function runAutomaticOrders(
  request: APIRequestContext,
  now: string,
): Promise<{
  placed: { auto_id: number; order_number: string }[]
  failed: { auto_id: number; error: string }[]
}> {
  return adminCall(request, 'post', '/automatic-orders/run', { now })
}

/** A day in Amsterdam `days` from now, as YYYY-MM-DD. */
export function amsterdamDayFromNow(days: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date())
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** The instant of a wall-clock time in Amsterdam on a day (winter CET, summer CEST), as ISO. */
export function amsterdamInstant(day: string, time: string): string {
  const guess = new Date(`${day}T${time}:00Z`)
  const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Amsterdam', timeZoneName: 'longOffset' })
    .formatToParts(guess)
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '')
  return new Date(`${day}T${time}:00${offset || '+00:00'}`).toISOString()
}

/** Signs the dealer in through the login dialog of the store view. */
export async function signIn(page: Page, email = JANSEN, store: 'nl' | 'de' = 'nl'): Promise<void> {
  const text =
    store === 'de'
      ? { login: 'Anmelden', email: 'E-Mail-Adresse', password: 'Passwort' }
      : { login: 'Inloggen', email: 'E-mailadres', password: 'Wachtwoord' }
  await page.goto(store === 'de' ? '/de/' : '/')
  await hydrated(page)
  await page.getByTestId('login-button').click()
  const dialog = page.getByRole('dialog', { name: text.login })
  await dialog.getByLabel(text.email).fill(email)
  await dialog.getByLabel(text.password, { exact: true }).fill(DEALER_PASSWORD)
  await dialog.getByRole('button', { name: text.login }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByTestId('account-link')).toBeVisible()
}

/** A delivered phone order of the dealer: `qtys[i]` of product i, all shipped but `short` of line 2 (backordered). */
export async function deliveredOrderWithBackorder(
  request: APIRequestContext,
  customer: string,
  reference: string,
): Promise<{ order: StaffOrder; shipment: string; products: [Doc, Doc]; expected: string }> {
  const products = await twoProducts()
  const order = await phoneOrder(
    request,
    customer,
    [
      { sku: products[0].sku, qty: 5 },
      { sku: products[1].sku, qty: 4 },
    ],
    reference,
  )
  const [first, second] = order.lines
  const expected = amsterdamDayFromNow(14)
  const shipment = await ship(
    request,
    order.orderId,
    [
      { lineId: first!.lineId, qty: 5 },
      { lineId: second!.lineId, qty: 2 },
    ],
    expected,
  )
  await deliver(request, shipment)
  return { order, shipment, products, expected }
}

/** Serious axe findings (WCAG 2.1 A/AA) inside the account page's own content. */
export async function accountViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .include('.account-page')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
