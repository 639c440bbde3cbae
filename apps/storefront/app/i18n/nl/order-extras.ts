/** The extras of a wholesale order at checkout (spec 001 §1, §3, §5): PO number, dates, dropshipment, reference. */
export const orderExtrasNl = {
  'orderExtras.title': 'Bestelgegevens',
  'orderExtras.intro':
    'Deze gegevens gaan met je bestelling mee naar onze orderafdeling en staan op je pakbon en factuur.',
  'orderExtras.poNumber': 'Inkoopordernummer',
  'orderExtras.poHint': 'Leeg gelaten wordt dit 000000000.',
  'orderExtras.reference': 'Referentie',
  'orderExtras.referenceHint': 'Maximaal {max} tekens ({count}/{max}).',
  'orderExtras.comment': 'Opmerking bij de bestelling',
  'orderExtras.date.title': 'Vroegste leverdatum',
  'orderExtras.date.modeOrder': 'Eén datum voor de hele bestelling',
  'orderExtras.date.modeLine': 'Een datum per regel',
  'orderExtras.date.order': 'Leverdatum van de hele bestelling',
  'orderExtras.date.hint': 'Leeg: zo snel mogelijk. Vandaag of later.',
  'orderExtras.lines.title': 'Per regel',
  'orderExtras.line.comment': 'Opmerking bij {name}',
  'orderExtras.line.date': 'Leverdatum van {name}',
  'orderExtras.line.dateShort': 'Leverdatum',
  'orderExtras.yearOrder': 'Dit is een jaarorder',
  'orderExtras.dropship': 'Dropshipment: rechtstreeks naar mijn klant verzenden',
  'orderExtras.dropship.title': 'Afleveradres van je klant',
  'orderExtras.dropship.note': 'De bestelling wordt naar dit adres verzonden, niet naar je eigen adres.',
  // the checks before ordering; each names its field (spec 001 §5)
  'orderExtras.error.referenceTooLong': 'Referentie: de referentie mag maximaal {max} tekens lang zijn.',
  'orderExtras.error.poTooLong': 'Inkoopordernummer: het nummer mag maximaal {max} tekens lang zijn.',
  'orderExtras.error.commentTooLong': 'Opmerking: de opmerking mag maximaal {max} tekens lang zijn.',
  'orderExtras.error.lineCommentTooLong':
    'Opmerking bij {name}: de opmerking mag maximaal {max} tekens lang zijn.',
  'orderExtras.error.datePast': 'Leverdatum: kies vandaag of een latere datum.',
  'orderExtras.error.lineDatePast': 'Leverdatum van {name}: kies vandaag of een latere datum.',
  'orderExtras.error.notADate': 'Leverdatum: dit is geen geldige datum.',
  'orderExtras.error.lineNotADate': 'Leverdatum van {name}: dit is geen geldige datum.',
  'orderExtras.error.dropshipNotEnabled':
    'Dropshipment: dropshipment staat niet aan voor je account. Vink het uit of neem contact met ons op.',
  'orderExtras.error.dropshipAddress':
    'Afleveradres van je klant: vul naam, straat en huisnummer, postcode, plaats en land in.',
  'orderExtras.error.server': 'Je bestelling is niet geplaatst: je bestelgegevens zijn geweigerd ({detail}).',
  'orderExtras.error.unreachable':
    'Je bestelling is niet geplaatst: je bestelgegevens konden niet worden opgeslagen. Probeer het over een paar minuten opnieuw.',
  // the cart checks (spec 001 §4, §9)
  'orderExtras.cartOrdered':
    'Deze winkelwagen is al besteld (bestelling {number}), bijvoorbeeld door een collega of op een ander apparaat. Je hebt nu een nieuwe, lege winkelwagen.',
  'orderExtras.cartOrderedNoNumber':
    'Deze winkelwagen is al besteld, bijvoorbeeld door een collega of op een ander apparaat. Je hebt nu een nieuwe, lege winkelwagen.',
  'orderExtras.cartUpdated':
    'Je winkelwagen is bijgewerkt met wijzigingen van elders (een collega of een ander apparaat).',
  // the account's order page
  'orderExtras.view.title': 'Bestelgegevens',
  'orderExtras.view.poNumber': 'Inkoopordernummer',
  'orderExtras.view.reference': 'Referentie',
  'orderExtras.view.deliveryDate': 'Vroegste leverdatum',
  'orderExtras.view.yearOrder': 'Jaarorder',
  'orderExtras.view.yes': 'Ja',
  'orderExtras.view.comment': 'Opmerking',
  'orderExtras.view.dropship': 'Dropshipment naar',
  'orderExtras.view.lineComment': 'Opmerking: {comment}',
  'orderExtras.view.lineDate': 'Leverdatum: {date}',
}
