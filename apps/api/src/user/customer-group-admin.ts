/**
 * Moving a customer to another customer group (retail 1, business 2, dealer 3): what the admin
 * endpoint and `npm run customers` do, for demos and tests until the back office sets groups
 * (docs/decisions/0077). Group 0 (NOT LOGGED IN) belongs to guests and is never a customer's.
 */
import { asc, eq, sql } from 'drizzle-orm'
import { normalizeEmail } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { customer, customerGroup } from '../db/schema/index.ts'
import { fail, ok, type Result } from '../result.ts'
import { GUEST_GROUP_ID } from '../pricing/price-context.ts'

export interface CustomerGroupChange {
  id: number
  email: string
  group_id: number
  previous_group_id: number
}

/** Who: a customer id, or an e-mail address (the CLI takes either). */
export type CustomerRef = { id: number } | { email: string }

export async function customerGroups(ctx: Pick<AppContext, 'database'>) {
  return ctx.database.db
    .select({ id: customerGroup.id, code: customerGroup.code })
    .from(customerGroup)
    .orderBy(asc(customerGroup.id))
}

export async function setCustomerGroup(
  ctx: Pick<AppContext, 'database'>,
  who: CustomerRef,
  groupId: number,
): Promise<Result<CustomerGroupChange>> {
  const db = ctx.database.db
  const groups = (await customerGroups(ctx)).filter((g) => g.id !== GUEST_GROUP_ID)
  const choices = groups.map((g) => `${g.id} (${g.code})`).join(', ')
  if (groupId === GUEST_GROUP_ID)
    return fail('invalid', `Customer group 0 is for guests (not logged in); choose one of ${choices}`)
  if (!groups.some((g) => g.id === groupId))
    return fail('invalid', `Unknown customer group ${groupId}; choose one of ${choices}`)

  const where =
    'id' in who ? eq(customer.id, who.id) : sql`lower(${customer.email}) = ${normalizeEmail(who.email)}`
  const missing = 'id' in who ? `No customer with id ${who.id}` : `No customer with e-mail ${who.email}`
  return db.transaction(async (tx) => {
    // locked, so the previous group reported is the one this change replaced
    const [found] = await tx
      .select({ id: customer.id, email: customer.email, groupId: customer.groupId })
      .from(customer)
      .where(where)
      .for('update')
    if (!found) return fail('not_found', missing)
    await tx.update(customer).set({ groupId, updatedAt: new Date() }).where(eq(customer.id, found.id))
    return ok({ id: found.id, email: found.email, group_id: groupId, previous_group_id: found.groupId })
  })
}
