/**
 * An offline order (spec 001 §3 "Offline order", §4 "Going online") and the rules of its life, kept
 * pure so every rule is unit-tested. The record is written to IndexedDB BEFORE the order is sent,
 * so a lost request, a lost answer, a closed tab or a restarted browser all leave it behind with
 * `transmited: false`; sending it again is safe because its `key` goes as the body's `order_id`
 * and the server answers a repeat of that key with the first order (decisions 0116, 0220).
 */

/** What the shopper sees of the waiting order: its lines and the total when it was queued. */
export interface OfflineOrderLine {
  sku: string
  name: string
  qty: number
}

/** Why the server refused the order: kept for the shopper to decide (send again or discard). */
export type OfflineOrderRefusal = 'unavailable' | 'cart-gone' | 'invalid' | 'conflict'

export interface OfflineOrderRecord extends Record<string, unknown> {
  /** crypto.randomUUID() made when the shopper pressed order; the body's order_id */
  key: string
  created_at: number
  updated_at: number
  /** the spec's flag: true once the server answered with the order */
  transmited: boolean
  transmited_at: number | null
  /** the POST /api/order body, order_id included, exactly as it goes again */
  body: Record<string, unknown> & { order_id: string }
  storeCode: string
  /** who placed it: only the same shopper may send it (another login must not place it as theirs) */
  owner: string
  lines: OfflineOrderLine[]
  /** the cart's grand total when the order was pressed */
  queuedTotal: number | null
  /** how often a send was started (a closed tab leaves a started send without an answer) */
  attempts: number
  /** set by a refusal; a refused order is not sent again without the shopper */
  refusal: OfflineOrderRefusal | null
  /** the server's confirmation once delivered */
  orderNumber: string | null
  orderToken: string | null
  placedTotal: number | null
}

export function newOfflineOrder(input: {
  key: string
  body: Record<string, unknown>
  storeCode: string
  owner: string
  lines: OfflineOrderLine[]
  queuedTotal: number | null
  now: number
}): OfflineOrderRecord {
  return {
    key: input.key,
    created_at: input.now,
    updated_at: input.now,
    transmited: false,
    transmited_at: null,
    body: { ...input.body, order_id: input.key },
    storeCode: input.storeCode,
    owner: input.owner,
    lines: input.lines,
    queuedTotal: input.queuedTotal,
    attempts: 0,
    refusal: null,
    orderNumber: null,
    orderToken: null,
    placedTotal: null,
  }
}

/** Waiting: not delivered, not refused. A started send without an answer is still waiting. */
export const isWaiting = (r: OfflineOrderRecord): boolean => !r.transmited && r.refusal === null

/** What the shopper must decide about: waiting or refused, never a delivered one. */
export const needsShopper = (r: OfflineOrderRecord): boolean => !r.transmited

/** May this record be sent now by this shopper? `force`: the shopper chose to send a refused one. */
export function maySend(r: OfflineOrderRecord | undefined, owner: string, force = false): boolean {
  if (!r || r.transmited || r.owner !== owner) return false
  return r.refusal === null || force
}

/** A send is starting: counted before the request leaves, so a closed tab leaves a trace. */
export const startSend = (r: OfflineOrderRecord, now: number): OfflineOrderRecord => ({
  ...r,
  attempts: r.attempts + 1,
  refusal: null,
  updated_at: now,
})

/** The server's answer, as place-order.ts's confirmationOf() read it. */
export type SendAnswer =
  | { kind: 'placed'; orderNumber: string | null; orderToken: string | null; grandTotal: number | null }
  | { kind: 'refused'; refusal: OfflineOrderRefusal }
  /** no connection, fetch rejected, 5xx, 401 after the token lock: try again later */
  | { kind: 'unreachable' }

export function afterAnswer(r: OfflineOrderRecord, answer: SendAnswer, now: number): OfflineOrderRecord {
  switch (answer.kind) {
    case 'placed':
      return {
        ...r,
        transmited: true,
        transmited_at: now,
        refusal: null,
        orderNumber: answer.orderNumber,
        orderToken: answer.orderToken,
        placedTotal: answer.grandTotal,
        updated_at: now,
      }
    case 'refused':
      return { ...r, refusal: answer.refusal, updated_at: now }
    case 'unreachable':
      return { ...r, updated_at: now }
  }
}

/** Did the price change between pressing order and delivery? (cents, so rounding is not a change) */
export function totalChanged(r: OfflineOrderRecord): boolean {
  if (r.queuedTotal === null || r.placedTotal === null) return false
  return Math.round(r.queuedTotal * 100) !== Math.round(r.placedTotal * 100)
}

/**
 * A delivered record is kept a while so that a stale copy in another tab finds it delivered and
 * does not send it again; after 30 days nothing can still hold it open (and the server would
 * answer the same order for its key anyway), so it goes.
 */
export const DELIVERED_KEPT_MS = 30 * 24 * 60 * 60 * 1000

export function isOldDelivered(record: OfflineOrderRecord, now: number): boolean {
  return record.transmited === true && (record.transmited_at ?? 0) + DELIVERED_KEPT_MS < now
}
