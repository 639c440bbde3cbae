/**
 * Payment status groups (spec 000 §4 "Payment"): which provider statuses mean success, pending
 * or failed, and what each group does to the order. The lists are exactly the spec's; a status
 * outside them (e.g. MultiSafepay's `refunded`) belongs to no group and changes nothing.
 */

export type PaymentProviderCode = 'test' | 'mollie' | 'multisafepay'
export type PaymentStatusGroup = 'success' | 'pending' | 'failed'

export interface PaymentStatusGroups {
  success: readonly string[]
  pending: readonly string[]
  failed: readonly string[]
}

/** First provider of the spec (Mollie). */
export const MOLLIE_STATUS_GROUPS: PaymentStatusGroups = Object.freeze({
  success: Object.freeze(['paid']),
  pending: Object.freeze(['pending', 'open']),
  failed: Object.freeze(['expired', 'failed', 'canceled']),
})

/** Second provider of the spec (MultiSafepay). */
export const MULTISAFEPAY_STATUS_GROUPS: PaymentStatusGroups = Object.freeze({
  success: Object.freeze(['completed', 'shipped']),
  pending: Object.freeze(['hold', 'initialized', 'reserved', 'uncleared']),
  failed: Object.freeze(['expired', 'declined', 'cancelled', 'void']),
})

/**
 * The built-in test provider speaks Mollie's vocabulary (paid, open, pending, failed, canceled,
 * expired): the hosted test page then offers exactly the outcomes 001 §5 lists as "seen".
 */
export const PAYMENT_STATUS_GROUPS: Readonly<Record<PaymentProviderCode, PaymentStatusGroups>> =
  Object.freeze({
    test: MOLLIE_STATUS_GROUPS,
    mollie: MOLLIE_STATUS_GROUPS,
    multisafepay: MULTISAFEPAY_STATUS_GROUPS,
  })

/** The group of a provider status; undefined for a status the spec does not list. */
export function paymentStatusGroup(
  provider: PaymentProviderCode,
  status: string,
): PaymentStatusGroup | undefined {
  const groups = PAYMENT_STATUS_GROUPS[provider]
  if (groups.success.includes(status)) return 'success'
  if (groups.pending.includes(status)) return 'pending'
  if (groups.failed.includes(status)) return 'failed'
  return undefined
}

/** Every status a provider may report that the spec assigns to a group. */
export function knownPaymentStatuses(provider: PaymentProviderCode): string[] {
  const groups = PAYMENT_STATUS_GROUPS[provider]
  return [...groups.success, ...groups.pending, ...groups.failed]
}

/** Order statuses (Magento's vocabulary, as the order-comments call uses it). */
export const ORDER_STATUS = Object.freeze({
  pending: 'pending',
  pendingPayment: 'pending_payment',
  processing: 'processing',
  canceled: 'canceled',
  complete: 'complete',
  closed: 'closed',
  /** Magento's "On Hold": money arrived after a cancel and the stock is gone; staff decide (decision 0024) */
  holded: 'holded',
} as const)

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS]

/** Orders waiting for money: only these are moved by a pending or failed payment, or expire. */
export const UNPAID_ORDER_STATUSES: readonly string[] = Object.freeze([
  ORDER_STATUS.pending,
  ORDER_STATUS.pendingPayment,
])
/**
 * Orders whose money has arrived (or that are done), and orders on hold for staff: no payment
 * status moves them any more.
 */
const SETTLED: readonly string[] = [
  ORDER_STATUS.processing,
  ORDER_STATUS.complete,
  ORDER_STATUS.closed,
  ORDER_STATUS.holded,
]

/**
 * The order status after a payment of the given group, or undefined to leave it as it is.
 * - success: processing, also for an order canceled meanwhile (the money is there; staff decide)
 * - pending: pending_payment while the order is still waiting for money
 * - failed: canceled while the order is waiting for money, unless another payment attempt of the
 *   same order is still open (the shopper tried again) - a paid order is settled anyway
 */
export function orderStatusAfterPayment(
  currentOrderStatus: string,
  group: PaymentStatusGroup,
  otherAttemptOpen = false,
): OrderStatus | undefined {
  if (SETTLED.includes(currentOrderStatus)) return undefined
  if (group === 'success') return ORDER_STATUS.processing
  if (!UNPAID_ORDER_STATUSES.includes(currentOrderStatus)) return undefined
  if (group === 'pending') {
    return currentOrderStatus === ORDER_STATUS.pendingPayment ? undefined : ORDER_STATUS.pendingPayment
  }
  return otherAttemptOpen ? undefined : ORDER_STATUS.canceled
}

/** True when the provider will not change the status any more (success or failed). */
export function isFinalPaymentGroup(group: PaymentStatusGroup | undefined): boolean {
  return group === 'success' || group === 'failed'
}
