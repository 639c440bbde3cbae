/**
 * The customer group of a request (docs/decisions/0053, 0077). The catalogue prices by a signed
 * `groupToken` (from /api/user/me), sent as a top-level key of the request JSON (contract §6.1);
 * a plain group id never counts for business prices. The browser keeps the token in the user
 * session and mirrors it into a cookie, so the server renderer prices pages for the same group.
 *
 * Imports nothing but the cookie's name: the network client, the session and the server loaders
 * all use this module.
 */

import { GROUP_COOKIE } from './group-cookie.ts'

/** Holds the groupToken only (never the access token): it proves a group, it opens no account. */
export { GROUP_COOKIE }

/** A JWT (three base64url parts) of sensible length; anything else in the cookie is ignored. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/
const MAX_TOKEN_LENGTH = 2000

/** Claims that name a person: a token with one of them never goes into a cookie (decision 0114). */
const PERSONAL_CLAIMS = ['user', 'email']

const usableToken = (value: string | null | undefined): value is string =>
  !!value &&
  value.length <= MAX_TOKEN_LENGTH &&
  JWT_SHAPE.test(value) &&
  !PERSONAL_CLAIMS.some((claim) => claim in (claims(value) ?? {}))

/** The groupToken of a `Cookie` header (or `document.cookie`), or null. */
export function readGroupCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== GROUP_COOKIE) continue
    const value = part.slice(eq + 1).trim()
    return usableToken(value) ? value : null
  }
  return null
}

function claims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const parsed: unknown = JSON.parse(json)
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/**
 * The group a token names, unverified: only to tell whether the prices on screen belong to
 * another group than the session's (the server verifies the token before pricing by it).
 */
export function groupOfToken(token: string | null | undefined): number | null {
  if (!usableToken(token)) return null
  const group = claims(token)?.group_id
  return typeof group === 'number' && Number.isSafeInteger(group) ? group : null
}

/**
 * The `document.cookie` assignment that stores the token, or removes the cookie (token null).
 * Lax: sent with top-level navigations from other sites (a link to a product shows the
 * customer's price), not with their sub-requests. It lives as long as the token (its `exp`).
 */
export function groupCookieAssignment(
  token: string | null,
  options: { secure: boolean; now?: number },
): string {
  const flags = `; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`
  if (!usableToken(token)) return `${GROUP_COOKIE}=${flags}; Max-Age=0`
  const exp = claims(token)?.exp
  const seconds =
    typeof exp === 'number' ? Math.max(0, Math.floor(exp - (options.now ?? Date.now()) / 1000)) : null
  return `${GROUP_COOKIE}=${token}${flags}${seconds === null ? '' : `; Max-Age=${seconds}`}`
}

/**
 * Calls whose JSON body takes the groupToken (contract §6.1, §7): product searches (entity
 * `product`, or a store's `product-de`) and the url map. Categories, attributes and tax rules do
 * not depend on the group, so they keep sharing the API's cache entries with guests.
 */
const GROUP_PRICED_PATH = /^\/api\/(catalog\/[^/]+\/product(-[a-z]+)?\/_search|url\/map)$/

export function isGroupPricedCall(url: string, method: string | undefined): boolean {
  if ((method ?? 'GET').toUpperCase() !== 'POST') return false
  return GROUP_PRICED_PATH.test(new URL(url, 'http://shop.invalid').pathname)
}

/** The request JSON with the groupToken added, when the body is a JSON object. */
export function withGroupToken(body: unknown, groupToken: string): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body
  return { ...(body as Record<string, unknown>), groupToken }
}
