/**
 * Where the shopper lands after paying. The storefront sends `origin + /orderstatus` (001 §7,
 * `/de/orderstatus` in the German store view); we add `order_token=` so the page finds the order
 * itself (lines, pay again), not only the payment, and `transactionid=` unless the provider
 * appends its own (its order id is our payment token). Old clients and links still use
 * `/order-status/` (000 §2): there the order's token goes into the path, as before.
 *
 * The URL is only accepted on the shop's own origin (decision 0117): otherwise a payment link
 * created by anyone would send the shopper who pays to any site (an open redirect).
 */
const TOKEN_PATH = /\/order-status\/?$/
const STATUS_PAGE = /\/orderstatus\/?$/

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

const parse = (url: string): URL | null => {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

/**
 * True when `redirectUrl` is on the origin of PUBLIC_URL (scheme, host and port), without
 * credentials. A shop whose PUBLIC_URL is a loopback address (the default http://localhost:PORT)
 * also accepts the other loopback names on the same scheme and port: browsers on the machine
 * itself reach it as 127.0.0.1 as often as localhost, and no other machine is reached that way.
 */
export function isShopReturnUrl(redirectUrl: string, publicUrl: string): boolean {
  const url = parse(redirectUrl)
  const shop = parse(publicUrl)
  if (!url || !shop) return false
  if (url.username !== '' || url.password !== '') return false
  if (url.origin === shop.origin) return true
  return (
    LOOPBACK.has(shop.hostname) &&
    LOOPBACK.has(url.hostname) &&
    url.protocol === shop.protocol &&
    url.port === shop.port
  )
}

export interface ReturnUrlTokens {
  orderToken: string
  paymentToken: string
}

export function shopperReturnUrl(
  redirectUrl: string,
  tokens: ReturnUrlTokens,
  providerAppendsTransactionId: boolean,
): string {
  const url = new URL(redirectUrl)
  if (TOKEN_PATH.test(url.pathname)) {
    url.pathname = url.pathname.replace(TOKEN_PATH, `/order-status/${encodeURIComponent(tokens.orderToken)}`)
    return url.toString()
  }
  if (STATUS_PAGE.test(url.pathname)) url.searchParams.set('order_token', tokens.orderToken)
  if (!providerAppendsTransactionId) url.searchParams.set('transactionid', tokens.paymentToken)
  return url.toString()
}
