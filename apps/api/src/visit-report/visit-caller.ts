/**
 * Who may read and write visit reports and todos (issue 19, decision 0203): a purchaser, with
 * their own token (the back office's is_purchaser flag) or a takeover token (the acting purchaser
 * counts, not the customer acted for), and only for customers assigned to them. A customer's own
 * token is 403, a guest or a token that does not verify 401. The customer a call names may be the
 * shop's customer id or the back-office id (D10001); an unknown one is refused like an unassigned
 * one, so the answer says nothing about who exists.
 */
import { MESSAGES, fillMessage } from '@shop/commerce'
import { eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import { customer, purchaserCustomer } from '../db/schema/index.ts'
import type { Principal } from '../principal.ts'
import { isPurchaser, mayActFor } from '../purchaser/access.ts'
import { purchaserCallerOf, type PurchaserCaller } from '../purchaser/purchaser-caller.ts'
import { fail, ok, type Result } from '../result.ts'

export interface VisitCaller extends PurchaserCaller {
  /** the language reports are written in: the request's store view */
  language: 'nl' | 'de'
}

export async function visitCallerOf(ctx: AppContext, principal: Principal): Promise<Result<VisitCaller>> {
  const caller = await purchaserCallerOf(ctx, principal)
  if (!caller.ok) return caller
  // a takeover token's purchaser was checked when the token was read; asked again here so that a
  // flag removed since the takeover ends the access to every customer, not only the one acted for
  if (caller.value.acting && !(await isPurchaser(ctx, caller.value.purchaserId)))
    return fail('forbidden', MESSAGES.purchaserOnly)
  const language = principal.storeView?.language === 'de' ? 'de' : 'nl'
  return ok({ ...caller.value, language })
}

export type CustomerRef = string | number

/** Shop customer id of a named customer: digits are the shop id, anything else a back-office id. */
export async function shopIdOf(
  ctx: Pick<AppContext, 'database'>,
  named: CustomerRef,
): Promise<number | null> {
  const text = String(named).trim()
  if (/^\d{1,9}$/.test(text)) return Number(text)
  if (text === '' || text.length > 64) return null
  const [row] = await ctx.database.db
    .select({ id: customer.id })
    .from(customer)
    .where(inArray(customer.backofficeId, [...new Set([text, text.toUpperCase()])]))
    .limit(1)
  return row?.id ?? null
}

/** The named customer when it is one the caller may report on; 403 naming the field otherwise. */
export async function assignedCustomerOf(
  caller: VisitCaller,
  field: string,
  named: CustomerRef,
): Promise<Result<number>> {
  const id = await shopIdOf(caller.ctx, named)
  if (id !== null && (await mayActFor(caller.ctx, caller.purchaserId, id))) return ok(id)
  return fail('forbidden', fillMessage(MESSAGES.purchaserNotAssigned, { field }))
}

/** Every customer assigned to the caller (shop ids). */
export async function assignedCustomerIds(
  caller: Pick<VisitCaller, 'ctx' | 'purchaserId'>,
): Promise<number[]> {
  const rows = await caller.ctx.database.db
    .select({ id: purchaserCustomer.customerId })
    .from(purchaserCustomer)
    .where(eq(purchaserCustomer.purchaserId, caller.purchaserId))
  return rows.map((r) => r.id).filter((id) => id !== caller.purchaserId)
}

export interface CustomerNames {
  /** shop id → the company (or the person's name) */
  name(id: number | null): string | null
  backofficeId(id: number): string | null
}

/** Display names of customers and purchasers: the company, else first and last name. */
export async function namesOf(
  ctx: Pick<AppContext, 'database'>,
  ids: Iterable<number | null>,
): Promise<CustomerNames> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))]
  const rows =
    wanted.length === 0
      ? []
      : await ctx.database.db
          .select({
            id: customer.id,
            company: customer.company,
            firstname: customer.firstname,
            lastname: customer.lastname,
            backofficeId: customer.backofficeId,
          })
          .from(customer)
          .where(inArray(customer.id, wanted))
  const byId = new Map(rows.map((r) => [r.id, r]))
  return {
    name(id) {
      if (id === null) return null
      const r = byId.get(id)
      if (!r) return null
      return r.company?.trim() || `${r.firstname} ${r.lastname}`.trim()
    },
    backofficeId: (id) => byId.get(id)?.backofficeId ?? null,
  }
}

/** A purchaser's own name (first and last), not their company: the name on a report or todo. */
export async function personNamesOf(
  ctx: Pick<AppContext, 'database'>,
  ids: Iterable<number | null>,
): Promise<(id: number | null) => string | null> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))]
  const rows =
    wanted.length === 0
      ? []
      : await ctx.database.db
          .select({ id: customer.id, firstname: customer.firstname, lastname: customer.lastname })
          .from(customer)
          .where(inArray(customer.id, wanted))
  const byId = new Map(rows.map((r) => [r.id, `${r.firstname} ${r.lastname}`.trim()]))
  return (id) => (id === null ? null : (byId.get(id) ?? null))
}
