import { describe, it, expect } from 'vitest'
import { SHOP_TIME_ZONE, parseShopDateTime, wallClock } from './shop-time.ts'

describe('wallClock', () => {
  it('gives Amsterdam time in summer (UTC+2) and winter (UTC+1)', () => {
    expect(SHOP_TIME_ZONE).toBe('Europe/Amsterdam')
    expect(wallClock(new Date('2024-05-31T22:30:00Z'))).toBe('2024-06-01T00:30:00')
    expect(wallClock(new Date('2024-01-15T23:00:00Z'))).toBe('2024-01-16T00:00:00')
    expect(wallClock(new Date('2024-01-15T22:59:59Z'))).toBe('2024-01-15T23:59:59')
  })

  it('supports other zones', () => {
    expect(wallClock(new Date('2024-05-31T22:30:00Z'), 'UTC')).toBe('2024-05-31T22:30:00')
  })

  it('prints midnight as 00, not 24', () => {
    expect(wallClock(new Date('2024-03-01T00:00:00Z'), 'UTC')).toBe('2024-03-01T00:00:00')
  })
})

describe('parseShopDateTime', () => {
  it('reads dates and zone-less date-times as shop time', () => {
    expect(parseShopDateTime('2024-05-31')).toBe('2024-05-31T00:00:00')
    expect(parseShopDateTime('2024-05-31 00:00:00')).toBe('2024-05-31T00:00:00')
    expect(parseShopDateTime('2024-05-31T14:05')).toBe('2024-05-31T14:05:00')
    expect(parseShopDateTime(' 2024-05-31T14:05:07.123 ')).toBe('2024-05-31T14:05:07')
  })

  it('converts date-times with a zone to shop time', () => {
    expect(parseShopDateTime('2024-05-31T22:00:00Z')).toBe('2024-06-01T00:00:00')
    expect(parseShopDateTime('2024-05-31T22:00:00.000z')).toBe('2024-06-01T00:00:00')
    expect(parseShopDateTime('2024-05-31T10:00:00+02:00')).toBe('2024-05-31T10:00:00')
    expect(parseShopDateTime('2024-01-31T10:00:00-0500')).toBe('2024-01-31T16:00:00')
  })

  it('rejects unreadable and impossible values', () => {
    for (const bad of [
      '',
      'gisteren',
      '2024-02-30',
      '2023-02-29',
      '2024-13-01',
      '2024-05-31T24:00',
      '31-05-2024',
    ]) {
      expect(parseShopDateTime(bad), bad).toBeNull()
    }
    expect(parseShopDateTime('2024-02-29')).toBe('2024-02-29T00:00:00')
  })
})
