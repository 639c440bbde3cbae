/**
 * Failed sign-ins per account (e-mail) and per client address, counted in the database so that
 * every shop process sees the same numbers (decision 0062).
 */
import { and, eq, gt, lt, or, sql } from 'drizzle-orm'
import { isLoginBlocked, LOGIN_LIMIT, normalizeEmail } from '@shop/commerce'
import type { Db } from '../db/client.ts'
import { loginFailure } from '../db/schema/index.ts'

const windowStart = (now: Date) => new Date(now.getTime() - LOGIN_LIMIT.windowMinutes * 60_000)

export async function loginBlocked(db: Db, email: string, address: string, now: Date): Promise<boolean> {
  const since = windowStart(now)
  const [row] = await db
    .select({
      account: sql<number>`count(*) filter (where ${loginFailure.email} = ${normalizeEmail(email)})::int`,
      address: sql<number>`count(*) filter (where ${loginFailure.address} = ${address})::int`,
    })
    .from(loginFailure)
    .where(
      and(
        gt(loginFailure.createdAt, since),
        or(eq(loginFailure.email, normalizeEmail(email)), eq(loginFailure.address, address)),
      ),
    )
  return isLoginBlocked({ account: row?.account ?? 0, address: row?.address ?? 0 })
}

export async function recordLoginFailure(db: Db, email: string, address: string, now: Date) {
  await db
    .insert(loginFailure)
    .values({ email: normalizeEmail(email).slice(0, 254), address, createdAt: now })
  // old rows are of no use; keep the table small
  await db.delete(loginFailure).where(lt(loginFailure.createdAt, new Date(now.getTime() - 86_400_000)))
}

/** A successful sign-in forgives the account's earlier failures (not the address's). */
export async function clearLoginFailures(db: Db, email: string) {
  await db.delete(loginFailure).where(eq(loginFailure.email, normalizeEmail(email)))
}
