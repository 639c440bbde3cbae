import { IntlMessageFormat } from 'intl-messageformat'
import type { nl } from './messages.nl.ts'
import { bundledCatalogues } from './catalogues.ts'

export type Language = 'nl' | 'de'
export type MessageKey = keyof typeof nl
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string
/** An ICU message as text, or already parsed to its syntax tree (what browsers receive). */
export type CompiledMessage = ConstructorParameters<typeof IntlMessageFormat>[0]
export type Catalogue = Record<MessageKey, CompiledMessage>

const catalogues: Partial<Record<Language, Catalogue>> = { ...bundledCatalogues }
// languages whose strings are final texts (page-catalogue.server.ts), not ICU sources
const parsedLanguages = new Set<Language>()
const compiled = new Map<string, IntlMessageFormat>()

/**
 * Makes a language's messages available (the browser gets the page's language from root.tsx).
 * `parsed`: the catalogue holds syntax trees and, for plain texts, the final text.
 */
export function provideCatalogue(language: Language, catalogue: Catalogue, { parsed = false } = {}): void {
  if (catalogues[language] === catalogue) return
  catalogues[language] = catalogue
  if (parsed) parsedLanguages.add(language)
  else parsedLanguages.delete(language)
  for (const id of compiled.keys()) if (id.startsWith(`${language}:`)) compiled.delete(id)
}

/** ICU messages per language; the nl and de catalogues have the same keys (a test checks). */
export function createTranslator(language: Language): Translate {
  const locale = language === 'de' ? 'de-DE' : 'nl-NL'
  return (key, values) => {
    const id = `${language}:${key}`
    let format = compiled.get(id)
    if (!format) {
      const message = catalogues[language]?.[key]
      // a missing catalogue is a bug, but a page showing keys beats a page that fails to render
      if (message === undefined) return key
      if (typeof message === 'string' && parsedLanguages.has(language)) return message
      format = new IntlMessageFormat(message, locale)
      compiled.set(id, format)
    }
    return String(format.format(values))
  }
}
