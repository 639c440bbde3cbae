/**
 * Login and refresh (contract §2; decision 0061). A login starts a refresh-token family; each
 * refresh rotates the token. A rotated token presented again means it was copied: the whole
 * family is revoked and the customer signs in again.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, isNull, lt } from 'drizzle-orm'
import { ACCOUNT_MESSAGES, LOGIN_LIMIT } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import { refreshToken } from '../db/schema/index.ts'
import { fail, ok, type Result } from '../http/result.ts'
import { findCustomerByEmail } from './customer-store.ts'
import { clearLoginFailures, loginBlocked, recordLoginFailure } from './login-limit.ts'
import { DUMMY_HASH, verifyPassword } from './password.ts'
import { randomToken, sha256, signAccessToken } from './tokens.ts'

export interface Tokens {
  token: string
  refreshToken: string
}

/** 429 is not in Result's list of expected statuses; login answers it on its own. */
export type LoginResult = Result<Tokens> | { ok: false; status: 429; message: string }

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

export async function startSession(
  ctx: AppContext,
  customerId: number,
  client: string | null,
  db: Db = ctx.database.db,
): Promise<Tokens> {
  const family = randomBytes(16).toString('hex')
  return {
    token: await signAccessToken(ctx, customerId),
    refreshToken: await issueRefreshToken(ctx, db, customerId, family, client),
  }
}

export async function login(
  ctx: AppContext,
  input: { username: string; password: string; address: string; client: string | null },
): Promise<LoginResult> {
  const db = ctx.database.db
  const now = ctx.now()
  if (await loginBlocked(db, input.username, input.address, now)) {
    return {
      ok: false,
      status: 429,
      message: ACCOUNT_MESSAGES.tooManyAttempts.replace('{minutes}', String(LOGIN_LIMIT.windowMinutes)),
    }
  }
  const found = await findCustomerByEmail(db, input.username)
  // the hash is checked even for unknown accounts: same answer, same time
  const valid = await verifyPassword(input.password, found?.passwordHash ?? DUMMY_HASH)
  if (!found || !valid) {
    await recordLoginFailure(db, input.username, input.address, now)
    return fail(401, ACCOUNT_MESSAGES.signInIncorrect)
  }
  await clearLoginFailures(db, input.username)
  return ok(await startSession(ctx, found.id, input.client))
}

export async function refresh(
  ctx: AppContext,
  token: string,
  client: string | null,
): Promise<Result<Tokens>> {
  const invalid = fail<Tokens>(401, ACCOUNT_MESSAGES.invalidRefreshToken)
  if (token.length < 20) return invalid
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshToken)
      .where(eq(refreshToken.tokenHash, sha256(token)))
      .for('update')
    const now = ctx.now()
    if (!row || row.revokedAt || row.expiresAt <= now) return invalid
    if (row.rotatedAt) {
      await revokeFamily(tx, row.familyId, now)
      return invalid
    }
    await tx.update(refreshToken).set({ rotatedAt: now }).where(eq(refreshToken.id, row.id))
    return ok({
      token: await signAccessToken(ctx, row.customerId),
      refreshToken: await issueRefreshToken(ctx, tx, row.customerId, row.familyId, client ?? row.client),
    })
  })
}

async function revokeFamily(db: Db, familyId: string, now: Date) {
  await db
    .update(refreshToken)
    .set({ revokedAt: now })
    .where(and(eq(refreshToken.familyId, familyId), isNull(refreshToken.revokedAt)))
}

/** After a password change or reset every session of the customer ends. */
export async function revokeAllSessions(db: Db, customerId: number, now: Date) {
  await db
    .update(refreshToken)
    .set({ revokedAt: now })
    .where(and(eq(refreshToken.customerId, customerId), isNull(refreshToken.revokedAt)))
  // expired rows are no longer of use
  await db.delete(refreshToken).where(lt(refreshToken.expiresAt, now))
}

/** Sign-out: the refresh token's family ends, so a copy of it can no longer renew the session. */
export async function logout(ctx: AppContext, token: string) {
  const [row] = await ctx.database.db
    .select({ familyId: refreshToken.familyId })
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, sha256(token)))
  if (row) await revokeFamily(ctx.database.db, row.familyId, ctx.now())
}
