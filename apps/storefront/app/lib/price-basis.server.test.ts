import { describe, expect, it } from 'vitest'
import { readStorefrontConfig } from './config.server.ts'
import { grossTaxCountry } from './price-basis.server.ts'

const origin = (env: NodeJS.ProcessEnv) => readStorefrontConfig(env).priceOriginCountry

describe('grossTaxCountry', () => {
  it('is the origin (NL by default) under cross-border trade, the store country when net-based', () => {
    expect(grossTaxCountry('DE', origin({}))).toBe('NL')
    expect(grossTaxCountry('DE', origin({ PRICE_ORIGIN_COUNTRY: 'BE' }))).toBe('BE')
    expect(grossTaxCountry('DE', origin({ PRICE_BASIS: 'net' }))).toBe('DE')
    expect(grossTaxCountry('NL', origin({ PRICE_BASIS: 'cross-border' }))).toBe('NL')
  })
})
