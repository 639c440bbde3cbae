/**
 * The delivery a shopper may expect, by shipping method (issue 13, decision 0082): working days
 * (Monday to Friday) after the order day, as a range. Saturday delivery lands on the next
 * Saturday; pick-up is ready the next working day; the customer's own carrier is by arrangement
 * (null). Holidays are not known to the shop and are not counted.
 */

export interface DeliveryWindow {
  /** the first and the last day, both at 00:00 UTC of that day */
  from: Date
  to: Date
}

/** [first, last] working day after the order day, per method code. */
const WORKING_DAYS: Readonly<Record<string, readonly [number, number]>> = Object.freeze({
  flatrate: [1, 2],
  '0001': [1, 1],
  '0002': [1, 2],
  '0003': [2, 4],
  '0004': [3, 5],
  '0005': [1, 1],
  '0007': [1, 1],
  '0008': [1, 2],
  '0009': [2, 5],
  '0011': [0, 0],
})

const day = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()))
const isWeekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6

function addWorkingDays(start: Date, count: number): Date {
  const d = day(start)
  // an order on a weekend counts from Monday
  while (isWeekend(d)) d.setUTCDate(d.getUTCDate() + 1)
  for (let left = count; left > 0;) {
    d.setUTCDate(d.getUTCDate() + 1)
    if (!isWeekend(d)) left -= 1
  }
  return d
}

/** null: no promise (own carrier, a method the shop does not know, nothing shipped). */
export function expectedDelivery(methodCode: string | null, placedAt: Date): DeliveryWindow | null {
  if (!methodCode) return null
  if (methodCode === '0006') {
    const d = day(placedAt)
    d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7 || 7))
    return { from: d, to: d }
  }
  const range = WORKING_DAYS[methodCode]
  if (!range) return null
  return { from: addWorkingDays(placedAt, range[0]), to: addWorkingDays(placedAt, range[1]) }
}

/** "vrijdag 28 november" or "maandag 1 – woensdag 3 december" in the store's locale. */
export function formatDeliveryWindow(window: DeliveryWindow, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  })
  if (window.from.getTime() === window.to.getTime()) return format.format(window.from)
  return format.formatRange(window.from, window.to)
}
