import { describe, it, expect } from 'vitest'
import type { TaxRate, TaxRule } from './tax.ts'
import { MSG_NO_TAX_COUNTRY, findTaxRate, resolveTaxCountry } from './tax.ts'

const NL_HIGH: TaxRate = { code: 'NL-21', country: 'NL', rate: 21, title: 'BTW hoog' }
const NL_LOW: TaxRate = { code: 'NL-9', country: 'NL', rate: 9, title: 'BTW laag' }
const DE_HIGH: TaxRate = { code: 'DE-19', country: 'DE', rate: 19, title: 'MwSt' }
const DE_LOW: TaxRate = { code: 'DE-7', country: 'DE', rate: 7, title: 'MwSt ermäßigt' }

const RULES: TaxRule[] = [
  { id: 1, code: 'high', productTaxClassIds: [2], customerTaxClassIds: [3, 5], rates: [NL_HIGH, DE_HIGH] },
  { id: 2, code: 'low', productTaxClassIds: [4], customerTaxClassIds: [3, 5], rates: [NL_LOW, DE_LOW] },
  // a later rule for the same classes must not win over rule 1
  {
    id: 3,
    code: 'shadowed',
    productTaxClassIds: [2],
    customerTaxClassIds: [3],
    rates: [{ code: 'NL-0', country: 'NL', rate: 0, title: 'nul' }],
  },
  // only this rule has a rate for BE
  {
    id: 4,
    code: 'belgium',
    productTaxClassIds: [2],
    customerTaxClassIds: [3],
    rates: [{ code: 'BE-21', country: 'BE', rate: 21, title: 'BTW België' }],
  },
]

describe('findTaxRate', () => {
  it('finds the rate for product class, customer class and country', () => {
    expect(findTaxRate(RULES, { productTaxClassId: 2, customerTaxClassId: 3, country: 'NL' })).toBe(NL_HIGH)
    expect(findTaxRate(RULES, { productTaxClassId: 2, customerTaxClassId: 5, country: 'DE' })).toBe(DE_HIGH)
    expect(findTaxRate(RULES, { productTaxClassId: 4, customerTaxClassId: 3, country: 'DE' })).toBe(DE_LOW)
  })

  it('takes the first matching rule in array order', () => {
    const reversed = [RULES[2]!, RULES[0]!]
    expect(findTaxRate(RULES, { productTaxClassId: 2, customerTaxClassId: 3, country: 'NL' })?.rate).toBe(21)
    expect(findTaxRate(reversed, { productTaxClassId: 2, customerTaxClassId: 3, country: 'NL' })?.rate).toBe(
      0,
    )
  })

  it('skips a matching rule without a rate for the country', () => {
    expect(findTaxRate(RULES, { productTaxClassId: 2, customerTaxClassId: 3, country: 'BE' })?.code).toBe(
      'BE-21',
    )
  })

  it('compares countries case-insensitively', () => {
    expect(findTaxRate(RULES, { productTaxClassId: 2, customerTaxClassId: 3, country: 'nl' })).toBe(NL_HIGH)
  })

  it('returns null when a class or the country does not match', () => {
    expect(findTaxRate(RULES, { productTaxClassId: 9, customerTaxClassId: 3, country: 'NL' })).toBeNull()
    expect(findTaxRate(RULES, { productTaxClassId: 2, customerTaxClassId: 9, country: 'NL' })).toBeNull()
    expect(findTaxRate(RULES, { productTaxClassId: 4, customerTaxClassId: 5, country: 'FR' })).toBeNull()
    expect(findTaxRate([], { productTaxClassId: 2, customerTaxClassId: 3, country: 'NL' })).toBeNull()
  })
})

describe('resolveTaxCountry', () => {
  it('prefers the shipping country', () => {
    expect(resolveTaxCountry('DE', 'NL')).toBe('DE')
  })

  it('falls back to the default country', () => {
    expect(resolveTaxCountry(null, 'NL')).toBe('NL')
    expect(resolveTaxCountry(undefined, 'DE')).toBe('DE')
    expect(resolveTaxCountry('', 'NL')).toBe('NL')
    expect(resolveTaxCountry('  ', 'NL')).toBe('NL')
  })

  it('normalises codes to upper case without spaces', () => {
    expect(resolveTaxCountry(' be ', 'NL')).toBe('BE')
  })

  it('gives null without any country', () => {
    expect(resolveTaxCountry()).toBeNull()
    expect(resolveTaxCountry(null, null)).toBeNull()
    expect(resolveTaxCountry('', '')).toBeNull()
  })

  it('exports the message for a missing tax country', () => {
    expect(MSG_NO_TAX_COUNTRY).toBe('Please do set the tax.defaultCountry in order to calculate totals')
  })
})
