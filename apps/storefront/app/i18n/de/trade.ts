/** A trade customer's prices, stock, supplier stock and company data (spec 001 §3, §5, §8). */
export const tradeDe = {
  'trade.price.yours': 'Ihr Preis',
  'trade.price.exclTax': 'zzgl. MwSt.',
  'trade.price.inclTax': 'inkl. MwSt.',
  'trade.price.loading': 'Ihr Preis wird geladen',
  'trade.price.advice': 'UVP {price} inkl. MwSt.',
  'trade.price.pricesExclTax': 'Preise zzgl. MwSt.',
  'trade.tier.title': 'Ihre Staffelpreise',
  'trade.tier.from': 'Ab {qty} Stück {price} pro Stück',
  'trade.stock': 'Bestand: {qty} Stück',
  'trade.supplier': 'Lieferant: {qty} Stück, Lieferzeit {days, plural, one {# Werktag} other {# Werktage}}',
  'trade.listing.ownPrices': 'Preisfilter und Sortierung folgen Ihren Preisen zzgl. MwSt.',
  'trade.account.title': 'Firmendaten',
  'trade.account.company': 'Firma',
  'trade.account.vatId': 'USt-IdNr.',
  'trade.account.kvk': 'Handelsregisternummer (KvK)',
  'trade.account.customerNumber': 'Kundennummer',
  'trade.profile.emailReadOnly':
    'Ihre E-Mail-Adresse kann nicht geändert werden. Nur Ihr Passwort können Sie selbst ändern.',
  'trade.profile.emailNotChangeable': 'Die E-Mail-Adresse kann nicht geändert werden.',
}
