/**
 * The takeover hash (spec 001 §7 "create hash {customerId, purchaserId}", decision 0150): a
 * purchaser asks for it with their own token, and the login with `{username: <customer e-mail>,
 * password: '', purchaserId, hash}` trades it for a token acting for that customer. It is an
 * HMAC-SHA256 with a key derived from the shop's signing secret over purchaser, customer and expiry,
 * so it names one pair, cannot be made without the secret and ends after HASH_TTL_SECONDS.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { AppContext } from '../context.ts'
import { ensureAuthSecret } from '../user/auth-secret.ts'

export const HASH_TTL_SECONDS = 600

function mac(
  ctx: Pick<AppContext, 'config'>,
  purchaserId: number,
  customerId: number,
  expires: number,
): string {
  // a key of its own, so a hash is never a valid signature of anything else signed with the secret
  const key = createHmac('sha256', ensureAuthSecret(ctx.config)).update('purchaser-takeover-hash').digest()
  return createHmac('sha256', key).update(`${purchaserId}.${customerId}.${expires}`).digest('base64url')
}

export function createTakeoverHash(
  ctx: Pick<AppContext, 'config' | 'now'>,
  purchaserId: number,
  customerId: number,
): { hash: string; expires_at: string } {
  const expires = Math.floor(ctx.now().getTime() / 1000) + HASH_TTL_SECONDS
  return {
    hash: `${expires}.${mac(ctx, purchaserId, customerId, expires)}`,
    expires_at: new Date(expires * 1000).toISOString(),
  }
}

/** The hash was made for this purchaser and customer and has not expired. */
export function checkTakeoverHash(
  ctx: Pick<AppContext, 'config' | 'now'>,
  hash: string,
  purchaserId: number,
  customerId: number,
): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(hash)
  if (!match) return false
  const expires = Number(match[1])
  if (expires * 1000 <= ctx.now().getTime()) return false
  const expected = Buffer.from(mac(ctx, purchaserId, customerId, expires))
  const given = Buffer.from(match[2]!)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
