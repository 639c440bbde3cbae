import { describe, it, expect } from 'vitest'
import {
  addTax,
  fromCents,
  isCents,
  netFromGross,
  percentOf,
  roundToCents,
  sumCents,
  toCents,
} from './money.ts'

describe('toCents', () => {
  it('converts numbers and numeric strings', () => {
    expect(toCents(619.01)).toBe(61901)
    expect(toCents('619.0100')).toBe(61901)
    expect(toCents('749')).toBe(74900)
    expect(toCents(0)).toBe(0)
    expect(toCents(-12.34)).toBe(-1234)
  })

  it('rounds half away from zero on the third decimal', () => {
    expect(toCents(1.005)).toBe(101)
    expect(toCents(1.004)).toBe(100)
    expect(toCents(-1.005)).toBe(-101)
    expect(toCents('2.675')).toBe(268)
    expect(toCents('0.0049')).toBe(0)
  })

  it('never returns -0', () => {
    expect(Object.is(toCents(-0.001), 0)).toBe(true)
    expect(Object.is(toCents(-0), 0)).toBe(true)
  })

  it('rejects non-numeric and out of range values', () => {
    expect(() => toCents('abc')).toThrow(RangeError)
    expect(() => toCents(Number.NaN)).toThrow(RangeError)
    expect(() => toCents(1e20)).toThrow(RangeError)
  })
})

describe('fromCents and roundToCents', () => {
  it('returns two-decimal euro numbers', () => {
    expect(fromCents(61901)).toBe(619.01)
    expect(fromCents(-5)).toBe(-0.05)
    expect(fromCents(100)).toBe(1)
    expect(Object.is(fromCents(-0), 0)).toBe(true)
  })

  it('rejects fractional cents', () => {
    expect(() => fromCents(1.5)).toThrow(RangeError)
  })

  it('round-trips every cent amount exactly', () => {
    for (let cents = -1000; cents <= 100000; cents += 7) {
      expect(toCents(fromCents(cents))).toBe(cents)
    }
  })

  it('rounds euro amounts to cents', () => {
    expect(roundToCents(0.1 + 0.2)).toBe(0.3)
    expect(roundToCents(749.995)).toBe(750)
    expect(roundToCents('12.3449')).toBe(12.34)
  })
})

describe('isCents', () => {
  it('accepts safe integers only', () => {
    expect(isCents(0)).toBe(true)
    expect(isCents(-250)).toBe(true)
    expect(isCents(1.5)).toBe(false)
    expect(isCents('100')).toBe(false)
    expect(isCents(Number.MAX_SAFE_INTEGER + 1)).toBe(false)
  })
})

describe('addTax', () => {
  it('adds Dutch VAT to a net price', () => {
    // 619.01 * 0.21 = 129.9921
    expect(addTax(61901, 21)).toEqual({ tax: 12999, gross: 74900 })
    expect(addTax(10000, 9)).toEqual({ tax: 900, gross: 10900 })
    expect(addTax(10000, 0)).toEqual({ tax: 0, gross: 10000 })
  })

  it('rounds the tax half away from zero', () => {
    // 50 * 21 % = 10.5 cents
    expect(addTax(50, 21)).toEqual({ tax: 11, gross: 61 })
    expect(addTax(-50, 21)).toEqual({ tax: -11, gross: -61 })
    // 10 * 21 % = 2.1 cents
    expect(addTax(10, 21)).toEqual({ tax: 2, gross: 12 })
  })

  it('accepts rates with up to four decimals and as strings', () => {
    // 10000 * 8.875 % = 887.5 cents
    expect(addTax(10000, 8.875)).toEqual({ tax: 888, gross: 10888 })
    expect(addTax(1000000, '19.0000')).toEqual({ tax: 190000, gross: 1190000 })
    // 1_000_000 * 0.0001 % = 1 cent
    expect(addTax(1000000, 0.0001)).toEqual({ tax: 1, gross: 1000001 })
  })

  it('does not suffer from binary floats in the rate', () => {
    // 0.1 + 0.2 = 0.30000000000000004: scaled to 4 decimals it is exactly 0.3 %
    expect(addTax(100000, 0.1 + 0.2)).toEqual({ tax: 300, gross: 100300 })
  })

  it('rejects negative rates and fractional cents', () => {
    expect(() => addTax(100, -21)).toThrow(RangeError)
    expect(() => addTax(100.5, 21)).toThrow(RangeError)
  })
})

describe('netFromGross', () => {
  it('extracts the net amount from a gross amount', () => {
    expect(netFromGross(74900, 21)).toBe(61901)
    expect(netFromGross(12100, 21)).toBe(10000)
    expect(netFromGross(500, 0)).toBe(500)
    // 5.00 incl. 21 % = 4.1322... net
    expect(netFromGross(500, 21)).toBe(413)
  })

  it('inverts addTax for every amount at common rates', () => {
    for (const rate of [21, 19, 9, 7, 8.875, 0]) {
      for (let net = -500; net <= 20000; net += 13) {
        expect(netFromGross(addTax(net, rate).gross, rate)).toBe(net)
      }
    }
  })
})

describe('percentOf', () => {
  it('takes a rounded percentage', () => {
    expect(percentOf(74900, 10)).toBe(7490)
    expect(percentOf(999, 10)).toBe(100) // 99.9
    expect(percentOf(995, 50)).toBe(498) // 497.5
    expect(percentOf(-995, 50)).toBe(-498)
    expect(percentOf(12345, 0)).toBe(0)
    expect(percentOf(12345, 100)).toBe(12345)
    expect(percentOf(10000, 12.5)).toBe(1250)
  })
})

describe('sumCents', () => {
  it('adds single amounts and lists', () => {
    expect(sumCents()).toBe(0)
    expect(sumCents(10, 20, -5)).toBe(25)
    expect(sumCents([10, 20], 5, [])).toBe(35)
  })

  it('is exact where float sums are not', () => {
    const lines = Array.from({ length: 10 }, () => toCents(0.1))
    expect(sumCents(lines)).toBe(100)
    expect(fromCents(sumCents(lines))).toBe(1)
  })

  it('rejects fractional cents and overflow', () => {
    expect(() => sumCents(1, 0.5)).toThrow(RangeError)
    expect(() => sumCents(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError)
  })
})
