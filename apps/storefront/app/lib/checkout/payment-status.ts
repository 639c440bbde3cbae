/**
 * Reading the payment-service's status answer for the status pages (spec 000 §2, 001 §2):
 * which of the spec's messages the page shows. The status groups are the commerce rules; the
 * /orderstatus variant's lists are not shown in the spec, so both providers' lists are tried.
 */
import { paymentStatusGroup, type PaymentStatusGroup } from '@shop/commerce'

export type OrderStatusView =
  | {
      kind: 'status'
      group: PaymentStatusGroup | 'unknown'
      status: string
      incrementId: string | null
      email: string | null
    }
  | { kind: 'problem' }
  | { kind: 'hash-incorrect' }
  | { kind: 'fetch-failed' }

export function statusGroup(status: string): PaymentStatusGroup | 'unknown' {
  return paymentStatusGroup('mollie', status) ?? paymentStatusGroup('multisafepay', status) ?? 'unknown'
}

/** From the enveloped answer of get-payment-status to what the page shows. */
export function readPaymentStatus(body: unknown): OrderStatusView {
  if (!body || typeof body !== 'object' || !('code' in body)) return { kind: 'fetch-failed' }
  const { code, result } = body as { code: unknown; result: unknown }
  const text = typeof result === 'string' ? result : ''
  if (/hash/i.test(text)) return { kind: 'hash-incorrect' }
  if (Number(code) !== 200 || !result || typeof result !== 'object') return { kind: 'problem' }
  const r = result as {
    payment?: { status?: unknown; group?: unknown }
    order?: { increment_id?: unknown; customer_email?: unknown }
  }
  const status = typeof r.payment?.status === 'string' ? r.payment.status : ''
  if (!status) return { kind: 'problem' }
  return {
    kind: 'status',
    // the service's own group when it sends one (it knows its provider), else the spec's lists
    group:
      r.payment?.group === 'success' || r.payment?.group === 'pending' || r.payment?.group === 'failed'
        ? r.payment.group
        : statusGroup(status),
    status,
    incrementId: r.order?.increment_id ? String(r.order.increment_id) : null,
    email: typeof r.order?.customer_email === 'string' ? r.order.customer_email : null,
  }
}
