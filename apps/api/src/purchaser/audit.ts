/**
 * The purchaser audit log (issue 17, decision 0152): every action a purchaser takes for a customer
 * (takeover, discount, address change, order, order list) is one row, written in the caller's
 * transaction so an action that rolls back leaves no trace. Staff read it (staff-audit.ts).
 */
import type { Db } from '../db/client.ts'
import { purchaserAudit } from '../db/schema/index.ts'

/** takeover, discount, address_saved, address_deleted, order_placed, list_added, list_copied, ... */
export type PurchaserAction = string

export interface PurchaserActionInput {
  purchaserId: number
  customerId: number
  action: PurchaserAction
  /** what was done, as plain JSON (ids, amounts, the comment): never a token or a password */
  details?: Record<string, unknown>
}

export async function recordPurchaserAction(db: Db, input: PurchaserActionInput): Promise<void> {
  await db.insert(purchaserAudit).values({
    purchaserId: input.purchaserId,
    customerId: input.customerId,
    action: input.action.slice(0, 32),
    details: input.details ?? {},
  })
}
