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

/**
 * The price incl. tax the shop shows for a net price in cents: the tax on the net in cents,
 * rounded half away from zero (docs/decisions/0003, catalog/product-sql.ts finalPriceInclTax).
 */
export function inclFromNetCents(netCents: number, ratePercent: number): number {
  return netCents + Math.round((netCents * ratePercent) / 100)
}

/** Price endings a shop prices at (in cents): ,00 ,95 ,99 ,50 ,49 ,90 ,45. */
const NICE_ENDINGS = new Set([0, 95, 99, 50, 49, 90, 45])

/** A net price in cents the shop turns into exactly `inclCents`, or null when none does. */
function netCentsFor(inclCents: number, ratePercent: number): number | null {
  const guess = Math.round((inclCents * 100) / (100 + ratePercent))
  for (const net of [guess, guess - 1, guess + 1]) {
    if (net > 0 && inclFromNetCents(net, ratePercent) === inclCents) return net
  }
  return null
}

/**
 * NET price string (4 decimals, whole cents) for a price incl. tax in cents at the given rate
 * (percent). The shop adds tax to the net in cents, so some prices incl. tax cannot come out
 * (at 21 %, no net gives 2.849,00: 2.354,54 gives 2.848,99, 2.354,55 gives 2.849,01); then the
 * nearest price with a shop ending is taken instead (2.848,99), never one ending in ,01.
 */
export function netFromInclCents(inclCents: number, ratePercent: number): string {
  const exact = netCentsFor(inclCents, ratePercent)
  if (exact !== null) return formatTenThousandths(exact * 100)
  for (let d = 1; d <= 100; d++) {
    for (const target of [inclCents - d, inclCents + d]) {
      if (target <= 0 || !NICE_ENDINGS.has(target % 100)) continue
      const net = netCentsFor(target, ratePercent)
      if (net !== null) return formatTenThousandths(net * 100)
    }
  }
  return formatTenThousandths(Math.round((inclCents * 100) / (100 + ratePercent)) * 100)
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
