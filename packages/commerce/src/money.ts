/**
 * Money as integer euro cents. Totals are sums of integers and tax is integer arithmetic, so no
 * binary-float error can creep into an order total.
 */
import { divideRounded, scaleDecimal } from './decimal.ts'

/** An amount in cents; always a safe integer. */
export type Cents = number

// Percentages are scaled to 1/10000 of a percent, enough for any published tax rate (e.g. 8.875).
const PERCENT_DECIMALS = 4
const PERCENT_SCALE = 10n ** BigInt(PERCENT_DECIMALS)
const WHOLE = 100n * PERCENT_SCALE // 100 % in scaled units

function toSafeNumber(value: bigint): Cents {
  const result = Number(value)
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount out of range: ${value} cents`)
  return result
}

function assertCents(cents: Cents): bigint {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an amount in cents: ${cents}`)
  return BigInt(cents)
}

function scaledPercent(percent: number | string): bigint {
  return scaleDecimal(percent, PERCENT_DECIMALS)
}

function scaledTaxRate(ratePercent: number | string): bigint {
  const rate = scaledPercent(ratePercent)
  if (rate < 0n) throw new RangeError(`Tax rate cannot be negative: ${ratePercent}`)
  return rate
}

/** True for a safe integer, the only valid representation of cents. */
export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value)
}

/**
 * Euros to cents, rounding half away from zero on the third decimal. Accepts numbers and the
 * decimal strings PostgreSQL `numeric` returns ("619.0100"). The decimal text is used, not the
 * binary value, so 1.005 gives 101 like a person would round it.
 */
export function toCents(value: number | string): Cents {
  return toSafeNumber(scaleDecimal(value, 2))
}

/** Cents to euros as a number with at most 2 decimals (never -0). */
export function fromCents(cents: Cents): number {
  assertCents(cents)
  return cents === 0 ? 0 : cents / 100
}

/** Rounds a euro amount to whole cents (half away from zero) and returns euros again. */
export function roundToCents(value: number | string): number {
  return fromCents(toCents(value))
}

/** `percent` % of an amount, rounded half away from zero to whole cents. */
export function percentOf(cents: Cents, percent: number | string): Cents {
  return toSafeNumber(divideRounded(assertCents(cents) * scaledPercent(percent), WHOLE))
}

/** Tax on a net amount; gross is net plus that rounded tax, so gross - net always equals tax. */
export function addTax(netCents: Cents, ratePercent: number | string): { tax: Cents; gross: Cents } {
  const net = assertCents(netCents)
  const tax = divideRounded(net * scaledTaxRate(ratePercent), WHOLE)
  return { tax: toSafeNumber(tax), gross: toSafeNumber(net + tax) }
}

/**
 * Net amount contained in a gross amount (gross * 100 / (100 + rate)), rounded to cents. For
 * rates up to 100 % it inverts addTax exactly: netFromGross(addTax(n, r).gross, r) === n.
 */
export function netFromGross(grossCents: Cents, ratePercent: number | string): Cents {
  const gross = assertCents(grossCents)
  return toSafeNumber(divideRounded(gross * WHOLE, WHOLE + scaledTaxRate(ratePercent)))
}

/** Sum of amounts in cents; accepts single amounts and lists, e.g. sumCents(a, b) or sumCents(lines). */
export function sumCents(...amounts: ReadonlyArray<Cents | readonly Cents[]>): Cents {
  let total = 0n
  for (const amount of amounts) {
    if (typeof amount === 'number') total += assertCents(amount)
    else for (const item of amount) total += assertCents(item)
  }
  return toSafeNumber(total)
}
