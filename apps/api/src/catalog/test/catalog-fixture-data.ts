/**
 * The products and categories of the catalogue fixture, one per line so the table stays readable.
 * Net prices give round prices incl. 21 % BTW (619.0083 -> 749.00, 413.2231 -> 500.00).
 */
import { OPT, P } from './catalog-fixture-ids.ts'

export interface FixtureProduct {
  id: number
  sku: string
  type?: string
  nl: string
  de?: string
  url?: string
  price: string
  special?: [string, string | null, string | null]
  status?: number
  visibility?: number
  taxClassId?: number
  attributes?: Record<string, number | number[] | string>
  categories?: number[]
  qty: string
  inStock?: boolean
  created: string
  supplierSku?: string
  ean?: string
  description?: string
}

// prettier-ignore
export const PRODUCTS: FixtureProduct[] = [
  { id: P.conf, sku: 'GZ-ORANGE-C7', type: 'configurable', nl: 'Gazelle Orange C7 stadsfiets', de: 'Gazelle Orange C7 Stadtrad', url: 'gazelle-orange-c7', price: '0', attributes: { merk: OPT.gazelle, typefiets: OPT.stadsfiets, wielmaat: OPT.wiel28 }, categories: [1400, 2116], qty: '10', created: '2024-01-10', description: 'Comfortabele <b>stadsfiets</b> met Shimano Nexus 7.' },
  { id: P.confBlack49, sku: 'GZ-ORANGE-C7-49-ZW', nl: 'Gazelle Orange C7 zwart 49 cm', price: '619.0083', visibility: 1, attributes: { kleur: OPT.zwart, maat: OPT.maat49 }, qty: '4', created: '2024-01-10' },
  { id: P.confBlue53, sku: 'GZ-ORANGE-C7-53-BL', nl: 'Gazelle Orange C7 blauw 53 cm', price: '660.3306', visibility: 1, attributes: { kleur: OPT.blauw, maat: OPT.maat53 }, qty: '6', created: '2024-01-10' },
  { id: P.confRedDisabled, sku: 'GZ-ORANGE-C7-57-RO', nl: 'Gazelle Orange C7 rood 57 cm', price: '700', status: 2, visibility: 1, attributes: { kleur: OPT.rood, maat: OPT.maat57 }, qty: '0', created: '2024-01-10' },
  { id: P.batavus, sku: 'BT-DAMES-28', nl: 'Batavus Dames fiets 28 inch', de: 'Batavus Damenrad 28 Zoll', price: '413.2231', special: ['330.5785', '2030-06-01', '2030-06-30'], attributes: { merk: OPT.batavus, kleur: OPT.zwart, typefiets: OPT.stadsfiets, wielmaat: OPT.wiel28 }, categories: [1394], qty: '3', created: '2024-02-01', supplierSku: 'BAT-12345', ean: '8712345678906' },
  { id: P.sparta, sku: 'SP-RACE-1', nl: 'Sparta Racefiets Pro', de: 'Sparta Rennrad Pro', price: '82.6446', attributes: { merk: OPT.sparta, kleur: OPT.blauw, wielmaat: OPT.wiel28 }, categories: [1394], qty: '25', created: '2024-03-01' },
  { id: P.bell, sku: 'GV-ACC-BEL', nl: 'Granville fietsbel zwart', de: 'Granville Fahrradklingel schwarz', price: '8.2562', attributes: { merk: OPT.granville, kleur: OPT.zwart, gewicht: '120 g' }, categories: [1500, 2116], qty: '100', created: '2024-04-01' },
  { id: P.map, sku: 'LOW-MAP', nl: 'Fietskaart Nederland', de: 'Fahrradkarte Niederlande', price: '9.1651', taxClassId: 5, categories: [1500], qty: '0', inStock: false, created: '2024-04-02' },
  { id: P.disabled, sku: 'OLD-BIKE', nl: 'Oude fiets', price: '100', status: 2, categories: [1394], qty: '1', created: '2024-04-03' },
  { id: P.grouped, sku: 'GRP-LIGHTS', type: 'grouped', nl: 'Verlichtingsset', price: '0', categories: [1500], qty: '5', created: '2024-04-04' },
  { id: P.front, sku: 'LIGHT-FRONT', nl: 'Koplamp LED', price: '20', visibility: 1, qty: '8', created: '2024-04-04' },
  { id: P.rear, sku: 'LIGHT-REAR', nl: 'Achterlicht LED', price: '10', visibility: 1, qty: '9', created: '2024-04-04' },
  { id: P.bundle, sku: 'BND-KIT', type: 'bundle', nl: 'Onderhoudsset', price: '25', categories: [1500], qty: '2', created: '2024-04-05' },
  { id: P.oil, sku: 'OIL-1', nl: 'Kettingolie', price: '5', visibility: 1, qty: '50', created: '2024-04-05' },
  { id: P.engrave, sku: 'ENGRAVE-BELL', nl: 'Fietsbel met gravure', price: '15', categories: [1500], qty: '7', created: '2024-04-06' },
  { id: P.ebike, sku: 'EB-CITY', nl: 'Stella e-bike Copenhagen', price: '1652.0661', attributes: { merk: OPT.batavus, typefiets: OPT.ebike }, categories: [1400], qty: '1', created: '2024-06-01' },
]

// prettier-ignore
export const CATEGORIES = [
  { id: 1, parentId: null, path: '1', level: 0, nl: 'Root', url: 'root' },
  { id: 2, parentId: 1, path: '1/2', level: 1, nl: 'Standaard', url: 'standaard' },
  { id: 1332, parentId: 2, path: '1/2/1332', level: 2, nl: 'Hoofdmenu', url: 'hoofdmenu' },
  { id: 1394, parentId: 1332, path: '1/2/1332/1394', level: 3, nl: 'Fietsen', de: 'Fahrräder', url: 'fietsen', urlDe: 'fahrraeder', position: 1 },
  { id: 1400, parentId: 1394, path: '1/2/1332/1394/1400', level: 4, nl: 'E-bikes', de: 'E-Bikes', url: 'fietsen/e-bikes', urlDe: 'fahrraeder/e-bikes' },
  { id: 1500, parentId: 1332, path: '1/2/1332/1500', level: 3, nl: 'Accessoires', de: 'Zubehör', url: 'accessoires', urlDe: 'zubehoer', position: 2 },
  { id: 2116, parentId: 1332, path: '1/2/1332/2116', level: 3, nl: 'Granville', url: 'granville', theme: 'granville', position: 3 },
  { id: 2136, parentId: 1332, path: '1/2/1332/2136', level: 3, nl: 'Urban', url: 'urban', theme: 'urban', position: 4 },
] as { id: number; parentId: number | null; path: string; level: number; nl: string; de?: string; url: string; urlDe?: string; position?: number; theme?: string }[]
