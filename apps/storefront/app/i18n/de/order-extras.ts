/** The extras of a wholesale order at checkout (spec 001 §1, §3, §5): PO number, dates, dropshipment, reference. */
export const orderExtrasDe = {
  'orderExtras.title': 'Bestelldaten',
  'orderExtras.intro':
    'Diese Angaben gehen mit Ihrer Bestellung an unsere Auftragsabteilung und stehen auf Lieferschein und Rechnung.',
  'orderExtras.poNumber': 'Ihre Bestellnummer',
  'orderExtras.poHint': 'Leer gelassen wird daraus 000000000.',
  'orderExtras.reference': 'Referenz',
  'orderExtras.referenceHint': 'Höchstens {max} Zeichen ({count}/{max}).',
  'orderExtras.comment': 'Anmerkung zur Bestellung',
  'orderExtras.date.title': 'Frühestes Lieferdatum',
  'orderExtras.date.modeOrder': 'Ein Datum für die ganze Bestellung',
  'orderExtras.date.modeLine': 'Ein Datum pro Position',
  'orderExtras.date.order': 'Lieferdatum der ganzen Bestellung',
  'orderExtras.date.hint': 'Leer: so bald wie möglich. Heute oder später.',
  'orderExtras.lines.title': 'Pro Position',
  'orderExtras.line.comment': 'Anmerkung zu {name}',
  'orderExtras.line.date': 'Lieferdatum für {name}',
  'orderExtras.line.dateShort': 'Lieferdatum',
  'orderExtras.yearOrder': 'Dies ist eine Jahresbestellung',
  'orderExtras.dropship': 'Streckengeschäft: direkt an meinen Kunden versenden',
  'orderExtras.dropship.title': 'Lieferadresse Ihres Kunden',
  'orderExtras.dropship.note': 'Die Bestellung wird an diese Adresse versandt, nicht an Ihre eigene.',
  'orderExtras.error.referenceTooLong': 'Referenz: Die Referenz darf höchstens {max} Zeichen lang sein.',
  'orderExtras.error.poTooLong': 'Ihre Bestellnummer: Die Nummer darf höchstens {max} Zeichen lang sein.',
  'orderExtras.error.commentTooLong': 'Anmerkung: Die Anmerkung darf höchstens {max} Zeichen lang sein.',
  'orderExtras.error.lineCommentTooLong':
    'Anmerkung zu {name}: Die Anmerkung darf höchstens {max} Zeichen lang sein.',
  'orderExtras.error.datePast': 'Lieferdatum: Bitte wählen Sie heute oder ein späteres Datum.',
  'orderExtras.error.lineDatePast': 'Lieferdatum für {name}: Bitte wählen Sie heute oder ein späteres Datum.',
  'orderExtras.error.notADate': 'Lieferdatum: Das ist kein gültiges Datum.',
  'orderExtras.error.lineNotADate': 'Lieferdatum für {name}: Das ist kein gültiges Datum.',
  'orderExtras.error.dropshipNotEnabled':
    'Streckengeschäft: Das Streckengeschäft ist für Ihr Konto nicht freigeschaltet. Bitte entfernen Sie das Häkchen oder wenden Sie sich an uns.',
  'orderExtras.error.dropshipAddress':
    'Lieferadresse Ihres Kunden: Bitte geben Sie Name, Straße und Hausnummer, Postleitzahl, Ort und Land an.',
  'orderExtras.error.server':
    'Ihre Bestellung wurde nicht aufgegeben: Ihre Bestelldaten wurden abgelehnt ({detail}).',
  'orderExtras.error.unreachable':
    'Ihre Bestellung wurde nicht aufgegeben: Ihre Bestelldaten konnten nicht gespeichert werden. Bitte versuchen Sie es in ein paar Minuten erneut.',
  'orderExtras.cartOrdered':
    'Dieser Warenkorb wurde bereits bestellt (Bestellung {number}), zum Beispiel von einem Kollegen oder auf einem anderen Gerät. Sie haben jetzt einen neuen, leeren Warenkorb.',
  'orderExtras.cartOrderedNoNumber':
    'Dieser Warenkorb wurde bereits bestellt, zum Beispiel von einem Kollegen oder auf einem anderen Gerät. Sie haben jetzt einen neuen, leeren Warenkorb.',
  'orderExtras.cartUpdated':
    'Ihr Warenkorb wurde mit Änderungen von anderer Stelle (ein Kollege oder ein anderes Gerät) aktualisiert.',
  'orderExtras.view.title': 'Bestelldaten',
  'orderExtras.view.poNumber': 'Ihre Bestellnummer',
  'orderExtras.view.reference': 'Referenz',
  'orderExtras.view.deliveryDate': 'Frühestes Lieferdatum',
  'orderExtras.view.yearOrder': 'Jahresbestellung',
  'orderExtras.view.yes': 'Ja',
  'orderExtras.view.comment': 'Anmerkung',
  'orderExtras.view.dropship': 'Streckengeschäft an',
  'orderExtras.view.lineComment': 'Anmerkung: {comment}',
  'orderExtras.view.lineDate': 'Lieferdatum: {date}',
}
