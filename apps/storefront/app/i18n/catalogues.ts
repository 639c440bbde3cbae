/**
 * Both languages' message catalogues, for the server and for tests: the ICU sources, and compiled
 * (compile-catalogue.ts) for the translator. The browser build swaps this module for
 * catalogues.client.ts (see vite.config.ts): a page receives only its own language's messages,
 * compiled, with the root loader data (root.tsx), which keeps both catalogues and the ICU parser
 * out of the JavaScript every page loads.
 */
import { compileCatalogue } from './compile-catalogue.ts'
import { nl } from './messages.nl.ts'
import { de } from './messages.de.ts'
import type { Catalogue, Language } from './translate.ts'

export const messageCatalogues = { nl, de } as const

export const bundledCatalogues: Record<Language, Catalogue> = {
  nl: compileCatalogue(nl),
  de: compileCatalogue(de),
}
