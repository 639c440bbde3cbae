/**
 * When an unpaid order is given up (decision 0027). An order placed for an online payment holds
 * its stock from the moment it is placed (decision 0024); a shopper who closes the bank's page
 * never comes back and no provider may ever report on it, so after a while the order is canceled
 * and the stock goes back. Purchase orders and cash on delivery are paid later by design and never
 * expire. A payment that arrives after all takes the stock again or puts the order on hold.
 */
import { CASH_ON_DELIVERY_METHOD, PURCHASE_ORDER_METHOD } from './payment-method.ts'
import { UNPAID_ORDER_STATUSES } from './payment-status.ts'

/** Paid outside the shop's payment service: such an order waits for its money as long as it takes. */
export const OFFLINE_PAYMENT_METHODS: readonly string[] = Object.freeze([
  PURCHASE_ORDER_METHOD,
  CASH_ON_DELIVERY_METHOD,
])

export interface UnpaidOrderFacts {
  status: string
  paymentMethod: string
  createdAt: Date
}

/** The moment before which an order must have been placed to be given up at `now`. */
export function paymentDeadline(now: Date, expiryMinutes: number): Date {
  return new Date(now.getTime() - expiryMinutes * 60_000)
}

/** True when the order waits for an online payment for longer than `expiryMinutes` (0: never). */
export function isPaymentOverdue(order: UnpaidOrderFacts, now: Date, expiryMinutes: number): boolean {
  if (expiryMinutes <= 0) return false
  if (!UNPAID_ORDER_STATUSES.includes(order.status)) return false
  if (OFFLINE_PAYMENT_METHODS.includes(order.paymentMethod)) return false
  return order.createdAt.getTime() < paymentDeadline(now, expiryMinutes).getTime()
}
