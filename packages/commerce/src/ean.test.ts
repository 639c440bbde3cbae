import { describe, expect, it } from 'vitest'
import { gs1CheckDigit, isValidEan13, isValidEan8, normalizeEan } from './ean.ts'

describe('EAN check digit (GS1)', () => {
  it('computes the check digit of known codes', () => {
    // 4006381333931: a well-known EAN-13 (Stabilo); 96385074: the EAN-8 of the GS1 examples
    expect(gs1CheckDigit('400638133393')).toBe(1)
    expect(gs1CheckDigit('9638507')).toBe(4)
    // a sum that is already a multiple of 10 gives 0, not 10
    expect(gs1CheckDigit('000000000000')).toBe(0)
  })

  it('accepts an EAN-13 only with the right check digit', () => {
    expect(isValidEan13('4006381333931')).toBe(true)
    expect(isValidEan13('8700022719561')).toBe(true)
    expect(isValidEan13('8700022719562')).toBe(false)
    expect(isValidEan13('4006381333932')).toBe(false)
    // two digits swapped: the weights 3 and 1 catch it
    expect(isValidEan13('4006381339331')).toBe(false)
  })

  it('refuses what is not thirteen digits', () => {
    expect(isValidEan13('400638133393')).toBe(false)
    expect(isValidEan13('40063813339310')).toBe(false)
    expect(isValidEan13('40063813339a1')).toBe(false)
    expect(isValidEan13('')).toBe(false)
  })

  it('checks EAN-8 codes the same way', () => {
    expect(isValidEan8('96385074')).toBe(true)
    expect(isValidEan8('96385075')).toBe(false)
    expect(isValidEan8('9638507')).toBe(false)
  })

  it('normalizes typed codes and refuses wrong ones', () => {
    expect(normalizeEan(' 8 700022 719561 ')).toBe('8700022719561')
    expect(normalizeEan('4006-381-333931')).toBe('4006381333931')
    expect(normalizeEan('96385074')).toBe('96385074')
    expect(normalizeEan('8700022719562')).toBeNull()
    expect(normalizeEan('CT-10133')).toBeNull()
  })
})
