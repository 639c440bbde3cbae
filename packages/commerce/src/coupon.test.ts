import { describe, expect, it } from 'vitest'
import { allocateDiscount, isCouponValid, normalizeCouponCode, type StoredCoupon } from './coupon.ts'

const stored = (over: Partial<StoredCoupon> = {}): StoredCoupon => ({
  code: 'FIETS10',
  discountType: 'percent',
  amount: 10,
  isActive: true,
  storeId: null,
  fromDate: null,
  toDate: null,
  ...over,
})

describe('normalizeCouponCode', () => {
  it('ignores case and surrounding spaces', () => {
    expect(normalizeCouponCode('  fiets10 ')).toBe('FIETS10')
  })
})

describe('isCouponValid', () => {
  const now = new Date('2026-06-15T12:00:00Z')
  it('accepts an active coupon in its window and store', () => {
    expect(isCouponValid(stored(), 1, now)).toBe(true)
    expect(isCouponValid(stored({ storeId: 3 }), 3, now)).toBe(true)
    expect(
      isCouponValid(stored({ fromDate: new Date('2026-06-01'), toDate: new Date('2026-07-01') }), 1, now),
    ).toBe(true)
  })
  it('refuses inactive, foreign-store, expired, future and nonsensical coupons', () => {
    expect(isCouponValid(stored({ isActive: false }), 1, now)).toBe(false)
    expect(isCouponValid(stored({ storeId: 3 }), 1, now)).toBe(false)
    expect(isCouponValid(stored({ toDate: new Date('2026-06-01') }), 1, now)).toBe(false)
    expect(isCouponValid(stored({ fromDate: new Date('2026-07-01') }), 1, now)).toBe(false)
    expect(isCouponValid(stored({ amount: 0 }), 1, now)).toBe(false)
    expect(isCouponValid(stored({ amount: 120 }), 1, now)).toBe(false)
    expect(isCouponValid(stored({ discountType: 'fixed', amount: 120 }), 1, now)).toBe(true)
  })
})

describe('allocateDiscount', () => {
  it('takes the percentage of each line, rounded half up per line', () => {
    expect(allocateDiscount({ code: 'X', discountType: 'percent', amount: 10 }, [74900, 1005, 0])).toEqual([
      7490, 101, 0,
    ])
  })
  it('spreads a fixed amount in proportion and adds up exactly', () => {
    const shares = allocateDiscount({ code: 'X', discountType: 'fixed', amount: 5 }, [100, 100, 100])
    expect(shares.reduce((a, b) => a + b, 0)).toBe(300)
    const three = allocateDiscount({ code: 'X', discountType: 'fixed', amount: 1 }, [1000, 1000, 1000])
    expect(three).toEqual([34, 33, 33])
    expect(allocateDiscount({ code: 'X', discountType: 'fixed', amount: 10 }, [3000, 1000])).toEqual([
      750, 250,
    ])
  })
  it('never discounts more than the goods cost', () => {
    expect(allocateDiscount({ code: 'X', discountType: 'fixed', amount: 50 }, [1200, 800])).toEqual([
      1200, 800,
    ])
    expect(allocateDiscount({ code: 'X', discountType: 'fixed', amount: 5 }, [])).toEqual([])
  })
})
