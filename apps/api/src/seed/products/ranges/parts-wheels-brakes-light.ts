import { CAT } from '../../categories.ts'
import type { RangeDef, SizeDef } from '../range-types.ts'

/** Parts: tyres, tubes, brakes and lighting. */
const TYRE_SIZES: readonly SizeDef[] = [
  { nl: '28 x 1.40 (37-622)', de: '28 x 1.40 (37-622)', attrs: { wielmaat: '28 inch' } },
  { nl: '28 x 1.75 (47-622)', de: '28 x 1.75 (47-622)', attrs: { wielmaat: '28 inch' } },
  { nl: '26 x 2.00 (50-559)', de: '26 x 2.00 (50-559)', attrs: { wielmaat: '26 inch' } },
  { nl: '24 x 1.75 (47-507)', de: '24 x 1.75 (47-507)', attrs: { wielmaat: '24 inch' } },
  { nl: '20 x 1.75 (47-406)', de: '20 x 1.75 (47-406)', attrs: { wielmaat: '20 inch' } },
  { nl: '27.5 x 2.25 (57-584)', de: '27.5 x 2.25 (57-584)', attrs: { wielmaat: '27.5 inch' } },
]
const VALVES: readonly SizeDef[] = [
  { nl: 'Hollands ventiel', de: 'Dunlop-Ventil' },
  { nl: 'Frans ventiel', de: 'Sclaverand-Ventil' },
  { nl: 'autoventiel', de: 'Autoventil' },
]

export const WHEEL_BRAKE_LIGHT_PARTS: readonly RangeDef[] = [
  {
    category: CAT.tyres,
    group: 'parts',
    pictogram: 'tyre',
    colours: ['Zwart'],
    brands: ['Schwalbe', 'Continental', 'Vredestein', 'Michelin'],
    weight: 16,
    items: [
      {
        nl: 'Marathon Plus buitenband',
        de: 'Marathon Plus Reifen',
        price: [34.95, 54.95],
        kg: [0.7, 1.1],
        brands: ['Schwalbe'],
        sizes: TYRE_SIZES,
      },
      {
        nl: 'Big Apple buitenband',
        de: 'Big Apple Reifen',
        price: [29.95, 44.95],
        kg: [0.6, 0.9],
        brands: ['Schwalbe'],
        sizes: TYRE_SIZES,
      },
      {
        nl: 'Energizer Plus buitenband',
        de: 'Energizer Plus Reifen',
        price: [39.95, 59.95],
        kg: [0.6, 0.9],
        brands: ['Schwalbe'],
        sizes: TYRE_SIZES,
      },
      {
        nl: 'Contact Plus buitenband',
        de: 'Contact Plus Reifen',
        price: [29.95, 49.95],
        kg: [0.6, 0.9],
        brands: ['Continental'],
        sizes: TYRE_SIZES,
      },
      {
        nl: 'Ride Tour buitenband',
        de: 'Ride Tour Reifen',
        price: [16.95, 27.95],
        kg: [0.6, 0.9],
        brands: ['Continental'],
        sizes: TYRE_SIZES,
      },
      {
        nl: 'Perfect Xtreme buitenband',
        de: 'Perfect Xtreme Reifen',
        price: [24.95, 39.95],
        kg: [0.6, 0.9],
        brands: ['Vredestein'],
        sizes: TYRE_SIZES,
      },
      {
        nl: 'Protek Cross buitenband',
        de: 'Protek Cross Reifen',
        price: [19.95, 34.95],
        kg: [0.6, 0.8],
        brands: ['Michelin'],
        sizes: TYRE_SIZES,
      },
    ],
    about: {
      nl: 'De juiste band bepaalt voor een groot deel hoe je fiets rijdt: licht, comfortabel en zonder lekke banden.',
      de: 'Der richtige Reifen bestimmt maßgeblich, wie Ihr Rad fährt: leicht, komfortabel und ohne Platten.',
    },
    tips: [
      {
        nl: 'Met reflecterende zijwanden voor betere zichtbaarheid in het donker.',
        de: 'Mit reflektierenden Flanken für bessere Sichtbarkeit bei Dunkelheit.',
      },
      {
        nl: 'De antilekbeschermlaag houdt glas en doorns tegen.',
        de: 'Die Pannenschutzeinlage hält Glas und Dornen ab.',
      },
      {
        nl: 'Controleer de maat op de zijkant van je huidige band (ETRTO, bijvoorbeeld 47-622).',
        de: 'Die Größe steht auf der Flanke Ihres jetzigen Reifens (ETRTO, zum Beispiel 47-622).',
      },
    ],
  },
  {
    category: CAT.tubes,
    group: 'parts',
    pictogram: 'tube',
    colours: ['Zwart'],
    brands: ['Schwalbe', 'Continental', 'Michelin'],
    weight: 8,
    items: [
      {
        nl: 'Binnenband 28 inch',
        de: 'Schlauch 28 Zoll',
        price: [4.95, 9.99],
        kg: [0.1, 0.2],
        sizes: VALVES,
      },
      {
        nl: 'Binnenband 26 inch',
        de: 'Schlauch 26 Zoll',
        price: [4.95, 8.99],
        kg: [0.1, 0.2],
        sizes: VALVES,
      },
      {
        nl: 'Binnenband 20 inch',
        de: 'Schlauch 20 Zoll',
        price: [4.49, 7.99],
        kg: [0.1, 0.15],
        sizes: VALVES,
      },
      {
        nl: 'Binnenband antilek 28 inch',
        de: 'Pannensicherer Schlauch 28 Zoll',
        price: [9.95, 14.95],
        kg: [0.15, 0.25],
        sizes: VALVES,
      },
    ],
    about: {
      nl: 'Een goede binnenband houdt de druk langer vast, zodat je minder vaak hoeft op te pompen.',
      de: 'Ein guter Schlauch hält den Druck länger, sodass Sie seltener pumpen müssen.',
    },
    tips: [
      {
        nl: 'Let bij het bestellen op het ventieltype van je fiets.',
        de: 'Achten Sie bei der Bestellung auf den Ventiltyp Ihres Rades.',
      },
      {
        nl: 'Vervang bij een nieuwe buitenband ook meteen de binnenband.',
        de: 'Tauschen Sie beim neuen Reifen am besten auch gleich den Schlauch.',
      },
    ],
  },
  {
    category: CAT.brakes,
    group: 'parts',
    pictogram: 'brake',
    colours: ['Zwart', 'Zilver'],
    brands: ['Shimano', 'SRAM', 'Magura', 'Tektro'],
    weight: 10,
    items: [
      {
        nl: 'Remblokken V-brake (set)',
        de: 'Bremsschuhe V-Brake (Set)',
        price: [5.95, 14.95],
        kg: [0.05, 0.1],
      },
      {
        nl: 'Schijfremblokken organisch',
        de: 'Scheibenbremsbeläge organisch',
        price: [9.95, 24.95],
        kg: [0.03, 0.06],
      },
      {
        nl: 'Rollerbrake BR-C3000 achter',
        de: 'Rollenbremse BR-C3000 hinten',
        price: [24.95, 39.95],
        kg: [0.4, 0.6],
        brands: ['Shimano'],
      },
      {
        nl: 'Hydraulische schijfrem set',
        de: 'Hydraulische Scheibenbremse Set',
        price: [59.95, 189.95],
        kg: [0.4, 0.7],
        brands: ['Shimano', 'SRAM', 'Magura'],
      },
      { nl: 'Remschijf 180 mm', de: 'Bremsscheibe 180 mm', price: [19.95, 49.95], kg: [0.12, 0.2] },
      { nl: 'Remkabelset', de: 'Bremszugset', price: [7.95, 17.95], kg: [0.1, 0.2] },
    ],
    about: {
      nl: 'Goed werkende remmen zijn het belangrijkste veiligheidsonderdeel van je fiets.',
      de: 'Gut funktionierende Bremsen sind das wichtigste Sicherheitsbauteil Ihres Rades.',
    },
    tips: [
      {
        nl: 'Laat remmen bij twijfel afstellen door een vakman.',
        de: 'Lassen Sie die Bremsen im Zweifel vom Fachmann einstellen.',
      },
      {
        nl: 'Nieuwe remblokken hebben een korte inremperiode nodig.',
        de: 'Neue Beläge brauchen eine kurze Einbremsphase.',
      },
    ],
  },
  {
    category: CAT.lighting,
    group: 'parts',
    pictogram: 'light',
    colours: ['Zwart', 'Zilver'],
    brands: ['Busch & Müller', 'Spanninga', 'AXA', 'Sigma', 'Trelock'],
    weight: 12,
    items: [
      { nl: 'Koplamp LED 30 lux', de: 'Frontlicht LED 30 Lux', price: [19.95, 49.95], kg: [0.08, 0.15] },
      {
        nl: 'Koplamp LED 70 lux naafdynamo',
        de: 'Frontlicht LED 70 Lux Nabendynamo',
        price: [39.95, 99.95],
        kg: [0.1, 0.2],
      },
      {
        nl: 'Achterlicht LED batterij',
        de: 'Rücklicht LED Batterie',
        price: [9.95, 24.95],
        kg: [0.04, 0.08],
      },
      {
        nl: 'Achterlicht spatbordmontage',
        de: 'Rücklicht Schutzblechmontage',
        price: [12.95, 29.95],
        kg: [0.04, 0.08],
      },
      {
        nl: 'Verlichtingsset USB oplaadbaar',
        de: 'Beleuchtungsset USB aufladbar',
        price: [24.95, 69.95],
        kg: [0.15, 0.25],
      },
    ],
    about: {
      nl: 'Zien en gezien worden: met goede verlichting fiets je ook in de donkere maanden veilig.',
      de: 'Sehen und gesehen werden: Mit guter Beleuchtung fahren Sie auch in den dunklen Monaten sicher.',
    },
    tips: [
      {
        nl: 'StVZO-goedgekeurd, dus ook toegestaan in Duitsland.',
        de: 'StVZO-zugelassen und damit auch in Deutschland erlaubt.',
      },
      {
        nl: 'Met automatische aan/uit-sensor en standlichtfunctie.',
        de: 'Mit automatischem Lichtsensor und Standlichtfunktion.',
      },
    ],
  },
]
