import { category, categoryStore } from '../db/schema/index.ts'
import type { Db } from '../db/client.ts'
import { insertRows } from './insert.ts'
import { STORE_DE, STORE_NL } from './stores-and-tax.ts'
import { slugify } from './text.ts'

/**
 * The category tree (ids fixed; Magento-like paths). 1 is the invisible tree root, 2 the root
 * category, 1332 the main menu whose children form the menu. URL paths leave out 1, 2 and 1332.
 */

export const CAT = {
  treeRoot: 1,
  root: 2,
  mainMenu: 1332,
  bikes: 1394,
  cityBikes: 1400,
  eBikes: 1401,
  raceBikes: 1402,
  mountainBikes: 1403,
  kidsBikes: 1404,
  cargoBikes: 1405,
  hybridBikes: 1406,
  parts: 1500,
  tyres: 1501,
  tubes: 1502,
  brakes: 1503,
  lighting: 1504,
  saddles: 1505,
  chains: 1506,
  pedals: 1507,
  handlebars: 1508,
  batteries: 1509,
  drivetrain: 1510,
  accessories: 1600,
  locks: 1601,
  bags: 1602,
  helmets: 1603,
  pumps: 1604,
  childSeats: 1605,
  mudguards: 1606,
  bells: 1607,
  maps: 1608,
  clothing: 1609,
  care: 1610,
  sale: 1700,
  granville: 2116,
  granvilleEBikes: 2117,
  granvilleCityBikes: 2118,
  urban: 2136,
  urbanCargo: 2137,
  urbanAccessories: 2138,
} as const

interface CategoryDef {
  id: number
  parent: number | null
  nl: string
  de: string
  /** URL keys when not the slug of the name */
  keyNl?: string
  keyDe?: string
  theme?: string
  menu?: boolean
  /** one-line description of the assortment */
  aboutNl?: string
  aboutDe?: string
}

const c = (
  id: number,
  parent: number,
  nl: string,
  de: string,
  extra: Partial<CategoryDef> = {},
): CategoryDef => ({
  id,
  parent,
  nl,
  de,
  ...extra,
})

export const CATEGORIES: readonly CategoryDef[] = [
  { id: CAT.treeRoot, parent: null, nl: 'Root Catalog', de: 'Root Catalog', menu: false },
  c(CAT.root, CAT.treeRoot, 'Default Category', 'Standardkategorie', { menu: false }),
  c(CAT.mainMenu, CAT.root, 'Hoofdmenu', 'Hauptmenü'),
  c(CAT.bikes, CAT.mainMenu, 'Fietsen', 'Fahrräder', {
    aboutNl: 'Van stadsfiets tot e-bike: alle fietsen van de bekende Nederlandse en Duitse merken.',
    aboutDe:
      'Vom Stadtrad bis zum E-Bike: alle Fahrräder der bekannten niederländischen und deutschen Marken.',
  }),
  c(CAT.cityBikes, CAT.bikes, 'Stadsfietsen', 'Stadträder'),
  c(CAT.eBikes, CAT.bikes, 'E-bikes', 'E-Bikes'),
  c(CAT.raceBikes, CAT.bikes, 'Racefietsen', 'Rennräder'),
  c(CAT.mountainBikes, CAT.bikes, 'Mountainbikes', 'Mountainbikes'),
  c(CAT.kidsBikes, CAT.bikes, 'Kinderfietsen', 'Kinderfahrräder'),
  c(CAT.cargoBikes, CAT.bikes, 'Transportfietsen', 'Lastenräder'),
  c(CAT.hybridBikes, CAT.bikes, 'Hybride fietsen', 'Hybridräder'),
  c(CAT.parts, CAT.mainMenu, 'Onderdelen', 'Ersatzteile', {
    aboutNl:
      'Onderdelen voor onderhoud en reparatie, direct uit voorraad voor de vakhandel en de thuissleutelaar.',
    aboutDe: 'Ersatzteile für Wartung und Reparatur, ab Lager für Fachhandel und Hobbyschrauber.',
  }),
  c(CAT.tyres, CAT.parts, 'Banden', 'Reifen'),
  c(CAT.tubes, CAT.parts, 'Binnenbanden', 'Schläuche'),
  c(CAT.brakes, CAT.parts, 'Remmen', 'Bremsen'),
  c(CAT.lighting, CAT.parts, 'Verlichting', 'Beleuchtung'),
  c(CAT.saddles, CAT.parts, 'Zadels', 'Sättel'),
  c(CAT.chains, CAT.parts, 'Kettingen', 'Ketten'),
  c(CAT.pedals, CAT.parts, 'Pedalen', 'Pedale'),
  c(CAT.handlebars, CAT.parts, 'Sturen & handvatten', 'Lenker & Griffe'),
  c(CAT.batteries, CAT.parts, "Accu's & laders", 'Akkus & Ladegeräte'),
  c(CAT.drivetrain, CAT.parts, 'Aandrijving & versnellingen', 'Antrieb & Schaltung'),
  c(CAT.accessories, CAT.mainMenu, 'Accessoires', 'Zubehör', {
    aboutNl: 'Alles wat fietsen veiliger, comfortabeler en leuker maakt.',
    aboutDe: 'Alles, was das Radfahren sicherer, bequemer und schöner macht.',
  }),
  c(CAT.locks, CAT.accessories, 'Sloten', 'Schlösser'),
  c(CAT.bags, CAT.accessories, 'Fietstassen', 'Fahrradtaschen'),
  c(CAT.helmets, CAT.accessories, 'Helmen', 'Helme'),
  c(CAT.pumps, CAT.accessories, 'Pompen', 'Pumpen'),
  c(CAT.childSeats, CAT.accessories, 'Kinderzitjes', 'Kindersitze'),
  c(CAT.mudguards, CAT.accessories, 'Spatborden', 'Schutzbleche'),
  c(CAT.bells, CAT.accessories, 'Bellen', 'Klingeln'),
  c(CAT.maps, CAT.accessories, 'Fietskaarten & boeken', 'Radkarten & Bücher'),
  c(CAT.clothing, CAT.accessories, 'Kleding', 'Bekleidung'),
  c(CAT.care, CAT.accessories, 'Onderhoud & service', 'Pflege & Service'),
  c(CAT.granville, CAT.mainMenu, 'Granville', 'Granville', {
    theme: 'granville',
    aboutNl: 'Granville: degelijke Nederlandse e-bikes en stadsfietsen, ontworpen voor elke dag.',
    aboutDe: 'Granville: solide niederländische E-Bikes und Stadträder für jeden Tag.',
  }),
  c(CAT.granvilleEBikes, CAT.granville, 'Granville E-bikes', 'Granville E-Bikes', {
    keyNl: 'e-bikes',
    keyDe: 'e-bikes',
  }),
  c(CAT.granvilleCityBikes, CAT.granville, 'Granville Stadsfietsen', 'Granville Stadträder', {
    keyNl: 'stadsfietsen',
    keyDe: 'stadtraeder',
  }),
  c(CAT.urban, CAT.mainMenu, 'Urban', 'Urban', {
    theme: 'urban',
    aboutNl: 'Urban: bakfietsen en accessoires voor gezinnen in de stad.',
    aboutDe: 'Urban: Lastenräder und Zubehör für Familien in der Stadt.',
  }),
  c(CAT.urbanCargo, CAT.urban, 'Urban Cargo', 'Urban Cargo', { keyNl: 'cargo', keyDe: 'cargo' }),
  c(CAT.urbanAccessories, CAT.urban, 'Urban Accessoires', 'Urban Zubehör', {
    keyNl: 'accessoires',
    keyDe: 'zubehoer',
  }),
  c(CAT.sale, CAT.mainMenu, 'Sale', 'Sale', {
    keyNl: 'aanbiedingen',
    keyDe: 'angebote',
    aboutNl: 'Tijdelijk scherp geprijsd: fietsen, onderdelen en accessoires in de aanbieding.',
    aboutDe: 'Vorübergehend reduziert: Fahrräder, Ersatzteile und Zubehör im Angebot.',
  }),
]

const byId = new Map(CATEGORIES.map((def) => [def.id, def]))
/** categories that never appear in URL paths or product assignments */
const CONTAINERS = new Set<number>([CAT.treeRoot, CAT.root, CAT.mainMenu])

/** The category and its ancestors up to (not including) the main menu, leaf first. */
export function categoryChain(id: number): number[] {
  const chain: number[] = []
  for (
    let current = byId.get(id);
    current && !CONTAINERS.has(current.id);
    current = byId.get(current.parent ?? -1)
  ) {
    chain.push(current.id)
  }
  return chain
}

export interface CategoryPaths {
  nl: string
  de: string
}

/** url_path per store for every category (the containers keep their own key as path). */
export function categoryUrlPaths(): Map<number, CategoryPaths> {
  const paths = new Map<number, CategoryPaths>()
  for (const def of CATEGORIES) {
    const key = { nl: def.keyNl ?? slugify(def.nl), de: def.keyDe ?? slugify(def.de, 'und') }
    const parent = def.parent != null && !CONTAINERS.has(def.parent) ? paths.get(def.parent) : undefined
    paths.set(def.id, parent ? { nl: `${parent.nl}/${key.nl}`, de: `${parent.de}/${key.de}` } : key)
  }
  return paths
}

function description(def: CategoryDef, lang: 'nl' | 'de'): string {
  const about = lang === 'nl' ? def.aboutNl : def.aboutDe
  if (about) return `<p>${about}</p>`
  return lang === 'nl'
    ? `<p>Ontdek ons assortiment ${def.nl.toLowerCase()}: scherp geprijsd, snel geleverd en met deskundig advies van onze fietsspecialisten.</p>`
    : `<p>Entdecken Sie unser Sortiment ${def.de}: faire Preise, schnelle Lieferung und kompetente Beratung durch unsere Fahrradspezialisten.</p>`
}

/** Writes category and category_store rows; returns the url paths for the url_rewrite rows. */
export async function seedCategories(
  db: Db,
  imageFor: (id: number) => string | null,
): Promise<Map<number, CategoryPaths>> {
  const paths = categoryUrlPaths()
  const positions = new Map<number, number>()
  const pathOf = new Map<number, string>()
  const rows = CATEGORIES.map((def) => {
    const position = (positions.get(def.parent ?? 0) ?? 0) + 1
    positions.set(def.parent ?? 0, position)
    const parentPath = def.parent != null ? pathOf.get(def.parent) : undefined
    const path = parentPath ? `${parentPath}/${def.id}` : String(def.id)
    pathOf.set(def.id, path)
    return {
      id: def.id,
      parentId: def.parent,
      path,
      level: path.split('/').length - 1,
      position,
      includeInMenu: def.menu ?? true,
      isActive: true,
      image: imageFor(def.id),
      theme: def.theme ?? null,
    }
  })
  await insertRows(db, category, rows)
  const storeRows = CATEGORIES.flatMap((def) => {
    const p = paths.get(def.id)!
    return [
      {
        categoryId: def.id,
        storeId: STORE_NL,
        name: def.nl,
        urlKey: p.nl.split('/').pop()!,
        urlPath: p.nl,
        description: description(def, 'nl'),
        metaTitle: `${def.nl} kopen | Fietsgroothandel`,
        metaDescription: `${def.nl} bij Fietsgroothandel: groot assortiment, snelle levering en persoonlijk advies.`,
      },
      {
        categoryId: def.id,
        storeId: STORE_DE,
        name: def.de,
        urlKey: p.de.split('/').pop()!,
        urlPath: p.de,
        description: description(def, 'de'),
        metaTitle: `${def.de} kaufen | Fietsgroothandel`,
        metaDescription: `${def.de} bei Fietsgroothandel: großes Sortiment, schnelle Lieferung und persönliche Beratung.`,
      },
    ]
  })
  await insertRows(db, categoryStore, storeRows)
  return paths
}

/** Categories whose URL is registered (everything but the invisible root and the root category). */
export function routableCategoryIds(): number[] {
  return CATEGORIES.filter((def) => def.id !== CAT.treeRoot && def.id !== CAT.root).map((def) => def.id)
}
