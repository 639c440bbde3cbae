/**
 * Staff handle return and warranty requests (decision 0178): list and filter them, show one with
 * its photos, and take a status step with a note (a rejection with its reason). A rejection gives
 * the pieces back to what can be returned; "credited" issues the credit note (issueCreditNote) in
 * the same transaction and records it. The customer's mail (and the credit note's, with the PDF)
 * goes after commit. The admin API and `npm run backoffice -- return…` both use these.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import {
  RETURN_MESSAGES,
  checkReturnStep,
  fillMessage,
  isReturnStatus,
  releasesQuantity,
  type ReturnStatus,
} from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { inTransaction } from '../cart/cart-service.ts'
import { findCustomerId } from '../backoffice/staff-customers.ts'
import { type ReturnEvent } from '../db/schema/after-sales.ts'
import {
  backofficeOrderLine,
  backofficeReturn,
  backofficeReturnLine,
  backofficeReturnPhoto,
} from '../db/schema/index.ts'
import { issueCreditNote, sendInvoiceMail } from '../invoice/issue-invoice.ts'
import { fail, ok, type Result } from '../result.ts'
import { deliverReturnMail } from './return-mail.ts'
import { returnPhoto, returnViews, type PhotoFile, type StaffReturnView } from './return-list.ts'
import { dropReturnableCache } from './returnable-cache.ts'
import type { AdminListQuery, StatusStepInput } from './schemas.ts'

export type AfterSalesStaffContext = Pick<AppContext, 'database' | 'cache' | 'config' | 'log' | 'now'>

export interface StaffReturnDetail extends StaffReturnView {
  photoFiles: { index: number; contentType: string; fileName: string | null; size: number }[]
  creditInvoiceId: number | null
}

/** A request by id or number (RMA1000001). */
async function returnIdOf(ctx: AfterSalesStaffContext, ref: string | number): Promise<Result<number>> {
  const given = String(ref).trim()
  const where = /^\d{1,9}$/.test(given)
    ? eq(backofficeReturn.id, Number(given))
    : eq(backofficeReturn.number, given.toUpperCase())
  const [row] = await ctx.database.db.select({ id: backofficeReturn.id }).from(backofficeReturn).where(where)
  return row ? ok(row.id) : fail('not_found', fillMessage(RETURN_MESSAGES.returnNotFound, { ref: given }))
}

export async function listReturns(
  ctx: AfterSalesStaffContext,
  query: Partial<AdminListQuery>,
): Promise<Result<{ items: StaffReturnView[]; total: number; page: number; pageSize: number }>> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 50
  const filters: (SQL | undefined)[] = [
    query.status ? eq(backofficeReturn.status, query.status) : undefined,
    query.type ? eq(backofficeReturn.type, query.type) : undefined,
  ]
  if (query.customer) {
    const id = await findCustomerId(ctx, query.customer)
    if (!id.ok) return id
    filters.push(eq(backofficeReturn.customerId, id.value))
  }
  const where = and(...filters)
  const [items, [count]] = await Promise.all([
    returnViews(ctx.database.db, where, { limit: pageSize, offset: (page - 1) * pageSize }),
    ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(backofficeReturn)
      .where(where),
  ])
  return ok({ items, total: Number(count?.n ?? 0), page, pageSize })
}

export async function showReturn(
  ctx: AfterSalesStaffContext,
  ref: string | number,
): Promise<Result<StaffReturnDetail>> {
  const id = await returnIdOf(ctx, ref)
  if (!id.ok) return id
  const db = ctx.database.db
  const [[view], photos, [row]] = await Promise.all([
    returnViews(db, eq(backofficeReturn.id, id.value)),
    db
      .select({
        contentType: backofficeReturnPhoto.contentType,
        fileName: backofficeReturnPhoto.fileName,
        size: backofficeReturnPhoto.size,
      })
      .from(backofficeReturnPhoto)
      .where(eq(backofficeReturnPhoto.returnId, id.value))
      .orderBy(asc(backofficeReturnPhoto.id)),
    db
      .select({ credit: backofficeReturn.creditInvoiceId })
      .from(backofficeReturn)
      .where(eq(backofficeReturn.id, id.value)),
  ])
  return ok({
    ...view!,
    photoFiles: photos.map((p, i) => ({ index: i + 1, ...p })),
    creditInvoiceId: row?.credit ?? null,
  })
}

export async function staffReturnPhoto(
  ctx: AfterSalesStaffContext,
  ref: string | number,
  index: number,
): Promise<Result<PhotoFile>> {
  const id = await returnIdOf(ctx, ref)
  if (!id.ok) return id
  return returnPhoto(ctx.database.db, id.value, index)
}

/** One status step; answers the request as it is afterwards. */
export async function stepReturn(
  ctx: AfterSalesStaffContext,
  ref: string | number,
  input: StatusStepInput,
  by: string | null = 'staff',
): Promise<Result<StaffReturnDetail>> {
  const id = await returnIdOf(ctx, ref)
  if (!id.ok) return id
  if (!isReturnStatus(input.status)) return fail('invalid', `status: ${input.status} is not a status`)
  const to: ReturnStatus = input.status
  const note = input.note?.trim() || null
  const rejectReason = input.rejectReason?.trim() || null
  const now = ctx.now()
  const stepped = await inTransaction(ctx.database.db, async (tx) => {
    // the row lock: two staff steps at once take turns, the second sees the first's status
    const [row] = await tx
      .select()
      .from(backofficeReturn)
      .where(eq(backofficeReturn.id, id.value))
      .for('update')
    if (!row) return fail('not_found', fillMessage(RETURN_MESSAGES.returnNotFound, { ref }))
    const from = row.status as ReturnStatus
    const check = checkReturnStep(from, to, rejectReason)
    if (!check.ok)
      return fail(
        check.message === RETURN_MESSAGES.rejectReasonMissing ? 'invalid' : 'conflict',
        check.message,
      )
    if (releasesQuantity(to)) {
      const lines = await tx
        .select()
        .from(backofficeReturnLine)
        .where(eq(backofficeReturnLine.returnId, row.id))
      for (const line of lines)
        await tx
          .update(backofficeOrderLine)
          .set({ qtyReturned: sql`${backofficeOrderLine.qtyReturned} - ${line.qty}` })
          .where(eq(backofficeOrderLine.id, line.orderLineId))
    }
    let creditInvoiceId = row.creditInvoiceId
    if (to === 'credited') {
      const credit = await issueCreditNote(tx, row.id, { now })
      if (!credit.ok) return credit
      creditInvoiceId = credit.value.id
    }
    const event: ReturnEvent = {
      status: to,
      at: now.toISOString(),
      note: to === 'rejected' ? (note ?? rejectReason) : note,
      by,
    }
    await tx
      .update(backofficeReturn)
      .set({
        status: to,
        rejectReason: to === 'rejected' ? rejectReason : row.rejectReason,
        creditInvoiceId,
        history: [...row.history, event],
        updatedAt: now,
      })
      .where(eq(backofficeReturn.id, row.id))
    return ok({ customerId: row.customerId, creditInvoiceId })
  })
  if (!stepped.ok) return stepped
  if (releasesQuantity(to)) await dropReturnableCache(ctx.cache, stepped.value.customerId)
  // after commit; a mail that fails is logged, the step stands
  await deliverReturnMail(ctx, id.value, to, note).catch((err: unknown) =>
    ctx.log.error({ err, returnId: id.value, mail: to }, 'return e-mail failed'),
  )
  if (to === 'credited' && stepped.value.creditInvoiceId !== null)
    await sendInvoiceMail(ctx as AppContext, stepped.value.creditInvoiceId)
  return showReturn(ctx, id.value)
}
