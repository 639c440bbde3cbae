/**
 * Both languages' message catalogues, for the server and for tests. The browser build swaps this
 * module for catalogues.client.ts (see vite.config.ts): a page receives only its own language's
 * messages, pre-parsed, with the root loader data (root.tsx), which keeps both catalogues and the
 * ICU parser out of the JavaScript every page loads.
 */
import { nl } from './messages.nl.ts'
import { de } from './messages.de.ts'
import type { Catalogue, Language } from './translate.ts'

export const messageCatalogues = { nl, de } as const

export const bundledCatalogues: Partial<Record<Language, Catalogue>> = messageCatalogues
