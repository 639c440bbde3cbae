/**
 * The extras of a wholesale order (spec 001 §1, §3, §5): purchase-order number, comment, per-line
 * comments, earliest delivery date for the whole order or per line, year-order flag, dropshipment
 * with its own address, and a reference. The storefront keeps them as the purchase-order draft, the
 * cart carries them (updateCartDataBeforeOrder) and the order keeps them; the rules below are the
 * ones every side checks.
 */
import { wallClock } from './shop-time.ts'

/** A reference is at most 15 characters (spec 001 §5, §9). */
export const REFERENCE_MAX_LENGTH = 15
/** Comments on an order or a line; long enough for a delivery instruction, short enough for a slip. */
export const ORDER_COMMENT_MAX_LENGTH = 500
export const LINE_COMMENT_MAX_LENGTH = 250
export const PO_NUMBER_MAX_LENGTH = 64

/** The delivery address of a dropshipment: the dealer's own customer, not the dealer. */
export interface DropshipAddress {
  firstname: string
  lastname: string
  company?: string | null
  street: string[]
  postcode: string
  city: string
  country_id: string
  telephone?: string | null
}

export interface OrderLineExtras {
  comment?: string | null
  /** earliest delivery date of this line, YYYY-MM-DD */
  delivery_date?: string | null
}

export interface OrderExtras {
  /** empty: '000000000' when ordered (spec 001 §9) */
  po_number?: string | null
  comment?: string | null
  /** earliest delivery date of the whole order, YYYY-MM-DD (the spec's `dateVal`) */
  delivery_date?: string | null
  is_yearorder?: boolean
  is_dropship?: boolean
  dropship_address?: DropshipAddress | null
  reference?: string | null
  /** per sku, as the purchase-order draft keeps them */
  lines?: Record<string, OrderLineExtras>
}

/** Why a set of extras cannot be ordered; each names its field. */
export type OrderExtrasProblem =
  | { field: 'reference'; reason: 'too_long'; max: number }
  | { field: 'delivery_date'; reason: 'in_the_past'; sku?: string }
  | { field: 'delivery_date'; reason: 'not_a_date'; sku?: string }
  | { field: 'is_dropship'; reason: 'not_enabled' }
  | { field: 'dropship_address'; reason: 'missing' }
  | { field: 'comment'; reason: 'too_long'; max: number; sku?: string }
  | { field: 'po_number'; reason: 'too_long'; max: number }

/**
 * The problems a server refusal carries in its `meta.problems` (decision 0143), read back into the
 * type: anything that is not one of them is left out, so a client shows only what it understands.
 */
export function readOrderExtrasProblems(value: unknown): OrderExtrasProblem[] {
  if (!Array.isArray(value)) return []
  const out: OrderExtrasProblem[] = []
  for (const item of value) {
    if (!item || typeof item !== 'object') continue
    const p = item as Record<string, unknown>
    const sku = typeof p.sku === 'string' && p.sku ? { sku: p.sku } : {}
    const max = typeof p.max === 'number' && Number.isInteger(p.max) && p.max > 0 ? p.max : null
    if (p.field === 'reference' && p.reason === 'too_long' && max)
      out.push({ field: 'reference', reason: 'too_long', max })
    else if (p.field === 'po_number' && p.reason === 'too_long' && max)
      out.push({ field: 'po_number', reason: 'too_long', max })
    else if (p.field === 'comment' && p.reason === 'too_long' && max)
      out.push({ field: 'comment', reason: 'too_long', max, ...sku })
    else if (p.field === 'delivery_date' && (p.reason === 'in_the_past' || p.reason === 'not_a_date'))
      out.push({ field: 'delivery_date', reason: p.reason, ...sku })
    else if (p.field === 'is_dropship' && p.reason === 'not_enabled')
      out.push({ field: 'is_dropship', reason: 'not_enabled' })
    else if (p.field === 'dropship_address' && p.reason === 'missing')
      out.push({ field: 'dropship_address', reason: 'missing' })
  }
  return out
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  if (!DATE.test(text)) return false
  const [y, m, d] = text.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** Today in the shop's time zone, YYYY-MM-DD: a delivery date is a Dutch calendar day. */
export function shopToday(now: Date): string {
  return wallClock(now).slice(0, 10)
}

function dateProblem(
  value: string | null | undefined,
  today: string,
  sku?: string,
): OrderExtrasProblem | null {
  if (value === null || value === undefined || value === '') return null
  const where = sku === undefined ? {} : { sku }
  if (!isCalendarDate(value)) return { field: 'delivery_date', reason: 'not_a_date', ...where }
  return value < today ? { field: 'delivery_date', reason: 'in_the_past', ...where } : null
}

/**
 * Every problem of a set of extras for a customer, in field order; empty when it may be ordered.
 * `dropEnabled` is the customer's back-office flag (dropshipment only when it is not 0).
 */
export function orderExtrasProblems(
  extras: OrderExtras,
  context: { now: Date; dropEnabled: boolean },
): OrderExtrasProblem[] {
  const today = shopToday(context.now)
  const problems: OrderExtrasProblem[] = []
  if ((extras.po_number ?? '').trim().length > PO_NUMBER_MAX_LENGTH)
    problems.push({ field: 'po_number', reason: 'too_long', max: PO_NUMBER_MAX_LENGTH })
  if ((extras.reference ?? '').length > REFERENCE_MAX_LENGTH)
    problems.push({ field: 'reference', reason: 'too_long', max: REFERENCE_MAX_LENGTH })
  if ((extras.comment ?? '').length > ORDER_COMMENT_MAX_LENGTH)
    problems.push({ field: 'comment', reason: 'too_long', max: ORDER_COMMENT_MAX_LENGTH })
  const orderDate = dateProblem(extras.delivery_date, today)
  if (orderDate) problems.push(orderDate)
  for (const [sku, line] of Object.entries(extras.lines ?? {})) {
    const lineDate = dateProblem(line.delivery_date, today, sku)
    if (lineDate) problems.push(lineDate)
    if ((line.comment ?? '').length > LINE_COMMENT_MAX_LENGTH)
      problems.push({ field: 'comment', reason: 'too_long', max: LINE_COMMENT_MAX_LENGTH, sku })
  }
  if (extras.is_dropship) {
    if (!context.dropEnabled) problems.push({ field: 'is_dropship', reason: 'not_enabled' })
    else if (!extras.dropship_address) problems.push({ field: 'dropship_address', reason: 'missing' })
  }
  return problems
}
