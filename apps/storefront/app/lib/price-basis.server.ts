/**
 * The country whose VAT makes the gross prices the page adds up itself (custom-option surcharges,
 * tier rows): the API's price basis (decision 0090, PRICE_BASIS and PRICE_ORIGIN_COUNTRY, read
 * from the same environment as the API in the one-process shop). Cross-border trade, the default:
 * the origin country in every store view; net-based: the store view's own country.
 */
export function grossTaxCountry(storeCountry: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.PRICE_BASIS === 'net') return storeCountry
  const origin = env.PRICE_ORIGIN_COUNTRY
  return origin && /^[A-Z]{2}$/.test(origin) ? origin : 'NL'
}
