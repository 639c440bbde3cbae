/** Shared steps of the order-extras tests: trade customers, their carts, an order with extras. */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { shopToday } from '@shop/commerce'
import { call, type TestApp } from './test-app.ts'
import { address } from './order-helpers.ts'
import { customerSession, uniqueEmail } from './user-helpers.ts'

export interface Shopper {
  token: string
  id: number
  email: string
}

/** A signed-in customer; with a back-office id a trade customer with these flags (set once). */
export async function shopperWith(
  t: TestApp,
  backofficeId: string | null,
  flags: object = {},
): Promise<Shopper> {
  const s = await customerSession(t.app)
  if (backofficeId !== null)
    await t.ctx.database.rows(
      sql`update customer set backoffice_id = ${backofficeId}, flags = ${JSON.stringify(flags)}::jsonb where id = ${s.id}`,
    )
  return { token: s.token, id: s.id, email: s.email }
}

/** A fresh cart of the customer's own with these lines; its id is the quote id. */
export async function cartOf(
  t: TestApp,
  who: Shopper,
  lines: { sku: string; qty: number }[],
): Promise<string> {
  await t.ctx.database.rows(sql`update quote set is_active = false where customer_id = ${who.id}`)
  const created = await call(t.app, 'POST', `/api/cart/create?token=${who.token}`)
  const cartId = String(created.body.result)
  for (const line of lines) {
    const res = await call(t.app, 'POST', `/api/cart/update?token=${who.token}&cartId=${cartId}`, {
      cartItem: line,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  }
  return cartId
}

/** What updateCartDataBeforeOrder leaves: the extras on the cart row. */
export async function setCartExtras(t: TestApp, cartId: string, extras: object | null) {
  await t.ctx.database.rows(
    sql`update quote set order_extras = ${extras === null ? null : JSON.stringify(extras)}::jsonb where id = ${Number(cartId)}`,
  )
}

export function extrasOrderBody(
  cartId: string | undefined,
  lines: { sku: string; qty: number }[],
  over: {
    payment?: string
    email?: string
    extras?: object
    shippingAddress?: object | null
    po?: string
  } = {},
) {
  const payment = over.payment ?? 'ideal'
  const email = over.email ?? uniqueEmail('bestelling')
  return {
    ...(cartId === undefined
      ? { order_id: `extras-${Math.random().toString(36).slice(2)}` }
      : { cart_id: cartId }),
    products: lines,
    ...(over.extras ? { order_extras: over.extras } : {}),
    addressInformation: {
      billingAddress: address({ email, company: 'Rijwielhandel Test B.V.' }),
      ...(over.shippingAddress === null
        ? {}
        : { shippingAddress: over.shippingAddress ?? address({ email }) }),
      shipping_method_code: 'flatrate',
      shipping_carrier_code: 'flatrate',
      payment_method_code: payment,
      payment_method_additional:
        payment === 'ideal' ? { issuer: 'ideal_INGBNL2A' } : over.po ? { po_number: over.po } : {},
    },
  }
}

/** A calendar day n days from the shop's today (negative: in the past). */
export function dayFrom(now: Date, days: number): string {
  const [y, m, d] = shopToday(now).split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

function decode(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '')
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')
}

/** Waits until a mail to the address is in the outbox and answers its text. */
export async function mailTo(t: TestApp, email: string): Promise<string> {
  const dir = join(t.ctx.config.dataDir, 'outbox')
  for (let i = 0; i < 200; i++) {
    for (const file of (await readdir(dir).catch(() => [] as string[])).sort()) {
      const text = decode(await readFile(join(dir, file), 'utf8'))
      if (text.includes(`To: ${email}`)) return text
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`no mail to ${email}`)
}
