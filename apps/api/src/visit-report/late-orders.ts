/**
 * Late orders per customer from the back office's order tables (decision 0206, rule in
 * @shop/commerce late-orders.ts): orders neither canceled nor fully shipped, with their backordered
 * lines' expected dates. Two queries for any number of customers.
 */
import { countLateOrders, shopDate, type LateOrderFacts } from '@shop/commerce'
import { and, gt, inArray, ne } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import { backofficeOrder, backofficeOrderLine } from '../db/schema/index.ts'

export async function countLate(
  ctx: Pick<AppContext, 'database'>,
  customerIds: readonly number[],
  today: string,
): Promise<Map<number, number>> {
  const out = new Map<number, number>()
  if (customerIds.length === 0) return out
  const db = ctx.database.db
  const orders = await db
    .select({
      id: backofficeOrder.id,
      customerId: backofficeOrder.customerId,
      fulfilment: backofficeOrder.fulfilment,
      status: backofficeOrder.status,
      placedAt: backofficeOrder.placedAt,
      extras: backofficeOrder.extras,
    })
    .from(backofficeOrder)
    .where(
      and(
        inArray(backofficeOrder.customerId, [...customerIds]),
        inArray(backofficeOrder.fulfilment, ['confirmed', 'partly_shipped']),
        ne(backofficeOrder.status, 'canceled'),
      ),
    )
  if (orders.length === 0) return out
  const lines = await db
    .select({ orderId: backofficeOrderLine.orderId, expectedDate: backofficeOrderLine.expectedDate })
    .from(backofficeOrderLine)
    .where(
      and(
        inArray(
          backofficeOrderLine.orderId,
          orders.map((o) => o.id),
        ),
        gt(backofficeOrderLine.qtyBackordered, 0),
      ),
    )
  const expected = new Map<number, (string | null)[]>()
  for (const l of lines) expected.set(l.orderId, [...(expected.get(l.orderId) ?? []), l.expectedDate])
  const facts = new Map<number, LateOrderFacts[]>()
  for (const o of orders) {
    if (o.customerId === null) continue
    const delivery = o.extras?.delivery_date
    facts.set(o.customerId, [
      ...(facts.get(o.customerId) ?? []),
      {
        fulfilment: o.fulfilment,
        status: o.status,
        placedDay: shopDate(o.placedAt),
        deliveryDate: typeof delivery === 'string' ? delivery : null,
        backorderExpected: expected.get(o.id) ?? [],
      },
    ])
  }
  for (const [id, list] of facts) out.set(id, countLateOrders(list, today))
  return out
}
