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
 * A purchaser placing orders for a customer of the same company (issue 17 fills it in); the
 * principal's customer is then the one acted for.
 */
export interface ActingPurchaser {
  customerId: number
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
  /** always null until issue 17 */
  actingPurchaser: ActingPurchaser | null
}
