import { describe, it, expect } from 'vitest'
import { finalPrice, isSpecialPriceActive } from './special-price.ts'

// Amsterdam is UTC+2 in May/June
const at = (iso: string) => new Date(iso)

describe('isSpecialPriceActive', () => {
  it('is active without dates when there is a positive special price', () => {
    expect(isSpecialPriceActive({ specialPrice: 500 }, at('2024-05-15T12:00:00Z'))).toBe(true)
    expect(
      isSpecialPriceActive(
        { specialPrice: 500, specialFromDate: null, specialToDate: '' },
        at('2030-01-01T00:00:00Z'),
      ),
    ).toBe(true)
  })

  it('needs a special price above zero', () => {
    const now = at('2024-05-15T12:00:00Z')
    expect(isSpecialPriceActive({ specialPrice: 0 }, now)).toBe(false)
    expect(isSpecialPriceActive({ specialPrice: -5 }, now)).toBe(false)
    expect(isSpecialPriceActive({ specialPrice: null }, now)).toBe(false)
    expect(isSpecialPriceActive({}, now)).toBe(false)
    expect(isSpecialPriceActive({ specialPrice: Number.NaN }, now)).toBe(false)
  })

  it('starts at the beginning of the from-day in shop time', () => {
    const sale = { specialPrice: 500, specialFromDate: '2024-05-01' }
    // 23:59:59 on 30 April in Amsterdam
    expect(isSpecialPriceActive(sale, at('2024-04-30T21:59:59Z'))).toBe(false)
    // 00:00 on 1 May in Amsterdam, still 30 April in UTC
    expect(isSpecialPriceActive(sale, at('2024-04-30T22:00:00Z'))).toBe(true)
  })

  it('honours the time of a from date-time', () => {
    const sale = { specialPrice: 500, specialFromDate: '2024-05-01 12:00:00' }
    expect(isSpecialPriceActive(sale, at('2024-05-01T09:59:59Z'))).toBe(false)
    expect(isSpecialPriceActive(sale, at('2024-05-01T10:00:00Z'))).toBe(true)
  })

  it('includes the whole to-day', () => {
    const sale = { specialPrice: 500, specialToDate: '2024-05-31' }
    expect(isSpecialPriceActive(sale, at('2024-05-31T21:59:59Z'))).toBe(true) // 23:59:59 local
    expect(isSpecialPriceActive(sale, at('2024-05-31T22:00:00Z'))).toBe(false) // 1 June local
  })

  it('includes the whole to-day also for midnight date-times as Magento exports them', () => {
    const sale = { specialPrice: 500, specialToDate: '2024-05-31 00:00:00' }
    expect(isSpecialPriceActive(sale, at('2024-05-31T15:00:00Z'))).toBe(true)
    expect(isSpecialPriceActive(sale, at('2024-06-01T08:00:00Z'))).toBe(false)
  })

  it('applies only inside a from/to window', () => {
    const sale = { specialPrice: 500, specialFromDate: '2024-05-10', specialToDate: '2024-05-20' }
    expect(isSpecialPriceActive(sale, at('2024-05-09T12:00:00Z'))).toBe(false)
    expect(isSpecialPriceActive(sale, at('2024-05-10T12:00:00Z'))).toBe(true)
    expect(isSpecialPriceActive(sale, at('2024-05-20T12:00:00Z'))).toBe(true)
    expect(isSpecialPriceActive(sale, at('2024-05-21T12:00:00Z'))).toBe(false)
  })

  it('treats a single-day window as that whole day', () => {
    const sale = { specialPrice: 500, specialFromDate: '2024-05-10', specialToDate: '2024-05-10' }
    expect(isSpecialPriceActive(sale, at('2024-05-09T22:00:00Z'))).toBe(true)
    expect(isSpecialPriceActive(sale, at('2024-05-10T21:59:59Z'))).toBe(true)
    expect(isSpecialPriceActive(sale, at('2024-05-10T22:00:00Z'))).toBe(false)
  })

  it('is never active for an inverted window', () => {
    const sale = { specialPrice: 500, specialFromDate: '2024-05-20', specialToDate: '2024-05-10' }
    expect(isSpecialPriceActive(sale, at('2024-05-15T12:00:00Z'))).toBe(false)
  })

  it('disables the special price when a date cannot be read', () => {
    const now = at('2024-05-15T12:00:00Z')
    expect(isSpecialPriceActive({ specialPrice: 500, specialFromDate: 'binnenkort' }, now)).toBe(false)
    expect(isSpecialPriceActive({ specialPrice: 500, specialToDate: '2024-02-30' }, now)).toBe(false)
  })

  it('uses the given time zone', () => {
    const sale = { specialPrice: 500, specialToDate: '2024-05-31' }
    const now = at('2024-05-31T23:00:00Z')
    expect(isSpecialPriceActive(sale, now)).toBe(false)
    expect(isSpecialPriceActive(sale, now, 'UTC')).toBe(true)
  })
})

describe('finalPrice', () => {
  const now = at('2024-05-15T12:00:00Z')

  it('is the special price while it is active and lower', () => {
    expect(finalPrice(619.01, { specialPrice: 499 }, now)).toBe(499)
  })

  it('keeps the regular price when the special price is higher', () => {
    expect(finalPrice(619.01, { specialPrice: 700 }, now)).toBe(619.01)
  })

  it('keeps the regular price outside the window or without a special price', () => {
    expect(finalPrice(619.01, { specialPrice: 499, specialToDate: '2024-05-14' }, now)).toBe(619.01)
    expect(finalPrice(619.01, { specialPrice: 499, specialFromDate: '2024-05-16' }, now)).toBe(619.01)
    expect(finalPrice(619.01, { specialPrice: null }, now)).toBe(619.01)
    expect(finalPrice(619.01, {}, now)).toBe(619.01)
  })
})
