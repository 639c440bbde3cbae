/**
 * The customer's address book (000 §3 Address, contract §2 POST /api/user/me `addresses`): several
 * addresses, one default shipping and one default billing address. The profile update replaces the
 * whole list, so every change here produces the complete new list. Pure, tested apart from screens.
 *
 * Defaults: while the book holds addresses, exactly one is the default shipping and one the default
 * billing address (the checkout starts from them). Removing a default hands it to the first
 * remaining address; the first address ever saved is both.
 */
import type { CustomerAddress } from './user-types.ts'

export type AddressKind = 'shipping' | 'billing'

const flag = { shipping: 'default_shipping', billing: 'default_billing' } as const

/** Exactly one default of each kind: the first flagged one wins, else the first address. */
export function withDefaults(addresses: readonly CustomerAddress[]): CustomerAddress[] {
  const result = addresses.map((a) => ({ ...a }))
  for (const kind of ['shipping', 'billing'] as const) {
    const key = flag[kind]
    const chosen = Math.max(
      0,
      result.findIndex((a) => a[key]),
    )
    result.forEach((a, i) => (a[key] = i === chosen))
  }
  return result
}

/**
 * Adds `address` (index null) or replaces the one at `index` (keeping its id); `makeDefault` moves
 * the defaults it names to this address.
 */
export function saveAddress(
  addresses: readonly CustomerAddress[],
  index: number | null,
  address: CustomerAddress,
  makeDefault: Readonly<Record<AddressKind, boolean>>,
): CustomerAddress[] {
  const id = index === null ? undefined : addresses[index]?.id
  const entry: CustomerAddress = {
    ...address,
    ...(id !== undefined ? { id } : {}),
    default_shipping: makeDefault.shipping || (index !== null && !!addresses[index]?.default_shipping),
    default_billing: makeDefault.billing || (index !== null && !!addresses[index]?.default_billing),
  }
  const list = index === null ? [...addresses, entry] : addresses.map((a, i) => (i === index ? entry : a))
  const at = index ?? list.length - 1
  // a default given to this address is taken from the others
  return withDefaults(
    list.map((a, i) =>
      i === at
        ? a
        : {
            ...a,
            default_shipping: makeDefault.shipping ? false : a.default_shipping,
            default_billing: makeDefault.billing ? false : a.default_billing,
          },
    ),
  )
}

export function removeAddress(addresses: readonly CustomerAddress[], index: number): CustomerAddress[] {
  return withDefaults(addresses.filter((_, i) => i !== index))
}

export function setDefaultAddress(
  addresses: readonly CustomerAddress[],
  index: number,
  kind: AddressKind,
): CustomerAddress[] {
  const key = flag[kind]
  return withDefaults(addresses.map((a, i) => ({ ...a, [key]: i === index })))
}

/** The default address of a kind (the checkout's starting point); undefined for an empty book. */
export function defaultAddress(
  addresses: readonly CustomerAddress[],
  kind: AddressKind,
): CustomerAddress | undefined {
  return addresses.find((a) => a[flag[kind]]) ?? addresses[0]
}
