/**
 * Formats an ICU message that was parsed on the server (page-catalogue.server.ts), in ~50 lines
 * instead of intl-messageformat's runtime (~2.5 KB gzipped in every page's JavaScript, decision
 * 0035). It covers what the catalogues use — text, {arguments}, plural with # and =N, select, and
 * plain {n, number} — with intl-messageformat's semantics; a test compares the two on every message
 * and fails on an element type this does not support (dates, times, rich-text tags).
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'

export type MessageValues = Record<string, string | number>

/** The parts of a parsed element this reads; every MessageFormatElement fits it. */
interface Element {
  type: number
  value?: string
  style?: unknown
  options?: Record<string, { value: readonly Element[] } | undefined>
  offset?: number
  pluralType?: Intl.PluralRuleType
}

// element types of @formatjs/icu-messageformat-parser (its TYPE enum; types only are imported here)
const LITERAL = 0
const ARGUMENT = 1
const NUMBER = 2
const SELECT = 5
const PLURAL = 6
const POUND = 7

const numberFormats = new Map<string, Intl.NumberFormat>()
const pluralRules = new Map<string, Intl.PluralRules>()

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale)
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)))
  return format
}

function pluralRule(locale: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const id = `${locale}:${type}`
  let rules = pluralRules.get(id)
  if (!rules) pluralRules.set(id, (rules = new Intl.PluralRules(locale, { type })))
  return rules
}

export function formatMessage(
  elements: readonly MessageFormatElement[] | readonly Element[],
  locale: string,
  values: MessageValues = {},
  pound?: number,
): string {
  let out = ''
  for (const el of elements as readonly Element[]) {
    const name = el.value ?? ''
    if (el.type === LITERAL) out += name
    else if (el.type === POUND) out += typeof pound === 'number' ? numberFormat(locale).format(pound) : ''
    else if (!(name in values)) throw new Error(`Message value "${name}" was not provided`)
    else {
      const value = values[name]!
      const options = el.options ?? {}
      if (el.type === ARGUMENT) out += String(value)
      else if (el.type === NUMBER && el.style == null) out += numberFormat(locale).format(Number(value))
      else if (el.type === SELECT) {
        const option = options[String(value)] ?? options.other
        if (!option) throw new Error(`No option for "${name}" = ${value}`)
        out += formatMessage(option.value, locale, values)
      } else if (el.type === PLURAL) {
        const n = Number(value) - (el.offset ?? 0)
        const option =
          options[`=${value}`] ??
          options[pluralRule(locale, el.pluralType ?? 'cardinal').select(n)] ??
          options.other
        if (!option) throw new Error(`No plural form for "${name}" = ${value}`)
        out += formatMessage(option.value, locale, values, n)
      } else throw new Error(`Unsupported message element (type ${el.type}) for "${name}"`)
    }
  }
  return out
}
