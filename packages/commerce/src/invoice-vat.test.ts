import { describe, expect, it } from 'vitest'
import {
  INVOICE_PATH_PATTERN,
  INVOICE_WORDS,
  formatInvoiceDate,
  formatInvoiceMoney,
  formatInvoiceUnitPrice,
  invoiceAmounts,
  invoiceDueDate,
  invoiceNumber,
  invoiceStorePath,
  isVatIdFormatValid,
  normalizeVatId,
  reverseChargeApplies,
} from './invoice-vat.ts'

const line = (qty: number, unitPrice: number, taxPercent: number) => ({
  sku: 's',
  name: 'n',
  qty,
  unitPrice,
  taxPercent,
})

describe('invoice amounts', () => {
  it('rounds each row to cents and the VAT once per rate', () => {
    const a = invoiceAmounts([line(5, 21.95, 21), line(3, 4.1234, 21), line(2, 12.5, 9)], false)
    expect(a.lines.map((l) => l.rowTotalCents)).toEqual([10975, 1237, 2500])
    expect(a.vat).toEqual([
      { percent: 21, baseCents: 12212, vatCents: 2565 },
      { percent: 9, baseCents: 2500, vatCents: 225 },
    ])
    expect([a.subtotalCents, a.taxCents, a.grandTotalCents]).toEqual([14712, 2790, 17502])
  })

  it('per rate, not per row: three rows of 0,10 at 21 % give 0,06 VAT, not 3 x 0,02', () => {
    const a = invoiceAmounts([line(1, 0.1, 21), line(1, 0.1, 21), line(1, 0.1, 21)], false)
    expect(a.taxCents).toBe(6)
  })

  it('rounds half away from zero and does not drift on binary fractions', () => {
    expect(invoiceAmounts([line(1, 0.005, 21)], false).subtotalCents).toBe(1)
    expect(invoiceAmounts([line(3, 1.1, 21)], false).subtotalCents).toBe(330)
    expect(invoiceAmounts([line(1, 2.5, 21)], false).taxCents).toBe(53)
  })

  it('under reverse charge every row is charged 0 %', () => {
    const a = invoiceAmounts([line(5, 21.95, 21), line(2, 12.5, 9)], true)
    expect(a.vat).toEqual([{ percent: 0, baseCents: 13475, vatCents: 0 }])
    expect(a.lines.every((l) => l.chargedPercent === 0 && l.taxPercent > 0)).toBe(true)
    expect(a.grandTotalCents).toBe(13475)
  })
})

describe('reverse charge', () => {
  it('applies to a business in another EU state with a VAT id of that state’s form', () => {
    expect(reverseChargeApplies({ sellerCountry: 'NL', buyerCountry: 'DE', buyerVatId: 'DE123456789' })).toBe(
      true,
    )
    expect(
      reverseChargeApplies({ sellerCountry: 'NL', buyerCountry: 'BE', buyerVatId: 'BE 0123.456.789' }),
    ).toBe(true)
    expect(reverseChargeApplies({ sellerCountry: 'NL', buyerCountry: 'GR', buyerVatId: 'EL123456789' })).toBe(
      true,
    )
  })
  it('not in the Netherlands, not without or with a wrong VAT id, not outside the EU', () => {
    expect(
      reverseChargeApplies({ sellerCountry: 'NL', buyerCountry: 'NL', buyerVatId: 'NL853211904B01' }),
    ).toBe(false)
    expect(reverseChargeApplies({ sellerCountry: 'NL', buyerCountry: 'DE', buyerVatId: null })).toBe(false)
    expect(reverseChargeApplies({ sellerCountry: 'NL', buyerCountry: 'DE', buyerVatId: 'DE12345' })).toBe(
      false,
    )
    expect(
      reverseChargeApplies({ sellerCountry: 'NL', buyerCountry: 'DE', buyerVatId: 'NL853211904B01' }),
    ).toBe(false)
    expect(
      reverseChargeApplies({ sellerCountry: 'NL', buyerCountry: 'CH', buyerVatId: 'CHE123456789' }),
    ).toBe(false)
  })
  it('checks the form per country', () => {
    expect(isVatIdFormatValid('NL853211904B01', 'NL')).toBe(true)
    expect(isVatIdFormatValid('NL853211904', 'NL')).toBe(false)
    expect(isVatIdFormatValid('ATU12345678', 'AT')).toBe(true)
    expect(isVatIdFormatValid('FRXX123456789', 'FR')).toBe(true)
    expect(normalizeVatId('de 123-456.789')).toBe('DE123456789')
  })
})

describe('numbers, paths, dates and words', () => {
  it('numbers per type and year, and their place in the store', () => {
    expect(invoiceNumber('debit', 2026, 1)).toBe('F2026-000001')
    expect(invoiceNumber('credit', 2026, 42)).toBe('C2026-000042')
    expect(invoiceStorePath('F2026-000001')).toBe('invoices/2026/F2026-000001.pdf')
    expect(INVOICE_PATH_PATTERN.test('invoices/2026/F2026-000001.pdf')).toBe(true)
    for (const bad of [
      '../invoices/2026/F2026-000001.pdf',
      '/invoices/2026/F2026-000001.pdf',
      'invoices/2025/F2026-000001.pdf',
      'invoices/2026/X2026-000001.pdf',
      'invoices/2026/F2026-000001.pdf/..',
    ])
      expect(INVOICE_PATH_PATTERN.test(bad), bad).toBe(false)
  })
  it('due dates over month and year ends', () => {
    expect(invoiceDueDate('2026-11-27', 30)).toBe('2026-12-27')
    expect(invoiceDueDate('2026-12-15', 30)).toBe('2027-01-14')
    expect(invoiceDueDate('2028-02-01', 28)).toBe('2028-02-29')
  })
  it('money, unit prices and dates in nl and de', () => {
    expect(formatInvoiceMoney(123456, 'nl')).toBe('€ 1.234,56')
    expect(formatInvoiceMoney(123456, 'de')).toBe('1.234,56 €')
    expect(formatInvoiceMoney(-5, 'nl')).toBe('€ -0,05')
    expect(formatInvoiceUnitPrice(4.1234, 'nl')).toBe('€ 4,1234')
    expect(formatInvoiceUnitPrice(4.123, 'de')).toBe('4,123 €')
    expect(formatInvoiceUnitPrice(21.95, 'nl')).toBe('€ 21,95')
    expect(formatInvoiceDate('2026-11-27', 'nl')).toBe('27-11-2026')
    expect(formatInvoiceDate('2026-11-27', 'de')).toBe('27.11.2026')
  })
  it('the legal words of reverse charge, and every text in both languages', () => {
    expect(INVOICE_WORDS.nl.reverseCharge).toBe('BTW verlegd')
    expect(INVOICE_WORDS.de.reverseCharge).toBe('Steuerschuldnerschaft des Leistungsempfängers')
    expect(Object.keys(INVOICE_WORDS.de).sort()).toEqual(Object.keys(INVOICE_WORDS.nl).sort())
  })
})
