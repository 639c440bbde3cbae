import type { Random } from './random.ts'

/**
 * Prices are stored NET (excl. tax, 4 decimals) and chosen so that the price incl. tax lands on a
 * shop price such as 1.299,00, 349,95 or 9,99. Amounts are handled as integer cents.
 */

/** A realistic consumer price incl. tax, in cents, between min and max euros. */
export function shopPriceCents(rng: Random, minEuro: number, maxEuro: number): number {
  const euros = minEuro + (maxEuro - minEuro) * Math.pow(rng.next(), 1.6)
  if (euros >= 500) return Math.max(minEuro * 100, (Math.round(euros / 50) * 50 - 1) * 100)
  if (euros >= 100) return Math.round(euros / 10) * 1000 - 5
  if (euros >= 10) return Math.floor(euros) * 100 + rng.pick([95, 95, 99, 50])
  return Math.max(Math.round(minEuro * 100), Math.floor(euros) * 100 + rng.pick([95, 99, 49]))
}

/** NET price string with 4 decimals for a price incl. tax in cents at the given rate (percent). */
export function netFromInclCents(inclCents: number, ratePercent: number): string {
  const tenThousandths = Math.round((inclCents * 10_000) / (100 + ratePercent))
  return formatTenThousandths(tenThousandths)
}

/** A NET price string scaled by a factor (special and tier prices), re-rounded to a shop price. */
export function discountedNet(inclCents: number, factor: number, ratePercent: number): string {
  const euros = (inclCents * factor) / 100
  const rounded = euros >= 100 ? Math.round(euros / 5) * 500 - 1 : Math.floor(euros) * 100 + 95
  return netFromInclCents(Math.max(49, Math.min(rounded, inclCents - 1)), ratePercent)
}

export function formatTenThousandths(value: number): string {
  const sign = value < 0 ? '-' : ''
  const abs = Math.abs(value)
  return `${sign}${Math.floor(abs / 10_000)}.${String(abs % 10_000).padStart(4, '0')}`
}

/** 'YYYY-MM-DD' of `now` shifted by whole days (UTC calendar). */
export function isoDay(now: Date, offsetDays: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offsetDays))
  return d.toISOString().slice(0, 10)
}
