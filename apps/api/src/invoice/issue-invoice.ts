/**
 * Issuing invoices (debit, when a shipment leaves) and credit notes (credit, when a return is
 * credited) - issue 18, decisions 0172-0176. Both run in the CALLER's transaction: the number
 * (gapless per type and year), the invoice row, and its PDF in the invoice store commit together
 * or not at all. Issuing twice for the same shipment or return gives back the invoice issued the
 * first time. The mail goes after commit (sendInvoiceMail).
 */
import { createHash } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { invoiceStorePath, wallClock, type InvoiceLineInput } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import { backofficeOrder, type BackofficeAddress } from '../db/schema/backoffice.ts'
import { backofficeOrderLine, backofficeShipment } from '../db/schema/order-life.ts'
import { backofficeReturn, backofficeReturnLine } from '../db/schema/after-sales.ts'
import { backofficeInvoice, backofficeInvoiceFile, type BackofficeInvoiceRow } from '../db/schema/invoice.ts'
import { customer } from '../db/schema/customer.ts'
import { fail, ok, type Result } from '../result.ts'
import {
  buildInvoiceDocument,
  type InvoiceBuyer,
  type InvoiceDocument,
  type InvoiceType,
} from './invoice-document.ts'
import { nextInvoiceNumber } from './invoice-number.ts'
import { renderInvoicePdf } from './invoice-pdf.ts'
import { currentInvoiceSeller, type InvoiceSeller } from './seller.ts'
import { deliverInvoiceMail } from './invoice-mail.ts'

export interface IssuedInvoice {
  id: number
  number: string
  type: 'debit' | 'credit'
  invoicePath: string
  customerId: number
  grandTotal: number
}

export interface IssueOptions {
  now?: Date
  /** the seller printed on it; default: the one the app registered from SHOP_CONFIG */
  seller?: InvoiceSeller
}

export function toIssued(row: BackofficeInvoiceRow): IssuedInvoice {
  return {
    id: row.id,
    number: row.number,
    type: row.type === 'credit' ? 'credit' : 'debit',
    invoicePath: row.pdfPath,
    customerId: row.customerId,
    grandTotal: Number(row.grandTotal),
  }
}

/** in the caller's transaction; debit for what the shipment carried */
export async function issueShipmentInvoice(
  tx: Db,
  shipmentId: number,
  opts?: IssueOptions,
): Promise<Result<IssuedInvoice>> {
  const [shipment] = await tx.select().from(backofficeShipment).where(eq(backofficeShipment.id, shipmentId))
  if (!shipment) return fail('not_found', `Shipment ${shipmentId} does not exist.`)
  const [existing] = await tx
    .select()
    .from(backofficeInvoice)
    .where(eq(backofficeInvoice.shipmentId, shipmentId))
  if (existing) return ok(toIssued(existing))
  const lineIds = shipment.lines.map((l) => l.lineId)
  const orderLines = lineIds.length
    ? await tx.select().from(backofficeOrderLine).where(inArray(backofficeOrderLine.id, lineIds))
    : []
  const byId = new Map(orderLines.map((l) => [l.id, l]))
  const lines: InvoiceLineInput[] = []
  for (const s of shipment.lines) {
    const line = byId.get(s.lineId)
    if (!line || line.orderId !== shipment.orderId)
      return fail(
        'invalid',
        `Shipment ${shipment.number} carries line ${s.lineId}, which is not a line of its order.`,
      )
    if (s.qty <= 0) continue
    lines.push({
      sku: line.sku,
      name: line.name,
      qty: s.qty,
      unitPrice: Number(line.unitPrice),
      taxPercent: Number(line.taxPercent),
    })
  }
  if (lines.length === 0) return fail('invalid', `Shipment ${shipment.number} carries nothing to invoice.`)
  return issue(tx, 'debit', shipment.orderId, lines, { shipmentId, shipmentNumber: shipment.number }, opts)
}

/** in the caller's transaction; credit for the return's lines at the order's prices */
export async function issueCreditNote(
  tx: Db,
  returnId: number,
  opts?: IssueOptions,
): Promise<Result<IssuedInvoice>> {
  const [ret] = await tx.select().from(backofficeReturn).where(eq(backofficeReturn.id, returnId))
  if (!ret) return fail('not_found', `Return ${returnId} does not exist.`)
  const [existing] = await tx.select().from(backofficeInvoice).where(eq(backofficeInvoice.returnId, returnId))
  if (existing) return ok(toIssued(existing))
  const rows = await tx
    .select({ qty: backofficeReturnLine.qty, line: backofficeOrderLine })
    .from(backofficeReturnLine)
    .innerJoin(backofficeOrderLine, eq(backofficeOrderLine.id, backofficeReturnLine.orderLineId))
    .where(eq(backofficeReturnLine.returnId, returnId))
  const lines: InvoiceLineInput[] = rows
    .filter((r) => r.qty > 0)
    .map((r) => ({
      sku: r.line.sku,
      name: r.line.name,
      qty: r.qty,
      unitPrice: Number(r.line.unitPrice),
      taxPercent: Number(r.line.taxPercent),
    }))
  if (lines.length === 0) return fail('invalid', `Return ${ret.number} has no lines to credit.`)
  return issue(
    tx,
    'credit',
    ret.orderId,
    lines,
    { returnId, returnNumber: ret.number, language: ret.language },
    opts,
  )
}

interface IssueRefs {
  shipmentId?: number
  shipmentNumber?: string
  returnId?: number
  returnNumber?: string
  language?: string
}

async function issue(
  tx: Db,
  type: InvoiceType,
  orderId: number,
  lines: InvoiceLineInput[],
  refs: IssueRefs,
  opts: IssueOptions | undefined,
): Promise<Result<IssuedInvoice>> {
  const [order] = await tx.select().from(backofficeOrder).where(eq(backofficeOrder.id, orderId))
  if (!order) return fail('not_found', `Order ${orderId} does not exist.`)
  if (order.customerId === null)
    return fail('invalid', `Order ${order.backofficeNumber} has no customer to invoice.`)
  const [buyerRow] = await tx.select().from(customer).where(eq(customer.id, order.customerId))
  if (!buyerRow) return fail('invalid', `Order ${order.backofficeNumber} has an unknown customer.`)
  const seller = opts?.seller ?? currentInvoiceSeller()
  const issueDate = wallClock(opts?.now ?? new Date()).slice(0, 10)
  const year = Number(issueDate.slice(0, 4))
  const { number, seq } = await nextInvoiceNumber(tx, type, year)
  const doc = buildInvoiceDocument({
    type,
    number,
    language: refs.language ?? order.language,
    issueDate,
    currency: order.currency,
    seller,
    buyer: buyerOf(buyerRow, order.billingAddress),
    orderNumber: order.backofficeNumber,
    shopOrderNumber: order.shopOrderNumber,
    poNumber: order.extras?.po_number || null,
    shipmentNumber: refs.shipmentNumber ?? null,
    returnNumber: refs.returnNumber ?? null,
    lines,
  })
  const path = invoiceStorePath(number)
  const pdf = await renderInvoicePdf(doc)
  const [row] = await tx
    .insert(backofficeInvoice)
    .values({
      number,
      type,
      year,
      seq,
      customerId: order.customerId,
      orderId: order.id,
      shipmentId: refs.shipmentId ?? null,
      returnId: refs.returnId ?? null,
      language: doc.language,
      issueDate: doc.issueDate,
      dueDate: doc.dueDate,
      currency: doc.currency,
      subtotal: (doc.subtotalCents / 100).toFixed(2),
      taxAmount: (doc.taxCents / 100).toFixed(2),
      grandTotal: (doc.grandTotalCents / 100).toFixed(2),
      reverseCharge: doc.reverseCharge,
      document: doc as unknown as Record<string, unknown>,
      pdfPath: path,
    })
    .returning()
  await tx.insert(backofficeInvoiceFile).values({
    path,
    invoiceId: row!.id,
    bytes: pdf,
    sha256: createHash('sha256').update(pdf).digest('hex'),
    size: pdf.length,
  })
  if (refs.returnId !== undefined)
    await tx
      .update(backofficeReturn)
      .set({ creditInvoiceId: row!.id })
      .where(and(eq(backofficeReturn.id, refs.returnId)))
  return ok(toIssued(row!))
}

function buyerOf(c: typeof customer.$inferSelect, billing: BackofficeAddress | null): InvoiceBuyer {
  return {
    customerId: c.id,
    customerNumber: c.backofficeId,
    company: billing?.company || c.company,
    name: billing ? `${billing.firstname} ${billing.lastname}`.trim() : `${c.firstname} ${c.lastname}`.trim(),
    street: billing?.street ?? [],
    postcode: billing?.postcode ?? '',
    city: billing?.city ?? '',
    countryId: billing?.countryId ?? 'NL',
    vatId: billing?.vatId || c.vatId || null,
    email: c.email,
  }
}

/** after commit: the mail with the PDF attached */
export function sendInvoiceMail(ctx: AppContext, invoiceId: number): Promise<void> {
  return deliverInvoiceMail(ctx, invoiceId)
}

export type { InvoiceDocument }
