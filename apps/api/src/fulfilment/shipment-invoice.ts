/**
 * A shipment is invoiced in its own transaction (issue 18): the debit invoice for what it carried,
 * issued by the invoice module (decisions 0172-0176). A failure to issue rolls the shipment back.
 */
import type { AppContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import { issueShipmentInvoice, sendInvoiceMail } from '../invoice/issue-invoice.ts'
import { ok, type Result } from '../result.ts'

export interface ShipmentInvoice {
  id: number
  number: string
  invoicePath: string
}

export async function invoiceShipment(
  tx: Db,
  shipmentId: number,
  opts?: { now?: Date },
): Promise<Result<ShipmentInvoice | null>> {
  const issued = await issueShipmentInvoice(tx, shipmentId, opts)
  if (!issued.ok) return issued
  return ok({ id: issued.value.id, number: issued.value.number, invoicePath: issued.value.invoicePath })
}

/** After commit: the invoice's mail with its PDF. */
export async function mailInvoice(ctx: AppContext, invoiceId: number): Promise<void> {
  await sendInvoiceMail(ctx, invoiceId)
}
