/**
 * What the after-sales screens decide without the network (issue 18), kept pure for unit tests:
 * the page number in /my-account/return/:page?, a line's delivery state, a return draft's
 * problems, the earliest first date of an automatic order (spec 001 §5: more than one day ahead,
 * Europe/Amsterdam), the size a photo is scaled down to, the file name of an invoice.
 */
import type { ReturnType, TradeOrderLine } from './after-sales-types.ts'

/** The `:page?` of a list route: a whole number from 1, anything else is page 1. */
export function pageFromParam(param: string | undefined): number {
  if (!param || !/^\d{1,6}$/.test(param)) return 1
  return Math.max(1, Number(param))
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)))
}

/** The slice of a client-side list shown on a page (the sent requests come in one answer). */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const last = pageCount(items.length, pageSize)
  const current = Math.min(Math.max(1, page), last)
  return items.slice((current - 1) * pageSize, current * pageSize)
}

export type LineState = 'delivered' | 'shipped' | 'partly' | 'backordered' | 'open' | 'canceled'

/** One word for a line: how far what was ordered (less canceled) got. */
export function lineState(
  line: Pick<TradeOrderLine, 'qtyOrdered' | 'qtyShipped' | 'qtyDelivered' | 'qtyBackordered' | 'qtyCanceled'>,
): LineState {
  const wanted = line.qtyOrdered - line.qtyCanceled
  if (wanted <= 0) return 'canceled'
  if (line.qtyDelivered >= wanted) return 'delivered'
  if (line.qtyShipped >= wanted) return 'shipped'
  if (line.qtyBackordered > 0 && line.qtyShipped === 0) return 'backordered'
  if (line.qtyShipped > 0) return 'partly'
  return 'open'
}

export interface ReturnDraftLine {
  lineId: number
  sku: string
  qty: number
  max: number
}

export type ReturnProblem =
  | { kind: 'noLines' }
  | { kind: 'qty'; sku: string; max: number }
  | { kind: 'reason' }
  | { kind: 'description' }
  | { kind: 'photos'; max: number }

export const MAX_PHOTOS = 3
/** The API refuses photos over 3 MB (wire contract C); larger ones are scaled down first. */
export const MAX_PHOTO_BYTES = 3 * 1024 * 1024

/** What stops a return or warranty request from being sent; empty when it can go. */
export function returnDraftProblems(draft: {
  type: ReturnType
  lines: readonly ReturnDraftLine[]
  reason: string
  reasonText: string
  photos: number
}): ReturnProblem[] {
  const problems: ReturnProblem[] = []
  const chosen = draft.lines.filter((line) => line.qty !== 0)
  if (!chosen.length) problems.push({ kind: 'noLines' })
  for (const line of chosen)
    if (!Number.isInteger(line.qty) || line.qty < 1 || line.qty > line.max)
      problems.push({ kind: 'qty', sku: line.sku, max: line.max })
  if (!draft.reason) problems.push({ kind: 'reason' })
  if (draft.type === 'warranty' && !draft.reasonText.trim()) problems.push({ kind: 'description' })
  if (draft.photos > MAX_PHOTOS) problems.push({ kind: 'photos', max: MAX_PHOTOS })
  return problems
}

/** The calendar day in Amsterdam of an instant, as YYYY-MM-DD. */
export function amsterdamDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Spec 001 §5: an automatic order's date is more than one day ahead: the day after tomorrow. */
export function earliestAutomaticOrderDate(now: Date): string {
  return addDays(amsterdamDay(now), 2)
}

export function automaticOrderDateAllowed(date: string, now: Date): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= earliestAutomaticOrderDate(now)
}

/** The size a photo is drawn at: the long side at most `maxSide`, never enlarged. */
export function scaledSize(width: number, height: number, maxSide = 1600): { width: number; height: number } {
  const long = Math.max(width, height)
  if (long <= maxSide || long === 0) return { width, height }
  const factor = maxSide / long
  return { width: Math.round(width * factor), height: Math.round(height * factor) }
}

/** The name the saved PDF gets: the store path's last part ("F2026-000001.pdf"). */
export function invoiceFileName(invoicePath: string): string {
  const last = invoicePath.split('/').pop() ?? ''
  return /^[\w.-]+\.pdf$/i.test(last) ? last : 'invoice.pdf'
}

/** Only http(s) track-and-trace links are shown as links. */
export function safeTrackingUrl(url: string | null): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}

/** A date of the wire (ISO instant or day) in the page's locale, e.g. "27-11-2026". */
export function formatDay(value: string | null | undefined, locale: string): string {
  if (!value) return ''
  const date = new Date(value.length === 10 ? `${value}T12:00:00Z` : value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/Amsterdam',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date)
}
