/** Browsing offline (issue 20, decisions 0225-0227). */
export const offlineBrowsingNl = {
  // spec 001 §2: 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.'
  'offline.unavailable':
    'Het product, de categorie of de CMS-pagina is niet beschikbaar in de offlinemodus. Je gaat naar de homepage.',
  'offline.home': 'Nu naar de homepage',
  'offline.indicator': 'Je bent offline',
  'offline.indicatorHint': 'Je ziet de pagina’s en prijzen zoals ze op dit apparaat zijn bewaard.',
  // a price shown offline, with when it was fetched ("Prijs van 28-11 10:15")
  'offline.priceFetchedAt': 'Prijs van {time}',
}
