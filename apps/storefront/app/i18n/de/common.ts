import type { commonNl } from '../nl/common.ts'

export const commonDe: Record<keyof typeof commonNl, string> = {
  'site.name': 'Fietsgroothandel',
  'site.shortName': 'Fietsgroothandel',
  'site.description': 'Fahrräder, Ersatzteile und Zubehör für Fachhandel und Radfahrer.',

  'nav.home': 'Startseite',
  'nav.search': 'Suchen',
  'nav.compare': 'Vergleichen',
  'nav.cart': 'Warenkorb',
  'nav.skipToContent': 'Direkt zum Inhalt',
  'nav.logo': 'Fietsgroothandel, zur Startseite',
  'nav.mainMenu': 'Hauptmenü',
  'nav.menu': 'Menü',
  'nav.submenu': 'Untermenü {name}',
  'nav.allOf': 'Alles in {name}',
  'nav.breadcrumbs': 'Brotkrümelnavigation',

  'store.switcher': 'Sprache und Shop',
  'store.nl': 'Nederlands',
  'store.de': 'Deutsch',

  'footer.label': 'Service und Informationen',
  'footer.copyright': '© {year} Fietsgroothandel, Utrecht',

  'notifications.label': 'Benachrichtigungen',
  'notifications.close': 'Benachrichtigung schließen',
  'notifications.success': 'Erfolgreich',
  'notifications.warning': 'Achtung',
  'notifications.error': 'Fehler',

  'tryAgain.text': 'Dieser Bereich konnte nicht geladen werden.',
  'tryAgain.button': 'Erneut versuchen',

  'page.notFound.title': 'Seite nicht gefunden',
  'page.notFound.text': 'Die gesuchte Seite existiert nicht (mehr).',
  'page.notFound.home': 'Zur Startseite',
  'page.cmsEmpty': 'Diese Informationsseite existiert nicht (mehr).',
  'page.error.title': 'Etwas ist schiefgelaufen',
  'page.error.text':
    'Diese Seite kann gerade nicht angezeigt werden. Bitte versuchen Sie es in ein paar Minuten erneut.',
  'page.error.code': 'Fehlercode {status}',

  'tabError.title': 'Der Shop ist bereits geöffnet',
  'tabError.text': 'Sie können den Shop nicht in zwei Tabs gleichzeitig öffnen.',
  'tabError.hint':
    'Machen Sie im anderen Tab weiter oder schließen Sie ihn und versuchen Sie es hier erneut.',
  'tabError.retry': 'Erneut versuchen',

  'offline.title': 'Keine Verbindung',

  // payment test mode (decision 0115)
  'testMode.banner': 'Testmodus – es wird nicht wirklich bezahlt',

  // issue 13: the trust bar, contact details, payment logos and delivery promises (decision 0101)
  'trust.label': 'Unsere Versprechen',
  'trust.shippingFrom': 'Versand ab {price}',
  'trust.freeShippingFrom': 'Kostenloser Versand ab {price}',
  'trust.returns': '{days} Tage Rückgaberecht',
  'trust.phone': 'Kundenservice',
  'trust.openToday': 'heute {open}-{close}',
  'trust.closedToday': 'heute geschlossen',
  'footer.service': 'Kontakt und Öffnungszeiten',
  'footer.phone': 'Telefon',
  'footer.email': 'E-Mail',
  'footer.hours': 'Öffnungszeiten',
  'footer.payment': 'Sicher bezahlen',
  'payment.logo.ideal': 'iDEAL',
  'payment.logo.bancontact': 'Bancontact',
  'payment.logo.creditcard': 'Kreditkarte',
  'payment.logo.paypal': 'PayPal',
  'payment.logo.banktransfer': 'Überweisung',
  'payment.logo.purchaseorder': 'Kauf auf Rechnung',
  'payment.logo.cashondelivery': 'Nachnahme',
  'payment.logos': 'Zahlungsarten',
  'delivery.promiseBefore': 'Bis {time} Uhr bestellt, {when} geliefert',
  'delivery.promiseNow': 'Jetzt bestellt, {when} geliefert',
  'delivery.tomorrow': 'morgen',
  'delivery.dayAfter': 'übermorgen',
  'delivery.weekday': 'am {weekday}',
  'delivery.date': 'am {date}',
}
