/**
 * The customer group of a catalogue request (contract §6.1): `groupToken` (a JWT issued by the
 * user module, HS256 with the shop's AUTH_SECRET, claim `group_id`) wins over a plain `groupId`.
 * A token that cannot be verified is ignored rather than refused: the shopper then sees the prices
 * of the group id sent alongside, or guest prices, and the page still renders.
 * A plain `groupId` counts only for the public groups (guests, retail): business and dealer prices
 * are for their members, who carry a groupToken (docs/decisions/0053).
 */
import { jwtVerify } from 'jose'
import { PUBLIC_CUSTOMER_GROUPS } from '@shop/commerce'
import type { AppContext } from '../context.ts'

const encoder = new TextEncoder()

export async function resolveGroupId(
  ctx: Pick<AppContext, 'config'>,
  groupId: number | null | undefined,
  groupToken: string | null | undefined,
): Promise<number | null> {
  const secret = ctx.config.authSecret
  if (groupToken && groupToken.length > 10 && secret) {
    try {
      const { payload } = await jwtVerify(groupToken, encoder.encode(secret), { algorithms: ['HS256'] })
      const claim = payload.group_id ?? payload.groupId
      if (typeof claim === 'number' && Number.isSafeInteger(claim) && claim >= 0) return claim
    } catch {
      // invalid, expired or foreign token: fall through to the plain group id
    }
  }
  return publicGroupOrNull(groupId)
}

/** The group id when anyone may see its prices, else null (guest prices). */
export function publicGroupOrNull(groupId: number | null | undefined): number | null {
  return groupId !== null && groupId !== undefined && PUBLIC_CUSTOMER_GROUPS.includes(groupId)
    ? groupId
    : null
}
