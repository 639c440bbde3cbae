/**
 * Who owns a cart call, as the cart and order services see it: a signed-in customer with their
 * group, or a guest. http/principal.ts makes one from the request (`shopperOf`).
 */
export interface Shopper {
  /** null for guests */
  customerId: number | null
  /** customer group for tier prices and the tax class; null: the guest group */
  groupId: number | null
  /**
   * the purchaser whose apart cart for the customer the calls use (spec 001 §4, decision 0151);
   * null or absent: the customer's own cart, which is never an apart cart
   */
  purchaserId?: number | null
  /** a purchaser acting for the customer, in either mode: the order records them (issue 17) */
  actingPurchaserId?: number | null
}

export const GUEST: Shopper = Object.freeze({ customerId: null, groupId: null })
