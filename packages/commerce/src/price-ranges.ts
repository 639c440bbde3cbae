/**
 * The catalogue's price facet: buckets of 20 from 0 to 140, then 140 and up (spec 000 §9), with
 * the labels and Elasticsearch-style keys the client knows (contract §6.4).
 */

export interface PriceRange {
  from: number
  /** absent for the open-ended last bucket */
  to?: number
}

const STEP = 20
const OPEN_FROM = 140

export const PRICE_RANGES: readonly PriceRange[] = Object.freeze([
  ...Array.from({ length: OPEN_FROM / STEP }, (_, i) =>
    Object.freeze({ from: i * STEP, to: (i + 1) * STEP }),
  ),
  Object.freeze({ from: OPEN_FROM }),
])

/**
 * "< €20" for the first bucket, "> €140" for the last, "€20 - 40" in between. Position decides
 * the form, as in the client, so a custom range list gets the same treatment.
 */
export function priceRangeLabel(range: PriceRange, index: number, count: number, currencySign = '€'): string {
  if (index === 0 && range.to !== undefined) return `< ${currencySign}${range.to}`
  if (index === count - 1 || range.to === undefined) return `> ${currencySign}${range.from}`
  return `${currencySign}${range.from} - ${range.to}`
}

// Elasticsearch prints range bounds as doubles: 0 -> "0.0", 12.5 -> "12.5".
function esNumber(value: number): string {
  return Number.isInteger(value) ? value.toFixed(1) : String(value)
}

/** The bucket key as Elasticsearch returns it: "0.0-20.0", "140.0-*". */
export function priceRangeKey(range: PriceRange): string {
  return `${esNumber(range.from)}-${range.to === undefined ? '*' : esNumber(range.to)}`
}
