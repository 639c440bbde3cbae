/**
 * What customers and staff ask of issued invoices: the list (newest first), one PDF from the
 * invoice store, and marking one paid. The PDF is read as stored, never rendered again.
 */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import { INVOICE_PATH_PATTERN } from '@shop/commerce'
import type { Db } from '../db/client.ts'
import { backofficeOrder } from '../db/schema/backoffice.ts'
import { backofficeReturn } from '../db/schema/after-sales.ts'
import { backofficeInvoice, backofficeInvoiceFile } from '../db/schema/invoice.ts'
import { fail, ok, type Result } from '../result.ts'

export interface InvoiceSummary {
  id: number
  number: string
  type: 'debit' | 'credit'
  issueDate: string
  dueDate: string
  grandTotal: number
  currency: string
  status: 'open' | 'paid'
  orderId: string | null
  returnNumber: string | null
  invoicePath: string
}

export interface InvoicePage {
  invoices: InvoiceSummary[]
  total: number
  page: number
  pageSize: number
}

const summaryColumns = {
  id: backofficeInvoice.id,
  number: backofficeInvoice.number,
  type: backofficeInvoice.type,
  issueDate: backofficeInvoice.issueDate,
  dueDate: backofficeInvoice.dueDate,
  grandTotal: backofficeInvoice.grandTotal,
  currency: backofficeInvoice.currency,
  status: backofficeInvoice.status,
  orderId: backofficeOrder.backofficeNumber,
  returnNumber: backofficeReturn.number,
  invoicePath: backofficeInvoice.pdfPath,
  customerId: backofficeInvoice.customerId,
  paidAt: backofficeInvoice.paidAt,
}

type SummaryRow = { [K in keyof typeof summaryColumns]: unknown }

function toSummary(r: SummaryRow): InvoiceSummary {
  return {
    id: r.id as number,
    number: r.number as string,
    type: r.type === 'credit' ? 'credit' : 'debit',
    issueDate: r.issueDate as string,
    dueDate: r.dueDate as string,
    grandTotal: Number(r.grandTotal),
    currency: r.currency as string,
    status: r.status === 'paid' ? 'paid' : 'open',
    orderId: (r.orderId as string | null) ?? null,
    returnNumber: (r.returnNumber as string | null) ?? null,
    invoicePath: r.invoicePath as string,
  }
}

function summaries(db: Db, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(backofficeInvoice)
    .leftJoin(backofficeOrder, eq(backofficeOrder.id, backofficeInvoice.orderId))
    .leftJoin(backofficeReturn, eq(backofficeReturn.id, backofficeInvoice.returnId))
    .where(where)
    .orderBy(desc(backofficeInvoice.issueDate), desc(backofficeInvoice.id))
}

/** A customer's invoices and credit notes, newest first. */
export async function customerInvoices(
  db: Db,
  customerId: number,
  page = 1,
  pageSize = 20,
): Promise<InvoicePage> {
  const where = eq(backofficeInvoice.customerId, customerId)
  const [rows, [counted]] = await Promise.all([
    summaries(db, where)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(backofficeInvoice).where(where),
  ])
  return { invoices: rows.map(toSummary), total: Number(counted?.n ?? 0), page, pageSize }
}

/** A path as a customer may send it: in the store (invoices/<year>/<number>.pdf), nothing else. */
export function checkInvoicePath(path: string): Result<string> {
  if (!INVOICE_PATH_PATTERN.test(path))
    return fail(
      'invalid',
      'invoicePath must be a path in the invoice store: invoices/<year>/<number>.pdf, e.g. invoices/2026/F2026-000001.pdf',
    )
  return ok(path)
}

export interface InvoiceFile {
  filename: string
  bytes: Buffer
}

/** The stored PDF at `path` when it is the customer's; someone else's is as unknown as a missing one. */
export async function customerInvoiceFile(
  db: Db,
  customerId: number,
  path: string,
): Promise<Result<InvoiceFile>> {
  const checked = checkInvoicePath(path)
  if (!checked.ok) return checked
  const [row] = await db
    .select({ bytes: backofficeInvoiceFile.bytes, number: backofficeInvoice.number })
    .from(backofficeInvoiceFile)
    .innerJoin(backofficeInvoice, eq(backofficeInvoice.id, backofficeInvoiceFile.invoiceId))
    .where(and(eq(backofficeInvoiceFile.path, path), eq(backofficeInvoice.customerId, customerId)))
  if (!row) return fail('not_found', `No invoice of yours at invoicePath ${path}.`)
  return ok({ filename: `${row.number}.pdf`, bytes: Buffer.from(row.bytes) })
}

// ---- staff ----

export interface StaffInvoice extends InvoiceSummary {
  customerId: number
  paidAt: string | null
}

export async function staffInvoices(
  db: Db,
  filter: { customerId?: number; status?: 'open' | 'paid'; type?: 'debit' | 'credit'; limit?: number },
): Promise<StaffInvoice[]> {
  const conditions = [
    filter.customerId !== undefined ? eq(backofficeInvoice.customerId, filter.customerId) : undefined,
    filter.status ? eq(backofficeInvoice.status, filter.status) : undefined,
    filter.type ? eq(backofficeInvoice.type, filter.type) : undefined,
  ].filter((c): c is SQL => c !== undefined)
  const rows = await summaries(db, conditions.length ? and(...conditions) : undefined).limit(
    filter.limit ?? 100,
  )
  return rows.map((r) => ({
    ...toSummary(r),
    customerId: r.customerId,
    paidAt: r.paidAt ? r.paidAt.toISOString() : null,
  }))
}

export async function staffInvoiceFile(db: Db, number: string): Promise<Result<InvoiceFile>> {
  const [row] = await db
    .select({ bytes: backofficeInvoiceFile.bytes })
    .from(backofficeInvoiceFile)
    .innerJoin(backofficeInvoice, eq(backofficeInvoice.id, backofficeInvoiceFile.invoiceId))
    .where(eq(backofficeInvoice.number, number))
  if (!row) return fail('not_found', `Invoice ${number} does not exist.`)
  return ok({ filename: `${number}.pdf`, bytes: Buffer.from(row.bytes) })
}

/** Open → paid (for a credit note: settled, the amount paid out or offset). */
export async function markInvoicePaid(db: Db, number: string, paidAt: Date): Promise<Result<StaffInvoice>> {
  const [row] = await db.select().from(backofficeInvoice).where(eq(backofficeInvoice.number, number))
  if (!row) return fail('not_found', `Invoice ${number} does not exist.`)
  if (row.status === 'paid') return fail('conflict', `Invoice ${number} is already paid.`)
  await db
    .update(backofficeInvoice)
    .set({ status: 'paid', paidAt })
    .where(and(eq(backofficeInvoice.id, row.id), eq(backofficeInvoice.status, 'open')))
  const [after] = await summaries(db, eq(backofficeInvoice.id, row.id))
  return ok({ ...toSummary(after!), customerId: row.customerId, paidAt: paidAt.toISOString() })
}

export interface OrderInvoice {
  number: string
  type: 'debit' | 'credit'
  issueDate: string
  grandTotal: number
  invoicePath: string
}

/**
 * The invoices and credit notes of back-office orders (by backoffice_order.id), oldest first: for
 * getOculusOrderDetails' `invoices` (helper A) and a return's credit note (helper C).
 */
export async function invoicesOfOrders(db: Db, orderIds: number[]): Promise<Map<number, OrderInvoice[]>> {
  const found = new Map<number, OrderInvoice[]>()
  if (orderIds.length === 0) return found
  const rows = await db
    .select({
      orderId: backofficeInvoice.orderId,
      number: backofficeInvoice.number,
      type: backofficeInvoice.type,
      issueDate: backofficeInvoice.issueDate,
      grandTotal: backofficeInvoice.grandTotal,
      invoicePath: backofficeInvoice.pdfPath,
    })
    .from(backofficeInvoice)
    .where(inArray(backofficeInvoice.orderId, orderIds))
    .orderBy(backofficeInvoice.issueDate, backofficeInvoice.id)
  for (const r of rows) {
    if (r.orderId === null) continue
    const list = found.get(r.orderId) ?? []
    list.push({
      number: r.number,
      type: r.type === 'credit' ? 'credit' : 'debit',
      issueDate: r.issueDate,
      grandTotal: Number(r.grandTotal),
      invoicePath: r.invoicePath,
    })
    found.set(r.orderId, list)
  }
  return found
}
