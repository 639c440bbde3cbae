/**
 * The loyalty card's claims (spec 001 §3 "Claims": code, created_at, value, description; issue 19,
 * decision 0192): what the back office granted the caller, newest first, with their sum. A
 * purchaser acting for the customer sees the customer's; a customer the body names must be the
 * caller's own (403).
 */
import { desc, eq } from 'drizzle-orm'
import { backofficeClaim } from '../db/schema/index.ts'
import { checkNamedCustomer, type OculusCaller } from '../oculus/oculus-caller.ts'
import { ok, type Result } from '../result.ts'

export interface ClaimView {
  code: string
  created_at: string
  value: number
  description: string
}

export async function getClaims(
  c: OculusCaller,
  body: { customer_id?: string | number | null; customerId?: string | number | null } | undefined,
): Promise<Result<{ claims: ClaimView[]; total: number }>> {
  for (const [field, value] of [
    ['customer_id', body?.customer_id],
    ['customerId', body?.customerId],
  ] as const) {
    const own = await checkNamedCustomer(c, field, value)
    if (!own.ok) return own
  }
  const rows = await c.ctx.database.db
    .select()
    .from(backofficeClaim)
    .where(eq(backofficeClaim.customerId, c.customerId))
    .orderBy(desc(backofficeClaim.createdAt), desc(backofficeClaim.id))
  const claims = rows.map((r) => ({
    code: r.code,
    created_at: r.createdAt.toISOString(),
    value: Number(r.value),
    description: r.description,
  }))
  // in cents, so that a sum of many claims stays exact
  const total = claims.reduce((n, claim) => n + Math.round(claim.value * 100), 0) / 100
  return ok({ claims, total })
}
