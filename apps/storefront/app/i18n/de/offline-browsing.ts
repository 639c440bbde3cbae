import type { offlineBrowsingNl } from '../nl/offline-browsing.ts'

/** Browsing offline (issue 20, decisions 0225-0227). */
export const offlineBrowsingDe: Record<keyof typeof offlineBrowsingNl, string> = {
  // spec 001 §2: 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.'
  'offline.unavailable':
    'Das Produkt, die Kategorie oder die CMS-Seite ist im Offline-Modus nicht verfügbar. Sie werden zur Startseite weitergeleitet.',
  'offline.home': 'Jetzt zur Startseite',
  'offline.indicator': 'Sie sind offline',
  'offline.indicatorHint': 'Sie sehen die Seiten und Preise, wie sie auf diesem Gerät gespeichert sind.',
  // a price shown offline, with when it was fetched ("Preis vom 28.11. 10:15")
  'offline.priceFetchedAt': 'Preis vom {time}',
}
