/**
 * Failed sign-ins, counted in the database so that every shop process sees the same numbers
 * (decision 0062), read per account-and-address pair, per account and per address for the gate
 * of decision 0110.
 */
import { and, eq, gt, lt, or, sql } from 'drizzle-orm'
import { LOGIN_GUARD, normalizeEmail, type LoginFailures } from '@shop/commerce'
import type { Db } from '../db/client.ts'
import { loginFailure } from '../db/schema/index.ts'

const windowStart = (now: Date) => new Date(now.getTime() - LOGIN_GUARD.windowMinutes * 60_000)

export async function loginFailures(
  db: Db,
  email: string,
  address: string,
  now: Date,
): Promise<Omit<LoginFailures, 'device'>> {
  const account = normalizeEmail(email)
  const [row] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${loginFailure.email} = ${account} and ${loginFailure.address} = ${address})::int`,
      pairLast: sql<
        string | null
      >`max(${loginFailure.createdAt}) filter (where ${loginFailure.email} = ${account} and ${loginFailure.address} = ${address})`,
      account: sql<number>`count(*) filter (where ${loginFailure.email} = ${account})::int`,
      address: sql<number>`count(*) filter (where ${loginFailure.address} = ${address})::int`,
    })
    .from(loginFailure)
    .where(
      and(
        gt(loginFailure.createdAt, windowStart(now)),
        or(eq(loginFailure.email, account), eq(loginFailure.address, address)),
      ),
    )
  const last = row?.pairLast ? new Date(row.pairLast) : null
  return {
    pair: row?.pair ?? 0,
    pairLastAgoSeconds: last ? Math.max(0, (now.getTime() - last.getTime()) / 1000) : null,
    account: row?.account ?? 0,
    address: row?.address ?? 0,
  }
}

export async function recordLoginFailure(db: Db, email: string, address: string, now: Date) {
  await db
    .insert(loginFailure)
    .values({ email: normalizeEmail(email).slice(0, 254), address, createdAt: now })
  // old rows are of no use; keep the table small
  await db.delete(loginFailure).where(lt(loginFailure.createdAt, new Date(now.getTime() - 86_400_000)))
}

/**
 * A successful sign-in forgives the pair's failures only: a stranger's failures from elsewhere
 * keep asking unknown devices for a proof until they age out of the window.
 */
export async function clearLoginFailures(db: Db, email: string, address: string) {
  await db
    .delete(loginFailure)
    .where(and(eq(loginFailure.email, normalizeEmail(email)), eq(loginFailure.address, address)))
}
