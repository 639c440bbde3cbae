import { describe, expect, it } from 'vitest'
import { expectedDelivery, formatDeliveryWindow } from './expected-delivery.ts'

// Thursday 27 November 2025
const thursday = new Date('2025-11-27T10:00:00Z')
const iso = (d: Date) => d.toISOString().slice(0, 10)

describe('expected delivery', () => {
  it('counts working days and skips the weekend', () => {
    const w = expectedDelivery('flatrate', thursday)!
    expect([iso(w.from), iso(w.to)]).toEqual(['2025-11-28', '2025-12-01'])
  })
  it('delivers on Saturday with the Saturday method and today with the same-day courier', () => {
    expect(iso(expectedDelivery('0006', thursday)!.from)).toBe('2025-11-29')
    expect(iso(expectedDelivery('0011', thursday)!.to)).toBe('2025-11-27')
  })
  it('makes no promise for the own carrier or no shipping', () => {
    expect(expectedDelivery('0010', thursday)).toBeNull()
    expect(expectedDelivery(null, thursday)).toBeNull()
  })
  it('writes the window in the store language', () => {
    expect(formatDeliveryWindow(expectedDelivery('0007', thursday)!, 'nl-NL')).toBe('vrijdag 28 november')
    expect(formatDeliveryWindow(expectedDelivery('flatrate', thursday)!, 'de-DE')).toMatch(
      /Freitag.*28.*Montag.*1\. Dezember/,
    )
  })
})
