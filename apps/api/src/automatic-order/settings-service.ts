/**
 * getAutomaticOrderSettings, setAutomaticOrderSettings, removeAutomaticOrderSettings (spec 001 §7,
 * decision 0182), each for the caller alone (a purchaser acting for the customer is served as the
 * customer). What it orders: one of the customer's order lists, or the lines of one of their carts
 * copied now; where: one of the customer's addresses (copied, so a later change of the address
 * book does not move an order that is on its way); how: a shipping method the customer may use,
 * paid on account; when: a first date more than one day ahead (§5) and a repeat.
 */
import { and, asc, eq } from 'drizzle-orm'
import { firstDue, nextDueAfter, scheduleProblems, type AutomaticOrderSchedule } from '@shop/commerce'
import { automaticOrder, type AutomaticOrderRow, type BackofficeAddress } from '../db/schema/index.ts'
import { listById, listsOf } from '../orderlist/list-store.ts'
import { checkNamedCustomer, namedCart, type OculusCaller } from '../oculus/oculus-caller.ts'
import { fail, ok, type Result } from '../result.ts'
import { cartLines } from './auto-lines.ts'
import { customerMethods, findShippingMethod, methodCodeOf, shippingMethodList } from './auto-methods.ts'
import type { SetSettingsBody } from './schemas.ts'
import { viewsOf, type AutomaticOrderView } from './settings-view.ts'

export interface AutomaticOrderSettings {
  settings: AutomaticOrderView[]
  shipping_methods: { code: string; title: string }[]
  order_lists: { id: number; name: string }[]
}

type CustomerRef = string | number | null | undefined

const ownCustomer = (caller: OculusCaller, named: CustomerRef) =>
  checkNamedCustomer(caller, 'customer_id', named)

const NOT_FOUND = 'auto_id: no such automatic order of yours'

async function rowOf(caller: OculusCaller, autoId: number): Promise<AutomaticOrderRow | null> {
  const [row] = await caller.ctx.database.db
    .select()
    .from(automaticOrder)
    .where(and(eq(automaticOrder.id, autoId), eq(automaticOrder.customerId, caller.customerId)))
  return row ?? null
}

export async function getSettings(
  caller: OculusCaller,
  body?: { customer_id?: CustomerRef },
): Promise<Result<AutomaticOrderSettings>> {
  const own = await ownCustomer(caller, body?.customer_id)
  if (!own.ok) return own
  const db = caller.ctx.database.db
  const rows = await db
    .select()
    .from(automaticOrder)
    .where(eq(automaticOrder.customerId, caller.customerId))
    .orderBy(asc(automaticOrder.id))
  const methods = await customerMethods(caller.ctx, caller.customerId, caller.groupId)
  const lists = await listsOf(db, caller.customerId)
  return ok({
    settings: await viewsOf(db, rows),
    shipping_methods: shippingMethodList(methods.shipping, caller.store.language),
    order_lists: lists.map((l) => ({ id: l.list_id, name: l.name })),
  })
}

type Source = Pick<AutomaticOrderRow, 'sourceType' | 'orderListId' | 'lines'>

/** The order list or cart the body names, the caller's own; absent on a change: the stored one. */
async function sourceOf(
  caller: OculusCaller,
  body: SetSettingsBody,
  existing: AutomaticOrderRow | null,
): Promise<Result<Source>> {
  const type = body.source_type ?? (existing ? undefined : body.cart_id ? 'cart' : 'orderlist')
  if (type === undefined && existing)
    return ok({ sourceType: existing.sourceType, orderListId: existing.orderListId, lines: existing.lines })
  if (type === 'orderlist') {
    if (body.order_list_id === undefined || body.order_list_id === null)
      return fail('invalid', 'order_list_id: is required when source_type is orderlist')
    const list = await listById(caller.ctx.database.db, body.order_list_id)
    // another customer's list is not told apart from one that does not exist
    if (!list || list.customerId !== caller.customerId)
      return fail('not_found', 'order_list_id: no such order list of yours')
    return ok({ sourceType: 'orderlist', orderListId: list.id, lines: [] })
  }
  if (body.cart_id === undefined || body.cart_id === null || body.cart_id === '')
    return fail('invalid', 'cart_id: is required when source_type is cart')
  const cart = await namedCart(caller, 'cart_id', body.cart_id)
  if (!cart.ok) return cart
  const lines = await cartLines(caller.ctx.database.db, cart.value.id)
  if (!lines.length) return fail('invalid', 'cart_id: the cart has no products to order')
  return ok({ sourceType: 'cart', orderListId: null, lines })
}

export async function setSettings(
  caller: OculusCaller,
  body: SetSettingsBody,
): Promise<Result<AutomaticOrderView>> {
  const { ctx } = caller
  const own = await ownCustomer(caller, body.customer_id)
  if (!own.ok) return own
  const existing = body.auto_id ? await rowOf(caller, body.auto_id) : null
  if (body.auto_id && !existing) return fail('not_found', NOT_FOUND)

  const schedule: AutomaticOrderSchedule = {
    firstDate: body.date,
    time: body.time,
    repeat: body.repeat,
    intervalWeeks: body.repeat === 'every_n_weeks' ? (body.interval_weeks ?? 0) : 1,
  }
  const now = ctx.now()
  // a change that keeps the stored date and time is not refused for a first date now passed
  const sameMoment = existing && existing.firstDate === body.date && existing.time === body.time
  const problems = scheduleProblems(schedule, now).filter((p) => !(sameMoment && p.field === 'date'))
  if (problems.length)
    return fail('invalid', problems.map((p) => `${p.field}: ${p.message}`).join('; '), { meta: { problems } })

  const source = await sourceOf(caller, body, existing)
  if (!source.ok) return source

  const methods = await customerMethods(ctx, caller.customerId, caller.groupId)
  const address = methods.trade?.addresses.find((a) => a.id === body.shipping_address)
  if (!address) return fail('invalid', 'shipping_address: must be the id of one of your addresses')
  const method = findShippingMethod(methods.shipping, body.shipping_method)
  if (!method) return fail('invalid', 'shipping_method: is not a shipping method you may use')
  if (method.countries.length && !method.countries.includes(address.countryId))
    return fail('invalid', `shipping_method: ${methodCodeOf(method)} does not ship to ${address.countryId}`)
  if (!methods.onAccount)
    return fail(
      'invalid',
      'payment: an automatic order is paid on account (purchaseorder), which your account may not use',
    )

  const shippingAddress: BackofficeAddress = {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    postcode: address.postcode,
    city: address.city,
    countryId: address.countryId,
    telephone: address.telephone,
    vatId: address.vatId,
  }
  const next = sameMoment ? nextDueAfter(schedule, now) : firstDue(schedule, now)
  const values = {
    customerId: caller.customerId,
    purchaserId: caller.principal.actingPurchaser?.purchaserId ?? null,
    name: body.name ?? null,
    ...source.value,
    shippingAddressId: address.id,
    shippingAddress,
    shippingMethod: methodCodeOf(method),
    paymentMethod: methods.onAccount,
    firstDate: body.date,
    time: body.time,
    repeat: body.repeat,
    intervalWeeks: schedule.intervalWeeks,
    enabled: body.enabled,
    nextRunAt: next,
    language: caller.store.language === 'de' ? 'de' : 'nl',
    updatedAt: now,
  }
  const db = ctx.database.db
  const [saved] = existing
    ? await db.update(automaticOrder).set(values).where(eq(automaticOrder.id, existing.id)).returning()
    : await db.insert(automaticOrder).values(values).returning()
  const [view] = await viewsOf(db, [saved!])
  return ok(view!)
}

export async function removeSettings(
  caller: OculusCaller,
  body: { customer_id?: CustomerRef; auto_id: number },
): Promise<Result<{ removed: true }>> {
  const own = await ownCustomer(caller, body.customer_id)
  if (!own.ok) return own
  const row = await rowOf(caller, body.auto_id)
  if (!row) return fail('not_found', NOT_FOUND)
  // its runs go with it (cascade); the orders it placed stay the customer's orders
  await caller.ctx.database.db.delete(automaticOrder).where(eq(automaticOrder.id, row.id))
  return ok({ removed: true })
}
