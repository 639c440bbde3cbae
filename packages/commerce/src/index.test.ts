import { describe, it, expect } from 'vitest'
import * as commerce from './index.ts'

describe('package entry', () => {
  it('exports the rules the API server imports', () => {
    const names = [
      'toCents',
      'fromCents',
      'addTax',
      'netFromGross',
      'sumCents',
      'percentOf',
      'formatPrice',
      'findTaxRate',
      'resolveTaxCountry',
      'MSG_NO_TAX_COUNTRY',
      'isSpecialPriceActive',
      'finalPrice',
      'tierPricesForGroup',
      'tierPriceFor',
      'computeProductPrice',
      'priceIncl',
      'PRICE_RANGES',
      'priceRangeLabel',
      'priceRangeKey',
      'normalizePaging',
      'SEARCH_DEFAULT_SIZE',
      'MAX_FILTER_QUERY_SIZE',
      'MAX_SKU_LOOKUP_SIZE',
      'MAX_CATEGORY_QUERY_SIZE',
      'levenshtein',
      'withinEdits',
      'minimumShouldMatch',
      'ROOT_CATEGORY_ID',
      'STORE_VIEWS',
      'storeByCode',
      'storeById',
      'storeByIndex',
      'THEMES',
      'HIDDEN_PRICE_MODES',
      'VIRTUAL_TYPES',
      'MESSAGES',
      'selectVariant',
    ]
    for (const name of names) expect(commerce, name).toHaveProperty(name)
  })

  it('works end to end: net price to a Dutch price label', () => {
    const fields = commerce.computeProductPrice({ price: 619.01, taxRatePercent: 21 }, new Date())
    expect(commerce.formatPrice(fields.final_price_incl_tax, 'nl-NL')).toBe('€\u00a0749,00')
  })
})
