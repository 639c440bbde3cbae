/**
 * Login and refresh (contract §2; decision 0061). A login starts a refresh-token family; each
 * refresh rotates the token. A rotated token presented again means it was copied: the whole
 * family is revoked and the customer signs in again.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, isNull, lt } from 'drizzle-orm'
import { ACCOUNT_MESSAGES, challengeBits, LOGIN_GUARD, loginGate } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import { customer, refreshToken } from '../db/schema/index.ts'
import { fail, ok, type Failure, type Result } from '../result.ts'
import { findCustomerByEmail } from './customer-store.ts'
import { limitStore } from '../limits/rate-limits.ts'
import { clearLoginFailures, loginFailures, recordLoginFailure } from './login-limit.ts'
import { acceptProof, issueChallenge, type KnownDevice } from './login-proof.ts'
import { DUMMY_HASH, verifyPassword } from './password.ts'
import { randomToken, sha256, signAccessToken } from './tokens.ts'
import { mayActFor } from '../purchaser/access.ts'
import { forgetTokenVersion, raiseTokenVersion } from './token-version.ts'

export interface Tokens {
  token: string
  refreshToken: string
}

/**
 * A refused login may carry a proof-of-work challenge for an account under attack (decision 0110);
 * it travels in the envelope's meta, as the refresh token does on success.
 */
export type LoginResult =
  | { ok: true; value: Tokens; customerId: number }
  | (Failure & { challenge?: ReturnType<typeof issueChallenge> })

async function issueRefreshToken(
  ctx: AppContext,
  db: Db,
  customerId: number,
  familyId: string,
  client: string | null,
): Promise<string> {
  const token = randomToken()
  const now = ctx.now()
  await db.insert(refreshToken).values({
    tokenHash: sha256(token),
    familyId,
    customerId,
    client,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.config.accounts.refreshTokenTtlDays * 86_400_000),
  })
  return token
}

/**
 * A takeover session's refresh-token family names its purchaser (`p<id>.<random>`, decision 0150):
 * each refresh then signs a takeover token again, and only while the purchaser may still act.
 */
export function takeoverFamily(purchaserId: number): string {
  return `p${purchaserId}.${randomBytes(10).toString('hex')}`
}

export function purchaserOfFamily(familyId: string): number | null {
  const match = /^p(\d{1,9})\./.exec(familyId)
  return match ? Number(match[1]) : null
}

/** With `purchaserId`: a takeover session, the purchaser acting for the customer. */
export async function startSession(
  ctx: AppContext,
  customerId: number,
  client: string | null,
  db: Db = ctx.database.db,
  purchaserId: number | null = null,
): Promise<Tokens> {
  const family = purchaserId === null ? randomBytes(16).toString('hex') : takeoverFamily(purchaserId)
  // a takeover token follows the purchaser's version: their sign-out ends it, the customer's does not
  const versionOf = purchaserId ?? customerId
  forgetTokenVersion(ctx.database, versionOf)
  // read through `db`: inside the caller's transaction (one connection with PGlite) no other query may wait
  const [owner] = await db
    .select({ version: customer.tokenVersion })
    .from(customer)
    .where(eq(customer.id, versionOf))
  const version = owner?.version ?? 0
  return {
    token: await signAccessToken(ctx, customerId, version, purchaserId),
    refreshToken: await issueRefreshToken(ctx, db, customerId, family, client),
  }
}

export async function login(
  ctx: AppContext,
  input: {
    username: string
    password: string
    address: string
    client: string | null
    device: KnownDevice | null
    proof?: { salt: string; nonce: string }
  },
): Promise<LoginResult> {
  const db = ctx.database.db
  const now = ctx.now()
  const found = await findCustomerByEmail(db, input.username)
  const device = found && input.device?.customerId === found.id ? input.device : null
  const deviceKey = device ? `login-device:${device.deviceId}` : null
  const counted = await loginFailures(db, input.username, input.address, now)
  const failures = { ...counted, device: deviceKey ? (await limitStore(ctx).peek(deviceKey)).count : 0 }
  const difficulty = challengeBits(failures.account)
  const proofValid =
    !device && failures.account >= LOGIN_GUARD.accountChallengeAt
      ? await acceptProof(ctx, input.username, input.proof, difficulty)
      : false
  const gate = loginGate(failures, { known: device !== null, proofValid })
  if (gate.kind === 'wait') {
    return {
      ok: false,
      error: 'rate_limited',
      message: ACCOUNT_MESSAGES.tooManyAttempts.replace(
        '{minutes}',
        String(Math.max(1, Math.ceil(gate.retryAfterSeconds / 60))),
      ),
      retryAfterSeconds: gate.retryAfterSeconds,
    }
  }
  if (gate.kind === 'challenge') {
    return {
      ok: false,
      error: 'rate_limited',
      message: ACCOUNT_MESSAGES.signInChallenge,
      retryAfterSeconds: 0,
      challenge: issueChallenge(ctx, input.username, gate.difficulty),
    }
  }
  // the hash is checked even for unknown accounts: same answer, same time
  const valid = await verifyPassword(input.password, found?.passwordHash ?? DUMMY_HASH)
  if (!found || !valid) {
    await recordLoginFailure(db, input.username, input.address, now)
    if (deviceKey) await limitStore(ctx).hit(deviceKey, LOGIN_GUARD.windowMinutes * 60_000)
    return fail('unauthorized', ACCOUNT_MESSAGES.signInIncorrect)
  }
  await clearLoginFailures(db, input.username, input.address)
  return { ok: true, value: await startSession(ctx, found.id, input.client), customerId: found.id }
}

export async function refresh(
  ctx: AppContext,
  token: string,
  client: string | null,
): Promise<Result<Tokens>> {
  const invalid = fail('unauthorized', ACCOUNT_MESSAGES.invalidRefreshToken)
  if (token.length < 20) return invalid
  let reusedBy: number | null = null
  // a purchaser who lost the flag or the assignment renews nothing (decision 0150); asked before
  // the transaction, which must not wait for other queries
  const [session] = await ctx.database.db
    .select({ familyId: refreshToken.familyId, customerId: refreshToken.customerId })
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, sha256(token)))
  const takeoverOf = session ? purchaserOfFamily(session.familyId) : null
  const purchaserGone =
    session !== undefined && takeoverOf !== null && !(await mayActFor(ctx, takeoverOf, session.customerId))
  const result = await ctx.database.db.transaction(async (tx): Promise<Result<Tokens>> => {
    const [row] = await tx
      .select()
      .from(refreshToken)
      .where(eq(refreshToken.tokenHash, sha256(token)))
      .for('update')
    const now = ctx.now()
    if (!row || row.revokedAt || row.expiresAt <= now) return invalid
    const purchaserId = purchaserOfFamily(row.familyId)
    const versionOf = purchaserId ?? row.customerId
    if (row.rotatedAt) {
      // a copy is in use: the access tokens of the session's owner end too, the thief's among them
      await revokeFamily(tx, row.familyId, now)
      await raiseTokenVersion(tx, versionOf)
      reusedBy = versionOf
      return invalid
    }
    if (purchaserGone && row.familyId === session?.familyId) {
      await revokeFamily(tx, row.familyId, now)
      return invalid
    }
    await tx.update(refreshToken).set({ rotatedAt: now }).where(eq(refreshToken.id, row.id))
    const [owner] = await tx
      .select({ version: customer.tokenVersion })
      .from(customer)
      .where(eq(customer.id, versionOf))
    return ok({
      token: await signAccessToken(ctx, row.customerId, owner?.version ?? 0, purchaserId),
      refreshToken: await issueRefreshToken(ctx, tx, row.customerId, row.familyId, client ?? row.client),
    })
  })
  if (reusedBy !== null) forgetTokenVersion(ctx.database, reusedBy)
  return result
}

async function revokeFamily(db: Db, familyId: string, now: Date) {
  await db
    .update(refreshToken)
    .set({ revokedAt: now })
    .where(and(eq(refreshToken.familyId, familyId), isNull(refreshToken.revokedAt)))
}

/**
 * After a password change or reset every session of the customer ends, access tokens included
 * (the caller forgets the cached token version once its transaction is committed).
 */
export async function revokeAllSessions(db: Db, customerId: number, now: Date) {
  await raiseTokenVersion(db, customerId)
  await db
    .update(refreshToken)
    .set({ revokedAt: now })
    .where(and(eq(refreshToken.customerId, customerId), isNull(refreshToken.revokedAt)))
  // expired rows are no longer of use
  await db.delete(refreshToken).where(lt(refreshToken.expiresAt, now))
}

/**
 * Sign-out: the refresh token's family ends, so a copy of it can no longer renew the session, and
 * the customer's access tokens end (other devices renew theirs with their own refresh token).
 */
export async function logout(ctx: AppContext, token: string) {
  const [row] = await ctx.database.db
    .select({ familyId: refreshToken.familyId, customerId: refreshToken.customerId })
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, sha256(token)))
  if (!row) return
  // leaving a takeover ends the purchaser's tokens, not the customer's (decision 0150)
  const versionOf = purchaserOfFamily(row.familyId) ?? row.customerId
  await ctx.database.db.transaction(async (tx) => {
    await revokeFamily(tx, row.familyId, ctx.now())
    await raiseTokenVersion(tx, versionOf)
  })
  forgetTokenVersion(ctx.database, versionOf)
}
