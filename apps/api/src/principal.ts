/**
 * Who is calling, in the shop's terms: the store view, the signed-in customer (with the group that
 * prices for them) or a guest, and the purchaser acting for the customer (issue 17). Like
 * `result.ts`, it names no HTTP: `http/principal.ts` is the one place that reads it from a request,
 * so a service can take it from a route, the CLI or a background job alike.
 */
import type { StoreView } from '@shop/commerce'

export interface SignedInCustomer {
  id: number
  /** the customer's group: tier prices and the tax class */
  groupId: number
}

/**
 * A purchaser acting for a customer assigned to them (issue 17, decision 0150): the access token is
 * a takeover token, so the principal's customer is the one acted for and this says who acts.
 */
export interface ActingPurchaser {
  /** the purchaser's own customer id */
  purchaserId: number
  /** the customer acted for (= principal.customer.id) */
  customerId: number
  /** the request names the purchaser (`?purchaser=`): cart calls use the apart cart (spec 001 §4, §6) */
  apartCart: boolean
}

export interface Principal {
  /** the store view the request names (x-vs-store-code, else ?storeCode=); null: no such store view */
  storeView: StoreView | null
  /** null for a guest, and for a token that does not verify */
  customer: SignedInCustomer | null
  /** the group whose prices the caller sees: the customer's; null is the guest group */
  groupId: number | null
  /** a token was sent and did not verify (forged, expired, signed out, account gone) */
  tokenRejected: boolean
  /** set for a takeover token whose purchaser still has the flag and the assignment */
  actingPurchaser: ActingPurchaser | null
  /**
   * the request carries `?purchaser=` that is not the token's acting purchaser (a customer's own
   * token, a guest, another purchaser): every call refuses it with 403 naming `purchaser`
   */
  purchaserRefused: boolean
}

/**
 * The one rule of whose things a caller may name (decision 0136, 0150): the signed-in customer's
 * own, which for a takeover token is the customer the purchaser acts for. A refused purchaser
 * parameter reaches nobody's.
 */
export function actsFor(principal: Principal, customerId: number): boolean {
  if (principal.purchaserRefused) return false
  return principal.customer?.id === customerId || principal.actingPurchaser?.customerId === customerId
}
