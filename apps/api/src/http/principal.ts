/**
 * The request principal (src/principal.ts), worked out once per request and only when a route asks:
 * the store view from `x-vs-store-code` / `?storeCode=`, the customer from the access token in an
 * `Authorization: Bearer` header or `?token=` (contract §1.3). What a missing or refused token
 * means differs per call and is said once each below; catalogue calls carry a group claim instead
 * (catalog/customer-group.ts).
 */
import type { FastifyRequest } from 'fastify'
import { ACCOUNT_MESSAGES, MESSAGES } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { GUEST, type Shopper } from '../cart/shopper.ts'
import type { Principal, SignedInCustomer } from '../principal.ts'
import { fail, ok, type Result } from '../result.ts'
import { customerOfAccessToken } from '../user/authenticate.ts'
import { storeViewOf } from './store-view.ts'

/** The access token a request sends: the Bearer header wins over `?token=`; '' when none. */
export function accessTokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization
  if (typeof header === 'string' && /^bearer /i.test(header)) return header.slice(7).trim()
  const query = request.query as { token?: unknown } | undefined
  return typeof query?.token === 'string' ? query.token.trim() : ''
}

const resolved = new WeakMap<FastifyRequest, Promise<Principal>>()

/** Call from a handler (after validation): the query it reads is the route's parsed one. */
export function principalOf(ctx: AppContext, request: FastifyRequest): Promise<Principal> {
  let principal = resolved.get(request)
  if (!principal) {
    principal = resolve(ctx, request)
    resolved.set(request, principal)
  }
  return principal
}

async function resolve(ctx: AppContext, request: FastifyRequest): Promise<Principal> {
  const token = accessTokenOf(request)
  const customer = token === '' ? null : await customerOfAccessToken(ctx, token)
  return {
    storeView: storeViewOf(request),
    customer,
    groupId: customer?.groupId ?? null,
    tokenRejected: token !== '' && customer === null,
    actingPurchaser: null,
  }
}

/**
 * Cart and order calls: a guest sends no token (contract §1.3); a token that does not verify is
 * refused, which makes the client fall back to a guest cart (its "bypass" path).
 */
export function shopperOf(principal: Principal): Result<Shopper> {
  if (principal.tokenRejected) return fail('unauthorized', MESSAGES.cartConsumerNotAuthorized)
  const { customer } = principal
  return ok(customer ? { customerId: customer.id, groupId: customer.groupId } : GUEST)
}

/** Account calls: the signed-in customer, or one 401 whatever the reason, so a caller learns nothing. */
export function signedInCustomer(principal: Principal): Result<SignedInCustomer> {
  return principal.customer ? ok(principal.customer) : fail('unauthorized', ACCOUNT_MESSAGES.notAuthorized)
}

/**
 * Calls open to guests that act in a customer's name when one signs in (a review): a token that is
 * sent must be valid, so nobody acts in a stale session's name.
 */
export function customerOrGuest(principal: Principal): Result<SignedInCustomer | null> {
  return principal.tokenRejected
    ? fail('unauthorized', ACCOUNT_MESSAGES.notAuthorized)
    : ok(principal.customer)
}
