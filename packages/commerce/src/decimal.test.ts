import { describe, it, expect } from 'vitest'
import { divideRounded, isDecimal, scaleDecimal } from './decimal.ts'

describe('divideRounded', () => {
  it('rounds half away from zero in both directions', () => {
    expect(divideRounded(5n, 2n)).toBe(3n)
    expect(divideRounded(-5n, 2n)).toBe(-3n)
    expect(divideRounded(7n, 3n)).toBe(2n)
    expect(divideRounded(-7n, 3n)).toBe(-2n)
    expect(divideRounded(8n, 3n)).toBe(3n)
    expect(divideRounded(-8n, 3n)).toBe(-3n)
  })

  it('handles exact division, zero and a negative denominator', () => {
    expect(divideRounded(10n, 5n)).toBe(2n)
    expect(divideRounded(0n, 7n)).toBe(0n)
    expect(divideRounded(5n, -2n)).toBe(-3n)
    expect(divideRounded(-5n, -2n)).toBe(3n)
  })

  it('refuses division by zero', () => {
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError)
  })
})

describe('scaleDecimal', () => {
  it('scales numeric strings exactly, including PostgreSQL numeric padding', () => {
    expect(scaleDecimal('619.0100', 2)).toBe(61901n)
    expect(scaleDecimal('0.1', 2)).toBe(10n)
    expect(scaleDecimal('21', 4)).toBe(210000n)
    expect(scaleDecimal('8.875', 4)).toBe(88750n)
    expect(scaleDecimal(' 12.5 ', 2)).toBe(1250n)
    expect(scaleDecimal('+3', 0)).toBe(3n)
    expect(scaleDecimal('.5', 1)).toBe(5n)
    expect(scaleDecimal('7.', 1)).toBe(70n)
  })

  it('rounds half away from zero on the first dropped digit', () => {
    expect(scaleDecimal('1.005', 2)).toBe(101n)
    expect(scaleDecimal('1.004999', 2)).toBe(100n)
    expect(scaleDecimal('-1.005', 2)).toBe(-101n)
    expect(scaleDecimal('-1.0049', 2)).toBe(-100n)
    expect(scaleDecimal('0.125', 2)).toBe(13n)
  })

  it('uses the decimal text of a number, not its binary value', () => {
    // 1.005 is stored as 1.00499999999999989... in binary
    expect(scaleDecimal(1.005, 2)).toBe(101n)
    expect(scaleDecimal(0.1 + 0.2, 2)).toBe(30n)
    expect(scaleDecimal(-0, 2)).toBe(0n)
  })

  it('understands exponent notation as produced by String(number)', () => {
    expect(scaleDecimal(1e21, 0)).toBe(10n ** 21n)
    expect(scaleDecimal(1e-7, 2)).toBe(0n)
    expect(scaleDecimal('1.5e2', 0)).toBe(150n)
    expect(scaleDecimal('5e-3', 2)).toBe(1n)
  })

  it('throws for anything that is not a decimal number', () => {
    for (const bad of ['', ' ', '.', '-', 'abc', '1,50', '1e', '12abc', '0x10', 'Infinity', '1e9999']) {
      expect(() => scaleDecimal(bad, 2), bad).toThrow(RangeError)
    }
    expect(() => scaleDecimal(Number.NaN, 2)).toThrow(RangeError)
    expect(() => scaleDecimal(Number.POSITIVE_INFINITY, 2)).toThrow(RangeError)
  })
})

describe('isDecimal', () => {
  it('accepts finite numbers and decimal text only', () => {
    expect(isDecimal(12)).toBe(true)
    expect(isDecimal('619.0100')).toBe(true)
    expect(isDecimal('-0.5')).toBe(true)
    expect(isDecimal('op aanvraag')).toBe(false)
    expect(isDecimal('')).toBe(false)
    expect(isDecimal(Number.NaN)).toBe(false)
    expect(isDecimal(null)).toBe(false)
    expect(isDecimal(undefined)).toBe(false)
    expect(isDecimal({})).toBe(false)
  })
})
