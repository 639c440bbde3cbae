/**
 * The delivery promise of product and cart pages ("Voor 16:00 besteld, morgen in huis"), from the
 * shop's schedule (decision 0101): an order placed on a shipping day before the cut-off time
 * leaves that day, otherwise on the next shipping day; it arrives `transitDays` delivery days
 * later. Only what is in stock is promised. Public holidays are not known to the schedule.
 */
import { SHOP_TIME_ZONE, wallClock } from './shop-time.ts'

export interface DeliverySchedule {
  /** "HH:MM" in the shop's time zone */
  cutoffTime: string
  /** ISO weekdays (1 Monday … 7 Sunday) on which orders leave the warehouse */
  shipWeekdays: readonly number[]
  /** ISO weekdays on which the carrier delivers */
  deliveryWeekdays: readonly number[]
  /** delivery days between leaving the warehouse and arriving (1: the next delivery day) */
  transitDays: number
}

export interface DeliveryPromise {
  /** "HH:MM" when an order placed now still leaves today; null when it leaves on a later day */
  orderBefore: string | null
  /** the expected delivery date, "YYYY-MM-DD" in the shop's calendar */
  deliveryDate: string
  /** calendar days from today to the delivery date (1: tomorrow) */
  daysFromToday: number
  /** ISO weekday of the delivery date */
  weekday: number
}

const DAY_MS = 86_400_000

const isoWeekday = (utcDay: number) => ((new Date(utcDay * DAY_MS).getUTCDay() + 6) % 7) + 1

function nextDayIn(days: readonly number[], from: number): number {
  let day = from + 1
  // a week always holds one of the days when the list is not empty (checked by the caller)
  while (!days.includes(isoWeekday(day))) day++
  return day
}

/** The promise for an order placed at `now`; null when nothing can be promised. */
export function deliveryPromise(
  now: Date,
  schedule: DeliverySchedule,
  inStock: boolean,
  timeZone: string = SHOP_TIME_ZONE,
): DeliveryPromise | null {
  if (!inStock || !schedule.shipWeekdays.length || !schedule.deliveryWeekdays.length) return null
  const wall = wallClock(now, timeZone)
  const today = Math.floor(Date.parse(`${wall.slice(0, 10)}T00:00:00Z`) / DAY_MS)
  const time = wall.slice(11, 16)
  const leavesToday = schedule.shipWeekdays.includes(isoWeekday(today)) && time < schedule.cutoffTime
  const shipDay = leavesToday ? today : nextDayIn(schedule.shipWeekdays, today)
  let deliveryDay = shipDay
  for (let i = 0; i < Math.max(1, schedule.transitDays); i++)
    deliveryDay = nextDayIn(schedule.deliveryWeekdays, deliveryDay)
  return {
    orderBefore: leavesToday ? schedule.cutoffTime : null,
    deliveryDate: new Date(deliveryDay * DAY_MS).toISOString().slice(0, 10),
    daysFromToday: deliveryDay - today,
    weekday: isoWeekday(deliveryDay),
  }
}
