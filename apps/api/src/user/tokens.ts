/**
 * Access tokens (HS256 JWT, short-lived, claim `sub` = customer id, `ver` = the customer's token
 * version: decision 0111; a takeover token adds `pur` = the acting purchaser, whose version `ver`
 * then is: decision 0150) and the opaque random tokens (refresh, reset) that are stored only as
 * SHA-256 hashes.
 */
import { createHash, randomBytes } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import type { AppContext } from '../context.ts'
import { ensureAuthSecret } from './auth-secret.ts'
import { currentTokenVersion } from './token-version.ts'

const encoder = new TextEncoder()
const ACCESS = 'access'

function key(ctx: Pick<AppContext, 'config'>): Uint8Array {
  return encoder.encode(ensureAuthSecret(ctx.config))
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

export async function signAccessToken(
  ctx: Pick<AppContext, 'config' | 'now'>,
  customerId: number,
  version: number,
  /** a takeover token: the purchaser acting for the customer; `version` is then the purchaser's */
  purchaserId: number | null = null,
): Promise<string> {
  const now = seconds(ctx.now())
  return new SignJWT(
    purchaserId === null ? { typ: ACCESS, ver: version } : { typ: ACCESS, ver: version, pur: purchaserId },
  )
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(customerId))
    .setIssuedAt(now)
    .setExpirationTime(now + ctx.config.accounts.accessTokenTtlSeconds)
    .sign(key(ctx))
}

export interface AccessClaims {
  customerId: number
  /** a takeover token's acting purchaser; null for the customer's own token */
  purchaserId: number | null
}

/**
 * The claims of a valid access token; null for a missing, forged, expired or foreign token, and
 * for one issued before the last sign-out or password change (decision 0111) of its customer, or
 * for a takeover token, of its purchaser (decision 0150).
 */
export async function verifyAccessClaims(
  ctx: Pick<AppContext, 'config' | 'now' | 'database'>,
  token: string,
): Promise<AccessClaims | null> {
  if (!token || token.length > 4096) return null
  let customerId: number
  let purchaserId: number | null = null
  let version: unknown
  try {
    const { payload } = await jwtVerify(token, key(ctx), { algorithms: ['HS256'], currentDate: ctx.now() })
    // a groupToken is signed with the same secret: it must not open the account
    if (payload.typ !== ACCESS || !payload.sub || !/^\d{1,9}$/.test(payload.sub)) return null
    customerId = Number(payload.sub)
    version = payload.ver
    if (payload.pur !== undefined) {
      if (typeof payload.pur !== 'number' || !Number.isSafeInteger(payload.pur) || payload.pur <= 0)
        return null
      purchaserId = payload.pur
    }
  } catch {
    return null
  }
  if (typeof version !== 'number') return null
  const versionOf = purchaserId ?? customerId
  return (await currentTokenVersion(ctx.database, versionOf)) === version ? { customerId, purchaserId } : null
}

/** The customer id of a valid access token (own or takeover); null as `verifyAccessClaims`. */
export async function verifyAccessToken(
  ctx: Pick<AppContext, 'config' | 'now' | 'database'>,
  token: string,
): Promise<number | null> {
  return (await verifyAccessClaims(ctx, token))?.customerId ?? null
}

/**
 * contract §2 signs `{group_id, id, user}`; the storefront keeps this token in a cookie, so it
 * carries the group only: no e-mail address, no customer id (decision 0114). The catalogue prices
 * by it (catalog/customer-group.ts).
 */
export async function signGroupToken(
  ctx: Pick<AppContext, 'config' | 'now'>,
  customer: { groupId: number },
): Promise<string> {
  const now = seconds(ctx.now())
  return new SignJWT({ group_id: customer.groupId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + ctx.config.accounts.refreshTokenTtlDays * 86_400)
    .sign(key(ctx))
}

/**
 * The customer group a groupToken carries; null for a missing, forged, expired or foreign token,
 * and while the shop has no secret yet (the catalogue then prices as for guests rather than
 * creating one).
 */
export async function verifyGroupToken(
  ctx: Pick<AppContext, 'config' | 'now'>,
  token: string | null | undefined,
): Promise<number | null> {
  if (!token || token.length <= 10 || !ctx.config.authSecret) return null
  try {
    const { payload } = await jwtVerify(token, key(ctx), { algorithms: ['HS256'], currentDate: ctx.now() })
    const claim = payload.group_id ?? payload.groupId
    return typeof claim === 'number' && Number.isSafeInteger(claim) && claim >= 0 ? claim : null
  } catch {
    return null
  }
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

export function sha256(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
