/**
 * The country whose VAT makes the gross prices the page adds up itself (custom-option surcharges,
 * tier rows): the API's price basis (decision 0090, PRICE_BASIS and PRICE_ORIGIN_COUNTRY, read by
 * config.server.ts from the same environment as the API in the one-process shop). Cross-border
 * trade, the default: the origin country in every store view; net-based: the store view's own country.
 */
import { storefrontConfig } from './config.server.ts'

export function grossTaxCountry(
  storeCountry: string,
  originCountry: string | null = storefrontConfig().priceOriginCountry,
): string {
  return originCountry ?? storeCountry
}
