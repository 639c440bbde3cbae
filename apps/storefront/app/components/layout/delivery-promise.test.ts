import { describe, expect, it } from 'vitest'
import { deliveryPromise, type DeliverySchedule } from '@shop/commerce'
import { createTranslator } from '../../i18n/translate.ts'
import { deliveryPromiseText } from './delivery-promise.tsx'

const SCHEDULE: DeliverySchedule = {
  cutoffTime: '16:00',
  shipWeekdays: [1, 2, 3, 4, 5],
  deliveryWeekdays: [1, 2, 3, 4, 5],
  transitDays: 1,
}
const nl = (iso: string, inStock = true, schedule = SCHEDULE) =>
  deliveryPromiseText(deliveryPromise(new Date(iso), schedule, inStock), createTranslator('nl'), 'nl-NL')
const de = (iso: string, schedule = SCHEDULE) =>
  deliveryPromiseText(deliveryPromise(new Date(iso), schedule, true), createTranslator('de'), 'de-DE')

describe('delivery promise text', () => {
  it('says "morgen" before the cut-off on a weekday', () => {
    expect(nl('2026-11-25T10:00:00Z')).toBe('Voor 16:00 besteld, morgen in huis')
    expect(de('2026-11-25T10:00:00Z')).toBe('Bis 16:00 Uhr bestellt, morgen geliefert')
  })

  it('names the weekday when the order leaves later (Friday evening: Tuesday)', () => {
    expect(nl('2026-11-27T20:00:00Z')).toBe('Nu besteld, dinsdag in huis')
    expect(de('2026-11-27T20:00:00Z')).toBe('Jetzt bestellt, am Dienstag geliefert')
  })

  it('says "overmorgen" two days ahead and a date beyond a week', () => {
    expect(nl('2026-11-25T16:30:00Z')).toBe('Nu besteld, overmorgen in huis')
    expect(nl('2026-11-25T10:00:00Z', true, { ...SCHEDULE, transitDays: 8 })).toBe(
      'Voor 16:00 besteld, op 7 december in huis',
    )
  })

  it('promises nothing for what is not in stock', () => {
    expect(nl('2026-11-25T10:00:00Z', false)).toBeNull()
  })
})
