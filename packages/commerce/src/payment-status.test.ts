import { describe, expect, it } from 'vitest'
import {
  isFinalPaymentGroup,
  knownPaymentStatuses,
  orderStatusAfterPayment,
  paymentStatusGroup,
  type PaymentProviderCode,
  type PaymentStatusGroup,
} from './payment-status.ts'

// The spec's lists (000 §4), written out here independently of the module's constants.
const SPEC: Record<'mollie' | 'multisafepay', [string, PaymentStatusGroup][]> = {
  mollie: [
    ['paid', 'success'],
    ['pending', 'pending'],
    ['open', 'pending'],
    ['expired', 'failed'],
    ['failed', 'failed'],
    ['canceled', 'failed'],
  ],
  multisafepay: [
    ['completed', 'success'],
    ['shipped', 'success'],
    ['hold', 'pending'],
    ['initialized', 'pending'],
    ['reserved', 'pending'],
    ['uncleared', 'pending'],
    ['expired', 'failed'],
    ['declined', 'failed'],
    ['cancelled', 'failed'],
    ['void', 'failed'],
  ],
}

describe('paymentStatusGroup', () => {
  for (const provider of ['mollie', 'multisafepay'] as const) {
    it.each(SPEC[provider])(`${provider}: %s is %s`, (status, group) => {
      expect(paymentStatusGroup(provider, status)).toBe(group)
    })
    it(`${provider}: knows exactly the spec's statuses`, () => {
      expect(knownPaymentStatuses(provider).sort()).toEqual(SPEC[provider].map(([s]) => s).sort())
    })
  }

  it.each(SPEC.mollie)('test provider mirrors Mollie: %s is %s', (status, group) => {
    expect(paymentStatusGroup('test', status)).toBe(group)
  })

  it('does not mix the providers: spelling and vocabulary differ', () => {
    expect(paymentStatusGroup('mollie', 'cancelled')).toBeUndefined()
    expect(paymentStatusGroup('multisafepay', 'canceled')).toBeUndefined()
    expect(paymentStatusGroup('mollie', 'completed')).toBeUndefined()
    expect(paymentStatusGroup('multisafepay', 'paid')).toBeUndefined()
    expect(paymentStatusGroup('multisafepay', 'open')).toBeUndefined()
  })

  it.each<[PaymentProviderCode, string]>([
    ['mollie', 'authorized'],
    ['mollie', 'PAID'],
    ['multisafepay', 'refunded'],
    ['multisafepay', 'chargedback'],
    ['test', ''],
  ])('%s: %j belongs to no group', (provider, status) => {
    expect(paymentStatusGroup(provider, status)).toBeUndefined()
  })
})

describe('orderStatusAfterPayment', () => {
  it.each<[string, PaymentStatusGroup, string | undefined]>([
    ['pending', 'success', 'processing'],
    ['pending_payment', 'success', 'processing'],
    ['canceled', 'success', 'processing'],
    ['processing', 'success', undefined],
    ['pending', 'pending', 'pending_payment'],
    ['pending_payment', 'pending', undefined],
    ['canceled', 'pending', undefined],
    ['processing', 'pending', undefined],
    ['pending', 'failed', 'canceled'],
    ['pending_payment', 'failed', 'canceled'],
    ['canceled', 'failed', undefined],
    ['processing', 'failed', undefined],
    ['complete', 'failed', undefined],
    ['closed', 'success', undefined],
    ['holded', 'failed', undefined],
    // on hold (paid after a cancel, stock gone): staff decide, a second "paid" changes nothing
    ['holded', 'success', undefined],
    ['holded', 'pending', undefined],
  ])('order %s + payment %s -> %s', (order, group, expected) => {
    expect(orderStatusAfterPayment(order, group)).toBe(expected)
  })
})

describe('orderStatusAfterPayment with a second attempt open', () => {
  it('does not cancel the order while another attempt may still be paid', () => {
    expect(orderStatusAfterPayment('pending_payment', 'failed', true)).toBeUndefined()
    expect(orderStatusAfterPayment('pending', 'failed', true)).toBeUndefined()
  })
  it('still settles the order when an attempt succeeds', () => {
    expect(orderStatusAfterPayment('pending_payment', 'success', true)).toBe('processing')
  })
})

describe('isFinalPaymentGroup', () => {
  it('success and failed are final, pending and unknown are not', () => {
    expect(isFinalPaymentGroup('success')).toBe(true)
    expect(isFinalPaymentGroup('failed')).toBe(true)
    expect(isFinalPaymentGroup('pending')).toBe(false)
    expect(isFinalPaymentGroup(undefined)).toBe(false)
  })
})
