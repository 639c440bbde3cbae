/**
 * The built-in back office's customer flags: the customer row's back-office id and its `flags`
 * (filled by issue 16's staff tools). A shop account without flags is a retail customer: no
 * purchaser, no dropshipment, every method of the shop, all prices shown.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { customer } from '../db/schema/index.ts'
import type { HiddenPriceMode, TradeCustomer } from './back-office.ts'

const codes = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null

const mode = (value: unknown): HiddenPriceMode => (value === 1 || value === 2 ? value : 3)

export async function tradeCustomer(db: Db, customerId: number): Promise<TradeCustomer | null> {
  const [row] = await db
    .select({ id: customer.id, backofficeId: customer.backofficeId, flags: customer.flags })
    .from(customer)
    .where(eq(customer.id, customerId))
  if (!row) return null
  const f = row.flags
  return {
    customerId: row.id,
    backofficeCustomerId: row.backofficeId,
    isPurchaser: f.is_purchaser === true || f.is_purchaser === 1,
    dropEnabled: f.drop_enabled === true || f.drop_enabled === 1,
    allowedPaymentMethods: codes(f.allowed_payment_methods),
    allowedShipmentMethods: codes(f.allowed_shipment_methods),
    purchaserMaxDiscountPercent:
      typeof f.purchaser_max_discount_percent === 'number' ? f.purchaser_max_discount_percent : 0,
    hiddenPriceMode: mode(f.hidden_price_mode),
  }
}
