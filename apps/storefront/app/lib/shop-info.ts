/**
 * The shop's contact details and promises as GET /api/shop/info answers them (decision 0101),
 * for the trust bar, header, footer and delivery promises. Loaded with the layout; decoration:
 * when it fails the page renders without them.
 */
import type { DeliverySchedule } from '@shop/commerce'

export interface OpeningHours {
  /** ISO weekdays, 1 Monday … 7 Sunday */
  from: number
  to: number
  open: string
  close: string
}

export interface ShopInfo {
  phone: string
  phoneIntl: string
  email: string
  address: string[]
  openingHours: OpeningHours[]
  delivery: DeliverySchedule
  returnDays: number
  shippingFrom: number | null
  /** goods worth this much ship free to the store's country (decision 0089) */
  freeShippingFrom?: number | null
  paymentMethods: string[]
}

/** The tel: address of a phone number as written ("+31 30 123 45 67" -> "tel:+31301234567"). */
export function telHref(phoneIntl: string): string {
  return `tel:${phoneIntl.replace(/[^\d+]/g, '')}`
}

/** Weekday names in the store's language, Monday first (1 -> "ma" / "Mo"). */
export function weekdayName(isoWeekday: number, locale: string, width: 'short' | 'long' = 'short'): string {
  // 2024-01-01 was a Monday
  const date = new Date(Date.UTC(2024, 0, isoWeekday))
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(date).replace(/\.$/, '')
}

/** "ma-vr 08:30-17:30" / "Mo-Fr 08:30-17:30" per row of the opening hours. */
export function openingHoursLines(hours: readonly OpeningHours[], locale: string): string[] {
  return hours.map((row) => {
    const days =
      row.from === row.to
        ? weekdayName(row.from, locale)
        : `${weekdayName(row.from, locale)}-${weekdayName(row.to, locale)}`
    return `${days} ${row.open}-${row.close}`
  })
}

/** Today's opening hours in the shop's time zone, or null when the shop is closed today. */
export function hoursOn(hours: readonly OpeningHours[], isoWeekday: number): OpeningHours | null {
  return hours.find((row) => row.from <= isoWeekday && isoWeekday <= row.to) ?? null
}
