/**
 * The order calls of spec 001 §7 (issue 18): getOculusOrders, getOculusOrderDetails,
 * getOculusBackorders, getQtyUpdates and cancelBackorder (decisions 0167-0169). Each answers for
 * the caller (a purchaser acting for the customer is that customer); a customer the body names
 * must be the caller's own (403); an order of someone else is "not found" (404), like an unknown one.
 */
import type { z } from 'zod'
import type { OculusCaller } from '../oculus/oculus-caller.ts'
import { checkNamedCustomer } from '../oculus/oculus-caller.ts'
import { fail, ok, type Result } from '../result.ts'
import { openBackorders, orderDetails, orderPage, ownOrder, qtyUpdates } from './order-book.ts'
import { cancelBackorder as cancel } from './order-life.ts'
import type * as s from './schemas.ts'

type Named = { customerId?: string | number | null; customer_id?: string | number | null } | undefined

async function named(c: OculusCaller, body: Named): Promise<Result<true>> {
  const a = await checkNamedCustomer(c, 'customerId', body?.customerId)
  if (!a.ok) return a
  return checkNamedCustomer(c, 'customer_id', body?.customer_id)
}

const db = (c: OculusCaller) => c.ctx.database.db

export async function getOculusOrders(c: OculusCaller, body: z.infer<typeof s.ordersBody>) {
  const own = await named(c, body)
  if (!own.ok) return own
  return ok(await orderPage(db(c), c.customerId, body.page, body.pageSize))
}

export async function getOculusOrderDetails(c: OculusCaller, body: z.infer<typeof s.orderDetailsBody>) {
  const own = await named(c, body)
  if (!own.ok) return own
  const order = await ownOrder(db(c), c.customerId, body.orderId)
  if (!order) return fail('not_found', `orderId: no order ${body.orderId}`)
  return ok(await orderDetails(db(c), order))
}

export async function getOculusBackorders(c: OculusCaller, body: z.infer<typeof s.backordersBody>) {
  const own = await named(c, body)
  if (!own.ok) return own
  return ok(await openBackorders(db(c), c.customerId, c.ctx.now()))
}

export async function getQtyUpdates(c: OculusCaller, body: z.infer<typeof s.qtyUpdatesBody>) {
  const own = await named(c, body)
  if (!own.ok) return own
  return ok(await qtyUpdates(db(c), c.customerId, body.order_ids, body.type === 'open'))
}

export async function cancelBackorder(c: OculusCaller, body: z.infer<typeof s.cancelBackorderBody>) {
  const own = await named(c, body)
  if (!own.ok) return own
  const done = await cancel(db(c), {
    orderId: body.orderId,
    lineId: body.lineId,
    ...(body.qty !== undefined ? { qty: body.qty } : {}),
    customerId: c.customerId,
    now: c.ctx.now(),
  })
  return done.ok ? ok(done.value.line) : done
}
