import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { formatMessage } from './format-message.ts'
import type { nl } from './messages.nl.ts'
import { bundledCatalogues } from './catalogues.ts'

export type Language = 'nl' | 'de'
export type MessageKey = keyof typeof nl
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string
/**
 * A message ready to show: plain texts as their final text, messages with arguments or plurals as
 * their ICU syntax tree (compile-catalogue.ts makes them on the server; browsers receive them).
 */
export type CompiledMessage = string | MessageFormatElement[]
export type Catalogue = Record<MessageKey, CompiledMessage>

const catalogues: Partial<Record<Language, Catalogue>> = { ...bundledCatalogues }

/** Makes a language's compiled messages available (the browser gets the page's language from root.tsx). */
export function provideCatalogue(language: Language, catalogue: Catalogue): void {
  catalogues[language] = catalogue
}

/** Messages per language; the nl and de catalogues have the same keys (a test checks). */
export function createTranslator(language: Language): Translate {
  const locale = language === 'de' ? 'de-DE' : 'nl-NL'
  return (key, values) => {
    const message = catalogues[language]?.[key]
    // a missing catalogue is a bug, but a page showing keys beats a page that fails to render
    if (message === undefined) return key
    return typeof message === 'string' ? message : formatMessage(message, locale, values)
  }
}
