/**
 * The customer behind an access token (decision 0064): the one place a token becomes a customer,
 * with the group that prices their cart. http/principal.ts asks it once per request.
 */
import { eq } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import { customer } from '../db/schema/index.ts'
import type { SignedInCustomer } from '../principal.ts'
import { verifyAccessToken } from './tokens.ts'

/** null when the token is not a valid access token, or its account no longer exists. */
export async function customerOfAccessToken(
  ctx: AppContext,
  token: string,
): Promise<SignedInCustomer | null> {
  const customerId = await verifyAccessToken(ctx, token)
  if (customerId === null) return null
  const [row] = await ctx.database.db
    .select({ groupId: customer.groupId })
    .from(customer)
    .where(eq(customer.id, customerId))
  return row ? { id: customerId, groupId: row.groupId } : null
}
