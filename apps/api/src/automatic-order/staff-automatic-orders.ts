/**
 * Staff's view of the automatic orders (decision 0186): every customer's, with their failures, and
 * one scheduler pass on demand (as at a given moment: how tests and journeys move the clock). Used
 * by the admin API (admin-routes.ts) and `npm run backoffice -- automatic-orders ...`.
 */
import { asc, eq, gt } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import { automaticOrder, customer } from '../db/schema/index.ts'
import { viewsOf, type AutomaticOrderView } from './settings-view.ts'
import { runAutomaticOrders, type PassResult } from './scheduler.ts'

export interface StaffAutomaticOrder extends AutomaticOrderView {
  customer_email: string
}

export async function listAutomaticOrders(
  ctx: Pick<AppContext, 'database'>,
  opts: { failingOnly?: boolean } = {},
): Promise<StaffAutomaticOrder[]> {
  const db = ctx.database.db
  const rows = await db
    .select({ row: automaticOrder, email: customer.email })
    .from(automaticOrder)
    .innerJoin(customer, eq(customer.id, automaticOrder.customerId))
    .where(opts.failingOnly ? gt(automaticOrder.failureCount, 0) : undefined)
    .orderBy(asc(automaticOrder.id))
  const views = await viewsOf(
    db,
    rows.map((r) => r.row),
  )
  return views.map((v, i) => ({ ...v, customer_email: rows[i]!.email }))
}

export function runPassAt(ctx: AppContext, now?: string): Promise<PassResult> {
  return runAutomaticOrders(ctx, now ? new Date(now) : ctx.now())
}
