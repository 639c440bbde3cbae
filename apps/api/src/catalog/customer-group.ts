/**
 * The customer group of a catalogue request (contract §6.1): `groupToken` (a JWT issued by the
 * user module, verified in user/tokens.ts) wins over a plain `groupId`. Catalogue calls carry this
 * claim instead of an access token, inside the search request itself, so their answers can be
 * cached per group rather than per customer. A token that cannot be verified is ignored rather than
 * refused: the shopper then sees the prices of the group id sent alongside, or guest prices, and
 * the page still renders.
 * A plain `groupId` counts only for the public groups (guests, retail): business and dealer prices
 * are for their members, who carry a groupToken (docs/decisions/0053).
 */
import { PUBLIC_CUSTOMER_GROUPS } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { verifyGroupToken } from '../user/tokens.ts'

export async function resolveGroupId(
  ctx: Pick<AppContext, 'config' | 'now'>,
  groupId: number | null | undefined,
  groupToken: string | null | undefined,
): Promise<number | null> {
  return (await verifyGroupToken(ctx, groupToken)) ?? publicGroupOrNull(groupId)
}

/** The group id when anyone may see its prices, else null (guest prices). */
export function publicGroupOrNull(groupId: number | null | undefined): number | null {
  return groupId !== null && groupId !== undefined && PUBLIC_CUSTOMER_GROUPS.includes(groupId)
    ? groupId
    : null
}
