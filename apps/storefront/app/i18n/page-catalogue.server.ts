/**
 * The catalogue a page sends to the browser: one language, each message parsed to its ICU syntax
 * tree here, so the browser formats messages without shipping the ICU parser (vite.config.ts
 * resolves the parser to its no-parser build there). Plain texts travel as their final text;
 * provideCatalogue(..., { parsed: true }) tells the translator so.
 */
import { parse, TYPE } from '@formatjs/icu-messageformat-parser'
import { messageCatalogues } from './catalogues.ts'
import type { Catalogue, Language } from './translate.ts'

const parsed = new Map<Language, Catalogue>()

export function pageCatalogue(language: Language): Catalogue {
  let catalogue = parsed.get(language)
  if (!catalogue) {
    const entries = Object.entries(messageCatalogues[language]).map(([key, text]) => {
      const tree = parse(text)
      // most messages are plain text: send the text itself (smaller, and nothing to format)
      const only = tree.length === 1 ? tree[0] : undefined
      return [key, only?.type === TYPE.literal ? only.value : tree]
    })
    catalogue = Object.fromEntries(entries) as Catalogue
    parsed.set(language, catalogue)
  }
  return catalogue
}
