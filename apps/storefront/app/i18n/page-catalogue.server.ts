/**
 * The catalogue a page sends to the browser: one language, each message parsed to its ICU syntax
 * tree here, so the browser formats messages without shipping the ICU parser (vite.config.ts
 * resolves the parser to its no-parser build there).
 */
import { parse } from '@formatjs/icu-messageformat-parser'
import { messageCatalogues } from './catalogues.ts'
import type { Catalogue, Language } from './translate.ts'

const parsed = new Map<Language, Catalogue>()

export function pageCatalogue(language: Language): Catalogue {
  let catalogue = parsed.get(language)
  if (!catalogue) {
    const entries = Object.entries(messageCatalogues[language]).map(([key, text]) => [key, parse(text)])
    catalogue = Object.fromEntries(entries) as Catalogue
    parsed.set(language, catalogue)
  }
  return catalogue
}
