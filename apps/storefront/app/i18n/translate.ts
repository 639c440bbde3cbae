import { IntlMessageFormat } from 'intl-messageformat'
import { nl } from './messages.nl.ts'
import { de } from './messages.de.ts'

export type MessageKey = keyof typeof nl
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string

const catalogues = { nl, de } as const
const compiled = new Map<string, IntlMessageFormat>()

/** ICU messages per language; the nl and de catalogues have the same keys (a test checks). */
export function createTranslator(language: 'nl' | 'de'): Translate {
  const locale = language === 'de' ? 'de-DE' : 'nl-NL'
  return (key, values) => {
    const id = `${language}:${key}`
    let format = compiled.get(id)
    if (!format) {
      format = new IntlMessageFormat(catalogues[language][key], locale)
      compiled.set(id, format)
    }
    return String(format.format(values))
  }
}

export const messageCatalogues = catalogues
