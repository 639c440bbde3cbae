/**
 * The server renders every page as a guest (the session lives in the browser), so a trade
 * customer's page would first show consumer prices and hide them only once scripts run: a
 * hidden-price-mode-1 dealer showing the shop to a consumer in the store would flash prices, and
 * they would be in the HTML. This cookie tells the server render that the browser holds a trade
 * session and its mode; it only ever hides (prices a guest could see anyway), so it needs no
 * signature. The browser writes it whenever the session's trade account changes.
 */
import type { HiddenPriceMode } from '@shop/commerce'

export const TRADE_MODE_COOKIE = 'shop_trade_mode'

/** The mode the cookie header names; null when there is none (guest, consumer) or it is not 1-3. */
export function tradeModeFromCookie(header: string | null | undefined): HiddenPriceMode | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== TRADE_MODE_COOKIE) continue
    const value = part.slice(eq + 1).trim()
    return value === '1' || value === '2' || value === '3' ? (Number(value) as HiddenPriceMode) : null
  }
  return null
}

/** The Set-Cookie text for a trade session in this mode, or the one that removes the cookie. */
export function tradeModeCookie(mode: HiddenPriceMode | null, secure: boolean): string {
  const flags = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
  return mode === null
    ? `${TRADE_MODE_COOKIE}=${flags}; Max-Age=0`
    : `${TRADE_MODE_COOKIE}=${mode}${flags}; Max-Age=2592000`
}
