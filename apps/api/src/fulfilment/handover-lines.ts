/**
 * What a handover leaves in the back office's order book (issue 18): one `backoffice_order_line`
 * per ordered line, with its name, net unit price and VAT percent, and the order's addresses as the
 * shop kept them. The lines are the start of the order's life (shipments, backorders, invoices).
 */
import { asc, eq, sql } from 'drizzle-orm'
import { fulfilmentOf } from '@shop/commerce'
import type { Db } from '../db/client.ts'
import { backofficeOrder, backofficeOrderLine, salesOrderAddress } from '../db/schema/index.ts'
import type { BackofficeAddress } from '../db/schema/backoffice.ts'
import type { OrderHandover } from '../backoffice/back-office.ts'

/** Net unit price after the line's discount, to the cent (4 decimals kept in the column). */
export function netUnitPrice(rowTotal: number, discountAmount: number, qty: number): number {
  if (qty <= 0) return 0
  return Math.round(((rowTotal - Math.abs(discountAmount)) / qty) * 10_000) / 10_000
}

/** The order's billing and shipping address in the back office's shape (null when it has none). */
export async function orderAddressesOf(
  db: Db,
  salesOrderId: number,
): Promise<{ billing: BackofficeAddress | null; shipping: BackofficeAddress | null }> {
  const rows = await db
    .select()
    .from(salesOrderAddress)
    .where(eq(salesOrderAddress.orderId, salesOrderId))
    .orderBy(asc(salesOrderAddress.id))
  const of = (type: string): BackofficeAddress | null => {
    const a = rows.find((r) => r.addressType === type)
    return a
      ? {
          firstname: a.firstname,
          lastname: a.lastname,
          company: a.company,
          street: a.street,
          postcode: a.postcode,
          city: a.city,
          countryId: a.countryId,
          telephone: a.telephone,
          vatId: a.vatId,
        }
      : null
  }
  const billing = of('billing')
  return { billing, shipping: of('shipping') ?? billing }
}

/** The order's lines as the back office keeps them, numbered from 1 in the order handed over. */
export async function writeOrderLines(
  db: Db,
  backofficeOrderId: number,
  lines: OrderHandover['lines'],
): Promise<void> {
  if (lines.length === 0) return
  await db.insert(backofficeOrderLine).values(
    lines.map((l, i) => ({
      orderId: backofficeOrderId,
      lineNo: i + 1,
      sku: l.sku,
      name: l.name ?? l.sku,
      qtyOrdered: Math.max(1, Math.round(l.qty)),
      unitPrice: String(l.unitPrice ?? (l.qty > 0 ? Math.round((l.rowTotal / l.qty) * 10_000) / 10_000 : 0)),
      taxPercent: String(l.taxPercent ?? 0),
      comment: l.comment ?? null,
    })),
  )
}

/** The shop canceled the order: what did not ship is canceled, and the order's fulfilment follows. */
export async function cancelOpenLines(db: Db, backofficeOrderId: number): Promise<void> {
  const lines = await db
    .update(backofficeOrderLine)
    .set({
      qtyCanceled: sql`${backofficeOrderLine.qtyOrdered} - ${backofficeOrderLine.qtyShipped}`,
      qtyBackordered: 0,
    })
    .where(eq(backofficeOrderLine.orderId, backofficeOrderId))
    .returning()
  if (lines.length === 0) return
  await db
    .update(backofficeOrder)
    .set({ fulfilment: fulfilmentOf(lines) })
    .where(eq(backofficeOrder.id, backofficeOrderId))
}
