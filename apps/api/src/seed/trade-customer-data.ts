/**
 * The demo's twenty trade customers (issue 16): NL and DE bike dealers with their company data,
 * back-office ids, flags, allowed methods and price agreements, as docs/demo-trade-customers.md
 * lists them. Seeded by trade-customers.ts.
 */
import { CAT } from './categories.ts'

export type Agreement =
  | { kind: 'brand'; target: string; discountPercent: number; minQty?: number }
  | { kind: 'category'; target: number; discountPercent: number; minQty?: number }

export interface Dealer {
  email: string
  company: string
  firstname: string
  lastname: string
  store: 'nl' | 'de'
  backofficeId: string
  vatId: string
  kvk: string
  street: string
  postcode: string
  city: string
  telephone: string
  hiddenPriceMode?: 1 | 2 | 3
  dropEnabled?: boolean
  payment: string[] | null
  shipment?: string[] | null
  agreements: Agreement[]
  /** net prices on the first few suitable skus of the catalogue (see netPriceSkus) */
  netPrices?: number
}

const LIGHTING_TIERS: Agreement[] = [
  { kind: 'category', target: CAT.lighting, discountPercent: 10 },
  { kind: 'category', target: CAT.lighting, discountPercent: 20, minQty: 12 },
]
const PO_IDEAL = ['purchaseorder', 'ideal']

export const DEALERS: readonly Dealer[] = [
  {
    email: 'inkoop@rijwielhandel-jansen.nl',
    company: 'Rijwielhandel Jansen B.V.',
    firstname: 'Pieter',
    lastname: 'Jansen',
    store: 'nl',
    backofficeId: 'D10001',
    vatId: 'NL853211904B01',
    kvk: '30123456',
    street: 'Oudegracht 112',
    postcode: '3511 AX',
    city: 'Utrecht',
    telephone: '030 231 44 87',
    hiddenPriceMode: 3,
    payment: PO_IDEAL,
    shipment: ['flatrate', '0001', '0003', '0009'],
    agreements: [{ kind: 'brand', target: 'Granville', discountPercent: 8 }, ...LIGHTING_TIERS],
    netPrices: 3,
  },
  {
    email: 'info@fietsenmaker-bakker.nl',
    company: 'Fietsenmaker Bakker',
    firstname: 'Sanne',
    lastname: 'Bakker',
    store: 'nl',
    backofficeId: 'D10002',
    vatId: 'NL001234567B02',
    kvk: '34098765',
    street: 'Kleine Houtstraat 41',
    postcode: '2011 DL',
    city: 'Haarlem',
    telephone: '023 532 18 09',
    dropEnabled: true,
    payment: PO_IDEAL,
    agreements: [{ kind: 'brand', target: 'Gazelle', discountPercent: 6 }],
  },
  {
    email: 'bestellen@tweewieler-smit.nl',
    company: 'Tweewieler Smit',
    firstname: 'Henk',
    lastname: 'Smit',
    store: 'nl',
    backofficeId: 'D10003',
    vatId: 'NL812345678B01',
    kvk: '05067891',
    street: 'Diezerstraat 77',
    postcode: '8011 RJ',
    city: 'Zwolle',
    telephone: '038 421 66 30',
    hiddenPriceMode: 2,
    payment: PO_IDEAL,
    agreements: [{ kind: 'brand', target: 'Batavus', discountPercent: 7 }],
  },
  {
    email: 'winkel@fietspunt-visser.nl',
    company: 'Fietspunt Visser',
    firstname: 'Eva',
    lastname: 'Visser',
    store: 'nl',
    backofficeId: 'D10004',
    vatId: 'NL859876543B01',
    kvk: '28054321',
    street: 'Breestraat 96',
    postcode: '2311 CV',
    city: 'Leiden',
    telephone: '071 512 40 73',
    hiddenPriceMode: 1,
    payment: ['purchaseorder'],
    agreements: [{ kind: 'category', target: CAT.tyres, discountPercent: 8 }],
  },
  nl('D10005', 'verkoop@fietsenwinkel-devries.nl', 'Fietsenwinkel De Vries', 'Klaas', 'de Vries', {
    street: 'Oosterstraat 23',
    postcode: '9711 NN',
    city: 'Groningen',
    vatId: 'NL804512367B01',
    kvk: '02045678',
    agreements: [{ kind: 'brand', target: 'Sparta', discountPercent: 5 }],
  }),
  nl('D10006', 'inkoop@bikecenter-vandijk.nl', 'Bike Center Van Dijk', 'Mark', 'van Dijk', {
    street: 'Woenselse Markt 9',
    postcode: '5612 CP',
    city: 'Eindhoven',
    vatId: 'NL817263544B01',
    kvk: '17089123',
    agreements: [{ kind: 'brand', target: 'Shimano', discountPercent: 7 }],
    shipment: ['flatrate', '0001', '0002'],
  }),
  nl('D10007', 'info@rijwielhandel-bos.nl', 'Rijwielhandel Bos', 'Anouk', 'Bos', {
    street: 'Langestraat 54',
    postcode: '3811 AH',
    city: 'Amersfoort',
    vatId: 'NL821356789B01',
    kvk: '32076543',
    agreements: [{ kind: 'category', target: CAT.locks, discountPercent: 10 }],
  }),
  nl('D10008', 'bestellingen@twc-mulder.nl', 'Tweewielercentrum Mulder', 'Joost', 'Mulder', {
    street: 'Hoofdstraat 140',
    postcode: '7311 BK',
    city: 'Apeldoorn',
    vatId: 'NL836781245B01',
    kvk: '08054312',
    agreements: [{ kind: 'brand', target: 'Schwalbe', discountPercent: 10 }],
  }),
  nl('D10009', 'inkoop@fietshuis-deboer.nl', 'Fietshuis De Boer', 'Femke', 'de Boer', {
    street: 'Nieuwestad 31',
    postcode: '8911 CK',
    city: 'Leeuwarden',
    vatId: 'NL842567913B01',
    kvk: '01067234',
    agreements: [{ kind: 'category', target: CAT.helmets, discountPercent: 12 }],
  }),
  nl('D10010', 'info@ebikestore-meijer.nl', 'E-bike Store Meijer', 'Ruben', 'Meijer', {
    street: 'Ginnekenweg 210',
    postcode: '4835 NK',
    city: 'Breda',
    vatId: 'NL857634129B01',
    kvk: '20098456',
    agreements: [
      { kind: 'category', target: CAT.eBikes, discountPercent: 5 },
      { kind: 'category', target: CAT.batteries, discountPercent: 9 },
    ],
  }),
  {
    email: 'einkauf@fahrradhaus-mueller.de',
    company: 'Fahrradhaus Müller GmbH',
    firstname: 'Thomas',
    lastname: 'Müller',
    store: 'de',
    backofficeId: 'D10011',
    vatId: 'DE812345679',
    kvk: 'HRB 84213',
    street: 'Ehrenstraße 58',
    postcode: '50672',
    city: 'Köln',
    telephone: '0221 257 31 90',
    payment: PO_IDEAL,
    agreements: LIGHTING_TIERS,
  },
  de('D10012', 'einkauf@radsport-schmidt.de', 'Radsport Schmidt GmbH', 'Jürgen', 'Schmidt', {
    street: 'Kölner Straße 204',
    postcode: '40227',
    city: 'Düsseldorf',
    vatId: 'DE298765431',
    kvk: 'HRB 70345',
    agreements: [{ kind: 'brand', target: 'Cube', discountPercent: 6 }],
  }),
  de('D10013', 'bestellung@zweirad-schneider.de', 'Zweirad Schneider', 'Sabine', 'Schneider', {
    street: 'Hammer Straße 31',
    postcode: '48153',
    city: 'Münster',
    vatId: 'DE276543198',
    kvk: 'HRA 5521',
    agreements: [{ kind: 'brand', target: 'Continental', discountPercent: 8 }],
  }),
  de('D10014', 'info@fahrrad-fischer.de', 'Fahrrad Fischer KG', 'Michael', 'Fischer', {
    street: 'Pontstraße 88',
    postcode: '52062',
    city: 'Aachen',
    vatId: 'DE254321987',
    kvk: 'HRA 3987',
    agreements: [{ kind: 'category', target: CAT.bags, discountPercent: 10 }],
  }),
  de('D10015', 'einkauf@velo-weber.de', 'Velo Weber', 'Katrin', 'Weber', {
    street: 'Osterstraße 121',
    postcode: '20259',
    city: 'Hamburg',
    vatId: 'DE232198765',
    kvk: 'HRA 118734',
    agreements: [{ kind: 'brand', target: 'Kalkhoff', discountPercent: 5 }],
  }),
  de('D10016', 'service@radhaus-meyer.de', 'Radhaus Meyer GmbH', 'Stefan', 'Meyer', {
    street: 'Ostertorsteinweg 47',
    postcode: '28203',
    city: 'Bremen',
    vatId: 'DE219876543',
    kvk: 'HRB 31876',
    agreements: [{ kind: 'brand', target: 'Busch & Müller', discountPercent: 12 }],
  }),
  de('D10017', 'einkauf@bike-wagner.de', 'Bike Wagner', 'Andreas', 'Wagner', {
    street: 'Limmerstraße 65',
    postcode: '30451',
    city: 'Hannover',
    vatId: 'DE287654312',
    kvk: 'HRA 205611',
    agreements: [{ kind: 'category', target: CAT.brakes, discountPercent: 7 }],
  }),
  de('D10018', 'info@fahrradladen-becker.de', 'Fahrradladen Becker', 'Nicole', 'Becker', {
    street: 'Achternstraße 19',
    postcode: '26122',
    city: 'Oldenburg',
    vatId: 'DE265432178',
    kvk: 'HRA 202418',
    agreements: [{ kind: 'brand', target: 'AXA', discountPercent: 10 }],
  }),
  de('D10019', 'einkauf@zweirad-hoffmann.de', 'Zweirad Hoffmann GmbH', 'Frank', 'Hoffmann', {
    street: 'Rüttenscheider Straße 150',
    postcode: '45131',
    city: 'Essen',
    vatId: 'DE243219876',
    kvk: 'HRB 27654',
    agreements: [{ kind: 'category', target: CAT.drivetrain, discountPercent: 6 }],
  }),
  de('D10020', 'bestellung@radwelt-schulz.de', 'Radwelt Schulz', 'Claudia', 'Schulz', {
    street: 'Große Straße 72',
    postcode: '49074',
    city: 'Osnabrück',
    vatId: 'DE221987654',
    kvk: 'HRA 201934',
    agreements: [{ kind: 'brand', target: 'Gazelle', discountPercent: 4 }],
  }),
]

type More = Pick<Dealer, 'street' | 'postcode' | 'city' | 'vatId' | 'kvk' | 'agreements'> &
  Partial<Pick<Dealer, 'shipment'>>

function nl(
  id: string,
  email: string,
  company: string,
  firstname: string,
  lastname: string,
  more: More,
): Dealer {
  const area = ['050', '040', '033', '055', '058', '076'][Number(id.slice(-1)) % 6]
  return {
    backofficeId: id,
    email,
    company,
    firstname,
    lastname,
    store: 'nl',
    payment: PO_IDEAL,
    telephone: `${area} 123 45 ${id.slice(-2)}`,
    ...more,
  }
}

function de(
  id: string,
  email: string,
  company: string,
  firstname: string,
  lastname: string,
  more: More,
): Dealer {
  return {
    backofficeId: id,
    email,
    company,
    firstname,
    lastname,
    store: 'de',
    payment: PO_IDEAL,
    telephone: `0${id.slice(-3)} 4471 ${id.slice(-2)}0`,
    ...more,
  }
}

/**
 * The demo's purchasers (issue 17): the wholesaler's sales staff, shop accounts with the purchaser
 * flag and a maximum line discount, each assigned some of the dealers above (by back-office id).
 * They sign in with the demo password too; docs/demo-trade-customers.md lists them.
 */
export interface DemoPurchaser {
  email: string
  firstname: string
  lastname: string
  company: string
  /**
   * their staff code in the back office: the storefront knows a trade account (a purchaser too)
   * by its back-office id, so a purchaser without one would never see *Mijn klanten*
   */
  backofficeId: string
  maxDiscountPercent: number
  /** the dealers they act for, by back-office id */
  dealers: string[]
}

export const PURCHASERS: readonly DemoPurchaser[] = [
  {
    email: 'verkoop@fietsgroothandel.nl',
    firstname: 'Sanne',
    lastname: 'de Groot',
    company: 'Fietsgroothandel (binnendienst)',
    backofficeId: 'M00001',
    maxDiscountPercent: 10,
    dealers: ['D10001', 'D10002', 'D10003', 'D10004', 'D10011'],
  },
  {
    email: 'buitendienst@fietsgroothandel.nl',
    firstname: 'Mark',
    lastname: 'Hendriks',
    company: 'Fietsgroothandel (buitendienst)',
    backofficeId: 'M00002',
    maxDiscountPercent: 5,
    dealers: ['D10001', 'D10005', 'D10006', 'D10012'],
  },
]
