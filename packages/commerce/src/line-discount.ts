/**
 * A purchaser's line discount (spec 001 §7 applyDiscountCart, issue 17, decision 0158): a
 * percentage off one cart line with a comment and a type, capped by the purchaser's maximum.
 *
 * - The percentage is a number (or its text, "5", "7.5", "7,5") with at most 2 decimals,
 *   0 < p <= 100; 0 removes the discount; a negative or non-numeric one is refused.
 * - Above the purchaser's maximum is refused, naming the maximum.
 * - `type` says who reads the comment: 'customer' (the customer sees it on the cart, the order and
 *   the mail) or 'internal' (only the purchaser and the staff; the default, so a comment never
 *   leaks by omission).
 * - The amount off is taken from the row's price incl. tax like a coupon (decision 0011), rounded
 *   half away from zero to whole cents (`percentOf`); its net part is derived with the line's tax
 *   rate, so the line's tax shrinks with it.
 */
import { fillMessage, MESSAGES } from './messages.ts'
import { netFromGross, percentOf, type Cents } from './money.ts'

export const LINE_DISCOUNT_TYPES = ['customer', 'internal'] as const
export type LineDiscountType = (typeof LINE_DISCOUNT_TYPES)[number]
export const DEFAULT_LINE_DISCOUNT_TYPE: LineDiscountType = 'internal'
/** characters of a discount comment (it goes on the order line and into the mail) */
export const LINE_DISCOUNT_COMMENT_MAX = 255

export type LineDiscountProblem =
  | { field: 'disc_perc'; reason: 'not_a_number' | 'negative' | 'above_100' | 'too_many_decimals' }
  | { field: 'disc_perc'; reason: 'above_max'; max: number }
  | { field: 'comment'; reason: 'too_long'; max: number }
  | { field: 'type'; reason: 'unknown' }

export interface LineDiscount {
  /** 0: no discount (the line's discount is removed) */
  percent: number
  comment: string | null
  type: LineDiscountType
}

export interface LineDiscountInput {
  percent: unknown
  comment?: unknown
  type?: unknown
}

export type LineDiscountCheck =
  { ok: true; discount: LineDiscount } | { ok: false; problems: LineDiscountProblem[] }

const PERCENT_TEXT = /^\d{1,3}(?:[.,]\d+)?$/

/** The percentage as a number, or why it is not one a discount can have. */
export function parseDiscountPercent(
  value: unknown,
): { ok: true; percent: number } | { ok: false; problem: LineDiscountProblem } {
  const bad = (reason: 'not_a_number' | 'negative' | 'above_100' | 'too_many_decimals') => ({
    ok: false as const,
    problem: { field: 'disc_perc' as const, reason },
  })
  let text: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return bad('not_a_number')
    text = String(value)
  } else if (typeof value === 'string') {
    text = value.trim()
  } else return bad('not_a_number')
  if (text.startsWith('-'))
    return Number.isNaN(Number(text.replace(',', '.'))) ? bad('not_a_number') : bad('negative')
  if (/e/i.test(text)) {
    // a float printed as 1e-7 or 1e+21: tiny ones have too many decimals, huge ones are above 100
    const n = Number(text)
    if (Number.isNaN(n)) return bad('not_a_number')
    return n > 100 ? bad('above_100') : bad('too_many_decimals')
  }
  if (!PERCENT_TEXT.test(text)) return /^\d+$/.test(text) ? bad('above_100') : bad('not_a_number')
  const [, decimals = ''] = text.split(/[.,]/)
  if (decimals.length > 2) return bad('too_many_decimals')
  const percent = Number(text.replace(',', '.'))
  if (percent > 100) return bad('above_100')
  return { ok: true, percent }
}

/** Checks a discount as a purchaser with `maxPercent` gives it; every problem at once. */
export function checkLineDiscount(input: LineDiscountInput, maxPercent: number): LineDiscountCheck {
  const problems: LineDiscountProblem[] = []
  const parsed = parseDiscountPercent(input.percent)
  if (!parsed.ok) problems.push(parsed.problem)
  else if (parsed.percent > maxPercent)
    problems.push({ field: 'disc_perc', reason: 'above_max', max: Math.max(0, maxPercent) })

  let comment: string | null = null
  if (input.comment !== undefined && input.comment !== null) {
    const text = String(input.comment).trim()
    if (text.length > LINE_DISCOUNT_COMMENT_MAX)
      problems.push({ field: 'comment', reason: 'too_long', max: LINE_DISCOUNT_COMMENT_MAX })
    comment = text === '' ? null : text
  }

  let type: LineDiscountType = DEFAULT_LINE_DISCOUNT_TYPE
  if (input.type !== undefined && input.type !== null && input.type !== '') {
    const named = String(input.type).trim().toLowerCase()
    if ((LINE_DISCOUNT_TYPES as readonly string[]).includes(named)) type = named as LineDiscountType
    else problems.push({ field: 'type', reason: 'unknown' })
  }

  if (problems.length > 0 || !parsed.ok) return { ok: false, problems }
  // a removed discount keeps nothing of the old one
  if (parsed.percent === 0) return { ok: true, discount: { percent: 0, comment: null, type } }
  return { ok: true, discount: { percent: parsed.percent, comment, type } }
}

/** Whether the customer may read the comment (an 'internal' one is the purchaser's and staff's). */
export function isCommentForCustomer(type: string | null | undefined): boolean {
  return type === 'customer'
}

/** The comment as the customer's views may show it: null unless the type says so. */
export function customerVisibleComment(
  comment: string | null | undefined,
  type: string | null | undefined,
): string | null {
  return isCommentForCustomer(type) && comment ? comment : null
}

export interface DiscountedRow {
  /** amount off incl. tax */
  discountGross: Cents
  /** its net part (at the line's tax rate) */
  discountNet: Cents
  rowGrossAfter: Cents
  rowNetAfter: Cents
}

/** A row's amounts after `percent` % off its price incl. tax. */
export function discountedRow(
  row: { rowNetCents: Cents; rowGrossCents: Cents; taxPercent: number },
  percent: number,
): DiscountedRow {
  const p = Math.min(Math.max(percent, 0), 100)
  const discountGross = p === 0 ? 0 : percentOf(row.rowGrossCents, p)
  const discountNet = Math.min(netFromGross(discountGross, row.taxPercent), row.rowNetCents)
  return {
    discountGross,
    discountNet,
    rowGrossAfter: row.rowGrossCents - discountGross,
    rowNetAfter: row.rowNetCents - discountNet,
  }
}

/** The stored numeric(5,2) text (or a number) as a percent; null and junk are 0. */
export function storedDiscountPercent(value: string | number | null | undefined): number {
  const n = value === null || value === undefined ? 0 : Number(value)
  return Number.isFinite(n) && n > 0 ? Math.min(n, 100) : 0
}

/** The API's text of a problem: the field first, then what is wrong (MESSAGES). */
export function lineDiscountProblemText(problem: LineDiscountProblem): string {
  if (problem.field === 'comment')
    return fillMessage(MESSAGES.lineDiscountCommentTooLong, { max: problem.max })
  if (problem.field === 'type') return MESSAGES.lineDiscountTypeUnknown
  switch (problem.reason) {
    case 'above_max':
      return fillMessage(MESSAGES.lineDiscountAboveMax, { max: problem.max })
    case 'negative':
      return MESSAGES.lineDiscountNegative
    case 'above_100':
      return MESSAGES.lineDiscountAbove100
    case 'too_many_decimals':
      return MESSAGES.lineDiscountTooManyDecimals
    default:
      return MESSAGES.lineDiscountNotANumber
  }
}
