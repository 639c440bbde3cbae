/**
 * The catalogue a page sends to the browser: its language's messages, compiled on the server
 * (compile-catalogue.ts), so the browser formats them without the ICU parser or intl-messageformat
 * (format-message.ts). root.tsx hands them to provideCatalogue.
 */
import { bundledCatalogues } from './catalogues.ts'
import type { Catalogue, Language } from './translate.ts'

export function pageCatalogue(language: Language): Catalogue {
  return bundledCatalogues[language]
}
