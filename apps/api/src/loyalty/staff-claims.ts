/**
 * Staff keep the loyalty claims (issue 19, decision 0197): list a customer's claims and add one
 * (value above 0, a description, a code given or generated like the demo's LOY-<number>-<yymm>-…).
 * Used by the admin API (/api/admin/backoffice/claims) and `npm run backoffice -- claims|claim-add`.
 */
import { randomBytes } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { StaffContext } from '../backoffice/staff-customers.ts'
import { findCustomerId } from '../backoffice/staff-customers.ts'
import { backofficeClaim, customer } from '../db/schema/index.ts'
import { fail, ok, type Result } from '../result.ts'
import type { ClaimView } from './claims.ts'

const customerRef = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .describe('customer id, e-mail address or back-office id')

export const claimsQuery = z.object({ customer: customerRef })

export const addClaimBody = z.object({
  customer: customerRef,
  value: z
    .number()
    .gt(0, 'must be greater than 0')
    .max(1_000_000, 'must be at most 1000000')
    .multipleOf(0.01, 'at most 2 decimals')
    .describe('euros, above 0'),
  description: z.string().trim().min(3, 'must be at least 3 characters').max(500),
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{3,32}$/, '3 to 32 letters, digits or dashes')
    .optional()
    .describe('default: generated, LOY-<back-office id>-<yymm>-<4 characters>'),
})
export type AddClaimInput = z.infer<typeof addClaimBody>

export interface StaffClaims {
  customer_id: number
  claims: ClaimView[]
  total: number
}

export async function listCustomerClaims(ctx: StaffContext, ref: string): Promise<Result<StaffClaims>> {
  const id = await findCustomerId(ctx, ref)
  if (!id.ok) return id
  const rows = await ctx.database.db
    .select()
    .from(backofficeClaim)
    .where(eq(backofficeClaim.customerId, id.value))
    .orderBy(desc(backofficeClaim.createdAt), desc(backofficeClaim.id))
  const claims = rows.map((r) => ({
    code: r.code,
    created_at: r.createdAt.toISOString(),
    value: Number(r.value),
    description: r.description,
  }))
  const total = claims.reduce((n, c) => n + Math.round(c.value * 100), 0) / 100
  return ok({ customer_id: id.value, claims, total })
}

export async function addCustomerClaim(
  ctx: StaffContext & { now?: () => Date },
  input: AddClaimInput,
): Promise<Result<ClaimView & { customer_id: number }>> {
  const id = await findCustomerId(ctx, input.customer)
  if (!id.ok) return id
  const db = ctx.database.db
  const [who] = await db
    .select({ backofficeId: customer.backofficeId })
    .from(customer)
    .where(eq(customer.id, id.value))
  const now = ctx.now?.() ?? new Date()
  const yymm = now.toISOString().slice(2, 7).replace('-', '')
  const code =
    input.code ??
    `LOY-${who?.backofficeId ?? `C${id.value}`}-${yymm}-${randomBytes(2).toString('hex').toUpperCase()}`.slice(
      0,
      32,
    )
  const [taken] = await db
    .select({ id: backofficeClaim.id })
    .from(backofficeClaim)
    .where(eq(backofficeClaim.code, code))
  if (taken) return fail('conflict', `code: ${code} is already used by another claim`)
  const [row] = await db
    .insert(backofficeClaim)
    .values({
      customerId: id.value,
      code,
      value: input.value.toFixed(2),
      description: input.description,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) return fail('conflict', `code: ${code} is already used by another claim`)
  return ok({
    customer_id: id.value,
    code: row.code,
    created_at: row.createdAt.toISOString(),
    value: Number(row.value),
    description: row.description,
  })
}
