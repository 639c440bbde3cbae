/** The customer as GET /api/user/me answers it (contract §2, Magento's customer shape). */
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

export function customerView(c: Customer, addresses: CustomerAddress[]) {
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
    extension_attributes: { is_subscribed: c.isSubscribed },
  }
}
