/** The customer as GET /api/user/me answers it (contract §2, Magento's customer shape). */
import type { TradeCustomer } from '../backoffice/back-office.ts'
import type { Customer, CustomerAddress } from './customer-store.ts'

const STORE_NAMES: Record<number, string> = { 1: 'Default Store View', 3: 'German Store View' }

/** Magento's "2023-02-28 12:05:39" (UTC). */
export function magentoDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ')
}

export function addressView(a: CustomerAddress) {
  return {
    id: a.id,
    customer_id: a.customerId,
    region: { region_code: null, region: a.region, region_id: 0 },
    region_id: 0,
    country_id: a.countryId,
    street: a.street,
    ...(a.company ? { company: a.company } : {}),
    telephone: a.telephone ?? undefined,
    postcode: a.postcode,
    city: a.city,
    firstname: a.firstname,
    lastname: a.lastname,
    ...(a.vatId ? { vat_id: a.vatId } : {}),
    default_shipping: a.defaultShipping,
    default_billing: a.defaultBilling,
  }
}

export interface CustomAttribute {
  attribute_code: string
  value: string | null
}

/**
 * The trade account as Magento's `custom_attributes` (spec 001 §3, §7), values as text the way
 * Magento sends them; the storefront reads them in lib/user/trade-account.ts. A customer the back
 * office does not know gets none: no back-office id means no trade customer.
 */
export function tradeAttributes(c: Customer, trade: TradeCustomer | null): CustomAttribute[] {
  if (!trade?.backofficeCustomerId) return []
  const flag = (on: boolean) => (on ? '1' : '0')
  return [
    { attribute_code: 'oculus_customer_id', value: trade.backofficeCustomerId },
    { attribute_code: 'is_purchaser', value: flag(trade.isPurchaser) },
    { attribute_code: 'drop_enabled', value: flag(trade.dropEnabled) },
    { attribute_code: 'hidden_price_mode', value: String(trade.hiddenPriceMode) },
    { attribute_code: 'kvk_number', value: c.kvkNumber ?? null },
  ]
}

/** `trade`: the customer's flags from the back office (null or absent: none known). */
export function customerView(c: Customer, addresses: CustomerAddress[], trade: TradeCustomer | null = null) {
  const billing = addresses.find((a) => a.defaultBilling)
  const shipping = addresses.find((a) => a.defaultShipping)
  return {
    id: c.id,
    group_id: c.groupId,
    ...(billing ? { default_billing: String(billing.id) } : {}),
    ...(shipping ? { default_shipping: String(shipping.id) } : {}),
    created_at: magentoDate(c.createdAt),
    updated_at: magentoDate(c.updatedAt),
    created_in: STORE_NAMES[c.storeId] ?? 'Default Store View',
    email: c.email,
    firstname: c.firstname,
    lastname: c.lastname,
    store_id: c.storeId,
    website_id: 1,
    addresses: addresses.map(addressView),
    disable_auto_group_change: 0,
    ...(c.company ? { company: c.company } : {}),
    ...(c.vatId ? { taxvat: c.vatId } : {}),
    custom_attributes: tradeAttributes(c, trade),
    extension_attributes: { is_subscribed: c.isSubscribed },
  }
}
