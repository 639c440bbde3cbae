/** Warenkorb-, Mini-Warenkorb- und In-den-Warenkorb-Texte (Spezifikation 000 §8 übersetzt). */
export const cartDe = {
  'cart.title': 'Warenkorb',
  'cart.open': 'Warenkorb, {count, plural, one {# Artikel} other {# Artikel}}',
  'cart.close': 'Warenkorb schließen',
  'cart.empty': 'Ihr Warenkorb ist leer.',
  'cart.emptyHint': 'Entdecken Sie unsere Fahrräder, Teile und Zubehör.',
  'cart.continueShopping': 'Weiter einkaufen',
  'cart.toCart': 'Zum Warenkorb',
  'cart.toCheckout': 'Zur Kasse',
  'cart.item.quantity': 'Menge',
  'cart.item.quantityFor': 'Menge von {name}',
  'cart.item.update': 'Aktualisieren',
  'cart.item.remove': 'Entfernen',
  'cart.item.removeName': '{name} entfernen',
  'cart.item.unitPrice': 'Stückpreis',
  'cart.item.rowTotal': 'Summe',
  'cart.item.sku': 'Artikelnummer {sku}',
  'cart.item.outOfStock': 'Nicht auf Lager',
  'cart.item.inStock': 'Auf Lager',
  'cart.confirmRemove': 'Möchten Sie {name} wirklich aus Ihrem Warenkorb entfernen?',
  'cart.confirmRemoveYes': 'Ja, entfernen',
  'cart.confirmRemoveNo': 'Nein, behalten',
  'cart.removed': '{name} wurde aus Ihrem Warenkorb entfernt.',
  'cart.items': '{count, plural, one {# Artikel} other {# Artikel}}',
  'cart.loading': 'Warenkorb wird geladen…',

  'cart.coupon.label': 'Gutscheincode',
  'cart.coupon.apply': 'Einlösen',
  'cart.coupon.remove': 'Gutscheincode entfernen',
  'cart.coupon.applied': 'Gutscheincode {code} wurde eingelöst.',
  'cart.coupon.removed': 'Der Gutscheincode wurde entfernt.',
  'cart.coupon.invalid': 'Der Gutscheincode „{code}“ ist nicht gültig.',
  'cart.coupon.active': 'Aktiver Gutscheincode: {code}',
  'cart.coupon.needsItems':
    'Legen Sie zuerst einen Artikel in den Warenkorb, um einen Gutscheincode zu nutzen.',

  'cart.totals.title': 'Übersicht',
  'cart.totals.subtotal': 'Zwischensumme',
  'cart.totals.shipping': 'Versandkosten',
  'cart.totals.discount': 'Rabatt',
  'cart.totals.tax': 'MwSt.',
  'cart.totals.grandTotal': 'Gesamtsumme',
  'cart.totals.payment': 'Zahlungsgebühr',
  'cart.totals.inclTax': 'Preise inklusive MwSt.',

  'cart.add': 'In den Warenkorb',
  'cart.adding': 'Wird hinzugefügt…',
  'cart.addName': '{name} in den Warenkorb',
  'cart.addQty': 'Menge',
  'cart.chooseVariant': 'Bitte wählen Sie zuerst eine Ausführung.',
  'cart.chooseGrouped': 'Bitte geben Sie bei mindestens einem Artikel eine Menge an.',
  'cart.chooseRequired': 'Bitte wählen Sie zuerst die Pflichtoptionen.',

  // 001 §5: the quantity typed on the product page, and a quantity the server cannot supply
  'cart.qty.greaterThanZero': 'Die Menge muss größer als 0 sein.',
  'cart.qty.onlyAvailable': 'Von diesem Produkt sind nur {maxQuantity} Stück verfügbar!',
  'cart.msg.qtyHigherThanAvailable': 'Die Menge ist höher als verfügbar.',
  'cart.msg.refused': 'Diese Änderung Ihres Warenkorbs ist nicht gelungen.',

  'cart.msg.added': 'Das Produkt wurde dem Warenkorb hinzugefügt!',
  'cart.msg.qtyUpdated': 'Die Produktmenge wurde aktualisiert!',
  'cart.msg.proceedToCheckout': 'Weiter zur Kasse',
  'cart.msg.ok': 'OK',
  'cart.msg.priceUnknown':
    'Der Produktpreis ist unbekannt, das Produkt kann nicht in den Warenkorb gelegt werden!',
  'cart.msg.outOfStock': 'Das Produkt ist nicht auf Lager und kann nicht in den Warenkorb gelegt werden!',
  'cart.msg.volatile':
    'Das System ist sich über den Lagerbestand nicht sicher (schwankend). Das Produkt wurde zur Vorreservierung in den Warenkorb gelegt.',
  'cart.msg.lineOutOfStock': 'Nicht auf Lager!',
  'cart.msg.lineInStock': 'Auf Lager!',
  'cart.msg.lineRemovedOutOfStock': '{name} ist nicht auf Lager und wurde aus Ihrem Warenkorb entfernt!',

  // out of stock on the product page and in the cart (issue 13 item 6)
  'cart.outOfStockAlternative':
    'Setzen Sie das Produkt auf Ihren Wunschzettel, dann können Sie es später schnell bestellen.',
  'cart.checkoutBlocked':
    'Nicht alles in Ihrem Warenkorb ist auf Lager. Entfernen Sie die markierten Produkte, um zur Kasse zu gehen.',
} as const
