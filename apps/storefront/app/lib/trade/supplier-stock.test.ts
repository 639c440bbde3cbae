import { describe, expect, it } from 'vitest'
import { createTranslator } from '../../i18n/translate.ts'
import { formatPrice } from '@shop/commerce'
import { supplierStockOf } from './supplier-stock.ts'

describe('supplierStockOf', () => {
  it('reads the sku of the answer', () => {
    expect(supplierStockOf({ A: { qty: 40, delivery_days: 3 } }, 'A')).toEqual({ qty: 40, deliveryDays: 3 })
  })

  it('gives nothing for no stock, a missing sku or a malformed answer', () => {
    expect(supplierStockOf({ A: { qty: 0, delivery_days: 3 } }, 'A')).toBeNull()
    expect(supplierStockOf({ A: { qty: 4 } }, 'A')).toBeNull()
    expect(supplierStockOf({}, 'A')).toBeNull()
    expect(supplierStockOf(null, 'A')).toBeNull()
  })
})

describe('trade texts', () => {
  const nl = createTranslator('nl')
  const de = createTranslator('de')

  it('says supplier stock exactly as the issue asks, in both languages', () => {
    expect(nl('trade.supplier', { qty: 40, days: 3 })).toBe('Leverancier: 40 stuks, levertijd 3 werkdagen')
    expect(de('trade.supplier', { qty: 40, days: 3 })).toBe('Lieferant: 40 Stück, Lieferzeit 3 Werktage')
    expect(nl('trade.supplier', { qty: 1, days: 1 })).toBe('Leverancier: 1 stuk, levertijd 1 werkdag')
  })

  it('says a quantity price per piece with the price in the store format', () => {
    const price = formatPrice(8.1, 'nl-NL', 'EUR')
    expect(nl('trade.tier.from', { qty: 12, price })).toBe(`Vanaf 12 stuks ${price} per stuk`)
    expect(price).toBe('€\u00a08,10')
    expect(de('trade.tier.from', { qty: 12, price: formatPrice(8.1, 'de-DE', 'EUR') })).toBe(
      'Ab 12 Stück 8,10\u00a0€ pro Stück',
    )
  })
})
