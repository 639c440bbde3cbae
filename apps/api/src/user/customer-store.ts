/** Reading and writing customers and their address book. */
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { normalizeEmail } from '@shop/commerce'
import type { Db } from '../db/client.ts'
import { customer, customerAddress } from '../db/schema/index.ts'
import type { AddressInput } from './schemas.ts'

export type Customer = typeof customer.$inferSelect
export type CustomerAddress = typeof customerAddress.$inferSelect

export async function findCustomerByEmail(db: Db, email: string): Promise<Customer | null> {
  const [row] = await db
    .select()
    .from(customer)
    .where(sql`lower(${customer.email}) = ${normalizeEmail(email)}`)
  return row ?? null
}

export async function findCustomer(db: Db, id: number): Promise<Customer | null> {
  const [row] = await db.select().from(customer).where(eq(customer.id, id))
  return row ?? null
}

export async function loadAddresses(db: Db, customerId: number): Promise<CustomerAddress[]> {
  return db
    .select()
    .from(customerAddress)
    .where(eq(customerAddress.customerId, customerId))
    .orderBy(asc(customerAddress.id))
}

function regionText(region: AddressInput['region']): string | null {
  if (region == null) return null
  if (typeof region === 'string') return region
  return typeof region.region === 'string' ? region.region : null
}

export function addressColumns(a: AddressInput) {
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company ?? null,
    street: a.street,
    postcode: a.postcode,
    city: a.city,
    countryId: a.country_id,
    region: regionText(a.region),
    telephone: a.telephone ?? null,
    vatId: a.vat_id ?? null,
    defaultBilling: a.default_billing ?? false,
    defaultShipping: a.default_shipping ?? false,
  }
}

/**
 * Replaces the address book with `addresses` (as Magento's PUT /customers/me does): entries with
 * an id are updated, entries without one added, the rest removed. The caller has checked that
 * every id belongs to this customer. One default billing and one default shipping at most: the
 * first entry flagged wins; with a single address it is both.
 */
export async function replaceAddresses(db: Db, customerId: number, addresses: AddressInput[]) {
  const rows = addresses.map(addressColumns)
  const firstBilling = rows.findIndex((r) => r.defaultBilling)
  const firstShipping = rows.findIndex((r) => r.defaultShipping)
  rows.forEach((r, i) => {
    r.defaultBilling = firstBilling === -1 ? rows.length === 1 : i === firstBilling
    r.defaultShipping = firstShipping === -1 ? rows.length === 1 : i === firstShipping
  })
  const keep = addresses.map((a) => a.id).filter((id): id is number => id !== undefined)
  await db
    .delete(customerAddress)
    .where(
      keep.length
        ? and(eq(customerAddress.customerId, customerId), notInArray(customerAddress.id, keep))
        : eq(customerAddress.customerId, customerId),
    )
  for (const [i, a] of addresses.entries()) {
    if (a.id !== undefined) {
      await db
        .update(customerAddress)
        .set(rows[i]!)
        .where(and(eq(customerAddress.id, a.id), eq(customerAddress.customerId, customerId)))
    } else {
      await db.insert(customerAddress).values({ ...rows[i]!, customerId })
    }
  }
}

/** True when every id is an address of this customer. */
export async function ownsAddresses(db: Db, customerId: number, ids: number[]): Promise<boolean> {
  if (ids.length === 0) return true
  const unique = [...new Set(ids)]
  const rows = await db
    .select({ id: customerAddress.id })
    .from(customerAddress)
    .where(and(eq(customerAddress.customerId, customerId), inArray(customerAddress.id, unique)))
  return rows.length === unique.length
}
