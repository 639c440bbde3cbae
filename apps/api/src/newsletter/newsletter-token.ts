/**
 * Signed newsletter links (decision 0113): `confirm` (double opt-in, valid 7 days) and
 * `unsubscribe` (in every newsletter mail, valid as long as the secret). HMAC-SHA256 with the
 * shop's auth secret over action, e-mail, store and expiry; nothing is stored.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { normalizeEmail } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { ensureAuthSecret } from '../user/auth-secret.ts'

export type NewsletterAction = 'confirm' | 'unsubscribe'

interface Claims {
  a: NewsletterAction
  e: string
  s: number
  /** expiry in ms; 0: none */
  x: number
}

const CONFIRM_DAYS = 7

function mac(ctx: Pick<AppContext, 'config'>, body: string): string {
  return createHmac('sha256', ensureAuthSecret(ctx.config)).update(`newsletter|${body}`).digest('base64url')
}

export function signNewsletterToken(
  ctx: Pick<AppContext, 'config' | 'now'>,
  action: NewsletterAction,
  email: string,
  storeId: number,
): string {
  const x = action === 'confirm' ? ctx.now().getTime() + CONFIRM_DAYS * 86_400_000 : 0
  const claims: Claims = { a: action, e: normalizeEmail(email), s: storeId, x }
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${mac(ctx, body)}`
}

/** The e-mail and store of a valid token for `action`; null for anything else. */
export function readNewsletterToken(
  ctx: Pick<AppContext, 'config' | 'now'>,
  action: NewsletterAction,
  token: string,
): { email: string; storeId: number } | null {
  const [body, given] = token.split('.')
  if (!body || !given || token.length > 1000) return null
  const expected = Buffer.from(mac(ctx, body))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Claims>
    if (claims.a !== action || typeof claims.e !== 'string' || typeof claims.s !== 'number') return null
    if (typeof claims.x !== 'number' || (claims.x !== 0 && claims.x < ctx.now().getTime())) return null
    return { email: claims.e, storeId: claims.s }
  } catch {
    return null
  }
}
