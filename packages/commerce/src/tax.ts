/**
 * Tax-rule resolution. Prices are stored excluding tax; the rate comes from the first tax rule
 * that covers both the product's and the customer's tax class and has a rate for the tax country.
 */

export interface TaxRate {
  code: string
  /** ISO 3166-1 alpha-2, e.g. "NL" */
  country: string
  /** percent, e.g. 21 */
  rate: number
  title: string
}

export interface TaxRule {
  id: number
  code: string
  productTaxClassIds: number[]
  customerTaxClassIds: number[]
  rates: TaxRate[]
}

export interface TaxRateQuery {
  productTaxClassId: number
  customerTaxClassId: number
  country: string
}

/** Shown (and logged) when neither a shipping nor a default country is known. */
export const MSG_NO_TAX_COUNTRY = 'Please do set the tax.defaultCountry in order to calculate totals'

function sameCountry(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase()
}

/**
 * The rate of the first rule (in the given order) that lists both tax classes and has a rate for
 * the country; null when none applies. Rule order is the priority, as in the back office.
 */
export function findTaxRate(rules: readonly TaxRule[], query: TaxRateQuery): TaxRate | null {
  for (const rule of rules) {
    if (!rule.productTaxClassIds.includes(query.productTaxClassId)) continue
    if (!rule.customerTaxClassIds.includes(query.customerTaxClassId)) continue
    const rate = rule.rates.find((candidate) => sameCountry(candidate.country, query.country))
    if (rate) return rate
  }
  return null
}

function countryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase()
  return code ? code : null
}

/**
 * The country whose tax applies: the shipping country once the shopper has given one, else the
 * store's default country. Null means totals cannot be computed (report MSG_NO_TAX_COUNTRY).
 * Codes are returned upper-case so they compare equal to the rates' countries.
 */
export function resolveTaxCountry(
  shippingCountry?: string | null,
  defaultCountry?: string | null,
): string | null {
  return countryCode(shippingCountry) ?? countryCode(defaultCountry)
}
