import { describe, expect, it } from 'vitest'
import { parse } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'
import { messageCatalogues } from './catalogues.ts'
import { formatMessage, type MessageValues } from './format-message.ts'

const LOCALES = { nl: 'nl-NL', de: 'de-DE' } as const

/** Every value combination worth trying for a message: plural counts and a text per argument. */
function sampleValues(text: string): MessageValues[] {
  const names = [...new Set([...text.matchAll(/\{(\w+)/g)].map((m) => m[1]!))]
  return [0, 1, 2, 1234].map((n) =>
    Object.fromEntries(names.map((name) => [name, /plural|number/.test(text) ? n : `«${name}»`])),
  )
}

describe('formatMessage', () => {
  it('formats every catalogue message exactly as intl-messageformat does', () => {
    for (const [language, catalogue] of Object.entries(messageCatalogues)) {
      const locale = LOCALES[language as keyof typeof LOCALES]
      for (const [key, text] of Object.entries(catalogue))
        for (const values of sampleValues(text))
          expect(formatMessage(parse(text), locale, values), `${language} ${key}`).toBe(
            String(new IntlMessageFormat(text, locale).format(values)),
          )
    }
  })

  it('picks =N before plural rules, formats # in the locale, and selects', () => {
    const message = parse(
      '{n, plural, =0 {geen} one {# stuk} other {# stuks}} {kind, select, a {A} other {B}}',
    )
    expect(formatMessage(message, 'nl-NL', { n: 0, kind: 'a' })).toBe('geen A')
    expect(formatMessage(message, 'nl-NL', { n: 1, kind: 'x' })).toBe('1 stuk B')
    expect(formatMessage(message, 'de-DE', { n: 1234, kind: 'a' })).toBe('1.234 stuks A')
  })

  it('fails loudly on a missing value or an element it does not support', () => {
    expect(() => formatMessage(parse('Hallo {name}'), 'nl-NL', {})).toThrow(/name/)
    expect(() => formatMessage(parse('{d, date, short}'), 'nl-NL', { d: 0 })).toThrow(/Unsupported/)
  })
})
