/**
 * The catalogue's spec messages (spec 000 §8) in the shopper's language, for the shop's error
 * page (components/layout/error-page.tsx), which shows them next to the original text.
 */
import { MESSAGES } from '@shop/commerce'
import type { MessageKey, Translate } from '../../i18n/translate.ts'

const KNOWN: [RegExp, MessageKey][] = [
  [
    new RegExp(`^${MESSAGES.productStatusEmpty.replace('{status}', '(\\d+)')}$`),
    'catalog.error.productStatus',
  ],
  [new RegExp(`^${MESSAGES.productVisibilityEmpty}$`), 'catalog.error.productVisibility'],
  [new RegExp(`^${MESSAGES.productNotFound}$`), 'catalog.error.productNotFound'],
  // the category message carries the key and value asked for: "... (slug: fietsen)"
  [new RegExp(`^${MESSAGES.categoryEmpty}`), 'catalog.error.categoryEmpty'],
]

/** The shopper's text for a spec message; the number of a status message is kept. */
export function translateCatalogError(message: string, t: Translate): string {
  for (const [pattern, key] of KNOWN) {
    const match = pattern.exec(message)
    if (match) return t(key, { status: match[1] ?? '' })
  }
  return message
}
