/** Barcode-Scan (Issue 19; Spec 001 §2 /my-account/scan-barcode, §8 'No product found with this EAN code'). */
import type { scanNl } from '../nl/scan.ts'

export const scanDe: Record<keyof typeof scanNl, string> = {
  'scan.nav': 'Barcode scannen',
  'scan.title': 'Barcode scannen',
  'scan.intro':
    'Halten Sie die Kamera auf den EAN-Code eines Artikels. Jeder gescannte Artikel kommt in Ihre Scanliste; scannen Sie denselben Artikel noch einmal, zählt er ein Stück mehr.',
  'scan.back': 'Zurück zu meinem Konto',
  'scan.loading': 'Wird geladen …',
  'scan.login': 'Bitte melden Sie sich an, um Barcodes zu scannen.',
  'scan.loginLink': 'Zur Anmeldung',
  'scan.camera.heading': 'Kamera',
  'scan.camera.choose': 'Kamera wählen',
  'scan.camera.default': 'Standardkamera',
  'scan.camera.unnamed': 'Kamera {number}',
  'scan.camera.start': 'Kamera starten',
  'scan.camera.stop': 'Kamera stoppen',
  'scan.camera.video': 'Kamerabild zum Scannen',
  'scan.camera.scanning': 'Die Kamera sucht nach einem Barcode.',
  'scan.camera.off': 'Die Kamera ist aus.',
  'scan.camera.insecure':
    'Die Kamera funktioniert nur über eine sichere Verbindung (https). Öffnen Sie den Shop über https, um zu scannen, oder geben Sie den EAN-Code unten ein.',
  'scan.camera.unsupported': 'Dieser Browser kann keine Kamera verwenden. Geben Sie den EAN-Code unten ein.',
  'scan.camera.denied':
    'Der Shop darf Ihre Kamera nicht verwenden. Erlauben Sie die Kamera: Klicken Sie in der Adressleiste auf das Schloss oder das Kamerasymbol, stellen Sie Kamera auf „Zulassen“ und laden Sie die Seite neu. Auf einem Smartphone finden Sie dies in den Browsereinstellungen unter Website-Berechtigungen.',
  'scan.camera.none':
    'Es wurde keine Kamera gefunden. Schließen Sie eine Kamera an oder geben Sie den EAN-Code unten ein.',
  'scan.camera.busy':
    'Die Kamera wird bereits von einem anderen Programm oder Tab verwendet. Schließen Sie dieses und klicken Sie erneut auf Kamera starten.',
  'scan.camera.failed':
    'Die Kamera konnte nicht starten. Versuchen Sie es erneut oder geben Sie den EAN-Code unten ein.',
  'scan.decoder.failed':
    'Der Barcodeleser konnte nicht geladen werden. Laden Sie die Seite neu oder geben Sie den EAN-Code unten ein.',
  'scan.manual.heading': 'EAN-Code eingeben',
  'scan.manual.label': 'EAN-Code',
  'scan.manual.hint': '13 oder 8 Ziffern, wie unter den Strichen auf der Verpackung.',
  'scan.manual.submit': 'Suchen',
  'scan.invalid': 'Dies ist kein gültiger EAN-Code. Bitte prüfen Sie die Ziffern.',
  'scan.notFound': 'Kein Artikel mit diesem EAN-Code gefunden',
  'scan.notFoundCode': 'Kein Artikel mit diesem EAN-Code gefunden ({ean}).',
  'scan.lookupFailed':
    'Der Artikel konnte nicht gesucht werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'scan.searching': 'EAN-Code {ean} wird gesucht.',
  'scan.found.heading': 'Erster gescannter Artikel',
  'scan.found.open': 'Artikel ansehen',
  'scan.added': '{name} ist in Ihrer Scanliste.',
  'scan.addedMore': '{name}: ein Stück mehr, jetzt {qty}.',
  'scan.full':
    'Ihre Scanliste ist voll ({max} Artikel). Legen Sie die Liste zuerst in den Warenkorb oder auf eine Bestellliste.',
  'scan.list.heading': 'Scanliste',
  'scan.list.empty':
    'Ihre Scanliste ist noch leer. Scannen Sie einen Barcode oder geben Sie einen EAN-Code ein.',
  'scan.list.summary':
    '{lines, plural, one {# Artikel} other {# Artikel}}, {pieces, plural, one {# Stück} other {# Stück}}',
  'scan.list.sku': 'Artikelnummer {sku}',
  'scan.list.qty': 'Menge von {name}',
  'scan.list.less': 'Ein Stück weniger von {name}',
  'scan.list.more': 'Ein Stück mehr von {name}',
  'scan.list.remove': '{name} aus der Scanliste entfernen',
  'scan.list.removeShort': 'Entfernen',
  'scan.list.needsOptions': 'Wählen Sie zuerst die Optionen auf der Artikelseite.',
  'scan.list.clear': 'Scanliste leeren',
  'scan.cart.add': 'Alle in den Warenkorb',
  'scan.cart.added':
    '{count, plural, one {# Artikel wurde} other {# Artikel wurden}} in Ihren Warenkorb gelegt.',
  'scan.cart.skipped':
    '{count, plural, one {# Artikel hat} other {# Artikel haben}} Optionen: Bitte wählen Sie diese auf der Artikelseite.',
  'scan.cart.failed': 'Nichts wurde in Ihren Warenkorb gelegt: {message}',
  'scan.cart.failedPlain': 'Nichts wurde in Ihren Warenkorb gelegt. Bitte versuchen Sie es erneut.',
  'scan.cart.link': 'Zu Ihrem Warenkorb',
  'scan.orderlist.label': 'Bestellliste',
  'scan.orderlist.add': 'Auf die Bestellliste setzen',
  'scan.orderlist.loading': 'Ihre Bestelllisten werden geladen.',
  'scan.orderlist.none': 'Sie haben noch keine Bestellliste.',
  'scan.orderlist.create': 'Legen Sie eine Bestellliste an',
  'scan.orderlist.added':
    '{count, plural, one {# Artikel steht} other {# Artikel stehen}} auf „{list}“, mit den gescannten Mengen.',
  'scan.orderlist.partly': '{done} von {count} Artikeln stehen auf „{list}“. Nicht gelungen: {failed}.',
  'scan.orderlist.failed': 'Nichts wurde auf die Bestellliste gesetzt. Bitte versuchen Sie es erneut.',
  'scan.orderlist.link': 'Zur Bestellliste',
}
