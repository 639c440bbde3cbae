/**
 * What an answer of POST /api/order means for an offline order. Unlike the checkout's reading
 * (place-order.ts confirmationOf), "no answer" and "the server failed" must be told apart from a
 * refusal: the first two leave the order waiting (spec 001 §4 "Order has been queued"), a refusal
 * is the shopper's to decide.
 */
import type { SendAnswer } from './offline-order-record.ts'

export interface RawAnswer {
  code: number
  result: unknown
}

const amount = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}

export function readOrderAnswer(answer: RawAnswer | null): SendAnswer {
  // fetch rejected (offline, connection dropped, answer lost), or the server failed
  if (!answer || answer.code >= 500 || answer.code === 0) return { kind: 'unreachable' }
  // the token lock already tried a refresh: the shopper must log in again, the order waits
  if (answer.code === 401) return { kind: 'unreachable' }
  if (answer.code === 200 && answer.result && typeof answer.result === 'object') {
    const r = answer.result as Record<string, unknown>
    const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null)
    return {
      kind: 'placed',
      orderNumber: text(r.orderNumber),
      orderToken: text(r.orderToken ?? r.order_token),
      grandTotal: amount(r.grand_total ?? r.grandTotal),
    }
  }
  if (answer.code === 404) return { kind: 'refused', refusal: 'cart-gone' }
  if (answer.code === 409) {
    // 409 is the stock refusal (001 §8) or "placed already" by a cartless guest (decision 0116)
    const words = typeof answer.result === 'string' ? answer.result : ''
    return { kind: 'refused', refusal: /placed already/i.test(words) ? 'conflict' : 'unavailable' }
  }
  return { kind: 'refused', refusal: 'invalid' }
}
