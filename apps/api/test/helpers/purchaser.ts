/**
 * Purchasers in API tests (issue 17): make one, assign customers, and take a customer over the way
 * the storefront does (create-hash with the purchaser's token, then the login with the hash).
 */
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { setTradeFlags } from '../../src/backoffice/staff-customers.ts'
import { customer } from '../../src/db/schema/index.ts'
import { assignCustomer } from '../../src/purchaser/staff-purchasers.ts'
import { call, type TestApp } from '../test-app.ts'
import { customerSession } from '../user-helpers.ts'

export interface TestPurchaser {
  id: number
  email: string
  token: string
  refreshToken: string
}

/** A new account with the purchaser flag (max discount `opts.maxDiscount`, default 10 %), signed in. */
export async function makePurchaser(
  t: TestApp,
  opts: { maxDiscount?: number; email?: string } = {},
): Promise<TestPurchaser> {
  const session = await customerSession(t.app, opts.email ? { email: opts.email } : {})
  const flags = await setTradeFlags(t.ctx, session.id, {
    is_purchaser: true,
    purchaser_max_discount_percent: opts.maxDiscount ?? 10,
  })
  expect(flags.ok, JSON.stringify(flags)).toBe(true)
  return { id: session.id, email: session.email, token: session.token, refreshToken: session.refreshToken }
}

export async function assign(t: TestApp, purchaserId: number, customerId: number): Promise<void> {
  const done = await assignCustomer(t.ctx, purchaserId, customerId)
  expect(done.ok, JSON.stringify(done)).toBe(true)
}

export interface Takeover {
  /** the access token acting for the customer */
  token: string
  refreshToken: string
  /** '' in Customer mode; '&purchaser=<id>' in Apart-cart mode, to append to a URL with a query */
  query: string
}

/** create-hash and the hash login: a token of the purchaser acting for the customer. */
export async function takeOver(
  t: TestApp,
  purchaser: { id: number; token: string },
  customerId: number,
  mode: 'customer' | 'apart' = 'customer',
): Promise<Takeover> {
  const hashed = await call(t.app, 'POST', `/api/purchaser/create-hash?token=${purchaser.token}`, {
    customerId,
    purchaserId: purchaser.id,
  })
  expect(hashed.status, JSON.stringify(hashed.body)).toBe(200)
  const [row] = await t.database.db
    .select({ email: customer.email })
    .from(customer)
    .where(eq(customer.id, customerId))
  const login = await call(t.app, 'POST', '/api/user/login', {
    username: row!.email,
    password: '',
    purchaserId: purchaser.id,
    hash: hashed.body.result.hash,
  })
  expect(login.status, JSON.stringify(login.body)).toBe(200)
  return {
    token: login.body.result,
    refreshToken: login.body.meta.refreshToken,
    query: mode === 'apart' ? `&purchaser=${purchaser.id}` : '',
  }
}
