import { a, COMPANY as C, h2, h3, p, table, ul, type PageDef } from './html.ts'
import { POLICY_PAGES_DE } from './policies-de.ts'

/** CMS pages of the German store (store 3): the same identifiers as the Dutch store. */

export const PAGES_DE: readonly PageDef[] = [
  ...POLICY_PAGES_DE,
  {
    identifier: 'home',
    title: 'Fietsgroothandel: Fahrräder, Ersatzteile und Zubehör',
    heading: 'Willkommen bei Fietsgroothandel',
    metaDescription:
      'Stadträder, E-Bikes, Ersatzteile und Zubehör bekannter Marken. Schnelle Lieferung und kompetente Beratung.',
    keywords: 'Fahrräder, E-Bikes, Fahrradteile, Fahrradzubehör',
    content: [
      p(
        'Seit über dreißig Jahren liefert Fietsgroothandel Fahrräder, Ersatzteile und Zubehör an Werkstätten und Radfahrer in den Niederlanden, Belgien und Deutschland.',
        'Bei uns finden Sie alles vom soliden Stadtrad bis zum Lastenrad und vom Schlauch bis zum neuen Akku.',
      ),
      h2('Warum bei uns bestellen?'),
      ul(
        'Über 10.000 Artikel sofort ab Lager',
        'Werktags bis 16.00 Uhr bestellt, in ein bis zwei Werktagen geliefert',
        'Fahrräder kommen fahrbereit bei Ihnen an',
        'Persönliche Beratung durch echte Zweiradmechaniker',
      ),
      p(
        'Geschäftskunden bestellen zu Händlerpreisen; beantragen Sie ein Geschäftskonto über',
        a('/de/request-account', 'die Antragsseite') + '.',
      ),
    ],
  },
  {
    identifier: 'about-us',
    title: 'Über uns',
    heading: 'Über Fietsgroothandel',
    metaDescription:
      'Fietsgroothandel ist ein Familienunternehmen aus Utrecht, das seit 1991 Fahrräder und Ersatzteile liefert.',
    keywords: 'über uns, Fietsgroothandel, Familienunternehmen',
    content: [
      p(
        'Fietsgroothandel begann 1991 als kleine Fahrradwerkstatt in Utrecht.',
        'Heute beliefern wir als Großhändler mehr als 800 Werkstätten und verkaufen auch direkt an Radfahrer.',
      ),
      h2('Wofür wir stehen'),
      p(
        'Ein gutes Fahrrad soll viele Jahre halten.',
        'Deshalb wählen wir Marken, die Ersatzteile lange liefern, und beschreiben ehrlich, wofür ein Produkt gut geeignet ist und wofür nicht.',
      ),
      h2('Unser Team'),
      p(
        'In Lager und Kundenservice arbeiten 45 Menschen, die Hälfte davon mit einer Ausbildung zum Zweiradmechaniker.',
        'Fragen Sie uns ruhig auch technische Dinge: Es antwortet jemand, der selbst schraubt.',
      ),
    ],
  },
  {
    identifier: 'customer-service',
    title: 'Kundenservice',
    heading: 'Kundenservice',
    metaDescription:
      'Fragen zu Bestellung, Lieferung, Rücksendung oder Garantie? Unser Kundenservice hilft Ihnen gern.',
    keywords: 'Kundenservice, Fragen, Garantie, Rücksendung',
    content: [
      p(
        'Sie haben eine Frage zu einem Produkt, Ihrer Bestellung oder einer Reparatur? Unser Kundenservice ist werktags von 8.30 bis 17.30 Uhr und samstags von 10.00 bis 16.00 Uhr erreichbar.',
      ),
      ul(
        `Telefon: ${C.phoneIntl}`,
        `E-Mail: ${C.email}`,
        'Kontaktformular: ' + a('/de/contact', 'Nachricht senden'),
      ),
      h2('Häufige Fragen'),
      h3('Wann wird meine Bestellung geliefert?'),
      p(
        'Werktags bis 16.00 Uhr bestellte Pakete erreichen Deutschland in der Regel nach ein bis zwei Werktagen. Fahrräder liefern wir innerhalb von fünf bis sieben Werktagen nach Terminabsprache.',
      ),
      h3('Kann ich meine Bestellung zurücksenden?'),
      p(
        'Ja, Sie haben 30 Tage Rückgaberecht. Wie es funktioniert, lesen Sie auf der Seite ' +
          a('/de/i/returns', 'Rücksendung') +
          '.',
      ),
      h3('Wie ist die Garantie geregelt?'),
      p(
        'Auf Rahmen geben die meisten Hersteller fünf bis zehn Jahre Garantie, auf Teile zwei Jahre. Melden Sie einen Garantiefall in Ihrem Konto unter Garantie, mit Foto und Bestellnummer.',
      ),
    ],
  },
  {
    identifier: 'contact',
    title: 'Kontakt',
    heading: 'Kontakt aufnehmen',
    metaDescription: 'Adresse, Telefonnummer und Öffnungszeiten von Fietsgroothandel.',
    keywords: 'Kontakt, Adresse, Telefon, Öffnungszeiten',
    content: [
      p('Wir freuen uns auf Ihre Nachricht. Nutzen Sie das Formular unten oder kontaktieren Sie uns direkt.'),
      h2('Adresse'),
      p(`${C.name}<br>${C.street}<br>${C.postcode} ${C.city}<br>Niederlande`),
      h2('Erreichbarkeit'),
      ul(
        `Telefon: ${C.phoneIntl} (werktags 8.30-17.30 Uhr, samstags 10.00-16.00 Uhr)`,
        `E-Mail: ${C.email}`,
        'E-Mails beantworten wir innerhalb eines Werktages.',
      ),
      p(`Handelsregister (KvK) ${C.kvk} · USt-IdNr. ${C.vat}`),
    ],
  },
  {
    identifier: 'delivery',
    title: 'Versand und Lieferung',
    heading: 'Versand und Lieferung',
    metaDescription: 'Versandkosten, Lieferzeiten und Lieferung von Fahrrädern bei Fietsgroothandel.',
    keywords: 'Versand, Lieferung, Lieferzeit, Versandkosten',
    content: [
      h2('Pakete'),
      p(
        'Teile und Zubehör versenden wir per Kurier. Die Versandkosten betragen 5,00 € inklusive MwSt. je Bestellung.',
        'Werktags bis 16.00 Uhr bestellt, erreicht Ihr Paket Deutschland meist nach ein bis zwei Werktagen.',
      ),
      h2('Fahrräder'),
      p(
        'Fahrräder liefern wir fahrbereit: ausgepackt, eingestellt und mit Einweisung.',
        'Wir rufen vorher an, um einen Termin zu vereinbaren. Sie können Ihr Rad auch kostenlos in einer unserer ' +
          a('/de/store-locator', 'Filialen') +
          ' abholen.',
      ),
      h2('Nicht zu Hause?'),
      p(
        'Pakete werden bei Nachbarn oder in einer Packstation in der Nähe abgegeben. Sie erhalten darüber eine Nachricht des Zustellers.',
      ),
    ],
  },
  {
    identifier: 'order-tracking',
    title: 'Sendungsverfolgung',
    heading: 'Wo ist meine Bestellung?',
    metaDescription: 'Verfolgen Sie den Status Ihrer Bestellung bei Fietsgroothandel.',
    keywords: 'Sendungsverfolgung, Bestellstatus, Tracking',
    content: [
      p(
        'Sobald Ihre Bestellung unser Lager verlässt, erhalten Sie eine E-Mail mit einer Sendungsnummer.',
        'Über den Link in dieser E-Mail sehen Sie genau, wo Ihr Paket ist.',
      ),
      h2('Angemeldet?'),
      p(
        'In ' +
          a('/de/my-account/orders', 'Ihrem Konto') +
          ' finden Sie alle Bestellungen mit aktuellem Status: eingegangen, in Bearbeitung, versandt oder zugestellt.',
      ),
      h2('Keine E-Mail erhalten?'),
      p(
        'Schauen Sie bitte auch in Ihren Spam-Ordner. Nichts gefunden? Dann kontaktieren Sie den Kundenservice mit Ihrer Bestellnummer.',
      ),
    ],
  },
  {
    identifier: 'size-guide',
    title: 'Größentabelle',
    heading: 'Welche Rahmengröße passt zu mir?',
    metaDescription: 'Größentabelle für Fahrradrahmen, Kinderräder, Helme und Radbekleidung.',
    keywords: 'Größentabelle, Rahmengröße, Laufradgröße, Helmgröße',
    content: [
      p(
        'Die richtige Rahmengröße hängt vor allem von Körpergröße und Schrittlänge ab. Wenn Sie zwischen zwei Größen schwanken, wählen Sie beim Stadtrad die kleinere und beim sportlichen Rad die größere.',
      ),
      h2('Erwachsenenräder'),
      table(
        ['Körpergröße', 'Rahmengröße'],
        [
          ['bis 160 cm', '46 cm'],
          ['160 - 170 cm', '49 cm'],
          ['170 - 178 cm', '53 cm'],
          ['178 - 186 cm', '57 cm'],
          ['ab 186 cm', '61 cm'],
        ],
      ),
      h2('Kinderräder'),
      table(
        ['Alter', 'Körpergröße', 'Laufradgröße'],
        [
          ['2 - 4 Jahre', '90 - 105 cm', '12 Zoll'],
          ['4 - 6 Jahre', '105 - 120 cm', '16 Zoll'],
          ['6 - 9 Jahre', '120 - 135 cm', '20 Zoll'],
          ['8 - 12 Jahre', '135 - 150 cm', '24 Zoll'],
        ],
      ),
      h2('Helme und Bekleidung'),
      p(
        'Messen Sie für den Helm den Kopfumfang knapp über den Augenbrauen: S 51-55 cm, M 54-58 cm, L 57-61 cm, XL 60-63 cm.',
        'Radbekleidung fällt normal aus; im Zweifel eine Größe größer wählen, damit ein Pullover darunter passt.',
      ),
    ],
  },
  {
    identifier: 'gift-card',
    title: 'Geschenkgutschein',
    heading: 'Verschenken Sie einen Fietsgroothandel-Gutschein',
    metaDescription:
      'Ein Gutschein von Fietsgroothandel passt immer. Einlösbar für Fahrräder, Teile und Zubehör.',
    keywords: 'Gutschein, Geschenk, Geschenkkarte',
    content: [
      p(
        'Sie wissen nicht genau, was Sie schenken sollen? Mit einem Gutschein wählt der Beschenkte selbst, online oder in einer unserer Filialen.',
      ),
      ul(
        'Wert nach Wahl von 10 € bis 500 €',
        'Digital per E-Mail oder als Karte in Geschenkverpackung',
        'Zwei Jahre gültig, auch für einen Teilbetrag einlösbar',
      ),
      p('Einen Gutschein lösen Sie an der Kasse ein. Das Restguthaben bleibt auf dem Gutschein erhalten.'),
    ],
  },
  {
    identifier: 'order-from-catalog',
    title: 'Aus dem Katalog bestellen',
    heading: 'Schnell bestellen mit Artikelnummern',
    metaDescription:
      'Bestellen Sie schnell aus unserem gedruckten Katalog mit Artikelnummern oder EAN-Codes.',
    keywords: 'Katalog, Schnellbestellung, Artikelnummer, EAN',
    content: [
      p(
        'Sie arbeiten mit unserem gedruckten Katalog oder einer eigenen Bestellliste? Dann müssen Sie nicht suchen: Artikelnummer, Lieferantennummer oder EAN-Code eingeben oder scannen, und der Artikel liegt im Warenkorb.',
      ),
      h2('So funktioniert es'),
      ul(
        'Artikelnummer im Katalog nachschlagen',
        'Nummer und Menge eingeben oder den Barcode mit dem Smartphone scannen',
        'Warenkorb prüfen und Bestellung abschließen',
      ),
      p(
        'Geschäftskunden können feste Bestelllisten im Konto speichern und mit einem Klick erneut bestellen.',
      ),
    ],
  },
  {
    identifier: 'store-locator',
    title: 'Filialen und Servicepunkte',
    heading: 'Unsere Filialen',
    metaDescription: 'Besuchen Sie eine unserer Filialen für Beratung, Probefahrt oder Wartung.',
    keywords: 'Filialen, Standorte, Servicepunkt, Probefahrt',
    content: [
      p(
        'In unseren Filialen können Sie Räder ansehen und Probe fahren, Online-Bestellungen abholen und Ihr Rad warten lassen.',
      ),
      table(
        ['Filiale', 'Adresse', 'Öffnungszeiten'],
        [
          ['Utrecht', 'Spaakstraat 12, 3512 AB Utrecht', 'Mo-Fr 9.00-18.00, Sa 10.00-17.00'],
          ['Amsterdam', 'Kettingweg 3, 1013 BC Amsterdam', 'Mo-Fr 9.00-18.00, Sa 10.00-17.00'],
          ['Zwolle', 'Naafstraat 45, 8011 CD Zwolle', 'Di-Fr 9.00-18.00, Sa 9.00-16.00'],
          ['Eindhoven', 'Zadelplein 8, 5611 EF Eindhoven', 'Mo-Fr 9.00-18.00, Sa 10.00-17.00'],
        ],
      ),
      p(
        'Eine Probefahrt mit einem E-Bike? Reservieren Sie kurz über den Kundenservice, dann steht das Rad geladen bereit.',
      ),
    ],
  },
  {
    identifier: 'sale',
    title: 'Sale',
    heading: 'Sale: vorübergehend besonders günstig',
    metaDescription: 'Fahrräder, Ersatzteile und Zubehör vorübergehend im Angebot.',
    keywords: 'Sale, Angebot, Rabatt, Ausverkauf',
    content: [
      p(
        'Auf diese Produkte gewähren wir vorübergehend Rabatt. Die Angebote gelten während des Aktionszeitraums oder solange der Vorrat reicht.',
      ),
      p(
        'Sehen Sie sich ' +
          a('/de/angebote', 'alle Angebote') +
          ' an oder achten Sie in jeder Kategorie auf das Sale-Etikett.',
      ),
      p('Hinweis: Der Angebotspreis steht beim Produkt und wird im Warenkorb automatisch berechnet.'),
    ],
  },
  {
    identifier: 'magazine',
    title: 'Magazin',
    heading: 'Fietsgroothandel Magazin',
    metaDescription: 'Tipps zu Wartung, Routen und der Wahl des richtigen Fahrrads.',
    keywords: 'Magazin, Blog, Tipps, Wartung, Routen',
    content: [
      p('Geschichten, Tipps und Hintergründe von unseren Mechanikern.'),
      h2('Das Fahrrad in fünf Schritten winterfest machen'),
      p(
        'Rad reinigen, Kette schmieren, Reifendruck und Beleuchtung prüfen und den E-Bike-Akku drinnen lagern. So kommen Sie problemlos durch den Winter.',
      ),
      h2('E-Bike kaufen: worauf achten?'),
      p(
        'Ein Mittelmotor fühlt sich natürlich an und ist stark am Berg, ein Frontmotor ist einfach und günstig. Achten Sie auf die Akkukapazität: 500 Wh reichen für die meisten Pendelstrecken.',
      ),
      h2('Die schönsten Knotenpunktrouten am Niederrhein'),
      p(
        'Zwischen Maas und Rhein: drei Tagestouren von 40 bis 70 Kilometern, mit den besten Plätzen für eine Pause.',
      ),
    ],
  },
  {
    identifier: 'page-not-found',
    title: 'Seite nicht gefunden',
    heading: 'Hoppla, diese Seite gibt es nicht (mehr)',
    metaDescription: 'Die gesuchte Seite existiert nicht.',
    keywords: '404, nicht gefunden',
    content: [
      p(
        'Die gesuchte Seite wurde verschoben, gelöscht oder hat nie existiert. Vielleicht hilft Ihnen einer dieser Links weiter:',
      ),
      ul(
        a('/de', 'Zur Startseite'),
        a('/de/fahrraeder', 'Alle Fahrräder'),
        a('/de/ersatzteile', 'Ersatzteile'),
        a('/de/zubehoer', 'Zubehör'),
        a('/de/customer-service', 'Kundenservice'),
      ),
      p('Oder nutzen Sie die Suche oben auf der Seite.'),
    ],
  },
]
