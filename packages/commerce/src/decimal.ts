/**
 * Exact decimal scaling for money and percentages.
 *
 * Binary floats cannot hold 0.1 or 1.005 exactly, so every conversion goes through the decimal
 * text of the value (PostgreSQL `numeric` strings as they come, numbers through their shortest
 * round-trip form) and BigInt arithmetic. BigInt exists in every browser we support, which keeps
 * this package usable on both sides.
 */

// Sign, integer digits, fraction digits, exponent: "619.0100", "-.5", "1e+21" (String(1e21)).
const DECIMAL_TEXT = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/

// Real amounts never come near this; it only stops "1e999999" from allocating a huge BigInt.
const MAX_EXPONENT = 400

interface DecimalParts {
  negative: boolean
  digits: bigint
  /** value = digits * 10^exponent */
  exponent: number
}

function parseDecimal(value: number | string): DecimalParts | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    value = String(value)
  }
  const match = DECIMAL_TEXT.exec(value.trim())
  if (!match) return null
  const [, sign, integerPart = '', fractionPart = '', exponentText = '0'] = match
  if (integerPart === '' && fractionPart === '') return null
  const exponent = Number(exponentText)
  if (Math.abs(exponent) > MAX_EXPONENT) return null
  return {
    negative: sign === '-',
    digits: BigInt(integerPart + fractionPart || '0'),
    exponent: exponent - fractionPart.length,
  }
}

/** True when the value is a finite number or a plain decimal text such as "619.0100" or "-3". */
export function isDecimal(value: unknown): value is number | string {
  return (typeof value === 'number' || typeof value === 'string') && parseDecimal(value) !== null
}

/**
 * Integer division rounding half away from zero, the rounding that shoppers and tax offices
 * expect (2.5 -> 3, -2.5 -> -3); BigInt division alone truncates toward zero.
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero')
  if (denominator < 0n) {
    numerator = -numerator
    denominator = -denominator
  }
  const quotient = numerator / denominator
  const remainder = numerator % denominator
  const absRemainder = remainder < 0n ? -remainder : remainder
  if (absRemainder * 2n < denominator) return quotient
  return numerator < 0n ? quotient - 1n : quotient + 1n
}

/**
 * The value times 10^decimals as an exact integer, rounded half away from zero on the first
 * dropped digit. Throws a RangeError for text that is not a decimal number: callers get such
 * values only through a bug or bad data, never as an expected outcome.
 */
export function scaleDecimal(value: number | string, decimals: number): bigint {
  const parts = parseDecimal(value)
  if (parts === null) throw new RangeError(`Not a decimal number: ${JSON.stringify(String(value))}`)
  const shift = parts.exponent + decimals
  const magnitude =
    shift >= 0 ? parts.digits * 10n ** BigInt(shift) : divideRounded(parts.digits, 10n ** BigInt(-shift))
  return parts.negative ? -magnitude : magnitude
}
