/**
 * Access tokens (HS256 JWT, short-lived, claim `sub` = customer id) and the opaque random tokens
 * (refresh, reset) that are stored only as SHA-256 hashes.
 */
import { createHash, randomBytes } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import type { AppContext } from '../context.ts'
import { ensureAuthSecret } from './auth-secret.ts'

const encoder = new TextEncoder()
const ACCESS = 'access'

function key(ctx: Pick<AppContext, 'config'>): Uint8Array {
  return encoder.encode(ensureAuthSecret(ctx.config))
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

export async function signAccessToken(
  ctx: Pick<AppContext, 'config' | 'now'>,
  customerId: number,
): Promise<string> {
  const now = seconds(ctx.now())
  return new SignJWT({ typ: ACCESS })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(customerId))
    .setIssuedAt(now)
    .setExpirationTime(now + ctx.config.accounts.accessTokenTtlSeconds)
    .sign(key(ctx))
}

/** The customer id of a valid access token; null for a missing, forged, expired or foreign token. */
export async function verifyAccessToken(
  ctx: Pick<AppContext, 'config' | 'now'>,
  token: string,
): Promise<number | null> {
  if (!token || token.length > 4096) return null
  try {
    const { payload } = await jwtVerify(token, key(ctx), { algorithms: ['HS256'], currentDate: ctx.now() })
    // a groupToken is signed with the same secret: it must not open the account
    if (payload.typ !== ACCESS || !payload.sub || !/^\d{1,9}$/.test(payload.sub)) return null
    return Number(payload.sub)
  } catch {
    return null
  }
}

/** contract §2: HS256 of `{group_id, id, user}`; the catalogue prices by it (catalog/customer-group.ts). */
export async function signGroupToken(
  ctx: Pick<AppContext, 'config' | 'now'>,
  customer: { id: number; groupId: number; email: string },
): Promise<string> {
  const now = seconds(ctx.now())
  return new SignJWT({ group_id: customer.groupId, id: customer.id, user: customer.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + ctx.config.accounts.refreshTokenTtlDays * 86_400)
    .sign(key(ctx))
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

export function sha256(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
