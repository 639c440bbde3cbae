import { a, COMPANY as C, h2, p, ul, type PageDef } from './html.ts'

/** Dutch policy pages: terms, privacy, returns and the bicycle insurance. */
export const POLICY_PAGES_NL: readonly PageDef[] = [
  {
    identifier: 'legal',
    title: 'Algemene voorwaarden',
    heading: 'Algemene voorwaarden',
    metaDescription: 'De algemene voorwaarden van Fietsgroothandel B.V.',
    keywords: 'algemene voorwaarden, voorwaarden, juridisch',
    content: [
      p(
        `Deze voorwaarden gelden voor alle aanbiedingen en overeenkomsten van ${C.name}, ${C.street}, ${C.postcode} ${C.city} (KvK ${C.kvk}).`,
      ),
      h2('1. Prijzen'),
      p(
        'Alle prijzen voor consumenten zijn inclusief btw. Zakelijke klanten zien prijzen exclusief btw. Kennelijke fouten in prijzen binden ons niet.',
      ),
      h2('2. Bestelling en betaling'),
      p(
        'De overeenkomst komt tot stand zodra je de orderbevestiging ontvangt. Je betaalt vooraf met iDEAL, creditcard of een andere aangeboden methode; zakelijke klanten kunnen op rekening bestellen.',
      ),
      h2('3. Herroepingsrecht'),
      p(
        'Consumenten hebben 30 dagen bedenktijd na ontvangst. Het product moet onbeschadigd en compleet worden teruggestuurd. Op maat gemaakte of gegraveerde producten zijn uitgesloten.',
      ),
      h2('4. Garantie'),
      p(
        'Je hebt recht op een product dat doet wat je ervan mag verwachten. Daarnaast gelden de garantievoorwaarden van de fabrikant.',
      ),
      h2('5. Klachten'),
      p(
        'Klachten kun je melden bij de klantenservice. We reageren binnen vijf werkdagen. Komen we er samen niet uit, dan kun je je wenden tot de Geschillencommissie.',
      ),
    ],
  },
  {
    identifier: 'privacy',
    title: 'Privacyverklaring',
    heading: 'Privacyverklaring',
    metaDescription: 'Hoe Fietsgroothandel omgaat met je persoonsgegevens.',
    keywords: 'privacy, AVG, persoonsgegevens, cookies',
    content: [
      p('We gaan zorgvuldig om met je persoonsgegevens en gebruiken ze alleen waarvoor je ze aan ons geeft.'),
      h2('Welke gegevens?'),
      ul(
        'Naam, adres, e-mailadres en telefoonnummer voor het afhandelen van je bestelling',
        'Je bestelgeschiedenis, zodat je eerdere aankopen kunt terugvinden',
        'Technische gegevens over je bezoek, alleen geanonimiseerd',
      ),
      h2('Hoe lang?'),
      p(
        'Bestelgegevens bewaren we zeven jaar vanwege de fiscale bewaarplicht. Accountgegevens verwijderen we als je je account opheft.',
      ),
      h2('Je rechten'),
      p(
        `Je kunt je gegevens inzien, laten corrigeren of laten verwijderen via ${C.email}. Een klacht kun je indienen bij de Autoriteit Persoonsgegevens.`,
      ),
    ],
  },
  {
    identifier: 'returns',
    title: 'Retourneren',
    heading: 'Retourneren en ruilen',
    metaDescription: 'Zo stuur je een product retour of ruil je het voor een andere maat.',
    keywords: 'retourneren, ruilen, terugsturen',
    content: [
      p('Niet tevreden of past het niet? Je hebt 30 dagen bedenktijd.'),
      ul(
        'Meld de retour aan in je account onder Retouren',
        'Pak het product goed in, het liefst in de originele verpakking',
        'Plak het retourlabel op de doos en lever hem in bij een afhaalpunt',
      ),
      p(
        'We betalen het aankoopbedrag binnen veertien dagen na ontvangst terug. Fietsen halen we op afspraak bij je op.',
      ),
    ],
  },
  {
    identifier: 'fietsverzekering',
    title: 'Fietsverzekering',
    heading: 'Zorgeloos fietsen met een fietsverzekering',
    metaDescription: 'Verzeker je nieuwe fiets of e-bike tegen diefstal en schade.',
    keywords: 'fietsverzekering, diefstal, schade, e-bike verzekeren',
    content: [
      p(
        'Een nieuwe fiets is een flinke investering. Met onze fietsverzekering ben je verzekerd tegen diefstal en schade, ook buiten Nederland.',
      ),
      ul(
        'Voor fietsen en e-bikes tot drie jaar oud',
        'Vervangende fiets tijdens de reparatie',
        'Reparatie bij een van onze servicepunten of bij je eigen fietsenmaker',
      ),
      p(
        'Sluit de verzekering af bij het bestellen van je fiets, of later via het product ' +
          a('/accessoires/onderhoud-en-service', 'Fietsverzekering') +
          '. Je hebt het framenummer nodig; dat staat onder de trapas.',
      ),
    ],
  },
]
