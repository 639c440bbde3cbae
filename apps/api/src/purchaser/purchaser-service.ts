/**
 * The purchaser calls of spec 001 §7 (issue 17, decision 0150): the takeover hash, the purchaser's
 * own profile and their assigned customers. The address calls are in purchaser-addresses.ts.
 */
import { MESSAGES, fillMessage } from '@shop/commerce'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import { backOfficeOf } from '../backoffice/back-office-factory.ts'
import { customer, purchaserCustomer } from '../db/schema/index.ts'
import { fail, ok, type Result } from '../result.ts'
import type { PurchaserCaller } from './purchaser-caller.ts'
import { createTakeoverHash } from './takeover-hash.ts'

export async function createHash(
  caller: PurchaserCaller,
  input: { customerId: number; purchaserId: number },
): Promise<Result<{ hash: string; expires_at: string }>> {
  if (input.purchaserId !== caller.purchaserId) return fail('forbidden', MESSAGES.purchaserNotYou)
  // asked fresh (not from the access cache): a hash is the start of a session
  const [row] = await caller.ctx.database.db
    .select({ id: purchaserCustomer.customerId })
    .from(purchaserCustomer)
    .where(
      and(
        eq(purchaserCustomer.purchaserId, caller.purchaserId),
        eq(purchaserCustomer.customerId, input.customerId),
      ),
    )
  if (!row || input.customerId === caller.purchaserId)
    return fail('forbidden', fillMessage(MESSAGES.purchaserNotAssigned, { field: 'customerId' }))
  return ok(createTakeoverHash(caller.ctx, caller.purchaserId, input.customerId))
}

export interface PurchaserProfile {
  id: number
  email: string
  firstname: string
  lastname: string
  company: string | null
  /** 1, as the back office has the flag (spec 001 §3) */
  is_purchaser: 1
  purchaser_max_discount_percent: number
  /** the customer acted for with this token; null with the purchaser's own token */
  acting_customer_id: number | null
  /** the token is used in Apart-cart mode (the request names the purchaser) */
  apart_cart: boolean
}

/** GET me-purchaser: the purchaser's own profile, also when asked with a takeover token. */
export async function mePurchaser(caller: PurchaserCaller): Promise<Result<PurchaserProfile>> {
  const db = caller.ctx.database.db
  const [[row], trade] = await Promise.all([
    db
      .select({ email: customer.email, firstname: customer.firstname, lastname: customer.lastname })
      .from(customer)
      .where(eq(customer.id, caller.purchaserId)),
    backOfficeOf(caller.ctx).customer(caller.purchaserId),
  ])
  if (!row || !trade?.isPurchaser) return fail('forbidden', MESSAGES.purchaserOnly)
  return ok({
    id: caller.purchaserId,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    company: trade.company,
    is_purchaser: 1,
    purchaser_max_discount_percent: trade.purchaserMaxDiscountPercent,
    acting_customer_id: caller.acting?.customerId ?? null,
    apart_cart: caller.acting?.apartCart ?? false,
  })
}

export interface AssignedCustomer {
  id: number
  oculus_customer_id: string | null
  company: string | null
  name: string
  email: string
  city: string | null
  postcode: string | null
  hidden_price_mode: number
}

/** The customers assigned to a purchaser, by company (then name): the purchaser's picker. */
export async function assignedCustomers(
  ctx: Pick<AppContext, 'database' | 'now'> & Partial<Pick<AppContext, 'cache'>>,
  purchaserId: number,
): Promise<AssignedCustomer[]> {
  const db = ctx.database.db
  const ids = (
    await db
      .select({ id: purchaserCustomer.customerId })
      .from(purchaserCustomer)
      .where(eq(purchaserCustomer.purchaserId, purchaserId))
  ).map((r) => r.id)
  if (ids.length === 0) return []
  const rows = await db
    .select({
      id: customer.id,
      email: customer.email,
      firstname: customer.firstname,
      lastname: customer.lastname,
    })
    .from(customer)
    .where(inArray(customer.id, ids))
    .orderBy(asc(customer.id))
  const backOffice = backOfficeOf(ctx)
  const trades = await Promise.all(rows.map((r) => backOffice.customer(r.id)))
  const list = rows.map((r, i): AssignedCustomer => {
    const trade = trades[i]
    const address = trade?.addresses[0]
    return {
      id: r.id,
      oculus_customer_id: trade?.backofficeCustomerId ?? null,
      company: trade?.company ?? address?.company ?? null,
      name: `${r.firstname} ${r.lastname}`.trim(),
      email: r.email,
      city: address?.city ?? null,
      postcode: address?.postcode ?? null,
      hidden_price_mode: trade?.hiddenPriceMode ?? 3,
    }
  })
  const key = (c: AssignedCustomer) => (c.company ?? c.name).toLocaleLowerCase('nl')
  return list.sort((a, b) => key(a).localeCompare(key(b), 'nl') || a.name.localeCompare(b.name, 'nl'))
}

export async function customerList(caller: PurchaserCaller): Promise<Result<AssignedCustomer[]>> {
  return ok(await assignedCustomers(caller.ctx, caller.purchaserId))
}
