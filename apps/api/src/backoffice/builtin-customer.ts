/**
 * The built-in back office's customer flags: the customer row's back-office id, company data and
 * its `flags` (set by the staff tools, staff-service.ts), with the customer's addresses. A shop
 * account without flags is a retail customer: no purchaser, no dropshipment, every method of the
 * shop, all prices shown.
 */
import { asc, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { customer, customerAddress } from '../db/schema/index.ts'
import type { HiddenPriceMode, TradeAddress, TradeCustomer } from './back-office.ts'

const codes = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null

const mode = (value: unknown): HiddenPriceMode => (value === 1 || value === 2 ? value : 3)

export async function tradeAddresses(db: Db, customerId: number): Promise<TradeAddress[]> {
  return db
    .select({
      id: customerAddress.id,
      firstname: customerAddress.firstname,
      lastname: customerAddress.lastname,
      company: customerAddress.company,
      street: customerAddress.street,
      postcode: customerAddress.postcode,
      city: customerAddress.city,
      countryId: customerAddress.countryId,
      telephone: customerAddress.telephone,
      vatId: customerAddress.vatId,
      defaultBilling: customerAddress.defaultBilling,
      defaultShipping: customerAddress.defaultShipping,
    })
    .from(customerAddress)
    .where(eq(customerAddress.customerId, customerId))
    .orderBy(
      desc(customerAddress.defaultBilling),
      desc(customerAddress.defaultShipping),
      asc(customerAddress.id),
    )
}

export async function tradeCustomer(db: Db, customerId: number): Promise<TradeCustomer | null> {
  const [[row], addresses] = await Promise.all([
    db
      .select({
        id: customer.id,
        backofficeId: customer.backofficeId,
        flags: customer.flags,
        company: customer.company,
        vatId: customer.vatId,
        kvkNumber: customer.kvkNumber,
      })
      .from(customer)
      .where(eq(customer.id, customerId)),
    tradeAddresses(db, customerId),
  ])
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
    company: row.company,
    vatId: row.vatId,
    kvkNumber: row.kvkNumber,
    addresses,
  }
}
