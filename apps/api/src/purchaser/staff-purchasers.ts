/**
 * The staff tools for purchasers (issue 17, decision 0152): assign a customer to a purchaser, take
 * it away, list a purchaser's customers, and read the audit log. Used by the admin API
 * (backoffice/admin-routes.ts) and `npm run backoffice` (backoffice/staff-command.ts). Making an
 * account a purchaser is the existing flags call (is_purchaser, max discount percent).
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import { purchaserAudit, purchaserCustomer } from '../db/schema/index.ts'
import { fail, ok, type Result } from '../result.ts'
import { forgetPurchaserAccess, isPurchaser } from './access.ts'
import { assignedCustomers, type AssignedCustomer } from './purchaser-service.ts'

/** The staff tools' context (the CLI has no clock of the app: the real time) */
export type PurchaserStaffContext = Pick<AppContext, 'database'> & Partial<Pick<AppContext, 'now'>>

const withClock = (ctx: PurchaserStaffContext) => ({
  database: ctx.database,
  now: ctx.now ?? (() => new Date()),
})

async function checkPurchaser(ctx: PurchaserStaffContext, purchaserId: number): Promise<Result<true>> {
  forgetPurchaserAccess(ctx.database)
  return (await isPurchaser(withClock(ctx), purchaserId))
    ? ok(true)
    : fail('invalid', `Customer ${purchaserId} is no purchaser: set the flag first (flags --purchaser yes)`)
}

/** Assigns the customer; assigning twice is no error. */
export async function assignCustomer(
  ctx: PurchaserStaffContext,
  purchaserId: number,
  customerId: number,
): Promise<Result<AssignedCustomer[]>> {
  if (purchaserId === customerId) return fail('invalid', 'A purchaser cannot be assigned to themselves')
  const purchaser = await checkPurchaser(ctx, purchaserId)
  if (!purchaser.ok) return purchaser
  await ctx.database.db.insert(purchaserCustomer).values({ purchaserId, customerId }).onConflictDoNothing()
  forgetPurchaserAccess(ctx.database)
  return ok(await assignedCustomers(withClock(ctx), purchaserId))
}

/** Takes the customer away: the purchaser's takeover tokens for them stop working (access.ts). */
export async function unassignCustomer(
  ctx: PurchaserStaffContext,
  purchaserId: number,
  customerId: number,
): Promise<Result<AssignedCustomer[]>> {
  const removed = await ctx.database.db
    .delete(purchaserCustomer)
    .where(and(eq(purchaserCustomer.purchaserId, purchaserId), eq(purchaserCustomer.customerId, customerId)))
    .returning({ id: purchaserCustomer.customerId })
  forgetPurchaserAccess(ctx.database)
  if (removed.length === 0)
    return fail('not_found', `Customer ${customerId} is not assigned to purchaser ${purchaserId}`)
  return ok(await assignedCustomers(withClock(ctx), purchaserId))
}

export async function listAssignments(
  ctx: PurchaserStaffContext,
  purchaserId: number,
): Promise<Result<AssignedCustomer[]>> {
  return ok(await assignedCustomers(withClock(ctx), purchaserId))
}

export interface AuditQuery {
  purchaserId?: number
  customerId?: number
  action?: string
  page: number
  pageSize: number
}

export interface AuditRow {
  id: number
  purchaser_id: number
  customer_id: number
  action: string
  details: Record<string, unknown>
  created_at: string
}

/** The audit log, newest first, paged; filtered by purchaser, customer and action. */
export async function readAudit(
  ctx: PurchaserStaffContext,
  query: AuditQuery,
): Promise<{ items: AuditRow[]; total: number; page: number; pageSize: number }> {
  const filters: SQL[] = []
  if (query.purchaserId !== undefined) filters.push(eq(purchaserAudit.purchaserId, query.purchaserId))
  if (query.customerId !== undefined) filters.push(eq(purchaserAudit.customerId, query.customerId))
  if (query.action !== undefined) filters.push(eq(purchaserAudit.action, query.action))
  const where = filters.length ? and(...filters) : undefined
  const db = ctx.database.db
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(purchaserAudit)
      .where(where)
      .orderBy(desc(purchaserAudit.createdAt), desc(purchaserAudit.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(purchaserAudit)
      .where(where),
  ])
  return {
    items: rows.map((r) => ({
      id: r.id,
      purchaser_id: r.purchaserId,
      customer_id: r.customerId,
      action: r.action,
      details: r.details,
      created_at: r.createdAt.toISOString(),
    })),
    total: Number(count?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  }
}
