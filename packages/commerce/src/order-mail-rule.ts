/**
 * Which e-mail an order event sends (issue 13, decision 0081). The order confirmation goes out
 * once, when the order is confirmed: placed with an offline method (purchase order, cash on
 * delivery) or nothing to pay, paid online, or handed to the bank (a pending status other than
 * "not started yet"). A payment that arrives after that confirmation sends "payment received".
 * A failed or abandoned payment sends nothing: the shopper may pay again on the status page.
 */
import { CASH_ON_DELIVERY_METHOD, PURCHASE_ORDER_METHOD } from './payment-method.ts'
import type { PaymentStatusGroup } from './payment-status.ts'

export type OrderMailKind = 'confirmation' | 'paymentReceived'

/** How the confirmation speaks of the payment. */
export type ConfirmationPayment = 'paid' | 'awaiting' | 'offline'

/** Offline methods: the money comes outside the payment service. */
export const OFFLINE_METHODS_FOR_MAIL: readonly string[] = Object.freeze([
  PURCHASE_ORDER_METHOD,
  CASH_ON_DELIVERY_METHOD,
])

/** Pending statuses that mean the shopper has not finished at the provider yet (Mollie, MultiSafepay). */
export const NOT_STARTED_PAYMENT_STATUSES: readonly string[] = Object.freeze([
  'creating',
  'open',
  'initialized',
])

/** What was sent for the order before this event. */
export interface MailsSent {
  confirmation: boolean
  paymentReceived: boolean
}

export interface MailDecision {
  kind: OrderMailKind
  payment: ConfirmationPayment
}

/** At placement: offline methods and free orders are confirmed at once. */
export function mailAtPlacement(paymentMethod: string, grandTotal: number): MailDecision | null {
  if (OFFLINE_METHODS_FOR_MAIL.includes(paymentMethod)) return { kind: 'confirmation', payment: 'offline' }
  if (grandTotal <= 0) return { kind: 'confirmation', payment: 'paid' }
  return null
}

/** After a payment status change of an online payment. */
export function mailAfterPayment(
  group: PaymentStatusGroup | undefined,
  providerStatus: string,
  sent: MailsSent,
): MailDecision | null {
  if (group === 'success') {
    if (!sent.confirmation) return { kind: 'confirmation', payment: 'paid' }
    return sent.paymentReceived ? null : { kind: 'paymentReceived', payment: 'paid' }
  }
  if (group === 'pending' && !NOT_STARTED_PAYMENT_STATUSES.includes(providerStatus) && !sent.confirmation) {
    return { kind: 'confirmation', payment: 'awaiting' }
  }
  return null
}
