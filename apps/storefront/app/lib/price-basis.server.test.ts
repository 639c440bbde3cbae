import { describe, expect, it } from 'vitest'
import { grossTaxCountry } from './price-basis.server.ts'

describe('grossTaxCountry', () => {
  it('is the origin (NL by default) under cross-border trade, the store country when net-based', () => {
    expect(grossTaxCountry('DE', {})).toBe('NL')
    expect(grossTaxCountry('DE', { PRICE_ORIGIN_COUNTRY: 'BE' })).toBe('BE')
    expect(grossTaxCountry('DE', { PRICE_BASIS: 'net' })).toBe('DE')
    expect(grossTaxCountry('NL', { PRICE_BASIS: 'cross-border' })).toBe('NL')
  })
})
