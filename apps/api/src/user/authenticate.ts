/**
 * The customer behind an access token (decision 0064): the one place a token becomes a customer,
 * with the group that prices their cart. http/principal.ts asks it once per request.
 */
import { eq } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import { customer } from '../db/schema/index.ts'
import type { SignedInCustomer } from '../principal.ts'
import { verifyAccessClaims } from './tokens.ts'

export interface TokenSession {
  customer: SignedInCustomer
  /** a takeover token's purchaser (decision 0150); whether they still may act is checked apart */
  purchaserId: number | null
}

/** null when the token is not a valid access token, or its account no longer exists. */
export async function sessionOfAccessToken(ctx: AppContext, token: string): Promise<TokenSession | null> {
  const claims = await verifyAccessClaims(ctx, token)
  if (claims === null) return null
  const [row] = await ctx.database.db
    .select({ groupId: customer.groupId })
    .from(customer)
    .where(eq(customer.id, claims.customerId))
  return row
    ? { customer: { id: claims.customerId, groupId: row.groupId }, purchaserId: claims.purchaserId }
    : null
}

/** null when the token is not a valid access token, or its account no longer exists. */
export async function customerOfAccessToken(
  ctx: AppContext,
  token: string,
): Promise<SignedInCustomer | null> {
  return (await sessionOfAccessToken(ctx, token))?.customer ?? null
}
