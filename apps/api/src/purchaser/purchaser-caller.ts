/**
 * Who a purchaser call (spec 001 §7 Purchaser) answers for (decision 0150): a purchaser signed in
 * as themselves, or acting for a customer with a takeover token (the token names the purchaser).
 * Guests and tokens that do not verify: 401; a signed-in customer who is no purchaser: 403, so a
 * customer never reaches a purchaser function (issue 17).
 */
import { ACCOUNT_MESSAGES, MESSAGES } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import type { ActingPurchaser, Principal } from '../principal.ts'
import { fail, ok, type Result } from '../result.ts'
import { isPurchaser } from './access.ts'

export interface PurchaserCaller {
  ctx: AppContext
  principal: Principal
  /** the purchaser's own customer id */
  purchaserId: number
  /** set for a takeover token: the customer acted for */
  acting: ActingPurchaser | null
}

export async function purchaserCallerOf(
  ctx: AppContext,
  principal: Principal,
): Promise<Result<PurchaserCaller>> {
  const customer = principal.customer
  if (!customer) return fail('unauthorized', ACCOUNT_MESSAGES.notAuthorized)
  if (principal.purchaserRefused) return fail('forbidden', MESSAGES.purchaserParamRefused)
  // a takeover token's purchaser was checked (flag and assignment) when the principal was made
  const acting = principal.actingPurchaser
  if (acting) return ok({ ctx, principal, purchaserId: acting.purchaserId, acting })
  if (!(await isPurchaser(ctx, customer.id))) return fail('forbidden', MESSAGES.purchaserOnly)
  return ok({ ctx, principal, purchaserId: customer.id, acting: null })
}

/** Calls on the customer acted for (addresses): a takeover token is required. */
export function actingOf(caller: PurchaserCaller): Result<ActingPurchaser> {
  return caller.acting ? ok(caller.acting) : fail('forbidden', MESSAGES.purchaserTakeoverRequired)
}
