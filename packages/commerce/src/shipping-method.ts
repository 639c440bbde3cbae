/**
 * Shipping methods (spec 000 §9): the default courier flatrate, 4.00 excl. and 5.00 incl. tax,
 * and eleven custom codes 0001-0011 whose titles and prices the shop configures. Custom methods
 * are off until configured (decision 0012): without a title they mean nothing to a shopper.
 */
import type { Cents } from './money.ts'
import { fromCents, toCents } from './money.ts'

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

export const DEFAULT_SHIPPING_METHODS: readonly ShippingMethodConfig[] = Object.freeze([
  {
    carrierCode: 'flatrate',
    methodCode: 'flatrate',
    carrierTitle: { nl: 'Koerier', de: 'Kurier' },
    methodTitle: { nl: 'Vaste prijs', de: 'Festpreis' },
    priceExclTax: 4,
    priceInclTax: 5,
    enabled: true,
    countries: [],
  },
  ...CUSTOM_SHIPPING_CODES.map((code): ShippingMethodConfig => ({
    carrierCode: code,
    methodCode: code,
    carrierTitle: { nl: `Verzendwijze ${code}`, de: `Versandart ${code}` },
    methodTitle: { nl: '', de: '' },
    priceExclTax: 0,
    priceInclTax: 0,
    enabled: false,
    countries: [],
  })),
])

const title = (labels: { nl: string; de: string }, language: string) =>
  language === 'de' ? labels.de : labels.nl

/**
 * The methods offered for a destination: enabled ones that ship there. A cart holding only
 * virtual or downloadable items needs no shipping; it gets an empty list.
 */
export function shippingMethodsFor(
  methods: readonly ShippingMethodConfig[],
  country: string,
  language: string,
  needsShipping = true,
): ShippingMethodOffer[] {
  if (!needsShipping) return []
  const wanted = country.trim().toUpperCase()
  return methods
    .filter((m) => m.enabled && (m.countries.length === 0 || m.countries.includes(wanted)))
    .map((m) => ({
      carrier_code: m.carrierCode,
      method_code: m.methodCode,
      carrier_title: title(m.carrierTitle, language),
      method_title: title(m.methodTitle, language),
      amount: fromCents(toCents(m.priceExclTax)),
      base_amount: fromCents(toCents(m.priceExclTax)),
      available: true,
      error_message: '',
      price_excl_tax: fromCents(toCents(m.priceExclTax)),
      price_incl_tax: fromCents(toCents(m.priceInclTax)),
    }))
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

export function shippingPriceInclTaxCents(method: ShippingMethodConfig): Cents {
  return toCents(method.priceInclTax)
}

export function shippingTitles(method: ShippingMethodConfig, language: string) {
  return {
    carrierTitle: title(method.carrierTitle, language),
    methodTitle: title(method.methodTitle, language),
  }
}
