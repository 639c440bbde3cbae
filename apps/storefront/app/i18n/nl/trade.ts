/** A trade customer's prices, stock, supplier stock and company data (spec 001 §3, §5, §8). */
export const tradeNl = {
  'trade.price.yours': 'Jouw prijs',
  'trade.price.exclTax': 'excl. btw',
  'trade.price.inclTax': 'incl. btw',
  'trade.price.loading': 'Je prijs wordt geladen',
  'trade.price.advice': 'Adviesprijs {price} incl. btw',
  'trade.price.pricesExclTax': 'Prijzen excl. btw',
  'trade.tier.title': 'Jouw staffelprijzen',
  'trade.tier.from': 'Vanaf {qty} stuks {price} per stuk',
  'trade.stock': 'Voorraad: {qty, plural, one {# stuk} other {# stuks}}',
  'trade.supplier':
    'Leverancier: {qty, plural, one {# stuk} other {# stuks}}, levertijd {days, plural, one {# werkdag} other {# werkdagen}}',
  'trade.listing.ownPrices': 'Prijsfilter en sortering volgen jouw prijzen excl. btw.',
  'trade.account.title': 'Bedrijfsgegevens',
  'trade.account.company': 'Bedrijf',
  'trade.account.vatId': 'Btw-nummer',
  'trade.account.kvk': 'KvK-nummer',
  'trade.account.customerNumber': 'Klantnummer',
  'trade.profile.emailReadOnly':
    'Je e-mailadres kun je niet wijzigen. Alleen je wachtwoord kun je zelf aanpassen.',
  'trade.profile.emailNotChangeable': 'Je e-mailadres kan niet worden gewijzigd.',
}
