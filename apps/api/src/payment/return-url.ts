/**
 * Where the shopper lands after paying. The storefront has two status pages (000 §2):
 * `/order-status/:order_token` (first provider: the server appends the order's token to the path)
 * and `/orderstatus?transactionid=` (second provider: the provider appends its order id, which is
 * our payment token). The client sends the page's URL as `redirectUrl`; we complete it.
 */
const TOKEN_PATH = /\/order-status\/?$/

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
  } else if (!providerAppendsTransactionId) {
    url.searchParams.set('transactionid', tokens.paymentToken)
  }
  return url.toString()
}
