/**
 * The customer group whose prices /api/product/render-list answers (decision 0053): a signed-in
 * customer's group decides (a token that does not verify is ignored here, as on the catalogue);
 * without one, `userGroupId` counts only for the public groups, so that business and dealer prices
 * stay with their members.
 */
import { sql } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import { publicGroupOrNull } from '../catalog/customer-group.ts'
import type { SignedInCustomer } from '../principal.ts'
import { fail, ok, type Result } from '../result.ts'

export async function renderListGroup(
  ctx: AppContext,
  customer: SignedInCustomer | null,
  userGroupId: number | undefined,
): Promise<Result<number | undefined>> {
  if (customer) return ok(customer.groupId)
  if (userGroupId === undefined || publicGroupOrNull(userGroupId) !== null) return ok(userGroupId)
  // a group that does not exist is a mistake worth naming; one that does is not for this caller
  const [known] = await ctx.database.rows(sql`select 1 from customer_group where id = ${userGroupId}`)
  return known ? ok(undefined) : fail('invalid', `Unknown userGroupId ${userGroupId}`)
}
