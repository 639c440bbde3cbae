import { a, COMPANY as C, h2, p, ul, type PageDef } from './html.ts'

/** German policy pages: terms, privacy, returns and the bicycle insurance. */
export const POLICY_PAGES_DE: readonly PageDef[] = [
  {
    identifier: 'legal',
    title: 'Allgemeine Geschäftsbedingungen',
    heading: 'Allgemeine Geschäftsbedingungen',
    metaDescription: 'Die Allgemeinen Geschäftsbedingungen der Fietsgroothandel B.V.',
    keywords: 'AGB, Geschäftsbedingungen, Rechtliches',
    content: [
      p(
        `Diese Bedingungen gelten für alle Angebote und Verträge der ${C.name}, ${C.street}, ${C.postcode} ${C.city}, Niederlande (KvK ${C.kvk}).`,
      ),
      h2('1. Preise'),
      p(
        'Alle Preise für Verbraucher verstehen sich inklusive der deutschen Mehrwertsteuer. Geschäftskunden sehen Nettopreise. Offensichtliche Preisfehler binden uns nicht.',
      ),
      h2('2. Bestellung und Zahlung'),
      p(
        'Der Vertrag kommt mit der Bestellbestätigung zustande. Sie zahlen im Voraus per Kreditkarte, Sofortüberweisung oder einer anderen angebotenen Methode; Geschäftskunden können auf Rechnung bestellen.',
      ),
      h2('3. Widerrufsrecht'),
      p(
        'Verbraucher haben ein Widerrufsrecht von 30 Tagen ab Erhalt der Ware. Die Ware muss unbeschädigt und vollständig zurückgesandt werden. Gravierte oder nach Maß gefertigte Produkte sind ausgeschlossen.',
      ),
      h2('4. Gewährleistung'),
      p('Es gilt die gesetzliche Gewährleistung. Zusätzlich gelten die Garantiebedingungen des Herstellers.'),
      h2('5. Beschwerden'),
      p(
        'Beschwerden richten Sie bitte an den Kundenservice. Wir antworten innerhalb von fünf Werktagen. Zur Online-Streitbeilegung stellt die EU-Kommission eine Plattform bereit.',
      ),
    ],
  },
  {
    identifier: 'privacy',
    title: 'Datenschutzerklärung',
    heading: 'Datenschutzerklärung',
    metaDescription: 'Wie Fietsgroothandel mit Ihren personenbezogenen Daten umgeht.',
    keywords: 'Datenschutz, DSGVO, personenbezogene Daten, Cookies',
    content: [
      p(
        'Wir gehen sorgfältig mit Ihren personenbezogenen Daten um und verwenden sie nur für den Zweck, für den Sie sie uns geben.',
      ),
      h2('Welche Daten?'),
      ul(
        'Name, Adresse, E-Mail-Adresse und Telefonnummer für die Abwicklung Ihrer Bestellung',
        'Ihre Bestellhistorie, damit Sie frühere Käufe wiederfinden',
        'Technische Daten Ihres Besuchs, nur anonymisiert',
      ),
      h2('Wie lange?'),
      p(
        'Bestelldaten bewahren wir wegen der steuerlichen Aufbewahrungspflicht sieben Jahre auf. Kontodaten löschen wir, wenn Sie Ihr Konto schließen.',
      ),
      h2('Ihre Rechte'),
      p(
        `Sie können Ihre Daten über ${C.email} einsehen, berichtigen oder löschen lassen. Beschwerden können Sie bei der zuständigen Datenschutzbehörde einreichen.`,
      ),
    ],
  },
  {
    identifier: 'returns',
    title: 'Rücksendung',
    heading: 'Rücksendung und Umtausch',
    metaDescription: 'So senden Sie ein Produkt zurück oder tauschen es gegen eine andere Größe.',
    keywords: 'Rücksendung, Umtausch, Retoure',
    content: [
      p('Nicht zufrieden oder passt es nicht? Sie haben 30 Tage Rückgaberecht.'),
      ul(
        'Melden Sie die Rücksendung in Ihrem Konto unter Retouren an',
        'Verpacken Sie das Produkt sorgfältig, am besten in der Originalverpackung',
        'Kleben Sie das Retourenlabel auf den Karton und geben Sie ihn in einer Annahmestelle ab',
      ),
      p(
        'Den Kaufbetrag erstatten wir innerhalb von vierzehn Tagen nach Eingang. Fahrräder holen wir nach Absprache bei Ihnen ab.',
      ),
    ],
  },
  {
    identifier: 'fietsverzekering',
    title: 'Fahrradversicherung',
    heading: 'Sorglos Rad fahren mit einer Fahrradversicherung',
    metaDescription: 'Versichern Sie Ihr neues Fahrrad oder E-Bike gegen Diebstahl und Schäden.',
    keywords: 'Fahrradversicherung, Diebstahl, Schaden, E-Bike versichern',
    content: [
      p(
        'Ein neues Fahrrad ist eine große Anschaffung. Mit unserer Fahrradversicherung sind Sie gegen Diebstahl und Schäden versichert, auch im Ausland.',
      ),
      ul(
        'Für Fahrräder und E-Bikes bis drei Jahre alt',
        'Ersatzrad während der Reparatur',
        'Reparatur in einem unserer Servicepunkte oder in Ihrer eigenen Werkstatt',
      ),
      p(
        'Schließen Sie die Versicherung bei der Bestellung Ihres Rades ab oder später über das Produkt ' +
          a('/de/zubehoer/pflege-und-service', 'Fahrradversicherung') +
          '. Sie benötigen die Rahmennummer; sie steht unter dem Tretlager.',
      ),
    ],
  },
]
