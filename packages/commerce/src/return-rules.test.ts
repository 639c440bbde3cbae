import { describe, expect, it } from 'vitest'
import {
  checkReturnStep,
  isReturnReason,
  nextReturnStatuses,
  qtyReturnable,
  releasesQuantity,
  returnDeadline,
  returnReasonLabel,
  RETURN_REASONS,
  RETURN_MESSAGES,
  withinPeriod,
} from './return-rules.ts'

describe('return and warranty periods', () => {
  const delivered = new Date('2026-01-31T10:00:00Z')

  it('a return within 30 days of delivery, not a moment later', () => {
    expect(returnDeadline('return', delivered).toISOString()).toBe('2026-03-02T10:00:00.000Z')
    expect(withinPeriod('return', delivered, new Date('2026-03-02T10:00:00Z'))).toBe(true)
    expect(withinPeriod('return', delivered, new Date('2026-03-02T10:00:01Z'))).toBe(false)
  })

  it('warranty for 24 calendar months, the end of a shorter month kept', () => {
    expect(returnDeadline('warranty', delivered).toISOString()).toBe('2028-01-31T10:00:00.000Z')
    const leap = new Date('2024-02-29T08:00:00Z')
    expect(returnDeadline('warranty', leap).toISOString()).toBe('2026-02-28T08:00:00.000Z')
    expect(withinPeriod('warranty', delivered, new Date('2027-12-01T00:00:00Z'))).toBe(true)
    expect(withinPeriod('warranty', delivered, new Date('2028-02-01T00:00:00Z'))).toBe(false)
  })
})

describe('returnable quantity', () => {
  it('is delivered minus returned, never negative', () => {
    expect(qtyReturnable({ qtyDelivered: 5, qtyReturned: 2 })).toBe(3)
    expect(qtyReturnable({ qtyDelivered: 0, qtyReturned: 0 })).toBe(0)
    expect(qtyReturnable({ qtyDelivered: 1, qtyReturned: 3 })).toBe(0)
  })
})

describe('reasons', () => {
  it('each type has its own list, both with "other"', () => {
    expect(isReturnReason('return', 'wrong_item')).toBe(true)
    expect(isReturnReason('return', 'defect')).toBe(false)
    expect(isReturnReason('warranty', 'defect')).toBe(true)
    expect(isReturnReason('warranty', 'too_many')).toBe(false)
    expect(isReturnReason('warranty', 'other') && isReturnReason('return', 'other')).toBe(true)
  })

  it('every reason has a label in nl and de', () => {
    for (const reason of [...RETURN_REASONS.return, ...RETURN_REASONS.warranty]) {
      expect(returnReasonLabel(reason, 'nl')).not.toBe(reason)
      expect(returnReasonLabel(reason, 'de')).not.toBe(reason)
    }
    expect(returnReasonLabel('defect', 'de')).toBe('Defekt')
    expect(returnReasonLabel('unknown', 'nl')).toBe('unknown')
  })

  it('keeps the spec texts', () => {
    expect(RETURN_MESSAGES.warrantyNeedsDescription).toBe(
      'Please describe the reason for the warranty request.',
    )
    expect(RETURN_MESSAGES.sendWarrantyFailed).toBe('An error occurred sending the warranty.')
  })
})

describe('status steps', () => {
  it('requested → received → approved | rejected; approved → credited | replaced', () => {
    expect(checkReturnStep('requested', 'received')).toEqual({ ok: true })
    expect(checkReturnStep('received', 'approved')).toEqual({ ok: true })
    expect(checkReturnStep('received', 'rejected', 'Valschade')).toEqual({ ok: true })
    expect(checkReturnStep('approved', 'credited')).toEqual({ ok: true })
    expect(checkReturnStep('approved', 'replaced')).toEqual({ ok: true })
    expect(checkReturnStep('requested', 'rejected', 'Buiten de termijn')).toEqual({ ok: true })
  })

  it('refuses skipping, going back and leaving a final status, naming what may come next', () => {
    expect(checkReturnStep('requested', 'approved')).toEqual({
      ok: false,
      message:
        'status: a request that is requested cannot become approved; next can be received or rejected.',
    })
    expect(checkReturnStep('approved', 'received').ok).toBe(false)
    expect(checkReturnStep('received', 'credited').ok).toBe(false)
    for (const final of ['rejected', 'credited', 'replaced'] as const) {
      expect(nextReturnStatuses(final)).toEqual([])
      const step = checkReturnStep(final, 'received')
      expect(step.ok === false && step.message).toContain('nothing (it is final)')
    }
  })

  it('a rejection needs a reason and gives the quantity back', () => {
    expect(checkReturnStep('received', 'rejected')).toEqual({
      ok: false,
      message: RETURN_MESSAGES.rejectReasonMissing,
    })
    expect(checkReturnStep('received', 'rejected', '  ').ok).toBe(false)
    expect(releasesQuantity('rejected')).toBe(true)
    expect(releasesQuantity('credited')).toBe(false)
  })
})
