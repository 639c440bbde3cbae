/**
 * Calendar dates as the shop sees them. Special-price windows are entered as dates in the back
 * office and mean Dutch calendar days, whatever time zone the server or browser runs in, so
 * comparisons happen on wall-clock text ("YYYY-MM-DDTHH:MM:SS") in the shop's time zone.
 */

export const SHOP_TIME_ZONE = 'Europe/Amsterdam'

/** Wall-clock time in the shop's zone, e.g. "2024-05-31T23:59:59"; sorts like the instants. */
export type WallClock = string

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      // h23: some engines print midnight as "24" with hour12 false
      hourCycle: 'h23',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** The wall-clock time of an instant in the given zone. */
// one remembered answer: a busy server asks for the same second over and over
let last: { second: number; timeZone: string; value: WallClock } | undefined

export function wallClock(instant: Date, timeZone: string = SHOP_TIME_ZONE): WallClock {
  const second = Math.floor(instant.getTime() / 1000)
  if (last && last.second === second && last.timeZone === timeZone) return last.value
  const value = formatWallClock(instant, timeZone)
  if (Number.isFinite(second)) last = { second, timeZone, value }
  return value
}

function formatWallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {}
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value
  const year = (parts.year ?? '').padStart(4, '0')
  return `${year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`
}

// "2024-05-31", "2024-05-31 00:00:00" (how Magento exports dates), "2024-05-31T10:00Z",
// "2024-05-31T10:00:00.000+02:00"
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * Reads an ISO date or date-time as shop wall-clock time. Text without a zone is taken as shop
 * time already; text with a zone is converted. Null for anything unreadable or impossible
 * (2024-02-30, 25:00).
 */
export function parseShopDateTime(text: string, timeZone: string = SHOP_TIME_ZONE): WallClock | null {
  const match = DATE_TIME.exec(text.trim())
  if (!match) return null
  const [, year = '', month = '', day = '', hour = '00', minute = '00', second = '00', zone] = match
  if (!isCalendarDate(Number(year), Number(month), Number(day))) return null
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null
  const local = `${year}-${month}-${day}T${hour}:${minute}:${second}`
  if (zone === undefined) return local
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`
  const instant = new Date(`${local}${offset}`)
  return Number.isNaN(instant.getTime()) ? null : wallClock(instant, timeZone)
}
