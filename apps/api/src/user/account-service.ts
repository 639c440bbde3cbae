/** Sign-up and the profile (contract §2: create, GET/POST me). */
import { eq, sql } from 'drizzle-orm'
import { ACCOUNT_MESSAGES, MESSAGES, normalizeEmail, passwordProblem } from '@shop/commerce'
import type { z } from 'zod'
import type { AppContext } from '../context.ts'
import { backOfficeOf } from '../backoffice/back-office-factory.ts'
import { customer, storeView } from '../db/schema/index.ts'
import { fail, ok, type Result } from '../result.ts'
import {
  findCustomer,
  findCustomerByEmail,
  loadAddresses,
  ownsAddresses,
  replaceAddresses,
} from './customer-store.ts'
import { customerView } from './customer-view.ts'
import { hashPassword } from './password.ts'
import type { createBody, updateMeBody } from './schemas.ts'
import { signGroupToken } from './tokens.ts'

export type CustomerView = ReturnType<typeof customerView>

/** A unique violation from either driver (PGlite and pg both carry SQLSTATE in `code`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true
  }
  return false
}

export async function createAccount(
  ctx: AppContext,
  input: z.infer<typeof createBody>,
): Promise<Result<CustomerView>> {
  const problem = passwordProblem(input.password)
  if (problem) return fail('invalid', problem)
  const db = ctx.database.db
  const storeId = input.customer.storeId ?? input.customer.store_id ?? 1
  const [store] = await db.select({ id: storeView.id }).from(storeView).where(eq(storeView.id, storeId))
  if (!store) return fail('invalid', `Unknown storeId ${storeId}: no such store view`)
  if (await findCustomerByEmail(db, input.customer.email))
    return fail('conflict', ACCOUNT_MESSAGES.emailTaken)
  const passwordHash = await hashPassword(input.password)
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customer)
        .values({
          email: input.customer.email,
          firstname: input.customer.firstname,
          lastname: input.customer.lastname,
          passwordHash,
          storeId,
        })
        .returning({ id: customer.id })
      await replaceAddresses(tx, row!.id, input.customer.addresses ?? [])
      return row!.id
    })
    const view = await profile(ctx, id)
    return view ?? fail('not_found', ACCOUNT_MESSAGES.notAuthorized)
  } catch (error) {
    // two sign-ups with the same address at once: the unique index decides
    if (isUniqueViolation(error)) return fail('conflict', ACCOUNT_MESSAGES.emailTaken)
    throw error
  }
}

async function profile(ctx: AppContext, customerId: number): Promise<Result<CustomerView> | null> {
  const found = await findCustomer(ctx.database.db, customerId)
  if (!found) return null
  return ok(customerView(found, await loadAddresses(ctx.database.db, customerId)))
}

/** GET /me: the profile with a fresh groupToken (the catalogue prices by it). */
export async function me(ctx: AppContext, customerId: number) {
  const found = await findCustomer(ctx.database.db, customerId)
  // a token of a deleted account is as good as a forged one
  if (!found) return fail('unauthorized', ACCOUNT_MESSAGES.notAuthorized)
  const [addresses, trade] = await Promise.all([
    loadAddresses(ctx.database.db, customerId),
    backOfficeOf(ctx).customer(customerId),
  ])
  const view = customerView(found, addresses, trade)
  return ok({ ...view, groupToken: await signGroupToken(ctx, found) })
}

export async function updateMe(
  ctx: AppContext,
  customerId: number,
  input: z.infer<typeof updateMeBody>['customer'],
) {
  const db = ctx.database.db
  const found = await findCustomer(db, customerId)
  if (!found) return fail('unauthorized', ACCOUNT_MESSAGES.notAuthorized)
  const addresses = input.addresses
  if (addresses) {
    const foreignOwner = addresses.some((a) => a.customer_id !== undefined && a.customer_id !== customerId)
    const ids = addresses.map((a) => a.id).filter((id): id is number => id !== undefined)
    if (foreignOwner || !(await ownsAddresses(db, customerId, ids))) {
      return fail('forbidden', ACCOUNT_MESSAGES.invalidAddressId)
    }
  }
  // spec 001 §5: a customer may only change the password, not the e-mail address; the same
  // address (in any case) is what the profile form sends back, and is accepted
  if (input.email !== undefined && normalizeEmail(input.email) !== normalizeEmail(found.email))
    return fail('invalid', MESSAGES.emailNotChangeable)
  await db.transaction(async (tx) => {
    await tx
      .update(customer)
      .set({
        ...(input.firstname !== undefined ? { firstname: input.firstname } : {}),
        ...(input.lastname !== undefined ? { lastname: input.lastname } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(customer.id, customerId))
    if (addresses) await replaceAddresses(tx, customerId, addresses)
  })
  return me(ctx, customerId)
}
