/**
 * The server renderer prices a page for the customer group of its request: loaders wrap the
 * in-process API with `customerApi`, which adds the group cookie's token to the catalogue and
 * url-map calls (docs/decisions/0077). The API verifies the token; a forged or expired one gets
 * guest prices, as in the browser. Without the cookie the API call is unchanged (and cached alike).
 */
import type { ApiCall } from '../context.ts'
import { isGroupPricedCall, readGroupCookie, withGroupToken } from './customer-group.ts'
import { tradeModeFromCookie } from './trade/trade-mode-cookie.ts'

export function customerApi(api: ApiCall, request: Request): ApiCall {
  const groupToken = readGroupCookie(request.headers.get('cookie'))
  if (!groupToken) return api
  return (path, init = {}) =>
    api(
      path,
      isGroupPricedCall(path, init.method) ? { ...init, body: withGroupToken(init.body, groupToken) } : init,
    )
}

/**
 * Response headers of pages and loader data: a page priced for a group is the customer's own
 * (no shared cache may keep it), and every page varies with the cookie that picks the group.
 */
export function groupCacheHeaders(request: Request, headers: Headers): void {
  headers.append('Vary', 'Cookie')
  const cookie = request.headers.get('cookie')
  // a trade session's page hides or withholds prices for it (trade-mode-cookie.ts): its own too
  if (readGroupCookie(cookie) || tradeModeFromCookie(cookie) !== null) {
    headers.set('Cache-Control', 'private, no-cache')
  }
}
