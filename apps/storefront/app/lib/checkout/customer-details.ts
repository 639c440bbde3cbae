/**
 * A signed-in customer's checkout starts from the account (000 §3: checkout personal and address
 * details; the user's profile and addresses): name and e-mail from the profile, the shipping
 * address from the default shipping address, the billing address from the default billing one.
 * Saved addresses can also be picked by hand (components/checkout/saved-address-picker.tsx).
 */
import { defaultAddress } from '../user/address-book.ts'
import type { Customer, CustomerAddress } from '../user/user-types.ts'
import type { AddressDetails, CheckoutState } from './checkout-store.ts'

/** A saved address as the checkout's address fields (street line 2 is the apartment number). */
export function addressDetails(address: CustomerAddress): AddressDetails {
  const [street = '', apartment = '', ...rest] = address.street
  return {
    firstName: address.firstname,
    lastName: address.lastname,
    company: address.company ?? '',
    vatId: address.vat_id ?? '',
    country: address.country_id,
    streetAddress: street,
    apartmentNumber: [apartment, ...rest].filter(Boolean).join(' '),
    city: address.city,
    zipCode: address.postcode,
    phoneNumber: address.telephone ?? '',
  }
}

const same = (a: CustomerAddress | undefined, b: CustomerAddress | undefined) =>
  !!a && !!b && (a === b || (a.id !== undefined && a.id === b.id))

/**
 * The checkout filled from the account, for a checkout nobody has touched yet (modifiedAt 0);
 * null when there is nothing to fill.
 */
export function prefillFromCustomer(state: CheckoutState, customer: Customer): Partial<CheckoutState> | null {
  if (state.modifiedAt !== 0) return null
  const shipping = defaultAddress(customer.addresses, 'shipping')
  const billing = defaultAddress(customer.addresses, 'billing')
  return {
    personalDetails: {
      ...state.personalDetails,
      firstName: customer.firstname,
      lastName: customer.lastname,
      emailAddress: customer.email,
      phoneNumber: shipping?.telephone ?? state.personalDetails.phoneNumber,
    },
    ...(shipping
      ? { shippingDetails: { ...state.shippingDetails, ...addressDetails(shipping) } }
      : {
          shippingDetails: {
            ...state.shippingDetails,
            firstName: customer.firstname,
            lastName: customer.lastname,
          },
        }),
    ...(billing && !same(billing, shipping)
      ? { paymentDetails: { ...state.paymentDetails, ...addressDetails(billing), sameAsShipping: false } }
      : {}),
  }
}
