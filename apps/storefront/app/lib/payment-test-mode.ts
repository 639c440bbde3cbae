/**
 * Whether the shop runs the built-in test payment provider (decision 0115): config.server.ts reads
 * PAYMENT_PROVIDER as the API does (unset means the test provider) and the root loader hands the
 * browser only this flag. A storefront run apart from the API (API_URL) needs the API's PAYMENT_PROVIDER too.
 */
export function parsePaymentTestMode(value: string | undefined): boolean {
  const provider = value?.trim().toLowerCase() ?? ''
  return provider === '' || provider === 'test'
}
