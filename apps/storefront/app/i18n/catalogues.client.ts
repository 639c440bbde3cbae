/**
 * The browser's stand-in for catalogues.ts: nothing bundled; root.tsx provides the page
 * language's catalogue from the root loader data (translate.ts provideCatalogue).
 */
import type { Catalogue, Language } from './translate.ts'

export const bundledCatalogues: Partial<Record<Language, Catalogue>> = {}
