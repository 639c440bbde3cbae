/**
 * What a customer can still send back (getOculusWarrantyReturns, decision 0177): the lines of
 * their back-office orders with pieces delivered and not yet taken by a request, within the
 * type's period after the line's delivery. A line was delivered when the last shipment that
 * carried it was (a line delivered without a shipment on record counts from the order's date).
 */
import { sql } from 'drizzle-orm'
import { qtyReturnable, returnDeadline, withinPeriod, type AfterSalesType } from '@shop/commerce'
import type { Db } from '../db/client.ts'

export interface ReturnableLineRow {
  orderId: number
  orderNumber: string
  shopOrderNumber: string | null
  placedAt: Date
  lineId: number
  lineNo: number
  sku: string
  name: string
  qtyDelivered: number
  qtyReturned: number
  deliveredAt: Date
}

type Raw = {
  order_id: number
  backoffice_number: string
  shop_order_number: string | null
  placed_at: Date | string
  line_id: number
  line_no: number
  sku: string
  name: string
  qty_delivered: number
  qty_returned: number
  delivered_at: Date | string
}

const rowOf = (r: Raw): ReturnableLineRow => ({
  orderId: Number(r.order_id),
  orderNumber: r.backoffice_number,
  shopOrderNumber: r.shop_order_number,
  placedAt: new Date(r.placed_at),
  lineId: Number(r.line_id),
  lineNo: Number(r.line_no),
  sku: r.sku,
  name: r.name,
  qtyDelivered: Number(r.qty_delivered),
  qtyReturned: Number(r.qty_returned),
  deliveredAt: new Date(r.delivered_at),
})

async function rowsOf(db: Db, query: ReturnType<typeof sql>): Promise<Raw[]> {
  const res = (await db.execute(query)) as unknown as { rows: Raw[] }
  return res.rows
}

/**
 * The delivered lines of a customer's orders (`orderId`: of one order), with their delivery
 * date (`deliveredSince`: only lines delivered since then).
 */
export async function deliveredLines(
  db: Db,
  customerId: number,
  opts: { orderId?: number; lineIds?: number[]; onlyOpen?: boolean; deliveredSince?: Date } = {},
): Promise<ReturnableLineRow[]> {
  const rows = await rowsOf(
    db,
    sql`select * from (select o.id as order_id, o.backoffice_number, o.shop_order_number, o.placed_at,
        l.id as line_id, l.line_no, l.sku, l.name, l.qty_delivered, l.qty_returned,
        coalesce((select max(s.delivered_at) from backoffice_shipment s
            cross join lateral jsonb_array_elements(s.lines) e
          where s.order_id = o.id and s.delivered_at is not null and (e->>'lineId')::int = l.id),
          o.placed_at) as delivered_at
      from backoffice_order o join backoffice_order_line l on l.order_id = o.id
      where o.customer_id = ${customerId} ${opts.lineIds ? sql`` : sql`and l.qty_delivered > 0`}
        ${opts.onlyOpen ? sql`and l.qty_delivered > l.qty_returned` : sql``}
        ${opts.orderId !== undefined ? sql`and o.id = ${opts.orderId}` : sql``}
        ${
          opts.lineIds
            ? sql`and l.id in (${sql.join(
                opts.lineIds.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : sql``
        }
      order by o.placed_at desc, o.id desc, l.line_no) lines
      ${opts.deliveredSince ? sql`where delivered_at >= ${opts.deliveredSince.toISOString()}::timestamptz` : sql``}
      order by placed_at desc, order_id desc, line_no`,
  )
  return rows.map(rowOf)
}

export interface ReturnableOrder {
  orderId: string
  orderNumber: string | null
  placedAt: string
  deliveredAt: string
  lines: {
    lineId: number
    sku: string
    name: string
    qtyDelivered: number
    qtyReturned: number
    qtyReturnable: number
    /** the end of the type's period for this line (ISO) */
    returnableUntil: string
  }[]
}

/** The answer of getOculusWarrantyReturns: newest order first, only lines that can still go. */
export async function returnableOrders(
  db: Db,
  customerId: number,
  type: AfterSalesType,
  now: Date,
): Promise<{ orders: ReturnableOrder[] }> {
  // the database leaves out what was delivered before the period could have begun; the rule decides
  const since = new Date(
    now.getTime() - (returnDeadline(type, now).getTime() - now.getTime()) - 3 * 86_400_000,
  )
  const rows = (await deliveredLines(db, customerId, { onlyOpen: true, deliveredSince: since })).filter((r) =>
    withinPeriod(type, r.deliveredAt, now),
  )
  const orders = new Map<number, ReturnableOrder & { last: number }>()
  for (const r of rows) {
    let order = orders.get(r.orderId)
    if (!order) {
      order = {
        orderId: r.orderNumber,
        orderNumber: r.shopOrderNumber,
        placedAt: r.placedAt.toISOString(),
        deliveredAt: r.deliveredAt.toISOString(),
        lines: [],
        last: r.deliveredAt.getTime(),
      }
      orders.set(r.orderId, order)
    }
    if (r.deliveredAt.getTime() > order.last) {
      order.last = r.deliveredAt.getTime()
      order.deliveredAt = r.deliveredAt.toISOString()
    }
    order.lines.push({
      lineId: r.lineId,
      sku: r.sku,
      name: r.name,
      qtyDelivered: r.qtyDelivered,
      qtyReturned: r.qtyReturned,
      qtyReturnable: qtyReturnable(r),
      returnableUntil: returnDeadline(type, r.deliveredAt).toISOString(),
    })
  }
  return { orders: [...orders.values()].map(({ last: _last, ...o }) => o) }
}
