/**
 * getItensSentBackToOculus: a customer's return or warranty requests with their status, lines,
 * photo count, credit note and history, newest first; and one of their photos, for its owner.
 * The same view serves staff (staff-returns.ts) with the customer named.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { RETURN_MESSAGES, fillMessage, type AfterSalesType, type ReturnStatus } from '@shop/commerce'
import type { Db } from '../db/client.ts'
import {
  backofficeInvoice,
  backofficeOrder,
  backofficeOrderLine,
  backofficeReturn,
  backofficeReturnLine,
  backofficeReturnPhoto,
} from '../db/schema/index.ts'
import { fail, ok, type Result } from '../result.ts'

export interface ReturnView {
  returnId: number
  number: string
  type: AfterSalesType
  orderId: string
  orderNumber: string | null
  status: ReturnStatus
  reason: string
  reasonText: string | null
  rejectReason: string | null
  createdAt: string
  updatedAt: string
  lines: { sku: string; name: string; qty: number }[]
  photos: number
  creditNote: { number: string; invoicePath: string } | null
  history: { status: string; at: string; note: string | null }[]
}

export interface StaffReturnView extends ReturnView {
  customerId: number
  purchaserId: number | null
  language: string
}

const iso = (d: Date | string) => new Date(d).toISOString()

/** The requests `where` selects, newest first, as the wire shows them. */
export async function returnViews(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<StaffReturnView[]> {
  const query = db
    .select({
      r: backofficeReturn,
      orderId: backofficeOrder.backofficeNumber,
      orderNumber: backofficeOrder.shopOrderNumber,
      creditNumber: backofficeInvoice.number,
      creditPath: backofficeInvoice.pdfPath,
    })
    .from(backofficeReturn)
    .innerJoin(backofficeOrder, eq(backofficeOrder.id, backofficeReturn.orderId))
    .leftJoin(backofficeInvoice, eq(backofficeInvoice.id, backofficeReturn.creditInvoiceId))
    .where(where)
    .orderBy(desc(backofficeReturn.createdAt), desc(backofficeReturn.id))
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query)
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.r.id)
  const [lines, photos] = await Promise.all([
    db
      .select({
        returnId: backofficeReturnLine.returnId,
        sku: backofficeReturnLine.sku,
        name: backofficeOrderLine.name,
        qty: backofficeReturnLine.qty,
      })
      .from(backofficeReturnLine)
      .innerJoin(backofficeOrderLine, eq(backofficeOrderLine.id, backofficeReturnLine.orderLineId))
      .where(inArray(backofficeReturnLine.returnId, ids))
      .orderBy(asc(backofficeReturnLine.id)),
    db
      .select({ returnId: backofficeReturnPhoto.returnId, n: sql<number>`count(*)::int` })
      .from(backofficeReturnPhoto)
      .where(inArray(backofficeReturnPhoto.returnId, ids))
      .groupBy(backofficeReturnPhoto.returnId),
  ])
  return rows.map(({ r, orderId, orderNumber, creditNumber, creditPath }) => ({
    returnId: r.id,
    number: r.number,
    type: r.type === 'warranty' ? 'warranty' : 'return',
    orderId,
    orderNumber,
    status: r.status as ReturnStatus,
    reason: r.reason,
    reasonText: r.reasonText,
    rejectReason: r.rejectReason,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    lines: lines.filter((l) => l.returnId === r.id).map(({ sku, name, qty }) => ({ sku, name, qty })),
    photos: Number(photos.find((p) => p.returnId === r.id)?.n ?? 0),
    creditNote: creditNumber && creditPath ? { number: creditNumber, invoicePath: creditPath } : null,
    history: r.history.map((h) => ({ status: h.status, at: h.at, note: h.note ?? null })),
    customerId: r.customerId,
    purchaserId: r.purchaserId,
    language: r.language,
  }))
}

/** The customer's own requests (of one type, or both). */
export async function customerReturns(
  db: Db,
  customerId: number,
  type: AfterSalesType | undefined,
): Promise<{ requests: ReturnView[] }> {
  const where = and(
    eq(backofficeReturn.customerId, customerId),
    type ? eq(backofficeReturn.type, type) : undefined,
  )
  const views = await returnViews(db, where)
  return {
    requests: views.map(({ customerId: _c, purchaserId: _p, language: _l, ...view }) => view),
  }
}

export interface PhotoFile {
  contentType: string
  fileName: string | null
  bytes: Buffer
}

/**
 * The `index`-th photo (1-based, in the order sent) of a request; `customerId`: only that
 * customer's (someone else's request is "no such request", as an unknown one).
 */
export async function returnPhoto(
  db: Db,
  returnId: number,
  index: number,
  customerId?: number,
): Promise<Result<PhotoFile>> {
  const [owner] = await db
    .select({ customerId: backofficeReturn.customerId })
    .from(backofficeReturn)
    .where(eq(backofficeReturn.id, returnId))
  if (!owner || (customerId !== undefined && owner.customerId !== customerId))
    return fail('not_found', fillMessage(RETURN_MESSAGES.returnNotFound, { ref: returnId }))
  const [photo] = await db
    .select({
      contentType: backofficeReturnPhoto.contentType,
      fileName: backofficeReturnPhoto.fileName,
      bytes: backofficeReturnPhoto.bytes,
    })
    .from(backofficeReturnPhoto)
    .where(eq(backofficeReturnPhoto.returnId, returnId))
    .orderBy(asc(backofficeReturnPhoto.id))
    .limit(1)
    .offset(index - 1)
  if (!photo) return fail('not_found', fillMessage(RETURN_MESSAGES.photoNotFound, { index }))
  return ok(photo)
}
