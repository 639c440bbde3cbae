/** The offline order's state rules (decisions 0220, 0221): pure, so each rule is pinned here. */
import { describe, expect, it } from 'vitest'
import {
  afterAnswer,
  isOldDelivered,
  isWaiting,
  maySend,
  needsShopper,
  newOfflineOrder,
  startSend,
  totalChanged,
  DELIVERED_KEPT_MS,
} from './offline-order-record.ts'
import { readOrderAnswer } from './order-answer.ts'

const record = (over: Partial<Parameters<typeof newOfflineOrder>[0]> = {}) =>
  newOfflineOrder({
    key: 'k-1',
    body: { cart_id: 'c1', order_id: 'something-else' },
    storeCode: 'nl',
    owner: 'customer:7',
    lines: [{ sku: 'A', name: 'Band', qty: 2 }],
    queuedTotal: 20,
    now: 1000,
    ...over,
  })

describe('offline order record', () => {
  it('is pruned only when delivered more than 30 days ago', () => {
    const waiting = record()
    expect(isOldDelivered(waiting, 1000 + DELIVERED_KEPT_MS * 2)).toBe(false)
    const placed = afterAnswer(
      waiting,
      { kind: 'placed', orderNumber: '1', orderToken: 't', grandTotal: 20 },
      5000,
    )
    expect(isOldDelivered(placed, 5000 + DELIVERED_KEPT_MS)).toBe(false)
    expect(isOldDelivered(placed, 5001 + DELIVERED_KEPT_MS)).toBe(true)
    const refused = afterAnswer(waiting, { kind: 'refused', refusal: 'unavailable' }, 5000)
    expect(isOldDelivered(refused, 5000 + DELIVERED_KEPT_MS * 2)).toBe(false)
  })

  it('starts waiting, untransmitted, with its key as the order_id of the body', () => {
    const r = record()
    expect(r.transmited).toBe(false)
    expect(r.transmited_at).toBeNull()
    expect(r.body.order_id).toBe('k-1')
    expect(isWaiting(r)).toBe(true)
    expect(needsShopper(r)).toBe(true)
  })

  it('may be sent only by its owner, never once transmitted, and a refused one only by choice', () => {
    const r = record()
    expect(maySend(r, 'customer:7')).toBe(true)
    expect(maySend(r, 'customer:8')).toBe(false)
    expect(maySend(r, 'guest')).toBe(false)
    expect(maySend(undefined, 'customer:7')).toBe(false)
    const refused = afterAnswer(r, { kind: 'refused', refusal: 'unavailable' }, 2000)
    expect(maySend(refused, 'customer:7')).toBe(false)
    expect(maySend(refused, 'customer:7', true)).toBe(true)
    const placed = afterAnswer(r, { kind: 'placed', orderNumber: '1', orderToken: 't', grandTotal: 21 }, 3000)
    expect(maySend(placed, 'customer:7')).toBe(false)
    expect(maySend(placed, 'customer:7', true)).toBe(false)
  })

  it('a started send counts and clears an earlier refusal; without an answer it stays waiting', () => {
    const refused = afterAnswer(record(), { kind: 'refused', refusal: 'invalid' }, 2000)
    const sending = startSend(refused, 2500)
    expect(sending.attempts).toBe(1)
    expect(sending.refusal).toBeNull()
    // the tab closed here: the record is still waiting and goes again
    expect(isWaiting(sending)).toBe(true)
    const lost = afterAnswer(sending, { kind: 'unreachable' }, 2600)
    expect(isWaiting(lost)).toBe(true)
    expect(lost.transmited).toBe(false)
  })

  it('placed: transmited with its time, number and token; no longer for the shopper to decide', () => {
    const placed = afterAnswer(
      record(),
      { kind: 'placed', orderNumber: '000000042', orderToken: 'tok', grandTotal: 20 },
      5000,
    )
    expect(placed).toMatchObject({
      transmited: true,
      transmited_at: 5000,
      orderNumber: '000000042',
      orderToken: 'tok',
    })
    expect(isWaiting(placed)).toBe(false)
    expect(needsShopper(placed)).toBe(false)
  })

  it('a refused order is kept for the shopper, not waiting', () => {
    const refused = afterAnswer(record(), { kind: 'refused', refusal: 'unavailable' }, 2000)
    expect(isWaiting(refused)).toBe(false)
    expect(needsShopper(refused)).toBe(true)
    expect(refused.refusal).toBe('unavailable')
  })

  it('tells a changed total by the cent', () => {
    const at = (placedTotal: number | null, queuedTotal: number | null = 20) => ({
      ...record({ queuedTotal }),
      placedTotal,
    })
    expect(totalChanged(at(20.001))).toBe(false)
    expect(totalChanged(at(20.5))).toBe(true)
    expect(totalChanged(at(null))).toBe(false)
    expect(totalChanged(at(20, null))).toBe(false)
  })
})

describe('reading the order answer', () => {
  it('no answer, 5xx and a 401 after the token lock leave the order waiting', () => {
    expect(readOrderAnswer(null)).toEqual({ kind: 'unreachable' })
    expect(readOrderAnswer({ code: 500, result: 'x' })).toEqual({ kind: 'unreachable' })
    expect(readOrderAnswer({ code: 503, result: 'x' })).toEqual({ kind: 'unreachable' })
    expect(readOrderAnswer({ code: 401, result: 'x' })).toEqual({ kind: 'unreachable' })
  })

  it('200 is placed; 404, 409 and 400 are refusals of their kind', () => {
    expect(readOrderAnswer({ code: 200, result: { orderNumber: '7', orderToken: 'ab' } })).toEqual({
      kind: 'placed',
      orderNumber: '7',
      orderToken: 'ab',
      grandTotal: null,
    })
    expect(readOrderAnswer({ code: 409, result: 'Some of the ordered products are not available!' })).toEqual(
      {
        kind: 'refused',
        refusal: 'unavailable',
      },
    )
    expect(
      readOrderAnswer({
        code: 409,
        result:
          'This order was placed already. Send a new order_id, or place the order from a cart, to order again.',
      }),
    ).toEqual({ kind: 'refused', refusal: 'conflict' })
    expect(readOrderAnswer({ code: 404, result: 'gone' })).toEqual({ kind: 'refused', refusal: 'cart-gone' })
    expect(readOrderAnswer({ code: 400, result: 'bad' })).toEqual({ kind: 'refused', refusal: 'invalid' })
  })
})
