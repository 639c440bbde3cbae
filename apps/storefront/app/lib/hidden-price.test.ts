import { describe, expect, it } from 'vitest'
import { isPriceShown, parseHiddenPriceMode } from './hidden-price.ts'

describe('parseHiddenPriceMode', () => {
  it('accepts 1, 2 and 3 as numbers or strings', () => {
    expect(parseHiddenPriceMode('1')).toBe(1)
    expect(parseHiddenPriceMode(' 2 ')).toBe(2)
    expect(parseHiddenPriceMode(3)).toBe(3)
  })

  it('shows all prices when unset or invalid', () => {
    for (const value of [undefined, '', '0', '4', 'yes', 2.5, null])
      expect(parseHiddenPriceMode(value)).toBe(3)
  })
})

describe('isPriceShown', () => {
  it('hides everything in mode 1, retail prices in mode 2, nothing in mode 3', () => {
    expect([isPriceShown(1, 'retail'), isPriceShown(1, 'net')]).toEqual([false, false])
    expect([isPriceShown(2, 'retail'), isPriceShown(2, 'net')]).toEqual([false, true])
    expect([isPriceShown(3, 'retail'), isPriceShown(3, 'net')]).toEqual([true, true])
  })
})
