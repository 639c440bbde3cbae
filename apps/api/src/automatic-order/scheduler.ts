/**
 * One pass of the automatic-order scheduler (decisions 0183, 0185): every enabled automatic order
 * whose next due moment has come is placed EXACTLY ONCE, however many shop processes run passes on
 * one PostgreSQL and whatever dies when. Per due order, one transaction:
 *
 *   1. lock its row `FOR UPDATE SKIP LOCKED`, still due at the same moment (another process that
 *      holds it, or has already placed it and moved `next_run_at` on, makes this one skip it);
 *   2. insert the run row, unique per (automatic order, due moment);
 *   3. the normal order steps in the same transaction (reserve stock, record the sales order with
 *      the idempotency key `automatic:<id>:<due ISO>`, unique too; hand it to the back office, source
 *      'automatic');
 *   4. move `next_run_at` on.
 *
 * It all commits together or not at all: a process that dies halfway leaves nothing, and the next
 * pass places the order then. A refusal (out of stock since, a method no longer allowed, ...) is
 * recorded as a failed run for that due moment, and the schedule moves on; the customer is mailed.
 */
import { addBackorderedLines } from '../fulfilment/backordered-lines.ts'
import { priceLines } from '../fulfilment/priced-lines.ts'
import { and, eq, lte, sql } from 'drizzle-orm'
import {
  AUTOMATIC_ORDER_FAILURES,
  DEFAULT_STORE_VIEW,
  STORE_VIEWS,
  fillMessage,
  nextDueAfter,
  type AutomaticOrderRepeat,
  type AutomaticOrderSchedule,
} from '@shop/commerce'
import type { AppContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import {
  automaticOrder,
  automaticOrderRun,
  backofficeOrder,
  customer,
  type AutomaticOrderLine,
  type AutomaticOrderRow,
  type BackofficeAddress,
} from '../db/schema/index.ts'
import { invalidateProducts } from '../catalog/invalidate.ts'
import { runSteps } from '../order/place-order-steps.ts'
import { stepsBeforeTransaction, stepsInTransaction } from '../order/order-service.ts'
import { done, type Placement } from '../order/placement.ts'
import type { OrderAddress } from '../order/order-schemas.ts'
import type { Failure } from '../result.ts'
import { orderListLines, splitByStock } from './auto-lines.ts'
import { customerMethods, findShippingMethod } from './auto-methods.ts'
import { sendAutomaticOrderMail } from './auto-mail.ts'

export interface PassResult {
  placed: { auto_id: number; order_number: string; backordered: AutomaticOrderLine[] }[]
  failed: { auto_id: number; error: string }[]
}

export interface PassOptions {
  /** how many due orders one pass takes on at most */
  limit?: number
  /** tests: runs in the transaction after the order is written (throw to simulate a crash) */
  afterOrder?: (orderNumber: string) => void | Promise<void>
}

export const automaticIdempotencyKey = (autoId: number, dueAt: Date) =>
  `automatic:${autoId}:${dueAt.toISOString()}`

const scheduleOf = (row: AutomaticOrderRow): AutomaticOrderSchedule => ({
  firstDate: row.firstDate,
  time: row.time,
  repeat: row.repeat as AutomaticOrderRepeat,
  intervalWeeks: row.intervalWeeks,
})

/** The moment after this run: the next one after the due moment that is not already past. */
const nextAfter = (row: AutomaticOrderRow, dueAt: Date, now: Date) =>
  nextDueAfter(scheduleOf(row), dueAt > now ? dueAt : now)

class Refused extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message)
  }
}

const orderAddress = (a: BackofficeAddress, email: string): OrderAddress => ({
  firstname: a.firstname,
  lastname: a.lastname,
  company: a.company ?? undefined,
  street: a.street,
  postcode: a.postcode,
  city: a.city,
  country_id: a.countryId,
  telephone: a.telephone ?? undefined,
  email,
  vat_id: a.vatId ?? undefined,
})

type Outcome =
  | { kind: 'placed'; orderNumber: string; backordered: AutomaticOrderLine[] }
  | { kind: 'failed'; error: string; backordered: AutomaticOrderLine[] }
  | { kind: 'skipped' }

/** The placement of one due run, priced and checked before any lock is taken. */
async function prepare(
  ctx: AppContext,
  row: AutomaticOrderRow,
  dueAt: Date,
): Promise<
  | { placement: Placement; backordered: AutomaticOrderLine[] }
  | { refused: string; backordered: AutomaticOrderLine[] }
> {
  const db = ctx.database.db
  const [who] = await db.select().from(customer).where(eq(customer.id, row.customerId))
  if (!who) return { refused: AUTOMATIC_ORDER_FAILURES.customerGone, backordered: [] }
  const lines =
    row.sourceType === 'orderlist'
      ? row.orderListId === null
        ? []
        : await orderListLines(db, row.orderListId)
      : row.lines
  if (!lines.length) return { refused: AUTOMATIC_ORDER_FAILURES.nothingToOrder, backordered: [] }
  const split = await splitByStock(db, lines)
  if (!split.order.length)
    return {
      refused: fillMessage(AUTOMATIC_ORDER_FAILURES.outOfStock, {
        skus: split.backordered.map((l) => l.sku).join(', '),
      }),
      backordered: split.backordered,
    }
  const methods = await customerMethods(ctx, who.id, who.groupId)
  const shipping = findShippingMethod(methods.shipping, row.shippingMethod)
  if (!shipping)
    return {
      refused: fillMessage(AUTOMATIC_ORDER_FAILURES.methodGone, { method: row.shippingMethod }),
      backordered: split.backordered,
    }
  if (!methods.onAccount || (row.paymentMethod && row.paymentMethod !== methods.onAccount))
    return {
      refused: AUTOMATIC_ORDER_FAILURES.paymentGone,
      backordered: split.backordered,
    }
  if (!row.shippingAddress)
    return { refused: AUTOMATIC_ORDER_FAILURES.noAddress, backordered: split.backordered }

  const billing = methods.trade?.addresses.find((a) => a.defaultBilling) ?? null
  const store = STORE_VIEWS.find((s) => s.language === row.language) ?? DEFAULT_STORE_VIEW
  const placement: Placement = {
    ctx,
    shopper: { customerId: who.id, groupId: who.groupId, purchaserId: null, actingPurchaserId: null },
    store,
    body: {
      products: split.order.map((l) => ({ sku: l.sku, qty: l.qty })),
      addressInformation: {
        billingAddress: orderAddress(billing ?? row.shippingAddress, who.email),
        shippingAddress: orderAddress(row.shippingAddress, who.email),
        shipping_carrier_code: shipping.carrierCode,
        shipping_method_code: shipping.methodCode,
        payment_method_code: methods.onAccount,
      },
    },
    email: who.email,
    cartId: '',
    knownQuote: null,
    idempotencyKey: automaticIdempotencyKey(row.id, dueAt),
  }
  return { placement, backordered: split.backordered }
}

/** Locks the row if it is still due at `dueAt` and nobody else holds it; null: leave it. */
async function claim(tx: Db, autoId: number, dueAt: Date): Promise<AutomaticOrderRow | null> {
  const [row] = await tx
    .select()
    .from(automaticOrder)
    .where(
      and(
        eq(automaticOrder.id, autoId),
        eq(automaticOrder.enabled, true),
        eq(automaticOrder.nextRunAt, dueAt),
      ),
    )
    .for('update', { skipLocked: true })
  return row ?? null
}

/** The run row of this due moment; false when one exists already (placed or failed before). */
async function insertRun(
  tx: Db,
  autoId: number,
  dueAt: Date,
  values: {
    status: 'placed' | 'failed'
    orderNumber?: string
    error?: string
    backordered: AutomaticOrderLine[]
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(automaticOrderRun)
    .values({ automaticOrderId: autoId, dueAt, ...values })
    .onConflictDoNothing()
    .returning({ id: automaticOrderRun.id })
  return inserted.length > 0
}

async function placeRun(
  ctx: AppContext,
  row: AutomaticOrderRow,
  dueAt: Date,
  now: Date,
  opts: PassOptions,
): Promise<Outcome> {
  const prepared = await prepare(ctx, row, dueAt)
  if ('refused' in prepared)
    return recordFailure(ctx, row.id, dueAt, now, prepared.refused, prepared.backordered)
  const { placement: p, backordered } = prepared
  const before = await runSteps(stepsBeforeTransaction, p)
  if (!before.ok) return recordFailure(ctx, row.id, dueAt, now, before.message, backordered)
  // the short lines go on backorder in the back office, priced now like the order (a product that
  // can no longer be sold stays recorded on the run only)
  const short = backordered.length
    ? await priceLines(
        ctx,
        { id: row.customerId, groupId: p.shopper.groupId ?? 0, storeId: p.store.storeId },
        row.shippingAddress?.countryId ?? 'NL',
        backordered,
        now,
      )
    : null

  let outcome: Outcome
  try {
    outcome = await ctx.database.db.transaction(async (tx): Promise<Outcome> => {
      const locked = await claim(tx, row.id, dueAt)
      if (!locked) return { kind: 'skipped' }
      if (!(await insertRun(tx, row.id, dueAt, { status: 'placed', backordered }))) return { kind: 'skipped' }
      p.tx = tx
      const placed = await runSteps(stepsInTransaction, p)
      if (!placed.ok) throw new Refused(placed)
      const order = done(p.order, 'record')
      await tx
        .update(backofficeOrder)
        .set({ source: 'automatic' })
        .where(eq(backofficeOrder.shopOrderNumber, order.incrementId))
      if (short?.ok) await addBackorderedLines(tx, order.incrementId, short.value)
      await opts.afterOrder?.(order.incrementId)
      await tx
        .update(automaticOrderRun)
        .set({ orderNumber: order.incrementId })
        .where(and(eq(automaticOrderRun.automaticOrderId, row.id), eq(automaticOrderRun.dueAt, dueAt)))
      await tx
        .update(automaticOrder)
        .set({
          nextRunAt: nextAfter(locked, dueAt, now),
          lastRunAt: now,
          lastOrderNumber: order.incrementId,
          lastError: null,
          failureCount: 0,
          updatedAt: now,
        })
        .where(eq(automaticOrder.id, row.id))
      return { kind: 'placed', orderNumber: order.incrementId, backordered }
    })
  } catch (error) {
    if (error instanceof Refused) return recordFailure(ctx, row.id, dueAt, now, error.message, backordered)
    throw error
  }
  if (outcome.kind === 'placed') {
    const touched = p.stock?.touchedProductIds ?? []
    if (touched.length) await invalidateProducts(ctx, touched)
  }
  return outcome
}

/** A refused run: recorded once for its due moment, the schedule moves on. */
async function recordFailure(
  ctx: AppContext,
  autoId: number,
  dueAt: Date,
  now: Date,
  error: string,
  backordered: AutomaticOrderLine[],
): Promise<Outcome> {
  return ctx.database.db.transaction(async (tx): Promise<Outcome> => {
    const locked = await claim(tx, autoId, dueAt)
    if (!locked) return { kind: 'skipped' }
    if (!(await insertRun(tx, autoId, dueAt, { status: 'failed', error, backordered })))
      return { kind: 'skipped' }
    await tx
      .update(automaticOrder)
      .set({
        nextRunAt: nextAfter(locked, dueAt, now),
        lastRunAt: now,
        lastError: error,
        failureCount: sql`${automaticOrder.failureCount} + 1`,
        updatedAt: now,
      })
      .where(eq(automaticOrder.id, autoId))
    return { kind: 'failed', error, backordered }
  })
}

/** One scheduler pass as at `now`: places what is due, answers what it placed and what failed. */
export async function runAutomaticOrders(
  ctx: AppContext,
  now: Date = ctx.now(),
  opts: PassOptions = {},
): Promise<PassResult> {
  const db = ctx.database.db
  const due = await db
    .select()
    .from(automaticOrder)
    .where(and(eq(automaticOrder.enabled, true), lte(automaticOrder.nextRunAt, now)))
    .orderBy(automaticOrder.nextRunAt, automaticOrder.id)
    .limit(opts.limit ?? 100)
  const result: PassResult = { placed: [], failed: [] }
  for (const row of due) {
    const dueAt = row.nextRunAt!
    let outcome: Outcome
    try {
      outcome = await placeRun(ctx, row, dueAt, now, opts)
    } catch (error) {
      // a bug or a lost database: nothing of this run was kept, the next pass tries it again
      ctx.log.error({ err: error, autoId: row.id }, 'automatic order could not be placed; next pass retries')
      result.failed.push({ auto_id: row.id, error: AUTOMATIC_ORDER_FAILURES.internal })
      continue
    }
    if (outcome.kind === 'skipped') continue
    if (outcome.kind === 'placed')
      result.placed.push({
        auto_id: row.id,
        order_number: outcome.orderNumber,
        backordered: outcome.backordered,
      })
    else result.failed.push({ auto_id: row.id, error: outcome.error })
    await sendAutomaticOrderMail(ctx, row, outcome).catch((err: unknown) =>
      ctx.log.error({ err, autoId: row.id }, 'automatic order mail could not be sent'),
    )
  }
  return result
}
