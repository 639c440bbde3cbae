import { describe, expect, it } from 'vitest'
import { withDefaults } from '../user/address-book.ts'
import type { Customer, CustomerAddress } from '../user/user-types.ts'
import { emptyCheckout } from './checkout-store.ts'
import { addressDetails, prefillFromCustomer } from './customer-details.ts'

const home: CustomerAddress = {
  id: 7,
  firstname: 'Jan',
  lastname: 'de Vries',
  street: ['Stationsweg 12', '3e etage'],
  postcode: '3511 AA',
  city: 'Utrecht',
  country_id: 'NL',
  telephone: '0612345678',
}
const office: CustomerAddress = {
  id: 8,
  firstname: 'Jan',
  lastname: 'de Vries',
  company: 'Fietsen BV',
  vat_id: 'NL123456789B01',
  street: ['Hauptstraße 5'],
  postcode: '10115',
  city: 'Berlin',
  country_id: 'DE',
}
const customer = (addresses: CustomerAddress[]): Customer => ({
  id: 1,
  email: 'jan@example.nl',
  firstname: 'Jan',
  lastname: 'de Vries',
  addresses,
})

describe('checkout details of a signed-in customer', () => {
  it('turns a saved address into the checkout fields', () => {
    expect(addressDetails(home)).toEqual({
      firstName: 'Jan',
      lastName: 'de Vries',
      company: '',
      vatId: '',
      country: 'NL',
      streetAddress: 'Stationsweg 12',
      apartmentNumber: '3e etage',
      city: 'Utrecht',
      zipCode: '3511 AA',
      phoneNumber: '0612345678',
    })
    expect(addressDetails(office)).toMatchObject({ company: 'Fietsen BV', vatId: 'NL123456789B01' })
  })

  it('fills an untouched checkout from the profile and the default addresses', () => {
    const book = withDefaults([{ ...home, default_shipping: true }, { ...office, default_billing: true }])
    const filled = prefillFromCustomer(emptyCheckout(), customer(book))!
    expect(filled.personalDetails).toMatchObject({
      firstName: 'Jan',
      lastName: 'de Vries',
      emailAddress: 'jan@example.nl',
      phoneNumber: '0612345678',
    })
    expect(filled.shippingDetails).toMatchObject({ city: 'Utrecht', country: 'NL', shippingMethod: '' })
    expect(filled.paymentDetails).toMatchObject({ city: 'Berlin', sameAsShipping: false, paymentMethod: '' })
  })

  it('bills to the shipping address when it is the default for both', () => {
    const filled = prefillFromCustomer(emptyCheckout(), customer(withDefaults([home, office])))!
    expect(filled.shippingDetails).toMatchObject({ city: 'Utrecht' })
    expect(filled).not.toHaveProperty('paymentDetails')
  })

  it('without addresses fills the names only, and never a checkout the shopper has changed', () => {
    const filled = prefillFromCustomer(emptyCheckout('DE'), customer([]))!
    expect(filled.shippingDetails).toMatchObject({ firstName: 'Jan', streetAddress: '', country: 'DE' })
    expect(prefillFromCustomer({ ...emptyCheckout(), modifiedAt: 1 }, customer([home]))).toBeNull()
  })
})
