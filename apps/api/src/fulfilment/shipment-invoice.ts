/**
 * A shipment is invoiced in its own transaction (issue 18): the debit invoice for what it carried,
 * issued by the invoice module (helper B). Until that module is merged this answers "no invoice".
 */
import type { AppContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import { ok, type Result } from '../result.ts'

export interface ShipmentInvoice {
  id: number
  number: string
  invoicePath: string
}

export async function invoiceShipment(
  _tx: Db,
  _shipmentId: number,
  _opts?: { now?: Date },
): Promise<Result<ShipmentInvoice | null>> {
  return ok(null)
}

/** After commit: the invoice's mail with its PDF. */
export async function mailInvoice(_ctx: AppContext, _invoiceId: number): Promise<void> {}
