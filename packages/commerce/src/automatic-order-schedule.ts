/**
 * When an automatic order is due (spec 001 §3 "Automatic order", §5 "the automatic-order date must
 * be more than one day ahead"; decision 0183). A schedule is a first date and a time of day on the
 * shop's wall clock (Europe/Amsterdam) and a repeat; its due moments are instants. Pure: the
 * caller passes `now`.
 */
import { SHOP_TIME_ZONE, wallClock } from './shop-time.ts'

export const AUTOMATIC_ORDER_REPEATS = ['once', 'weekly', 'every_n_weeks', 'monthly'] as const
export type AutomaticOrderRepeat = (typeof AUTOMATIC_ORDER_REPEATS)[number]

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

export interface AutomaticOrderSchedule {
  /** YYYY-MM-DD, shop calendar */
  firstDate: string
  /** HH:MM, shop wall clock */
  time: string
  repeat: AutomaticOrderRepeat
  /** for every_n_weeks (1..52); ignored otherwise */
  intervalWeeks: number
}

export const AUTOMATIC_ORDER_LIMITS = { maxIntervalWeeks: 52 } as const

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

function parts(date: string): [number, number, number] | null {
  const m = DATE.exec(date)
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const check = new Date(Date.UTC(y, mo - 1, d))
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null
  return [y, mo, d]
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0')
const isoDate = (utc: Date) =>
  `${pad(utc.getUTCFullYear(), 4)}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`

/** The shop's calendar date of an instant. */
export function shopDate(now: Date): string {
  return wallClock(now, SHOP_TIME_ZONE).slice(0, 10)
}

/** A calendar date plus n days (n may be negative). */
export function addDays(date: string, n: number): string {
  const [y, m, d] = parts(date)!
  return isoDate(new Date(Date.UTC(y, m - 1, d + n)))
}

/** The weekday of a calendar date. */
export function weekdayOf(date: string): Weekday {
  const [y, m, d] = parts(date)!
  return WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!
}

/** The day `monthsLater` months after `date`, on the same day of the month or the month's last day. */
export function addMonthsClamped(date: string, monthsLater: number): string {
  const [y, m, d] = parts(date)!
  const firstOfTarget = new Date(Date.UTC(y, m - 1 + monthsLater, 1))
  const lastDay = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate()
  return isoDate(
    new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth(), Math.min(d, lastDay))),
  )
}

/**
 * The instant the shop's clock shows `date` `time`. A time that does not exist (the hour skipped
 * when summer time starts) is the same number of minutes after the jump, e.g. 02:30 -> 03:30; a
 * time that happens twice (when summer time ends) is its first occurrence.
 */
export function shopInstant(date: string, time: string): Date {
  const [y, m, d] = parts(date)!
  const t = TIME.exec(time)!
  const wanted = Date.UTC(y, m - 1, d, Number(t[1]), Number(t[2]))
  const offsetAt = (instant: number) => {
    const wall = wallClock(new Date(instant))
    return Date.parse(`${wall}Z`) - instant
  }
  // the offset before the moment (first occurrence when it is ambiguous), then once more
  let guess = wanted - offsetAt(wanted - 3 * 3_600_000)
  const again = wanted - offsetAt(guess)
  if (again !== guess && Date.parse(`${wallClock(new Date(again))}Z`) === wanted) guess = again
  return new Date(guess)
}

export type ScheduleProblem = { field: 'date' | 'time' | 'repeat' | 'interval_weeks'; message: string }

/**
 * The rules of a new or changed schedule: a real date more than one day ahead of the shop's today
 * (today and tomorrow are refused, §5), a time HH:MM, a known repeat, 1..52 weeks.
 */
export function scheduleProblems(s: AutomaticOrderSchedule, now: Date): ScheduleProblem[] {
  const problems: ScheduleProblem[] = []
  const earliest = addDays(shopDate(now), 2)
  if (!parts(s.firstDate)) problems.push({ field: 'date', message: 'must be a date YYYY-MM-DD' })
  else if (s.firstDate < earliest)
    problems.push({
      field: 'date',
      message: `must be more than one day ahead: ${earliest} or later`,
    })
  if (!TIME.test(s.time)) problems.push({ field: 'time', message: 'must be a time HH:MM' })
  if (!AUTOMATIC_ORDER_REPEATS.includes(s.repeat))
    problems.push({ field: 'repeat', message: `must be one of ${AUTOMATIC_ORDER_REPEATS.join(', ')}` })
  if (
    s.repeat === 'every_n_weeks' &&
    !(
      Number.isInteger(s.intervalWeeks) &&
      s.intervalWeeks >= 1 &&
      s.intervalWeeks <= AUTOMATIC_ORDER_LIMITS.maxIntervalWeeks
    )
  )
    problems.push({
      field: 'interval_weeks',
      message: `must be a whole number of weeks from 1 to ${AUTOMATIC_ORDER_LIMITS.maxIntervalWeeks}`,
    })
  return problems
}

/** The calendar date of the schedule's k-th due moment (k = 0: the first date). */
export function occurrenceDate(s: AutomaticOrderSchedule, k: number): string {
  switch (s.repeat) {
    case 'once':
      return s.firstDate
    case 'weekly':
      return addDays(s.firstDate, 7 * k)
    case 'every_n_weeks':
      return addDays(s.firstDate, 7 * k * Math.max(1, s.intervalWeeks))
    case 'monthly':
      // counted from the first date, so 31 Jan -> 29 Feb -> 31 Mar (not 29 Mar)
      return addMonthsClamped(s.firstDate, k)
  }
}

/**
 * The first due moment strictly after `after`, or null when there is none (a `once` that has been).
 * Moments missed while no scheduler ran are skipped, never made up for (decision 0183).
 */
export function nextDueAfter(s: AutomaticOrderSchedule, after: Date): Date | null {
  const first = shopInstant(s.firstDate, s.time)
  if (first > after) return first
  if (s.repeat === 'once') return null
  // jump close to `after`, then step: the step count is bounded by a few
  const days = Math.floor((after.getTime() - first.getTime()) / 86_400_000)
  const perStep =
    s.repeat === 'weekly' ? 7 : s.repeat === 'every_n_weeks' ? 7 * Math.max(1, s.intervalWeeks) : 28
  let k = Math.max(0, Math.floor(days / perStep) - 2)
  for (;;) {
    const at = shopInstant(occurrenceDate(s, k), s.time)
    if (at > after) return at
    k++
  }
}

/** The first due moment of a schedule set up at `now` (its first date, when that is still ahead). */
export function firstDue(s: AutomaticOrderSchedule, now: Date): Date | null {
  return nextDueAfter(s, new Date(now.getTime() - 1))
}
