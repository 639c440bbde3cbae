import { a, COMPANY as C, h2, h3, p, table, ul, type PageDef } from './html.ts'
import { POLICY_PAGES_NL } from './policies-nl.ts'

/** CMS pages of the Dutch store (store 1): one per static route of the shop, plus a few extra. */

export const PAGES_NL: readonly PageDef[] = [
  ...POLICY_PAGES_NL,
  {
    identifier: 'home',
    title: 'Fietsgroothandel: fietsen, onderdelen en accessoires',
    heading: 'Welkom bij Fietsgroothandel',
    metaDescription:
      'Stadsfietsen, e-bikes, onderdelen en accessoires van de bekende merken. Snel geleverd, met deskundig advies.',
    keywords: 'fietsen, e-bikes, fietsonderdelen, fietsaccessoires',
    content: [
      p(
        'Al meer dan dertig jaar levert Fietsgroothandel fietsen, onderdelen en accessoires aan fietsenmakers en fietsers in Nederland, België en Duitsland.',
        'Je vindt bij ons alles van een degelijke stadsfiets tot een complete bakfiets, en van een binnenband tot een nieuwe accu.',
      ),
      h2('Waarom bij ons bestellen?'),
      ul(
        'Meer dan 10.000 artikelen direct uit voorraad',
        'Voor 16.00 uur besteld, de volgende werkdag in huis',
        'Fietsen worden rijklaar afgeleverd',
        'Persoonlijk advies van echte fietsenmakers',
      ),
      p(
        'Zakelijke klanten bestellen tegen dealerprijzen; vraag een zakelijk account aan via',
        a('/request-account', 'de aanvraagpagina') + '.',
      ),
    ],
  },
  {
    identifier: 'about-us',
    title: 'Over ons',
    heading: 'Over Fietsgroothandel',
    metaDescription:
      'Fietsgroothandel is een familiebedrijf uit Utrecht dat sinds 1991 fietsen en onderdelen levert.',
    keywords: 'over ons, fietsgroothandel, familiebedrijf',
    content: [
      p(
        'Fietsgroothandel begon in 1991 als kleine fietsenwerkplaats in Utrecht.',
        'Inmiddels zijn we uitgegroeid tot groothandel voor meer dan 800 fietsenmakers, en verkopen we ook rechtstreeks aan fietsers.',
      ),
      h2('Waar we voor staan'),
      p(
        'We geloven dat een goede fiets jaren mee moet gaan.',
        'Daarom kiezen we merken die reserveonderdelen lang leverbaar houden, en leggen we in onze teksten eerlijk uit waar een product goed in is en waar niet.',
      ),
      h2('Ons team'),
      p(
        'In ons magazijn en op de klantenservice werken 45 mensen, van wie de helft een opleiding tot fietstechnicus heeft.',
        'Bel of mail ons gerust met een technische vraag: je krijgt antwoord van iemand die zelf aan fietsen sleutelt.',
      ),
    ],
  },
  {
    identifier: 'customer-service',
    title: 'Klantenservice',
    heading: 'Klantenservice',
    metaDescription:
      'Vragen over je bestelling, levering, retour of garantie? Onze klantenservice helpt je graag.',
    keywords: 'klantenservice, vragen, garantie, retour',
    content: [
      p(
        'Heb je een vraag over een product, je bestelling of een reparatie? Onze klantenservice is bereikbaar op werkdagen van 8.30 tot 17.30 uur en op zaterdag van 10.00 tot 16.00 uur.',
      ),
      ul(
        `Telefoon: ${C.phone}`,
        `E-mail: ${C.email}`,
        'Contactformulier: ' + a('/contact', 'stuur ons een bericht'),
      ),
      h2('Veelgestelde vragen'),
      h3('Wanneer wordt mijn bestelling geleverd?'),
      p(
        'Op werkdagen voor 16.00 uur besteld is meestal de volgende werkdag in huis. Fietsen leveren we binnen drie tot vijf werkdagen, in overleg over het tijdstip.',
      ),
      h3('Kan ik mijn bestelling retourneren?'),
      p(
        'Ja, je hebt 30 dagen bedenktijd. Lees hoe het werkt op de pagina ' +
          a('/i/returns', 'retourneren') +
          '.',
      ),
      h3('Hoe zit het met garantie?'),
      p(
        'Op frames geven de meeste merken vijf tot tien jaar garantie, op onderdelen twee jaar. Meld een garantieclaim via je account onder Garantie, met een foto en het ordernummer.',
      ),
    ],
  },
  {
    identifier: 'contact',
    title: 'Contact',
    heading: 'Neem contact met ons op',
    metaDescription: 'Adres, telefoonnummer en openingstijden van Fietsgroothandel in Utrecht.',
    keywords: 'contact, adres, telefoon, openingstijden',
    content: [
      p('We horen graag van je. Gebruik het formulier hieronder of neem direct contact op.'),
      h2('Adres'),
      p(`${C.name}<br>${C.street}<br>${C.postcode} ${C.city}<br>Nederland`),
      h2('Bereikbaarheid'),
      ul(
        `Telefoon: ${C.phone} (werkdagen 8.30-17.30 uur, zaterdag 10.00-16.00 uur)`,
        `E-mail: ${C.email}`,
        'We beantwoorden e-mail binnen één werkdag.',
      ),
      p(`KvK ${C.kvk} · btw ${C.vat}`),
    ],
  },
  {
    identifier: 'delivery',
    title: 'Verzending en levering',
    heading: 'Verzending en levering',
    metaDescription: 'Verzendkosten, levertijden en bezorging van fietsen bij Fietsgroothandel.',
    keywords: 'verzending, levering, levertijd, verzendkosten',
    content: [
      h2('Pakketten'),
      p(
        'Onderdelen en accessoires versturen we met een koerier. De verzendkosten zijn € 5,00 inclusief btw per bestelling.',
        'Op werkdagen voor 16.00 uur besteld, de volgende werkdag bezorgd in Nederland; België en Duitsland één tot twee werkdagen later.',
      ),
      h2('Fietsen'),
      p(
        'Fietsen worden rijklaar bezorgd door onze eigen bezorgers: uitgepakt, afgesteld en met uitleg.',
        'We bellen vooraf om een tijdstip af te spreken. Je kunt je fiets ook gratis ophalen bij een van onze ' +
          a('/store-locator', 'vestigingen') +
          '.',
      ),
      h2('Niet thuis?'),
      p(
        'Pakketten worden bij de buren of een afhaalpunt in de buurt afgeleverd. Je ontvangt daarover een bericht van de vervoerder.',
      ),
    ],
  },
  {
    identifier: 'order-tracking',
    title: 'Bestelling volgen',
    heading: 'Waar is mijn bestelling?',
    metaDescription: 'Volg de status van je bestelling bij Fietsgroothandel.',
    keywords: 'bestelling volgen, track en trace, status',
    content: [
      p(
        'Zodra je bestelling ons magazijn verlaat, ontvang je een e-mail met een track-en-tracecode.',
        'Via de link in die e-mail zie je precies waar je pakket is.',
      ),
      h2('Ingelogd?'),
      p(
        'In ' +
          a('/my-account/orders', 'je account') +
          ' vind je al je bestellingen met de actuele status: ontvangen, in behandeling, verzonden of afgeleverd.',
      ),
      h2('Geen e-mail ontvangen?'),
      p(
        'Kijk ook even in je map met ongewenste e-mail. Staat er niets? Neem dan contact op met de klantenservice en vermeld je ordernummer.',
      ),
    ],
  },
  {
    identifier: 'size-guide',
    title: 'Maattabel',
    heading: 'Welke framemaat past bij mij?',
    metaDescription: 'Maattabel voor fietsframes, kinderfietsen, helmen en fietskleding.',
    keywords: 'maattabel, framemaat, wielmaat, helmmaat',
    content: [
      p(
        'De juiste framemaat hangt vooral af van je lichaamslengte en binnenbeenlengte. Twijfel je tussen twee maten, kies dan voor een stadsfiets de kleinere en voor een sportieve fiets de grotere maat.',
      ),
      h2('Volwassenenfietsen'),
      table(
        ['Lichaamslengte', 'Framemaat'],
        [
          ['tot 160 cm', '46 cm'],
          ['160 - 170 cm', '49 cm'],
          ['170 - 178 cm', '53 cm'],
          ['178 - 186 cm', '57 cm'],
          ['vanaf 186 cm', '61 cm'],
        ],
      ),
      h2('Kinderfietsen'),
      table(
        ['Leeftijd', 'Lengte', 'Wielmaat'],
        [
          ['2 - 4 jaar', '90 - 105 cm', '12 inch'],
          ['4 - 6 jaar', '105 - 120 cm', '16 inch'],
          ['6 - 9 jaar', '120 - 135 cm', '20 inch'],
          ['8 - 12 jaar', '135 - 150 cm', '24 inch'],
        ],
      ),
      h2('Helmen en kleding'),
      p(
        'Meet voor een helm de omtrek van je hoofd net boven de wenkbrauwen: S 51-55 cm, M 54-58 cm, L 57-61 cm, XL 60-63 cm.',
        'Fietskleding valt normaal; twijfel je, kies dan een maat groter zodat er een trui onder past.',
      ),
    ],
  },
  {
    identifier: 'gift-card',
    title: 'Cadeaubon',
    heading: 'Geef een Fietsgroothandel-cadeaubon',
    metaDescription:
      'Een cadeaubon van Fietsgroothandel is altijd raak. Te besteden aan fietsen, onderdelen en accessoires.',
    keywords: 'cadeaubon, cadeau, giftcard',
    content: [
      p(
        'Weet je niet precies wat je moet geven? Met een cadeaubon kiest de ontvanger zelf, online of in een van onze winkels.',
      ),
      ul(
        'Waarde naar keuze van € 10 tot € 500',
        'Digitaal per e-mail of als kaart in een cadeauverpakking',
        'Twee jaar geldig, ook te gebruiken voor een deel van het bedrag',
      ),
      p(
        'Een cadeaubon verzilver je in de kassa bij het afrekenen. Het resterende tegoed blijft op de bon staan.',
      ),
    ],
  },
  {
    identifier: 'order-from-catalog',
    title: 'Bestellen uit de catalogus',
    heading: 'Snel bestellen met artikelnummers',
    metaDescription: 'Bestel snel uit onze papieren catalogus met artikelnummers of EAN-codes.',
    keywords: 'catalogus, snel bestellen, artikelnummer, EAN',
    content: [
      p(
        'Werk je met onze papieren catalogus of een eigen bestellijst? Dan hoef je niet te zoeken: typ of scan het artikelnummer, het leveranciersnummer of de EAN-code en het artikel staat direct in je winkelwagen.',
      ),
      h2('Zo werkt het'),
      ul(
        'Zoek het artikelnummer op in de catalogus',
        'Vul het nummer en het aantal in, of scan de barcode met je telefoon',
        'Controleer je winkelwagen en rond je bestelling af',
      ),
      p(
        'Zakelijke klanten kunnen vaste bestellijsten bewaren in hun account en die met één klik opnieuw bestellen.',
      ),
    ],
  },
  {
    identifier: 'store-locator',
    title: 'Winkels en servicepunten',
    heading: 'Onze winkels',
    metaDescription: 'Bezoek een van onze winkels voor advies, een proefrit of onderhoud.',
    keywords: 'winkels, vestigingen, servicepunt, proefrit',
    content: [
      p(
        'In onze winkels kun je fietsen bekijken en proefrijden, je online bestelling ophalen en je fiets laten onderhouden.',
      ),
      table(
        ['Vestiging', 'Adres', 'Openingstijden'],
        [
          ['Utrecht', 'Spaakstraat 12, 3512 AB Utrecht', 'ma-vr 9.00-18.00, za 10.00-17.00'],
          ['Amsterdam', 'Kettingweg 3, 1013 BC Amsterdam', 'ma-vr 9.00-18.00, za 10.00-17.00'],
          ['Zwolle', 'Naafstraat 45, 8011 CD Zwolle', 'di-vr 9.00-18.00, za 9.00-16.00'],
          ['Eindhoven', 'Zadelplein 8, 5611 EF Eindhoven', 'ma-vr 9.00-18.00, za 10.00-17.00'],
        ],
      ),
      p(
        'Een proefrit op een e-bike? Reserveer hem even via de klantenservice, dan staat de fiets opgeladen klaar.',
      ),
    ],
  },
  {
    identifier: 'sale',
    title: 'Sale',
    heading: 'Sale: tijdelijk extra voordelig',
    metaDescription: 'Fietsen, onderdelen en accessoires tijdelijk in de aanbieding.',
    keywords: 'sale, aanbieding, korting, uitverkoop',
    content: [
      p(
        'Op deze producten geven we tijdelijk korting. De aanbiedingen gelden zolang de actieperiode loopt of zolang de voorraad strekt.',
      ),
      p('Bekijk ' + a('/aanbiedingen', 'alle aanbiedingen') + ', of kijk per categorie naar het label Sale.'),
      p('Let op: de aanbiedingsprijs staat bij het product en wordt automatisch berekend in je winkelwagen.'),
    ],
  },
  {
    identifier: 'magazine',
    title: 'Magazine',
    heading: 'Fietsgroothandel Magazine',
    metaDescription: 'Tips over onderhoud, routes en het kiezen van de juiste fiets.',
    keywords: 'magazine, blog, tips, onderhoud, routes',
    content: [
      p('Verhalen, tips en achtergrond van onze fietsenmakers.'),
      h2('Je fiets winterklaar in vijf stappen'),
      p(
        'Maak je fiets schoon, smeer de ketting, controleer de bandenspanning en de verlichting en bewaar de accu van je e-bike binnen. Zo kom je de winter zonder problemen door.',
      ),
      h2('E-bike kopen: waar let je op?'),
      p(
        'Een middenmotor voelt natuurlijk en is sterk op hellingen, een voorwielmotor is eenvoudig en voordelig. Kijk naar de accucapaciteit: 500 Wh is genoeg voor de meeste woon-werkritten.',
      ),
      h2('De mooiste knooppuntenroutes van de Veluwe'),
      p('Van heide tot bos: drie dagtochten van 40 tot 70 kilometer, met de beste plekken om te pauzeren.'),
    ],
  },
  {
    identifier: 'page-not-found',
    title: 'Pagina niet gevonden',
    heading: 'Oeps, deze pagina bestaat niet (meer)',
    metaDescription: 'De pagina die je zoekt bestaat niet.',
    keywords: '404, niet gevonden',
    content: [
      p(
        'De pagina die je zoekt is verplaatst, verwijderd of heeft nooit bestaan. Misschien helpt een van deze links je verder:',
      ),
      ul(
        a('/', 'Naar de homepage'),
        a('/fietsen', 'Alle fietsen'),
        a('/onderdelen', 'Onderdelen'),
        a('/accessoires', 'Accessoires'),
        a('/customer-service', 'Klantenservice'),
      ),
      p('Of gebruik de zoekbalk bovenaan de pagina.'),
    ],
  },
]
