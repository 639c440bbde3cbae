/**
 * Who owns a cart call. Guests send an empty token (contract §1.3). Customer tokens arrive with
 * the accounts issue: `identifyShopper` is the one place that will verify them and return the
 * customer's id and group; until then any non-empty token is refused with 401, which makes the
 * client fall back to a guest cart (its "bypass" path), as with an expired token.
 */
import type { FastifyRequest } from 'fastify'
import { MESSAGES } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { fail, ok, type Result } from '../http/result.ts'

export interface Shopper {
  /** null for guests */
  customerId: number | null
  /** customer group for tier prices and the tax class; null: the guest group */
  groupId: number | null
}

export const GUEST: Shopper = Object.freeze({ customerId: null, groupId: null })

/** The token from `?token=` or an `Authorization: Bearer` header. */
export function tokenOf(request: FastifyRequest, queryToken: string | undefined): string {
  const header = request.headers.authorization
  if (typeof header === 'string' && header.toLowerCase().startsWith('bearer ')) return header.slice(7).trim()
  return queryToken?.trim() ?? ''
}

export async function identifyShopper(_ctx: AppContext, token: string): Promise<Result<Shopper>> {
  if (token === '') return ok(GUEST)
  return fail(401, MESSAGES.cartConsumerNotAuthorized)
}
