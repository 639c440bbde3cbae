/**
 * Replay protection (decision 0199): the key of every solution a form accepted is kept in
 * `captcha_spent` until it would have expired anyway; a second use of the same key is refused. The
 * insert "on conflict do nothing" decides atomically, across processes. Rows past their expiry are
 * purged now and then by the process that spends (at most every PURGE_EVERY_MS).
 *
 * Hosted providers spend a token at their siteverify call, so the check-only `POST
 * /api/captcha/verify` keeps a "confirmed" mark (`ok:` + the key) that lets the form's later
 * submit accept the same token without asking the provider a second time.
 */
import { and, eq, gt, lt } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import type { Database } from '../db/client.ts'
import { captchaSpent } from '../db/schema/index.ts'

const PURGE_EVERY_MS = 10 * 60_000
const lastPurge = new WeakMap<Database, number>()

/** true: spent now; false: it was spent before (a replay). */
export async function spendKey(ctx: AppContext, key: string, expiresAt: Date): Promise<boolean> {
  await purgeNowAndThen(ctx)
  const inserted = await ctx.database.db
    .insert(captchaSpent)
    .values({ key: `spent:${key}`.slice(0, 128), expiresAt })
    .onConflictDoNothing()
    .returning({ key: captchaSpent.key })
  return inserted.length === 1
}

export async function isSpent(ctx: AppContext, key: string): Promise<boolean> {
  return hasRow(ctx, `spent:${key}`)
}

/** A hosted provider confirmed this token (check-only verify): remembered until `expiresAt`. */
export async function markConfirmed(ctx: AppContext, key: string, expiresAt: Date): Promise<void> {
  await ctx.database.db
    .insert(captchaSpent)
    .values({ key: `ok:${key}`.slice(0, 128), expiresAt })
    .onConflictDoNothing()
}

export async function isConfirmed(ctx: AppContext, key: string): Promise<boolean> {
  return hasRow(ctx, `ok:${key}`)
}

async function hasRow(ctx: AppContext, key: string): Promise<boolean> {
  const rows = await ctx.database.db
    .select({ key: captchaSpent.key })
    .from(captchaSpent)
    .where(and(eq(captchaSpent.key, key.slice(0, 128)), gt(captchaSpent.expiresAt, ctx.now())))
    .limit(1)
  return rows.length === 1
}

export async function purgeSpent(ctx: AppContext): Promise<number> {
  const gone = await ctx.database.db
    .delete(captchaSpent)
    .where(lt(captchaSpent.expiresAt, ctx.now()))
    .returning({ key: captchaSpent.key })
  return gone.length
}

async function purgeNowAndThen(ctx: AppContext): Promise<void> {
  const now = ctx.now().getTime()
  const last = lastPurge.get(ctx.database) ?? 0
  if (now - last < PURGE_EVERY_MS) return
  lastPurge.set(ctx.database, now)
  await purgeSpent(ctx)
}
