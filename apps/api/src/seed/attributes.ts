import { attribute, attributeOption } from '../db/schema/index.ts'
import type { Db } from '../db/client.ts'
import { insertRows } from './insert.ts'

/**
 * Product attributes with fixed ids (other modules rely on them). Option ids are
 * `attribute id * 100 + position`, so they are stable and never collide between attributes.
 */

export interface OptionDef {
  /** Dutch label, also the lookup key */
  nl: string
  de?: string
  /** swatch colour (kleur) */
  swatch?: string
  /** short code used in generated SKUs */
  code?: string
}

interface AttributeDef {
  id: number
  code: string
  input: 'select' | 'multiselect' | 'text' | 'textarea' | 'price' | 'weight'
  nl: string
  de: string
  filterable?: boolean
  comparable?: boolean
  system?: boolean
  options?: readonly OptionDef[]
}

const o = (nl: string, de = nl, code?: string): OptionDef => ({ nl, de, code })
const colour = (nl: string, de: string, swatch: string, code: string): OptionDef => ({ nl, de, swatch, code })

export const COLOURS: readonly OptionDef[] = [
  colour('Zwart', 'Schwarz', '#1b1b1b', 'ZW'),
  colour('Wit', 'Weiß', '#f3f3f1', 'WI'),
  colour('Grijs', 'Grau', '#8a8d91', 'GR'),
  colour('Antraciet', 'Anthrazit', '#3b3f45', 'AN'),
  colour('Blauw', 'Blau', '#1f4e9c', 'BL'),
  colour('Donkerblauw', 'Dunkelblau', '#1a2a4f', 'DB'),
  colour('Rood', 'Rot', '#c62828', 'RO'),
  colour('Groen', 'Grün', '#2e7d32', 'GN'),
  colour('Mintgroen', 'Mintgrün', '#8fd3bd', 'MG'),
  colour('Geel', 'Gelb', '#f2c200', 'GE'),
  colour('Oranje', 'Orange', '#ef6c00', 'OR'),
  colour('Zilver', 'Silber', '#bfc3c7', 'ZI'),
  colour('Bruin', 'Braun', '#6d4c41', 'BR'),
  colour('Beige', 'Beige', '#d9c6a5', 'BE'),
  colour('Roze', 'Rosa', '#e57fa8', 'RZ'),
  colour('Paars', 'Lila', '#6a1b9a', 'PA'),
]

export const BRANDS: readonly OptionDef[] = [
  // bicycles
  o('Gazelle', 'Gazelle', 'GZ'),
  o('Batavus', 'Batavus', 'BT'),
  o('Sparta', 'Sparta', 'SP'),
  o('Cortina', 'Cortina', 'CO'),
  o('Granville', 'Granville', 'GV'),
  o('Urban Arrow', 'Urban Arrow', 'UA'),
  o('Stevens', 'Stevens', 'ST'),
  o('Cube', 'Cube', 'CU'),
  o('Giant', 'Giant', 'GI'),
  o('Trek', 'Trek', 'TR'),
  o('Kalkhoff', 'Kalkhoff', 'KA'),
  o('Union', 'Union', 'UN'),
  o('Alpina', 'Alpina', 'AL'),
  o('Popal', 'Popal', 'PO'),
  o('Babboe', 'Babboe', 'BB'),
  o('Koga', 'Koga', 'KO'),
  o('Qwic', 'Qwic', 'QW'),
  o('Moovelo', 'Moovelo', 'MV'),
  // parts
  o('Schwalbe', 'Schwalbe', 'SW'),
  o('Continental', 'Continental', 'CT'),
  o('Vredestein', 'Vredestein', 'VR'),
  o('Michelin', 'Michelin', 'MI'),
  o('Shimano', 'Shimano', 'SH'),
  o('SRAM', 'SRAM', 'SR'),
  o('Magura', 'Magura', 'MA'),
  o('Tektro', 'Tektro', 'TK'),
  o('Busch & Müller', 'Busch & Müller', 'BM'),
  o('Spanninga', 'Spanninga', 'SN'),
  o('AXA', 'AXA', 'AX'),
  o('Sigma', 'Sigma', 'SI'),
  o('Trelock', 'Trelock', 'TL'),
  o('Selle Royal', 'Selle Royal', 'SE'),
  o('Brooks', 'Brooks', 'BR'),
  o('Velo', 'Velo', 'VL'),
  o('Ergon', 'Ergon', 'ER'),
  o('KMC', 'KMC', 'KM'),
  o('Wellgo', 'Wellgo', 'WG'),
  o('VP Components', 'VP Components', 'VP'),
  o('Crankbrothers', 'Crankbrothers', 'CB'),
  o('Humpert', 'Humpert', 'HU'),
  o('Ergotec', 'Ergotec', 'EG'),
  o('Ritchey', 'Ritchey', 'RI'),
  o('Bosch', 'Bosch', 'BO'),
  o('Bafang', 'Bafang', 'BF'),
  o('Sturmey-Archer', 'Sturmey-Archer', 'SA'),
  // accessories
  o('Abus', 'Abus', 'AB'),
  o('Kryptonite', 'Kryptonite', 'KR'),
  o('Basil', 'Basil', 'BA'),
  o('Ortlieb', 'Ortlieb', 'OL'),
  o('New Looxs', 'New Looxs', 'NL'),
  o('Lazer', 'Lazer', 'LZ'),
  o('Uvex', 'Uvex', 'UV'),
  o('Bell', 'Bell', 'BE'),
  o('Topeak', 'Topeak', 'TP'),
  o('Lezyne', 'Lezyne', 'LE'),
  o('SKS', 'SKS', 'SK'),
  o('Bobike', 'Bobike', 'BK'),
  o('Thule', 'Thule', 'TH'),
  o('Qibbel', 'Qibbel', 'QI'),
  o('Curana', 'Curana', 'CR'),
  o('Hebie', 'Hebie', 'HB'),
  o('Crane', 'Crane', 'CN'),
  o('Widek', 'Widek', 'WD'),
  o('ANWB', 'ANWB', 'AW'),
  o('Falk', 'Falk', 'FA'),
  o('Kompass', 'Kompass', 'KP'),
  o('AGU', 'AGU', 'AG'),
  o('Rainlegs', 'Rainlegs', 'RL'),
  o('Muc-Off', 'Muc-Off', 'MO'),
  o('Fietsgroothandel', 'Fietsgroothandel', 'FG'),
]

export const FRAME_SIZES = ['46 cm', '49 cm', '53 cm', '57 cm', '61 cm'] as const
export const CLOTHING_SIZES = ['S', 'M', 'L', 'XL'] as const
export const WHEEL_SIZES = [
  '12 inch',
  '16 inch',
  '20 inch',
  '24 inch',
  '26 inch',
  '27.5 inch',
  '28 inch',
  '29 inch',
] as const

export const ATTRIBUTES: readonly AttributeDef[] = [
  { id: 73, code: 'name', input: 'text', nl: 'Naam', de: 'Name', system: true },
  { id: 74, code: 'sku', input: 'text', nl: 'Artikelnummer', de: 'Artikelnummer', system: true },
  { id: 75, code: 'description', input: 'textarea', nl: 'Omschrijving', de: 'Beschreibung', system: true },
  {
    id: 76,
    code: 'short_description',
    input: 'textarea',
    nl: 'Korte omschrijving',
    de: 'Kurzbeschreibung',
    system: true,
  },
  { id: 77, code: 'price', input: 'price', nl: 'Prijs', de: 'Preis', system: true },
  { id: 78, code: 'special_price', input: 'price', nl: 'Aanbiedingsprijs', de: 'Sonderpreis', system: true },
  { id: 82, code: 'weight', input: 'weight', nl: 'Gewicht (kg)', de: 'Gewicht (kg)', system: true },
  {
    id: 83,
    code: 'merk',
    input: 'select',
    nl: 'Merk',
    de: 'Marke',
    filterable: true,
    comparable: true,
    options: BRANDS,
  },
  {
    id: 93,
    code: 'kleur',
    input: 'select',
    nl: 'Kleur',
    de: 'Farbe',
    filterable: true,
    comparable: true,
    options: COLOURS,
  },
  {
    id: 142,
    code: 'maat',
    input: 'select',
    nl: 'Maat',
    de: 'Größe',
    filterable: true,
    comparable: true,
    options: [
      ...FRAME_SIZES.map((s) => o(s, s, s.replace(' cm', ''))),
      ...CLOTHING_SIZES.map((s) => o(s, s, s)),
    ],
  },
  {
    id: 143,
    code: 'wielmaat',
    input: 'select',
    nl: 'Wielmaat',
    de: 'Laufradgröße',
    filterable: true,
    comparable: true,
    options: WHEEL_SIZES.map((s) => o(s, s.replace('inch', 'Zoll'), s.replace(' inch', '').replace('.', ''))),
  },
  {
    id: 144,
    code: 'typefiets',
    input: 'select',
    nl: 'Type fiets',
    de: 'Fahrradtyp',
    filterable: true,
    comparable: true,
    options: [
      o('Stadsfiets', 'Stadtrad'),
      o('E-bike', 'E-Bike'),
      o('Racefiets', 'Rennrad'),
      o('Mountainbike', 'Mountainbike'),
      o('Kinderfiets', 'Kinderrad'),
      o('Transportfiets', 'Lastenrad'),
      o('Hybride', 'Hybridrad'),
    ],
  },
  {
    id: 145,
    code: 'versnellingen',
    input: 'select',
    nl: 'Versnellingen',
    de: 'Gänge',
    filterable: true,
    comparable: true,
    options: ['1', '3', '5', '7', '8', '9', '10', '11', '12', '24', '27'].map((n) => o(n, n, n)),
  },
  {
    id: 146,
    code: 'framemateriaal',
    input: 'select',
    nl: 'Framemateriaal',
    de: 'Rahmenmaterial',
    filterable: true,
    comparable: true,
    options: [o('Aluminium', 'Aluminium'), o('Staal', 'Stahl'), o('Carbon', 'Carbon')],
  },
  {
    id: 147,
    code: 'accu_capaciteit',
    input: 'select',
    nl: 'Accucapaciteit',
    de: 'Akkukapazität',
    comparable: true,
    options: ['400 Wh', '500 Wh', '545 Wh', '625 Wh', '750 Wh'].map((s) => o(s, s)),
  },
  { id: 148, code: 'gewicht', input: 'text', nl: 'Gewicht', de: 'Gewicht', comparable: true },
  {
    id: 149,
    code: 'remtype',
    input: 'select',
    nl: 'Remtype',
    de: 'Bremsart',
    comparable: true,
    options: [
      o('Terugtraprem', 'Rücktrittbremse'),
      o('Rollerbrakes', 'Rollenbremsen'),
      o('V-brakes', 'V-Bremsen'),
      o('Hydraulische schijfremmen', 'Hydraulische Scheibenbremsen'),
      o('Velgremmen', 'Felgenbremsen'),
    ],
  },
  {
    id: 150,
    code: 'motor',
    input: 'select',
    nl: 'Motorpositie',
    de: 'Motorposition',
    comparable: true,
    options: [
      o('Middenmotor', 'Mittelmotor'),
      o('Voorwielmotor', 'Frontmotor'),
      o('Achterwielmotor', 'Heckmotor'),
    ],
  },
  {
    id: 151,
    code: 'framemodel',
    input: 'select',
    nl: 'Framemodel',
    de: 'Rahmenform',
    comparable: true,
    options: [o('Dames', 'Damen'), o('Heren', 'Herren'), o('Unisex', 'Unisex')],
  },
  { id: 160, code: 'ean_code', input: 'text', nl: 'EAN-code', de: 'EAN-Code', system: true },
  {
    id: 161,
    code: 'supplier_sku',
    input: 'text',
    nl: 'Artikelnummer leverancier',
    de: 'Lieferantenartikelnummer',
    system: true,
  },
]

const byCode = new Map(ATTRIBUTES.map((a) => [a.code, a]))

export function attributeId(code: string): number {
  const def = byCode.get(code)
  if (!def) throw new Error(`unknown attribute ${code}`)
  return def.id
}

/** The option id of an attribute option by its Dutch label, e.g. optionId('kleur', 'Zwart'). */
export function optionId(code: string, nlLabel: string): number {
  const def = byCode.get(code)
  const index = def?.options?.findIndex((opt) => opt.nl === nlLabel) ?? -1
  if (!def || index < 0) throw new Error(`unknown option ${code}=${nlLabel}`)
  return def.id * 100 + index + 1
}

/** The option definition (labels, swatch, sku code) by attribute code and Dutch label. */
export function optionDef(code: string, nlLabel: string): OptionDef {
  const found = byCode.get(code)?.options?.find((opt) => opt.nl === nlLabel)
  if (!found) throw new Error(`unknown option ${code}=${nlLabel}`)
  return found
}

export async function seedAttributes(db: Db): Promise<void> {
  await insertRows(
    db,
    attribute,
    ATTRIBUTES.map((a, position) => ({
      id: a.id,
      code: a.code,
      frontendInput: a.input,
      labels: { '1': a.nl, '3': a.de },
      isComparable: a.comparable ?? false,
      isFilterable: a.filterable ?? false,
      isVisibleOnFront: !a.system,
      isUserDefined: !a.system,
      position,
    })),
  )
  const options = ATTRIBUTES.flatMap((a) => {
    if ((a.options?.length ?? 0) > 99) throw new Error(`attribute ${a.code} has too many options`)
    return (a.options ?? []).map((opt, index) => ({
      id: a.id * 100 + index + 1,
      attributeId: a.id,
      sortOrder: index,
      labels: { '1': opt.nl, '3': opt.de ?? opt.nl },
      swatch: opt.swatch ?? null,
    }))
  })
  await insertRows(db, attributeOption, options)
}
