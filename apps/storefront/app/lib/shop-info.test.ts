import { describe, expect, it } from 'vitest'
import { hoursOn, openingHoursLines, telHref, weekdayName } from './shop-info.ts'

const HOURS = [
  { from: 1, to: 5, open: '08:30', close: '17:30' },
  { from: 6, to: 6, open: '10:00', close: '16:00' },
]

describe('shop info formatting', () => {
  it('writes opening hours with the store language weekdays', () => {
    expect(openingHoursLines(HOURS, 'nl-NL')).toEqual(['ma-vr 08:30-17:30', 'za 10:00-16:00'])
    expect(openingHoursLines(HOURS, 'de-DE')).toEqual(['Mo-Fr 08:30-17:30', 'Sa 10:00-16:00'])
    expect(weekdayName(7, 'nl-NL', 'long')).toBe('zondag')
  })

  it('finds the hours of a weekday, none on Sunday', () => {
    expect(hoursOn(HOURS, 3)).toEqual(HOURS[0])
    expect(hoursOn(HOURS, 7)).toBeNull()
  })

  it('dials the international number', () => {
    expect(telHref('+31 30 123 45 67')).toBe('tel:+31301234567')
  })
})
