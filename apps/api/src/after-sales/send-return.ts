/**
 * sendItensBackToOculus (decision 0177-0179): a return or warranty request for lines of one
 * delivered order. The pieces are taken from the lines in the request's transaction with a
 * conditional UPDATE (qty_returned + n <= qty_delivered), so two requests at once can never take
 * more than was delivered; a request that fails anywhere leaves every line as it was.
 */
import { and, eq, or, sql } from 'drizzle-orm'
import {
  RETURN_MESSAGES,
  RETURN_REASONS,
  fillMessage,
  isReturnReason,
  qtyReturnable,
  withinPeriod,
  type AfterSalesType,
} from '@shop/commerce'
import { inTransaction } from '../cart/cart-service.ts'
import type { Db } from '../db/client.ts'
import {
  backofficeOrder,
  backofficeOrderLine,
  backofficeReturn,
  backofficeReturnLine,
  backofficeReturnPhoto,
} from '../db/schema/index.ts'
import { checkNamedCustomer, type OculusCaller } from '../oculus/oculus-caller.ts'
import { fail, ok, type Result } from '../result.ts'
import { decodePhotos, type DecodedPhoto } from './return-photos.ts'
import { deliveredLines } from './returnable.ts'
import { dropReturnableCache } from './returnable-cache.ts'
import { sendReturnMail } from './return-mail.ts'
import type { SendItemsInput } from './schemas.ts'

export interface SentReturn {
  returnId: number
  number: string
  status: 'requested'
}

interface Checked {
  type: AfterSalesType
  reason: string
  reasonText: string | null
  wanted: Map<number, number>
  photos: DecodedPhoto[]
}

/** Everything that can be said without the database. */
export function checkSendInput(input: SendItemsInput): Result<Checked> {
  const { type } = input
  if (input.items.length !== input.qtys.length)
    return fail(
      'invalid',
      fillMessage(RETURN_MESSAGES.itemsQtysMismatch, { items: input.items.length, qtys: input.qtys.length }),
    )
  const wanted = new Map<number, number>()
  for (const [i, lineId] of input.items.entries()) {
    if (wanted.has(lineId)) return fail('invalid', fillMessage(RETURN_MESSAGES.lineTwice, { lineId }))
    wanted.set(lineId, input.qtys[i]!)
  }
  if (!isReturnReason(type, input.reason))
    return fail(
      'invalid',
      fillMessage(RETURN_MESSAGES.reasonUnknown, {
        reason: input.reason,
        type,
        allowed: RETURN_REASONS[type].join(', '),
      }),
    )
  const reasonText = input.reasonText?.trim() || null
  if (type === 'warranty' && !reasonText) return fail('invalid', RETURN_MESSAGES.warrantyNeedsDescription)
  const photosIn = input.photos ?? []
  if (photosIn.length > 0 && type !== 'warranty') return fail('invalid', RETURN_MESSAGES.photosOnlyWarranty)
  const photos = decodePhotos(photosIn)
  if (!photos.ok) return photos
  return ok({ type, reason: input.reason, reasonText, wanted, photos: photos.value })
}

async function findOrder(db: Db, customerId: number, ref: string) {
  const [order] = await db
    .select({ id: backofficeOrder.id, number: backofficeOrder.backofficeNumber })
    .from(backofficeOrder)
    .where(
      and(
        eq(backofficeOrder.customerId, customerId),
        or(eq(backofficeOrder.backofficeNumber, ref), eq(backofficeOrder.shopOrderNumber, ref)),
      ),
    )
  return order
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10)

export async function sendItemsBack(
  caller: OculusCaller,
  input: SendItemsInput,
): Promise<Result<SentReturn>> {
  for (const [field, named] of [
    ['customer_id', input.customer_id],
    ['customerId', input.customerId],
  ] as const) {
    const own = await checkNamedCustomer(caller, field, named)
    if (!own.ok) return own
  }
  const checked = checkSendInput(input)
  if (!checked.ok) return checked
  const { type, reason, reasonText, wanted, photos } = checked.value
  const { ctx, customerId } = caller
  const db = ctx.database.db
  const order = await findOrder(db, customerId, input.oculus_order)
  if (!order)
    return fail('not_found', fillMessage(RETURN_MESSAGES.orderNotFound, { order: input.oculus_order }))
  const now = ctx.now()
  // in line-id order, so two requests over the same lines lock them in the same order
  const lineIds = [...wanted.keys()].sort((a, b) => a - b)

  const created = await inTransaction(db, async (tx) => {
    const lines = new Map(
      (await deliveredLines(tx, customerId, { orderId: order.id, lineIds })).map((l) => [l.lineId, l]),
    )
    for (const lineId of lineIds) {
      const line = lines.get(lineId)
      if (!line)
        return fail('invalid', fillMessage(RETURN_MESSAGES.lineNotInOrder, { lineId, order: order.number }))
      if (!withinPeriod(type, line.deliveredAt, now))
        return fail(
          'invalid',
          fillMessage(RETURN_MESSAGES.periodOver, { sku: line.sku, date: dayOf(line.deliveredAt), type }),
        )
      const max = qtyReturnable(line)
      if (wanted.get(lineId)! > max)
        return fail('invalid', fillMessage(RETURN_MESSAGES.qtyTooHigh, { sku: line.sku, max }))
    }
    for (const lineId of lineIds) {
      const qty = wanted.get(lineId)!
      const taken = await tx
        .update(backofficeOrderLine)
        .set({ qtyReturned: sql`${backofficeOrderLine.qtyReturned} + ${qty}` })
        .where(
          and(
            eq(backofficeOrderLine.id, lineId),
            sql`${backofficeOrderLine.qtyReturned} + ${qty} <= ${backofficeOrderLine.qtyDelivered}`,
          ),
        )
        .returning({ id: backofficeOrderLine.id })
      if (taken.length === 0) {
        // another request took the pieces since the look above: say what is left now
        const [current] = await tx
          .select({ d: backofficeOrderLine.qtyDelivered, r: backofficeOrderLine.qtyReturned })
          .from(backofficeOrderLine)
          .where(eq(backofficeOrderLine.id, lineId))
        const max = current ? qtyReturnable({ qtyDelivered: current.d, qtyReturned: current.r }) : 0
        return fail('conflict', fillMessage(RETURN_MESSAGES.qtyTooHigh, { sku: lines.get(lineId)!.sku, max }))
      }
    }
    const [row] = await tx
      .insert(backofficeReturn)
      .values({
        type,
        customerId,
        orderId: order.id,
        purchaserId: caller.principal.actingPurchaser?.purchaserId ?? null,
        status: 'requested',
        reason,
        reasonText,
        language: caller.store.language === 'de' ? 'de' : 'nl',
        history: [{ status: 'requested', at: now.toISOString(), note: null, by: null }],
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: backofficeReturn.id, number: backofficeReturn.number })
    await tx.insert(backofficeReturnLine).values(
      lineIds.map((lineId) => ({
        returnId: row!.id,
        orderLineId: lineId,
        sku: lines.get(lineId)!.sku,
        qty: wanted.get(lineId)!,
      })),
    )
    if (photos.length)
      await tx.insert(backofficeReturnPhoto).values(
        photos.map((p) => ({
          returnId: row!.id,
          contentType: p.contentType,
          fileName: p.fileName,
          bytes: p.bytes,
          size: p.bytes.length,
          createdAt: now,
        })),
      )
    return ok({ returnId: row!.id, number: row!.number, status: 'requested' as const })
  })
  if (!created.ok) return created
  await dropReturnableCache(ctx.cache, customerId)
  sendReturnMail(ctx, created.value.returnId, 'requested')
  return created
}
