/**
 * spec 001 §7 "save address {address}" and "delete address {addressId}": a purchaser acting for a
 * customer (takeover token) keeps that customer's address book; each change is audited in the same
 * transaction (decision 0152). One address at a time, unlike the profile's replace-all.
 */
import { and, eq, ne } from 'drizzle-orm'
import { MESSAGES } from '@shop/commerce'
import { customerAddress } from '../db/schema/index.ts'
import { fail, ok, type Result } from '../result.ts'
import { addressColumns, loadAddresses } from '../user/customer-store.ts'
import { addressView } from '../user/customer-view.ts'
import type { AddressInput } from '../user/schemas.ts'
import { recordPurchaserAction } from './audit.ts'
import { actingOf, type PurchaserCaller } from './purchaser-caller.ts'

type AddressView = ReturnType<typeof addressView>

/** Adds the address, or with `address.id` changes that one; answers the customer's addresses. */
export async function saveAddress(
  caller: PurchaserCaller,
  address: AddressInput,
): Promise<Result<{ address: AddressView; addresses: AddressView[] }>> {
  const acting = actingOf(caller)
  if (!acting.ok) return acting
  const { customerId, purchaserId } = acting.value
  if (address.customer_id !== undefined && address.customer_id !== customerId)
    return fail('forbidden', 'address.customer_id: This is not the customer you act for.')
  const db = caller.ctx.database.db
  const saved = await db.transaction(async (tx) => {
    const columns = addressColumns(address)
    let id: number | null = null
    if (address.id !== undefined) {
      const [row] = await tx
        .update(customerAddress)
        .set(columns)
        .where(and(eq(customerAddress.id, address.id), eq(customerAddress.customerId, customerId)))
        .returning({ id: customerAddress.id })
      if (!row) return null
      id = row.id
    } else {
      const [row] = await tx
        .insert(customerAddress)
        .values({ ...columns, customerId })
        .returning({ id: customerAddress.id })
      id = row!.id
    }
    // one default billing and one default shipping: the address just saved takes it over
    for (const flag of ['defaultBilling', 'defaultShipping'] as const) {
      if (!columns[flag]) continue
      await tx
        .update(customerAddress)
        .set({ [flag]: false })
        .where(and(eq(customerAddress.customerId, customerId), ne(customerAddress.id, id)))
    }
    await recordPurchaserAction(tx, {
      purchaserId,
      customerId,
      action: 'address_saved',
      details: { addressId: id, created: address.id === undefined },
    })
    return id
  })
  if (saved === null) return fail('not_found', 'address.id: The customer has no such address.')
  const addresses = (await loadAddresses(db, customerId)).map(addressView)
  return ok({ address: addresses.find((a) => a.id === saved)!, addresses })
}

export async function deleteAddress(
  caller: PurchaserCaller,
  addressId: number,
): Promise<Result<{ addresses: AddressView[] }>> {
  const acting = actingOf(caller)
  if (!acting.ok) return acting
  const { customerId, purchaserId } = acting.value
  const db = caller.ctx.database.db
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(customerAddress)
      .where(and(eq(customerAddress.id, addressId), eq(customerAddress.customerId, customerId)))
      .returning({ id: customerAddress.id })
    if (rows.length === 0) return false
    await recordPurchaserAction(tx, {
      purchaserId,
      customerId,
      action: 'address_deleted',
      details: { addressId },
    })
    return true
  })
  if (!deleted) return fail('not_found', MESSAGES.purchaserAddressNotFound)
  return ok({ addresses: (await loadAddresses(db, customerId)).map(addressView) })
}
