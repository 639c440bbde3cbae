/**
 * The purchaser audit row of an order-list action. Stand-in for h-papi's
 * `recordPurchaserAction` (purchaser/audit.ts) until that branch is merged: same table, same row.
 */
import type { Db } from '../db/client.ts'
import { purchaserAudit } from '../db/schema/index.ts'

export async function recordListAction(
  db: Db,
  row: {
    purchaserId: number
    customerId: number
    action: 'list_added' | 'list_copied'
    details: Record<string, unknown>
  },
) {
  await db.insert(purchaserAudit).values(row)
}
