import { describe, expect, it } from 'vitest'
import { mailAfterPayment, mailAtPlacement } from './order-mail-rule.ts'

const none = { confirmation: false, paymentReceived: false }
const confirmed = { confirmation: true, paymentReceived: false }

describe('order mails', () => {
  it('confirms offline methods and free orders at placement, online payments not yet', () => {
    expect(mailAtPlacement('purchaseorder', 100)).toEqual({ kind: 'confirmation', payment: 'offline' })
    expect(mailAtPlacement('cashondelivery', 100)).toEqual({ kind: 'confirmation', payment: 'offline' })
    expect(mailAtPlacement('ideal', 0)).toEqual({ kind: 'confirmation', payment: 'paid' })
    expect(mailAtPlacement('ideal', 10)).toBeNull()
  })
  it('confirms a paid order once', () => {
    expect(mailAfterPayment('success', 'paid', none)).toEqual({ kind: 'confirmation', payment: 'paid' })
    expect(mailAfterPayment('success', 'paid', { confirmation: true, paymentReceived: true })).toBeNull()
  })
  it('confirms a payment the bank processes, then says when the money arrived', () => {
    expect(mailAfterPayment('pending', 'pending', none)).toEqual({
      kind: 'confirmation',
      payment: 'awaiting',
    })
    expect(mailAfterPayment('pending', 'pending', confirmed)).toBeNull()
    expect(mailAfterPayment('success', 'paid', confirmed)).toEqual({
      kind: 'paymentReceived',
      payment: 'paid',
    })
  })
  it('sends nothing for a payment not started, failed or canceled', () => {
    expect(mailAfterPayment('pending', 'open', none)).toBeNull()
    expect(mailAfterPayment('failed', 'failed', none)).toBeNull()
    expect(mailAfterPayment('failed', 'expired', none)).toBeNull()
    expect(mailAfterPayment(undefined, 'refunded', none)).toBeNull()
  })
})
