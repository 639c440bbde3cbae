/**
 * Shipping methods (spec 000 §9): the default courier flatrate, 4.00 excl. and 5.00 incl. tax,
 * and eleven custom codes 0001-0011. The custom codes are offered by default with this shop's own
 * titles, prices and countries (decision 0044); the settings file renames, reprices, limits or
 * switches off any of them.
 */
import type { Cents } from './money.ts'
import { fromCents, toCents } from './money.ts'
import { DEFAULT_SHIPPING_FIT, methodFits, type CartShape, type ShippingFit } from './shipping-fit.ts'

export interface ShippingMethodConfig {
  carrierCode: string
  methodCode: string
  /** per store language */
  carrierTitle: { nl: string; de: string }
  methodTitle: { nl: string; de: string }
  priceExclTax: number
  priceInclTax: number
  enabled: boolean
  /** countries it ships to; empty: everywhere */
  countries: readonly string[]
  /** what it carries and for whom (decision 0080); absent: parcels for everyone */
  fit?: ShippingFit
  /** goods worth at least this much incl. tax ship free with this method; absent: never free */
  freeFrom?: number
}

/** One entry of POST /api/cart/shipping-methods (contract §3). */
export interface ShippingMethodOffer {
  carrier_code: string
  method_code: string
  carrier_title: string
  method_title: string
  amount: number
  base_amount: number
  available: boolean
  error_message: string
  price_excl_tax: number
  price_incl_tax: number
}

export const CUSTOM_SHIPPING_CODES: readonly string[] = Object.freeze(
  Array.from({ length: 11 }, (_, i) => String(i + 1).padStart(4, '0')),
)

/** A custom code's default: titles per store language, the price incl. tax, where it ships. */
interface CustomShipping {
  code: string
  carrier: { nl: string; de: string }
  method: { nl: string; de: string }
  priceInclTax: number
  countries: readonly string[]
}

/**
 * What a Dutch bicycle wholesaler ships by, besides the parcel courier: pick-up, letterbox parcels
 * for small parts, pallets, bikes delivered ready to ride, timed deliveries, its own delivery round
 * and the customer's own carrier. Countries of the checkout: NL, BE, DE, AT, LU ([] = all).
 */
const CUSTOM_SHIPPING_DEFAULTS: readonly CustomShipping[] = [
  {
    code: '0001',
    carrier: { nl: 'Afhalen', de: 'Abholung' },
    method: { nl: 'In ons magazijn', de: 'In unserem Lager' },
    priceInclTax: 0,
    countries: ['NL'],
  },
  {
    code: '0002',
    carrier: { nl: 'Brievenbuspakket', de: 'Briefkastenpaket' },
    method: { nl: 'Kleine onderdelen', de: 'Kleinteile' },
    priceInclTax: 3.95,
    countries: ['NL'],
  },
  {
    code: '0003',
    carrier: { nl: 'Pallet', de: 'Palette' },
    method: { nl: 'Vrachtwagen met laadklep', de: 'Lkw mit Hebebühne' },
    priceInclTax: 48.4,
    countries: [],
  },
  {
    code: '0004',
    carrier: { nl: 'Fietsbezorging', de: 'Fahrradlieferung' },
    method: { nl: 'Rijklaar thuisbezorgd', de: 'Fahrbereit nach Hause geliefert' },
    priceInclTax: 29.95,
    countries: ['NL', 'BE'],
  },
  {
    code: '0005',
    carrier: { nl: 'Koerier', de: 'Kurier' },
    method: { nl: 'Avondlevering (18-22 uur)', de: 'Abendzustellung (18-22 Uhr)' },
    priceInclTax: 8.95,
    countries: ['NL'],
  },
  {
    code: '0006',
    carrier: { nl: 'Koerier', de: 'Kurier' },
    method: { nl: 'Zaterdaglevering', de: 'Samstagszustellung' },
    priceInclTax: 9.95,
    countries: ['NL', 'BE'],
  },
  {
    code: '0007',
    carrier: { nl: 'Koerier', de: 'Kurier' },
    method: { nl: 'Volgende werkdag vóór 12:00', de: 'Nächster Werktag bis 12 Uhr' },
    priceInclTax: 14.95,
    countries: ['NL', 'BE', 'DE', 'LU'],
  },
  {
    code: '0008',
    carrier: { nl: 'Koerier', de: 'Kurier' },
    method: { nl: 'Verzekerd verzenden', de: 'Versicherter Versand' },
    priceInclTax: 12.95,
    countries: [],
  },
  {
    code: '0009',
    carrier: { nl: 'Eigen bezorgdienst', de: 'Eigener Lieferdienst' },
    method: { nl: 'Met onze volgende rit mee', de: 'Mit unserer nächsten Tour' },
    priceInclTax: 0,
    countries: ['NL', 'BE'],
  },
  {
    code: '0010',
    carrier: { nl: 'Eigen vervoerder', de: 'Eigener Spediteur' },
    method: { nl: 'Door u geregeld', de: 'Von Ihnen beauftragt' },
    priceInclTax: 0,
    countries: [],
  },
  {
    code: '0011',
    carrier: { nl: 'Spoedkoerier', de: 'Eilkurier' },
    method: { nl: 'Dezelfde werkdag', de: 'Am selben Werktag' },
    priceInclTax: 24.95,
    countries: ['NL'],
  },
]

/**
 * The net amount shown next to a custom price (Magento's `amount`): the price incl. the standard
 * Dutch 21 %. Totals do not use it: shipping is charged at its price incl. tax (decision 0011).
 */
const netOf = (inclTax: number) => fromCents(Math.round(toCents(inclTax) / 1.21))

export const DEFAULT_SHIPPING_METHODS: readonly ShippingMethodConfig[] = Object.freeze([
  {
    carrierCode: 'flatrate',
    methodCode: 'flatrate',
    carrierTitle: { nl: 'Koerier', de: 'Kurier' },
    methodTitle: { nl: 'Vaste prijs', de: 'Festpreis' },
    priceExclTax: 4,
    priceInclTax: 5,
    // the demo's promise in the trust bar (decision 0089): parcels of € 75 or more ship free
    freeFrom: 75,
    enabled: true,
    countries: [],
    fit: DEFAULT_SHIPPING_FIT.flatrate,
  },
  ...CUSTOM_SHIPPING_DEFAULTS.map((m): ShippingMethodConfig => ({
    carrierCode: m.code,
    methodCode: m.code,
    carrierTitle: m.carrier,
    methodTitle: m.method,
    priceExclTax: netOf(m.priceInclTax),
    priceInclTax: m.priceInclTax,
    enabled: true,
    countries: m.countries,
    fit: DEFAULT_SHIPPING_FIT[m.code],
  })),
])

const title = (labels: { nl: string; de: string }, language: string) =>
  language === 'de' ? labels.de : labels.nl

const PARCEL_FIT: ShippingFit = { carries: 'parcel' }

/** True when the method is on, ships to the country and carries the cart (when its shape is known). */
export function isMethodOffered(method: ShippingMethodConfig, country: string, shape?: CartShape): boolean {
  const wanted = country.trim().toUpperCase()
  if (!method.enabled || (method.countries.length > 0 && !method.countries.includes(wanted))) return false
  return shape === undefined || methodFits(method.fit ?? PARCEL_FIT, shape)
}

/**
 * The methods offered for a destination: enabled ones that ship there and carry every line of
 * the cart (`shape`). A cart holding only virtual or downloadable items needs no shipping; it
 * gets an empty list.
 */
export function shippingMethodsFor(
  methods: readonly ShippingMethodConfig[],
  country: string,
  language: string,
  needsShipping = true,
  shape?: CartShape,
  goodsInclTaxCents?: Cents,
): ShippingMethodOffer[] {
  if (!needsShipping) return []
  return methods
    .filter((m) => isMethodOffered(m, country, shape))
    .map((m) => {
      const free = isShippedFree(m, goodsInclTaxCents)
      const net = free ? 0 : fromCents(toCents(m.priceExclTax))
      return {
        carrier_code: m.carrierCode,
        method_code: m.methodCode,
        carrier_title: title(m.carrierTitle, language),
        method_title: title(m.methodTitle, language),
        amount: net,
        base_amount: net,
        available: true,
        error_message: '',
        price_excl_tax: net,
        price_incl_tax: free ? 0 : fromCents(toCents(m.priceInclTax)),
      }
    })
}

/** True when the goods (incl. tax, before shipping) reach the method's free-shipping amount. */
export function isShippedFree(method: ShippingMethodConfig, goodsInclTaxCents: Cents | undefined): boolean {
  return (
    method.freeFrom !== undefined &&
    goodsInclTaxCents !== undefined &&
    goodsInclTaxCents >= toCents(method.freeFrom)
  )
}

/** The configured method for the codes the client chose; null when it is unknown or off. */
export function findShippingMethod(
  methods: readonly ShippingMethodConfig[],
  carrierCode: string,
  methodCode: string,
): ShippingMethodConfig | null {
  return (
    methods.find((m) => m.enabled && m.carrierCode === carrierCode && m.methodCode === methodCode) ?? null
  )
}

/** What the method charges for goods of this worth (incl. tax): its price, or 0 past its free amount. */
export function shippingPriceInclTaxCents(method: ShippingMethodConfig, goodsInclTaxCents?: Cents): Cents {
  return isShippedFree(method, goodsInclTaxCents) ? 0 : toCents(method.priceInclTax)
}

export function shippingTitles(method: ShippingMethodConfig, language: string) {
  return {
    carrierTitle: title(method.carrierTitle, language),
    methodTitle: title(method.methodTitle, language),
  }
}
