import { describe, expect, it } from 'vitest'
import {
  addMonthsClamped,
  firstDue,
  nextDueAfter,
  scheduleProblems,
  shopDate,
  shopInstant,
  weekdayOf,
  type AutomaticOrderSchedule,
} from './automatic-order-schedule.ts'

const s = (over: Partial<AutomaticOrderSchedule> = {}): AutomaticOrderSchedule => ({
  firstDate: '2026-12-07',
  time: '09:30',
  repeat: 'weekly',
  intervalWeeks: 1,
  ...over,
})

describe('the first date (§5: more than one day ahead, Europe/Amsterdam)', () => {
  // 27 Nov 2026 23:30 UTC is already 28 Nov 00:30 in Amsterdam
  const now = new Date('2026-11-27T23:30:00Z')

  it('takes the shop calendar, not UTC', () => {
    expect(shopDate(now)).toBe('2026-11-28')
  })

  it('refuses today, tomorrow and the past, naming the earliest date', () => {
    for (const firstDate of ['2026-11-28', '2026-11-29', '2026-11-01']) {
      expect(scheduleProblems(s({ firstDate }), now)).toEqual([
        { field: 'date', message: 'must be more than one day ahead: 2026-11-30 or later' },
      ])
    }
  })

  it('accepts the day after tomorrow', () => {
    expect(scheduleProblems(s({ firstDate: '2026-11-30' }), now)).toEqual([])
  })

  it('refuses impossible dates and times, unknown repeats and intervals', () => {
    const fields = (x: AutomaticOrderSchedule) => scheduleProblems(x, now).map((p) => p.field)
    expect(fields(s({ firstDate: '2026-02-30' }))).toEqual(['date'])
    expect(fields(s({ time: '24:00' }))).toEqual(['time'])
    expect(fields(s({ repeat: 'daily' as never }))).toEqual(['repeat'])
    expect(fields(s({ repeat: 'every_n_weeks', intervalWeeks: 0 }))).toEqual(['interval_weeks'])
    expect(fields(s({ repeat: 'every_n_weeks', intervalWeeks: 53 }))).toEqual(['interval_weeks'])
    expect(fields(s({ repeat: 'weekly', intervalWeeks: 0 }))).toEqual([])
  })
})

describe('shop instants across summer time', () => {
  it('winter and summer offsets', () => {
    expect(shopInstant('2026-12-07', '09:30').toISOString()).toBe('2026-12-07T08:30:00.000Z')
    expect(shopInstant('2026-07-07', '09:30').toISOString()).toBe('2026-07-07T07:30:00.000Z')
  })

  it('a skipped time moves past the jump, a doubled time is its first occurrence', () => {
    expect(shopInstant('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z')
    expect(shopInstant('2026-03-29', '03:30').toISOString()).toBe('2026-03-29T01:30:00.000Z')
    expect(shopInstant('2026-03-29', '01:30').toISOString()).toBe('2026-03-29T00:30:00.000Z')
    expect(shopInstant('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z')
    expect(shopInstant('2026-10-25', '03:00').toISOString()).toBe('2026-10-25T02:00:00.000Z')
  })
})

describe('the next due moment', () => {
  it('once: the first moment, then never', () => {
    const once = s({ repeat: 'once' })
    const first = shopInstant('2026-12-07', '09:30')
    expect(firstDue(once, new Date('2026-12-01T00:00:00Z'))).toEqual(first)
    expect(nextDueAfter(once, first)).toBeNull()
  })

  it('weekly keeps the wall-clock time across the change to winter time', () => {
    const weekly = s({ firstDate: '2026-10-19', time: '09:30' })
    const first = shopInstant('2026-10-19', '09:30')
    expect(first.toISOString()).toBe('2026-10-19T07:30:00.000Z')
    expect(nextDueAfter(weekly, first)!.toISOString()).toBe('2026-10-26T08:30:00.000Z')
  })

  it('every n weeks', () => {
    const every3 = s({ repeat: 'every_n_weeks', intervalWeeks: 3 })
    const next = nextDueAfter(every3, shopInstant('2026-12-07', '09:30'))
    expect(next!.toISOString()).toBe('2026-12-28T08:30:00.000Z')
  })

  it('monthly on the 31st: the month end, then back to the 31st', () => {
    const monthly = s({ repeat: 'monthly', firstDate: '2027-01-31', time: '08:00' })
    const feb = nextDueAfter(monthly, shopInstant('2027-01-31', '08:00'))!
    expect(feb.toISOString()).toBe('2027-02-28T07:00:00.000Z')
    const mar = nextDueAfter(monthly, feb)!
    expect(mar.toISOString()).toBe('2027-03-31T06:00:00.000Z') // summer time since 28 March
    expect(addMonthsClamped('2028-01-31', 1)).toBe('2028-02-29')
  })

  it('skips moments missed while nothing ran, never makes them up', () => {
    const weekly = s()
    const late = new Date('2027-01-20T12:00:00Z')
    expect(nextDueAfter(weekly, late)!.toISOString()).toBe('2027-01-25T08:30:00.000Z')
  })

  it('the day of the order is the weekday of the first date', () => {
    expect(weekdayOf('2026-12-07')).toBe('monday')
    expect(weekdayOf('2027-01-31')).toBe('sunday')
  })
})
