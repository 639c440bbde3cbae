/**
 * The documents the visit-report calls and the catalogue search answer (issue 19, decision 0203):
 * one shape for a todo and one for a report wherever they appear, with the names of the customer
 * and purchasers filled in and a todo's overdue flag worked out on the shop's calendar day.
 */
import { isTodoOverdue } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import type { reportTodo, visitorReport } from '../db/schema/index.ts'
import { namesOf, personNamesOf } from './visit-caller.ts'

export interface TodoDoc {
  id: number
  customer_id: number
  customer_name: string | null
  report_id: number | null
  action_point: string
  /** YYYY-MM-DD */
  expire_date: string
  /** the purchaser the todo is for; null: whoever visits next */
  assigned_to: number | null
  assigned_to_name: string | null
  done: 0 | 1
  status: 'open' | 'done'
  /** expired before today (Europe/Amsterdam) and not done */
  overdue: boolean
  /** who wrote it */
  purchaser_id: number
  purchaser_name: string | null
  created_at: string
  updated_at: string
  closed_at: string | null
  closed_by: number | null
}

export interface ReportDoc {
  id: number
  customer_id: number
  customer_name: string | null
  purchaser_id: number
  purchaser_name: string | null
  order_id: string | null
  report_data: Record<string, unknown>
  report_version: number
  language: string
  created_at: string
}

type TodoRow = typeof reportTodo.$inferSelect
type ReportRow = typeof visitorReport.$inferSelect

export async function todoDocs(
  ctx: Pick<AppContext, 'database'>,
  rows: readonly TodoRow[],
  today: string,
): Promise<TodoDoc[]> {
  const companies = await namesOf(
    ctx,
    rows.map((r) => r.customerId),
  )
  const people = await personNamesOf(
    ctx,
    rows.flatMap((r) => [r.assignedTo, r.purchaserId]),
  )
  return rows.map((r) => {
    const done = r.done === 1 ? 1 : 0
    return {
      id: r.id,
      customer_id: r.customerId,
      customer_name: companies.name(r.customerId),
      report_id: r.reportId,
      action_point: r.actionPoint,
      expire_date: r.expireDate,
      assigned_to: r.assignedTo,
      assigned_to_name: people(r.assignedTo),
      done,
      status: done ? 'done' : 'open',
      overdue: isTodoOverdue({ expire_date: r.expireDate, done }, today),
      purchaser_id: r.purchaserId,
      purchaser_name: people(r.purchaserId),
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      closed_at: r.closedAt?.toISOString() ?? null,
      closed_by: r.closedBy,
    }
  })
}

export async function reportDocs(
  ctx: Pick<AppContext, 'database'>,
  rows: readonly ReportRow[],
): Promise<ReportDoc[]> {
  const companies = await namesOf(
    ctx,
    rows.map((r) => r.customerId),
  )
  const people = await personNamesOf(
    ctx,
    rows.map((r) => r.purchaserId),
  )
  return rows.map((r) => ({
    id: r.id,
    customer_id: r.customerId,
    customer_name: companies.name(r.customerId),
    purchaser_id: r.purchaserId,
    purchaser_name: people(r.purchaserId),
    order_id: r.orderId,
    report_data: r.reportData,
    report_version: r.reportVersion,
    language: r.language,
    created_at: r.createdAt.toISOString(),
  }))
}

/** Open before done; among open ones overdue first, then by expire date; done ones last closed first. */
export function compareTodos(a: TodoDoc, b: TodoDoc): number {
  if (a.done !== b.done) return a.done - b.done
  if (a.overdue !== b.overdue) return a.overdue ? -1 : 1
  if (a.done) return (b.closed_at ?? '').localeCompare(a.closed_at ?? '') || b.id - a.id
  return a.expire_date.localeCompare(b.expire_date) || a.id - b.id
}
