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
import type { ActingPurchaser, Principal, SignedInCustomer } from '../principal.ts'
import { isPurchaser, mayActFor } from '../purchaser/access.ts'
import { fail, ok, type Result } from '../result.ts'
import { sessionOfAccessToken } from '../user/authenticate.ts'
import { storeViewOf } from './store-view.ts'

/** The access token a request sends: the Bearer header wins over `?token=`; '' when none. */
export function accessTokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization
  if (typeof header === 'string' && /^bearer /i.test(header)) return header.slice(7).trim()
  const query = request.query as { token?: unknown } | undefined
  return typeof query?.token === 'string' ? query.token.trim() : ''
}

const resolved = new WeakMap<FastifyRequest, Promise<Principal>>()

/**
 * Call from a handler (after validation): the query it reads is the route's parsed one. `pathToken`:
 * a call that carries the token in its path (spec 001 §7 `me-purchaser/{token}`).
 */
export function principalOf(
  ctx: AppContext,
  request: FastifyRequest,
  pathToken?: string,
): Promise<Principal> {
  let principal = resolved.get(request)
  if (!principal) {
    principal = resolve(ctx, request, pathToken?.trim() || accessTokenOf(request))
    resolved.set(request, principal)
  }
  return principal
}

/**
 * The `purchaser` query parameters of the request, read from the raw URL: a route's query schema
 * does not name it (spec 001 §6 appends it to every call), so the parsed query has dropped it.
 */
export function purchaserParamsOf(request: FastifyRequest): string[] {
  const url = request.raw?.url ?? request.url ?? ''
  const at = url.indexOf('?')
  if (at < 0) return []
  // an empty value names nobody (a client that sends the parameter blank when no purchaser is set)
  return new URLSearchParams(url.slice(at + 1))
    .getAll('purchaser')
    .map((v) => v.trim())
    .filter((v) => v !== '')
}

async function resolve(ctx: AppContext, request: FastifyRequest, token: string): Promise<Principal> {
  const session = token === '' ? null : await sessionOfAccessToken(ctx, token)
  // a takeover token of a purchaser who lost the flag or the assignment opens nothing (decision 0150)
  const allowed =
    session?.purchaserId == null ? true : await mayActFor(ctx, session.purchaserId, session.customer.id)
  const customer = session && allowed ? session.customer : null
  const params = purchaserParamsOf(request)
  let actingPurchaser: ActingPurchaser | null = null
  let purchaserRefused = false
  if (customer && session?.purchaserId != null) {
    const purchaserId = session.purchaserId
    purchaserRefused = params.some((p) => p !== String(purchaserId))
    actingPurchaser = { purchaserId, customerId: customer.id, apartCart: params.length > 0 }
  } else if (params.length > 0) {
    // a purchaser signed in as themselves may carry their own id (their storefront adds it to
    // every call); anybody else naming a purchaser is refused
    const own =
      customer !== null &&
      params.every((p) => p === String(customer.id)) &&
      (await isPurchaser(ctx, customer.id))
    purchaserRefused = !own
  }
  return {
    storeView: storeViewOf(request),
    customer,
    groupId: customer?.groupId ?? null,
    tokenRejected: token !== '' && customer === null,
    actingPurchaser,
    purchaserRefused,
  }
}

const refusedPurchaser = () => fail('forbidden', MESSAGES.purchaserParamRefused)

/**
 * Cart and order calls: a guest sends no token (contract §1.3); a token that does not verify is
 * refused, which makes the client fall back to a guest cart (its "bypass" path).
 */
export function shopperOf(principal: Principal, bodyPurchaser?: string | number): Result<Shopper> {
  if (principal.tokenRejected) return fail('unauthorized', MESSAGES.cartConsumerNotAuthorized)
  if (principal.purchaserRefused) return refusedPurchaser()
  const { customer, actingPurchaser } = principal
  // cart create names the purchaser in its body ({purchaserId}) as other calls do in the query
  const named = bodyPurchaser === undefined ? null : String(bodyPurchaser)
  if (named !== null && (!actingPurchaser || named !== String(actingPurchaser.purchaserId))) {
    return fail('forbidden', MESSAGES.purchaserParamRefused.replace(/^purchaser:/, 'purchaserId:'))
  }
  if (!customer) return ok(GUEST)
  // the apart cart (spec 001 §4): the purchaser's own cart for the customer, beside the customer's
  const own = { customerId: customer.id, groupId: customer.groupId }
  if (!actingPurchaser) return ok(own)
  const { purchaserId } = actingPurchaser
  const apart = actingPurchaser.apartCart || named !== null
  return ok(
    apart
      ? { ...own, purchaserId, actingPurchaserId: purchaserId }
      : { ...own, actingPurchaserId: purchaserId },
  )
}

/** Account calls: the signed-in customer, or one 401 whatever the reason, so a caller learns nothing. */
export function signedInCustomer(principal: Principal): Result<SignedInCustomer> {
  if (!principal.customer) return fail('unauthorized', ACCOUNT_MESSAGES.notAuthorized)
  return principal.purchaserRefused ? refusedPurchaser() : ok(principal.customer)
}

/**
 * Calls open to guests that act in a customer's name when one signs in (a review): a token that is
 * sent must be valid, so nobody acts in a stale session's name.
 */
export function customerOrGuest(principal: Principal): Result<SignedInCustomer | null> {
  if (principal.tokenRejected) return fail('unauthorized', ACCOUNT_MESSAGES.notAuthorized)
  return principal.purchaserRefused ? refusedPurchaser() : ok(principal.customer)
}
