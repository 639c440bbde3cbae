import { describe, expect, it } from 'vitest'
import { deliveryPromise, type DeliverySchedule } from './delivery-promise.ts'

const SCHEDULE: DeliverySchedule = {
  cutoffTime: '16:00',
  shipWeekdays: [1, 2, 3, 4, 5],
  deliveryWeekdays: [1, 2, 3, 4, 5, 6],
  transitDays: 1,
}

// Amsterdam is UTC+1 in winter: 14:59Z is 15:59 there
const at = (iso: string) => new Date(iso)

describe('deliveryPromise', () => {
  it('promises tomorrow for an order before the cut-off on a weekday', () => {
    expect(deliveryPromise(at('2026-11-25T14:59:00Z'), SCHEDULE, true)).toEqual({
      orderBefore: '16:00',
      deliveryDate: '2026-11-26',
      daysFromToday: 1,
      weekday: 4,
    })
  })

  it('moves to the next shipping day after the cut-off, in the shop time zone', () => {
    // 15:00Z is 16:00 in Amsterdam: too late for today
    expect(deliveryPromise(at('2026-11-25T15:00:00Z'), SCHEDULE, true)).toMatchObject({
      orderBefore: null,
      deliveryDate: '2026-11-27',
      daysFromToday: 2,
    })
  })

  it('delivers a Friday morning order on Saturday, a Friday evening order on Tuesday', () => {
    expect(deliveryPromise(at('2026-11-27T08:00:00Z'), SCHEDULE, true)).toMatchObject({
      orderBefore: '16:00',
      deliveryDate: '2026-11-28',
      weekday: 6,
    })
    // leaves Monday, arrives Tuesday
    expect(deliveryPromise(at('2026-11-27T20:00:00Z'), SCHEDULE, true)).toMatchObject({
      orderBefore: null,
      deliveryDate: '2026-12-01',
      daysFromToday: 4,
      weekday: 2,
    })
  })

  it('counts transit in delivery days (Germany: two)', () => {
    expect(
      deliveryPromise(
        at('2026-11-27T08:00:00Z'),
        { ...SCHEDULE, transitDays: 2, deliveryWeekdays: [1, 2, 3, 4, 5] },
        true,
      ),
    ).toMatchObject({ deliveryDate: '2026-12-01', daysFromToday: 4 })
  })

  it('promises nothing for what is not in stock, or without shipping days', () => {
    expect(deliveryPromise(at('2026-11-25T10:00:00Z'), SCHEDULE, false)).toBeNull()
    expect(deliveryPromise(at('2026-11-25T10:00:00Z'), { ...SCHEDULE, shipWeekdays: [] }, true)).toBeNull()
  })

  it('crosses a month and a year end', () => {
    expect(deliveryPromise(at('2026-12-31T09:00:00Z'), SCHEDULE, true)).toMatchObject({
      deliveryDate: '2027-01-01',
    })
  })
})
