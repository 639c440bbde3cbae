import { describe, expect, it } from 'vitest'
import { finalNetCents, grossCentsAtScaledRate, specialWindowHoldsDay } from './final-price.ts'
import { addTax } from './money.ts'

describe('finalNetCents', () => {
  const base = { priceCents: 1000, specialCents: null, specialInWindow: true, unitTierCents: null }
  it('is the regular price without candidates', () => {
    expect(finalNetCents(base)).toBe(1000)
  })
  it('takes a special price inside its window that is below the price', () => {
    expect(finalNetCents({ ...base, specialCents: 800 })).toBe(800)
    expect(finalNetCents({ ...base, specialCents: 800, specialInWindow: false })).toBe(1000)
    expect(finalNetCents({ ...base, specialCents: 1200 })).toBe(1000)
    expect(finalNetCents({ ...base, specialCents: 0 })).toBe(1000)
  })
  it('takes the lowest of special and unit tier price', () => {
    expect(finalNetCents({ ...base, specialCents: 800, unitTierCents: 700 })).toBe(700)
    expect(finalNetCents({ ...base, specialCents: 600, unitTierCents: 700 })).toBe(600)
  })
})

describe('specialWindowHoldsDay', () => {
  it('counts the from-day and the to-day', () => {
    expect(specialWindowHoldsDay('2024-05-15', '2024-05-15', '2024-05-15')).toBe(true)
    expect(specialWindowHoldsDay('2024-05-16', null, '2024-05-15')).toBe(false)
    expect(specialWindowHoldsDay(null, '2024-05-14', '2024-05-15')).toBe(false)
    expect(specialWindowHoldsDay(null, null, '2024-05-15')).toBe(true)
  })
})

describe('grossCentsAtScaledRate', () => {
  it('equals addTax', () => {
    for (const rate of [0, 7, 9, 19, 21, 8.875, 20.5]) {
      for (let net = 0; net < 5000; net += 7) {
        expect(grossCentsAtScaledRate(net, Math.round(rate * 10_000))).toBe(addTax(net, rate).gross)
      }
      expect(grossCentsAtScaledRate(123_456_789, Math.round(rate * 10_000))).toBe(
        addTax(123_456_789, rate).gross,
      )
    }
  })
})
