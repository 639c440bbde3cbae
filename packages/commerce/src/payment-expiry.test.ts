import { describe, expect, it } from 'vitest'
import { isPaymentOverdue, paymentDeadline } from './payment-expiry.ts'

const placed = new Date('2026-11-25T10:00:00Z')
const later = (minutes: number) => new Date(placed.getTime() + minutes * 60_000)
const order = (status: string, paymentMethod = 'ideal') => ({ status, paymentMethod, createdAt: placed })

describe('unpaid orders are given up after the expiry time', () => {
  it('gives up an iDEAL order that waits longer than the expiry, not one that waits exactly as long', () => {
    expect(isPaymentOverdue(order('pending'), later(121), 120)).toBe(true)
    expect(isPaymentOverdue(order('pending_payment'), later(121), 120)).toBe(true)
    expect(isPaymentOverdue(order('pending_payment'), later(120), 120)).toBe(false)
    expect(isPaymentOverdue(order('pending'), later(5), 120)).toBe(false)
  })

  it('leaves paid, canceled and held orders alone', () => {
    for (const status of ['processing', 'complete', 'canceled', 'closed', 'holded'])
      expect(isPaymentOverdue(order(status), later(10_000), 120)).toBe(false)
  })

  it('never gives up a purchase order or cash on delivery: they are paid later by design', () => {
    expect(isPaymentOverdue(order('pending', 'purchaseorder'), later(10_000), 120)).toBe(false)
    expect(isPaymentOverdue(order('pending', 'cashondelivery'), later(10_000), 120)).toBe(false)
  })

  it('gives up nothing when the expiry is 0', () => {
    expect(isPaymentOverdue(order('pending'), later(10_000), 0)).toBe(false)
  })

  it('names the deadline', () => {
    expect(paymentDeadline(later(120), 120).toISOString()).toBe(placed.toISOString())
  })
})
