/** Shell texts (layout, navigation, errors, CMS, notifications). */
export const commonNl = {
  'site.name': 'Fietsgroothandel',
  'site.shortName': 'Fietsgroothandel',
  'site.description': 'Fietsen, onderdelen en accessoires voor vakhandel en fietser.',

  'nav.home': 'Home',
  'nav.search': 'Zoeken',
  'nav.compare': 'Vergelijken',
  'nav.cart': 'Winkelwagen',
  'nav.skipToContent': 'Direct naar de inhoud',
  'nav.logo': 'Fietsgroothandel, naar de homepage',
  'nav.mainMenu': 'Hoofdmenu',
  'nav.menu': 'Menu',
  'nav.submenu': 'Submenu {name}',
  'nav.allOf': 'Alles in {name}',
  'nav.breadcrumbs': 'Kruimelpad',

  'store.switcher': 'Taal en winkel',
  'store.nl': 'Nederlands',
  'store.de': 'Deutsch',

  'footer.label': 'Service en informatie',
  'footer.copyright': '© {year} Fietsgroothandel, Utrecht',

  'notifications.label': 'Meldingen',
  'notifications.close': 'Melding sluiten',
  'notifications.success': 'Gelukt',
  'notifications.warning': 'Let op',
  'notifications.error': 'Fout',

  'tryAgain.text': 'Dit onderdeel kon niet worden geladen.',
  'tryAgain.button': 'Probeer opnieuw',

  'page.notFound.title': 'Pagina niet gevonden',
  'page.notFound.text': 'De pagina die je zoekt bestaat niet (meer).',
  'page.notFound.home': 'Naar de homepage',
  'page.cmsEmpty': 'Deze informatiepagina bestaat niet (meer).',
  'page.error.title': 'Er is iets misgegaan',
  'page.error.text': 'Deze pagina kan nu niet worden getoond. Probeer het over een paar minuten opnieuw.',
  'page.error.code': 'Foutcode {status}',

  'tabError.title': 'De winkel is al geopend',
  'tabError.text': 'Je kunt de winkel niet in twee tabbladen tegelijk openen.',
  'tabError.hint': 'Ga verder in het andere tabblad, of sluit het en probeer het hier opnieuw.',
  'tabError.retry': 'Opnieuw proberen',

  'offline.title': 'Geen verbinding',
  'offline.text':
    'Deze pagina is niet bewaard op dit apparaat. Zodra je weer online bent, kun je verder winkelen.',
  'offline.retry': 'Opnieuw proberen',

  // payment test mode (decision 0115)
  'testMode.banner': 'Testmodus – er wordt niet echt betaald',

  // issue 13: the trust bar, contact details, payment logos and delivery promises (decision 0101)
  'trust.label': 'Onze beloftes',
  'trust.shippingFrom': 'Verzending vanaf {price}',
  'trust.freeShippingFrom': 'Gratis verzending vanaf {price}',
  'trust.returns': '{days} dagen bedenktijd',
  'trust.phone': 'Klantenservice',
  'trust.openToday': 'vandaag {open}-{close}',
  'trust.closedToday': 'vandaag gesloten',
  'footer.service': 'Contact en openingstijden',
  'footer.phone': 'Telefoon',
  'footer.email': 'E-mail',
  'footer.hours': 'Openingstijden',
  'footer.payment': 'Veilig betalen',
  'payment.logo.ideal': 'iDEAL',
  'payment.logo.bancontact': 'Bancontact',
  'payment.logo.creditcard': 'Creditcard',
  'payment.logo.paypal': 'PayPal',
  'payment.logo.banktransfer': 'Bankoverschrijving',
  'payment.logo.purchaseorder': 'Op rekening (inkooporder)',
  'payment.logo.cashondelivery': 'Rembours',
  'payment.logos': 'Betaalmethoden',
  'delivery.promiseBefore': 'Voor {time} besteld, {when} in huis',
  'delivery.promiseNow': 'Nu besteld, {when} in huis',
  'delivery.tomorrow': 'morgen',
  'delivery.dayAfter': 'overmorgen',
  'delivery.weekday': '{weekday}',
  'delivery.date': 'op {date}',
} as const
