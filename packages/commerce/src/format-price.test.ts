import { describe, it, expect } from 'vitest'
import { formatPrice } from './format-price.ts'

const NBSP = '\u00a0'

describe('formatPrice', () => {
  it('formats nl-NL with the euro sign first and a no-break space', () => {
    expect(formatPrice(1234.56, 'nl-NL')).toBe(`€${NBSP}1.234,56`)
    expect(formatPrice(0, 'nl-NL')).toBe(`€${NBSP}0,00`)
    expect(formatPrice(749, 'nl-NL')).toBe(`€${NBSP}749,00`)
    expect(formatPrice(1234567.891, 'nl-NL')).toBe(`€${NBSP}1.234.567,89`)
  })

  it('formats de-DE with the euro sign last and a no-break space', () => {
    expect(formatPrice(1234.56, 'de-DE')).toBe(`1.234,56${NBSP}€`)
    expect(formatPrice(0.5, 'de-DE')).toBe(`0,50${NBSP}€`)
  })

  it('shows negatives with a minus as Intl does for the locale', () => {
    expect(formatPrice(-1234.56, 'nl-NL')).toBe(`€${NBSP}-1.234,56`)
    expect(formatPrice(-1234.56, 'de-DE')).toBe(`-1.234,56${NBSP}€`)
  })

  it('never shows a negative zero', () => {
    expect(formatPrice(-0, 'nl-NL')).toBe(`€${NBSP}0,00`)
    expect(formatPrice(-0.001, 'nl-NL')).toBe(`€${NBSP}0,00`)
    expect(formatPrice('-0.004', 'de-DE')).toBe(`0,00${NBSP}€`)
  })

  it('rounds half away from zero on the decimal value', () => {
    expect(formatPrice(1.005, 'nl-NL')).toBe(`€${NBSP}1,01`)
    expect(formatPrice(-1.005, 'nl-NL')).toBe(`€${NBSP}-1,01`)
    expect(formatPrice(2.675, 'nl-NL')).toBe(`€${NBSP}2,68`)
  })

  it('formats numeric strings such as PostgreSQL numeric values', () => {
    expect(formatPrice('619.0100', 'nl-NL')).toBe(`€${NBSP}619,01`)
  })

  it('returns non-numeric values unchanged', () => {
    expect(formatPrice('op aanvraag', 'nl-NL')).toBe('op aanvraag')
    expect(formatPrice('', 'nl-NL')).toBe('')
    expect(formatPrice('12,50', 'nl-NL')).toBe('12,50')
    expect(formatPrice(Number.NaN, 'nl-NL')).toBe('NaN')
  })

  it('supports other currencies and their own fraction digits', () => {
    expect(formatPrice(1234.5, 'nl-NL', 'USD')).toBe(`US$${NBSP}1.234,50`)
    expect(formatPrice(1234.5, 'de-DE', 'JPY')).toBe(`1.235${NBSP}¥`)
  })

  it('replaces every space in the output by a no-break space', () => {
    expect(formatPrice(1234.56, 'nl-NL')).not.toMatch(/[ \u202f]/)
    expect(formatPrice(1234.56, 'fr-FR')).toBe(`1${NBSP}234,56${NBSP}€`)
  })
})
