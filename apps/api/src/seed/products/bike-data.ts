import { CAT } from '../categories.ts'
import type { BikeShape } from '../images/bike-drawing.ts'

/** Bicycle types, brands, models and the words used to describe them (nl and de). */

export type BikeConfig = 'frame' | 'wheel' | 'colour'

export interface BikeTypeDef {
  /** typefiets option (Dutch label) */
  typefiets: string
  category: number
  shape: BikeShape
  weight: number
  /** nouns for ladies, gents and unisex frames */
  nouns: { nl: readonly [string, string, string]; de: readonly [string, string, string] }
  price: readonly [number, number]
  kilos: readonly [number, number]
  wheel: string
  gears: readonly string[]
  brakes: readonly string[]
  materials: readonly string[]
  colours: readonly string[]
  config: BikeConfig
  /** share of simple (not configurable) products of this type */
  simpleShare: number
  electric?: boolean
  models: readonly (readonly [brand: string, model: string, variants: readonly string[]])[]
  use: { nl: string; de: string }
}

const CITY_COLOURS = [
  'Zwart',
  'Grijs',
  'Antraciet',
  'Donkerblauw',
  'Groen',
  'Wit',
  'Beige',
  'Rood',
  'Mintgroen',
]

export const BIKE_TYPES: readonly BikeTypeDef[] = [
  {
    typefiets: 'Stadsfiets',
    category: CAT.cityBikes,
    shape: 'city',
    weight: 26,
    nouns: { nl: ['Damesfiets', 'Herenfiets', 'Stadsfiets'], de: ['Damenrad', 'Herrenrad', 'Stadtrad'] },
    price: [449, 1299],
    kilos: [16, 22],
    wheel: '28 inch',
    gears: ['1', '3', '7', '8'],
    brakes: ['Terugtraprem', 'Rollerbrakes', 'V-brakes'],
    materials: ['Aluminium', 'Staal'],
    colours: CITY_COLOURS,
    config: 'frame',
    simpleShare: 0.1,
    models: [
      ['Gazelle', 'Orange', ['C7', 'C8', 'C7+']],
      ['Gazelle', 'Miss Grace', ['C7', 'T7']],
      ['Gazelle', 'Esprit', ['C3', 'C7']],
      ['Batavus', 'Dinsdag', ['N3', 'N7']],
      ['Batavus', 'Mambo', ['N7', 'N1']],
      ['Batavus', 'Fonk', ['N3', 'N5']],
      ['Sparta', 'Pick-Up', ['Classic', 'Deluxe']],
      ['Sparta', 'Amazone', ['N3', 'N7']],
      ['Cortina', 'U4', ['Transport', 'Solo']],
      ['Cortina', 'Roots', ['N3', 'N7']],
      ['Union', 'Flow', ['N3', 'N7']],
      ['Granville', 'Canal', ['N3', 'N7', 'N8']],
      ['Granville', 'Polder', ['Classic', 'Comfort']],
    ],
    use: {
      nl: 'dagelijks woon-werkverkeer en boodschappen in de stad',
      de: 'den täglichen Weg zur Arbeit und Einkäufe in der Stadt',
    },
  },
  {
    typefiets: 'E-bike',
    category: CAT.eBikes,
    shape: 'ebike',
    weight: 30,
    nouns: {
      nl: ['E-bike dames', 'E-bike heren', 'E-bike'],
      de: ['E-Bike Damen', 'E-Bike Herren', 'E-Bike'],
    },
    price: [1999, 5999],
    kilos: [23, 29],
    wheel: '28 inch',
    gears: ['5', '7', '8', '10', '11'],
    brakes: ['Rollerbrakes', 'Hydraulische schijfremmen'],
    materials: ['Aluminium'],
    colours: CITY_COLOURS,
    config: 'frame',
    simpleShare: 0.08,
    electric: true,
    models: [
      ['Gazelle', 'Ultimate', ['C380 HMB', 'C5 HMB', 'T10 HMB']],
      ['Gazelle', 'Chamonix', ['C5 HMS', 'C7 HMS']],
      ['Gazelle', 'Arroyo', ['C5 Elite', 'C7+ HMB']],
      ['Batavus', 'Finez', ['E-go Power', 'E-go Exclusive']],
      ['Batavus', 'Altura', ['E-go Power', 'E-go']],
      ['Sparta', 'c-Grid', ['Energy', 'LTD']],
      ['Sparta', 'd-Burst', ['M8b', 'M10b']],
      ['Kalkhoff', 'Image', ['3.B Advance', '5.B Excite']],
      ['Kalkhoff', 'Endeavour', ['3.B Move', '5.B Season']],
      ['Stevens', 'E-Courier', ['Luxe', 'Gent']],
      ['Cube', 'Kathmandu Hybrid', ['SLX 750', 'One 625']],
      ['Giant', 'Explore E+', ['1 GTS', '2 STA']],
      ['Qwic', 'Premium', ['MN7+', 'i MN7']],
      ['Moovelo', 'S5', ['Standard', 'Long Range']],
      ['Granville', 'E-Voyage', ['N7', 'N8', 'D10']],
      ['Granville', 'E-Noord', ['Comfort', 'Sport']],
    ],
    use: {
      nl: 'lange ritten zonder zweet, naar het werk of er lekker op uit',
      de: 'lange Fahrten ohne ins Schwitzen zu kommen, zur Arbeit oder in der Freizeit',
    },
  },
  {
    typefiets: 'Racefiets',
    category: CAT.raceBikes,
    shape: 'race',
    weight: 10,
    nouns: { nl: ['Racefiets dames', 'Racefiets', 'Racefiets'], de: ['Rennrad Damen', 'Rennrad', 'Rennrad'] },
    price: [899, 4999],
    kilos: [7.5, 10.5],
    wheel: '28 inch',
    gears: ['11', '12', '24'],
    brakes: ['Velgremmen', 'Hydraulische schijfremmen'],
    materials: ['Aluminium', 'Carbon'],
    colours: ['Zwart', 'Wit', 'Rood', 'Blauw', 'Grijs', 'Geel', 'Oranje'],
    config: 'frame',
    simpleShare: 0.15,
    models: [
      ['Giant', 'Defy', ['Advanced 2', 'Advanced 1', 'Advanced Pro']],
      ['Giant', 'TCR', ['Advanced 3', 'SL 2']],
      ['Trek', 'Domane', ['AL 2', 'AL 4', 'SL 5']],
      ['Trek', 'Émonda', ['ALR 5', 'SL 6']],
      ['Cube', 'Attain', ['Race', 'GTC SL']],
      ['Stevens', 'Strada', ['900', '1000', 'Super Prestige']],
      ['Koga', 'Kimera', ['Road', 'Premium']],
    ],
    use: {
      nl: 'snelle ritten op de weg en toertochten',
      de: 'schnelle Ausfahrten auf der Straße und lange Touren',
    },
  },
  {
    typefiets: 'Mountainbike',
    category: CAT.mountainBikes,
    shape: 'mtb',
    weight: 10,
    nouns: {
      nl: ['Mountainbike', 'Mountainbike', 'Mountainbike'],
      de: ['Mountainbike', 'Mountainbike', 'Mountainbike'],
    },
    price: [599, 3999],
    kilos: [12, 15.5],
    wheel: '29 inch',
    gears: ['11', '12', '24', '27'],
    brakes: ['Hydraulische schijfremmen'],
    materials: ['Aluminium', 'Carbon'],
    colours: ['Zwart', 'Groen', 'Oranje', 'Blauw', 'Grijs', 'Rood'],
    config: 'frame',
    simpleShare: 0.1,
    models: [
      ['Cube', 'Reaction', ['Pro', 'Race', 'C:62']],
      ['Cube', 'Aim', ['SL', 'Race', 'EX']],
      ['Giant', 'Talon', ['1', '2', '3']],
      ['Trek', 'Marlin', ['5', '6', '7']],
      ['Trek', 'X-Caliber', ['8', '9']],
      ['Stevens', 'Sonora', ['ES', 'SL']],
    ],
    use: { nl: 'bos, duin en singletrack', de: 'Wald, Trails und Singletrails' },
  },
  {
    typefiets: 'Kinderfiets',
    category: CAT.kidsBikes,
    shape: 'kids',
    weight: 10,
    nouns: {
      nl: ['Meisjesfiets', 'Jongensfiets', 'Kinderfiets'],
      de: ['Mädchenrad', 'Jungenrad', 'Kinderrad'],
    },
    price: [399, 649],
    kilos: [7, 13],
    wheel: '20 inch',
    gears: ['1', '3', '7'],
    brakes: ['Terugtraprem', 'V-brakes'],
    materials: ['Aluminium', 'Staal'],
    colours: ['Roze', 'Blauw', 'Rood', 'Groen', 'Paars', 'Mintgroen', 'Zwart'],
    config: 'wheel',
    simpleShare: 0.1,
    models: [
      ['Batavus', 'Snake', ['N3', 'Basic']],
      ['Batavus', 'Gabber', ['N3', 'Basic']],
      ['Cortina', 'Speedy', ['N3', 'Basic']],
      ['Alpina', 'Yabber', ['N3', 'Clubb']],
      ['Alpina', 'Cargo', ['N3', 'Girlpower']],
      ['Popal', 'Daily Dutch', ['Basic', 'Prestige']],
    ],
    use: { nl: 'naar school en spelen in de buurt', de: 'den Schulweg und zum Spielen in der Nachbarschaft' },
  },
  {
    typefiets: 'Transportfiets',
    category: CAT.cargoBikes,
    shape: 'cargo',
    weight: 6,
    nouns: { nl: ['Bakfiets', 'Bakfiets', 'Bakfiets'], de: ['Lastenrad', 'Lastenrad', 'Lastenrad'] },
    price: [1999, 5999],
    kilos: [30, 52],
    wheel: '26 inch',
    gears: ['3', '5', '7', '8'],
    brakes: ['Rollerbrakes', 'Hydraulische schijfremmen'],
    materials: ['Aluminium', 'Staal'],
    colours: ['Zwart', 'Antraciet', 'Groen', 'Blauw', 'Beige'],
    config: 'colour',
    simpleShare: 0.35,
    electric: true,
    models: [
      ['Urban Arrow', 'Family', ['Performance', 'Cargo Line']],
      ['Urban Arrow', 'Shorty', ['Performance', 'Essential']],
      ['Urban Arrow', 'Tender', ['1000', '1500']],
      ['Babboe', 'City', ['Mountain', 'E']],
      ['Babboe', 'Curve', ['Mountain', 'E']],
      ['Cortina', 'E-Family', ['Long', 'Nexus']],
    ],
    use: {
      nl: 'kinderen, boodschappen en bagage door de stad vervoeren',
      de: 'den Transport von Kindern, Einkäufen und Gepäck durch die Stadt',
    },
  },
  {
    typefiets: 'Hybride',
    category: CAT.hybridBikes,
    shape: 'hybrid',
    weight: 8,
    nouns: {
      nl: ['Hybride fiets dames', 'Hybride fiets heren', 'Hybride fiets'],
      de: ['Trekkingrad Damen', 'Trekkingrad Herren', 'Trekkingrad'],
    },
    price: [699, 1899],
    kilos: [12, 16],
    wheel: '28 inch',
    gears: ['9', '10', '24', '27'],
    brakes: ['V-brakes', 'Hydraulische schijfremmen'],
    materials: ['Aluminium'],
    colours: ['Zwart', 'Grijs', 'Blauw', 'Groen', 'Wit', 'Zilver'],
    config: 'frame',
    simpleShare: 0.1,
    models: [
      ['Stevens', 'Galant', ['Lite', 'Luxe']],
      ['Cube', 'Nature', ['EXC', 'Pro', 'Allroad']],
      ['Trek', 'FX', ['2', '3 Disc']],
      ['Koga', 'F3', ['4.0', '5.0']],
      ['Gazelle', 'Medeo', ['T9', 'T10']],
    ],
    use: {
      nl: 'fietsen naar het werk, op vakantie en over onverharde paden',
      de: 'den Arbeitsweg, Radreisen und Schotterwege',
    },
  },
]

export const WHEELS_KIDS = ['16 inch', '20 inch', '24 inch'] as const
export const WHEELS_MTB = ['27.5 inch', '29 inch'] as const
