/**
 * Who an order-list call answers for (decision 0161): a signed-in customer, or a purchaser acting
 * for one (then `principal.customer` is the customer acted for). Guests and tokens that do not
 * verify get the spec's 401 text. A `customer_id` / `customerId` must pass `actsFor`: the one rule
 * of whose things a caller may name, shared with the back-office calls.
 */
import { MESSAGES, ORDER_LIST_MESSAGES, fillMessage, type StoreView } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { actsFor, type Principal } from '../principal.ts'
import { fail, ok, type Result } from '../result.ts'

export interface ListCaller {
  ctx: AppContext
  principal: Principal
  /** the customer whose lists the call reads and writes */
  customerId: number
  groupId: number
  store: StoreView
  /** the purchaser acting for the customer; null when the customer calls themselves */
  purchaserId: number | null
}

/** The caller, with the customer a `customer_id` names (absent: the signed-in one). */
export function listCallerOf(
  ctx: AppContext,
  principal: Principal,
  field: string,
  named: number | undefined,
): Result<ListCaller> {
  const customer = principal.customer
  if (!customer || principal.tokenRejected) return fail('unauthorized', ORDER_LIST_MESSAGES.notLoggedIn)
  // a ?purchaser= that is not the token's acting purchaser reaches nothing (decision 0150)
  if (principal.purchaserRefused) return fail('forbidden', MESSAGES.purchaserParamRefused)
  const store = principal.storeView
  if (!store) return fail('invalid', 'storeCode: no such store view')
  const customerId = named ?? customer.id
  if (!actsFor(principal, customerId))
    return fail('forbidden', fillMessage(ORDER_LIST_MESSAGES.notOwnCustomer, { field }))
  return ok({
    ctx,
    principal,
    customerId,
    groupId: customer.groupId,
    store,
    purchaserId: actingPurchaserId(principal, customerId),
  })
}

/** The purchaser acting for this customer, if the token says one is. */
function actingPurchaserId(principal: Principal, customerId: number): number | null {
  const acting = principal.actingPurchaser
  return acting && acting.customerId === customerId ? acting.purchaserId : null
}
