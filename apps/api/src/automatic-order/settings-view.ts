/** An automatic order as the §7 calls answer it (decision 0182): the row, its source and last runs. */
import { desc, eq, inArray } from 'drizzle-orm'
import { weekdayOf, type AutomaticOrderRepeat, type Weekday } from '@shop/commerce'
import type { Db } from '../db/client.ts'
import {
  automaticOrderRun,
  orderList,
  type AutomaticOrderLine,
  type AutomaticOrderRow,
  type BackofficeAddress,
} from '../db/schema/index.ts'
import { orderListLines } from './auto-lines.ts'

export interface WireAddress {
  id: number | null
  firstname: string
  lastname: string
  company: string | null
  street: string[]
  postcode: string
  city: string
  country_id: string
  telephone: string | null
}

export interface AutomaticOrderRunView {
  due_at: string
  status: 'placed' | 'failed'
  order_number: string | null
  error: string | null
  backordered: AutomaticOrderLine[]
}

export interface AutomaticOrderView {
  auto_id: number
  customer_id: number
  name: string | null
  enabled: boolean
  source_type: 'orderlist' | 'cart'
  order_list_id: number | null
  order_list_name: string | null
  lines: AutomaticOrderLine[]
  shipping_address: WireAddress | null
  shipping_method: string
  payment_method: string | null
  date: string
  time: string
  repeat: AutomaticOrderRepeat
  interval_weeks: number
  day: Weekday
  next_run_at: string | null
  last_run_at: string | null
  last_order_number: string | null
  last_error: string | null
  failure_count: number
  runs: AutomaticOrderRunView[]
}

export const RUNS_SHOWN = 5

export function wireAddress(id: number | null, a: BackofficeAddress | null): WireAddress | null {
  if (!a) return null
  return {
    id,
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company ?? null,
    street: a.street,
    postcode: a.postcode,
    city: a.city,
    country_id: a.countryId,
    telephone: a.telephone ?? null,
  }
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** The views of the rows, with their lists' names and lines and their last runs. */
export async function viewsOf(db: Db, rows: readonly AutomaticOrderRow[]): Promise<AutomaticOrderView[]> {
  const listIds = [...new Set(rows.map((r) => r.orderListId).filter((id): id is number => id !== null))]
  const lists = listIds.length
    ? await db
        .select({ id: orderList.id, name: orderList.name })
        .from(orderList)
        .where(inArray(orderList.id, listIds))
    : []
  const names = new Map(lists.map((l) => [l.id, l.name]))
  const views: AutomaticOrderView[] = []
  for (const row of rows) {
    const runs = await db
      .select()
      .from(automaticOrderRun)
      .where(eq(automaticOrderRun.automaticOrderId, row.id))
      .orderBy(desc(automaticOrderRun.dueAt))
      .limit(RUNS_SHOWN)
    const lines =
      row.sourceType === 'orderlist' && row.orderListId !== null && names.has(row.orderListId)
        ? await orderListLines(db, row.orderListId)
        : row.lines
    views.push({
      auto_id: row.id,
      customer_id: row.customerId,
      name: row.name,
      enabled: row.enabled,
      source_type: row.sourceType as 'orderlist' | 'cart',
      order_list_id: row.orderListId,
      order_list_name: row.orderListId === null ? null : (names.get(row.orderListId) ?? null),
      lines,
      shipping_address: wireAddress(row.shippingAddressId, row.shippingAddress),
      shipping_method: row.shippingMethod,
      payment_method: row.paymentMethod,
      date: row.firstDate,
      time: row.time,
      repeat: row.repeat as AutomaticOrderRepeat,
      interval_weeks: row.intervalWeeks,
      day: weekdayOf(row.firstDate),
      next_run_at: iso(row.nextRunAt),
      last_run_at: iso(row.lastRunAt),
      last_order_number: row.lastOrderNumber,
      last_error: row.lastError,
      failure_count: row.failureCount,
      runs: runs.map((r) => ({
        due_at: r.dueAt.toISOString(),
        status: r.status as 'placed' | 'failed',
        order_number: r.orderNumber,
        error: r.error,
        backordered: r.backordered,
      })),
    })
  }
  return views
}
