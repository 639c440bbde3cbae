/**
 * Who owns a cart call. Guests send an empty token (contract §1.3). `identifyShopper` is the one
 * place that verifies customer tokens and returns the customer's id and group; an invalid or
 * expired token is refused with 401, which makes the client fall back to a guest cart (its
 * "bypass" path).
 */
import type { FastifyRequest } from 'fastify'
import { MESSAGES } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { fail, ok, type Result } from '../result.ts'
import { customerShopper } from '../user/customer-cart.ts'

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

export async function identifyShopper(ctx: AppContext, token: string): Promise<Result<Shopper>> {
  if (token === '') return ok(GUEST)
  // a valid customer access token (decision 0064); forged, expired or of a deleted account: 401
  const customer = await customerShopper(ctx, token)
  return customer ? ok(customer) : fail('unauthorized', MESSAGES.cartConsumerNotAuthorized)
}
