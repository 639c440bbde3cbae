/**
 * Price display through Intl, so the storefront and server-rendered pages (and e-mails) show
 * the same text: nl-NL `€ 1.234,56`, de-DE `1.234,56 €`, both with a no-break space.
 */
import { isDecimal } from './decimal.ts'
import { roundToCents } from './money.ts'

const NO_BREAK_SPACE = '\u00a0'
// ICU versions differ in the space they put next to the sign (plain, no-break, narrow no-break)
// and some locales use U+2212 for minus; one fixed form keeps server and browser output equal.
const ANY_SPACE = /[\u0020\u00a0\u202f]/g
const MINUS_SIGN = /\u2212/g

const formatters = new Map<string, Intl.NumberFormat>()

// Building a NumberFormat is far slower than using one, and a listing formats many prices.
function formatterFor(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency })
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * Formats an amount as a price in the store's locale. Values that are not numbers (a label such
 * as "op aanvraag") are shown unchanged; negatives get the locale's minus (nl-NL `€ -1.234,56`).
 * Two-decimal currencies are rounded to cents half away from zero first, which also keeps
 * -0.001 from showing as "€ -0,00".
 */
export function formatPrice(amount: number | string, locale: string, currency = 'EUR'): string {
  if (!isDecimal(amount)) return String(amount)
  const formatter = formatterFor(locale, currency)
  const value =
    formatter.resolvedOptions().maximumFractionDigits === 2 ? roundToCents(amount) : Number(amount) || 0
  return formatter.format(value).replace(ANY_SPACE, NO_BREAK_SPACE).replace(MINUS_SIGN, '-')
}
