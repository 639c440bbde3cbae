/**
 * What the checkout's fields write into the checkout store: each edit merges into its part of the
 * state and stamps the time, so the checkout is kept (and expires) from the shopper's last edit.
 */
import {
  setCheckout,
  type AddressDetails,
  type CheckoutState,
  type PaymentDetails,
  type PersonalDetails,
} from '../../lib/checkout/checkout-store.ts'

export type ShippingEdit = Partial<AddressDetails & { shippingMethod: string; shippingCarrier: string }>

function touch(patch: (state: CheckoutState) => Partial<CheckoutState>) {
  setCheckout((state) => ({ ...patch(state), modifiedAt: Date.now() }))
}

export const editPersonal = (patch: Partial<PersonalDetails>) =>
  touch((s) => ({ personalDetails: { ...s.personalDetails, ...patch } }))

export const editShipping = (patch: ShippingEdit) =>
  touch((s) => ({ shippingDetails: { ...s.shippingDetails, ...patch } }))

export const editPayment = (patch: Partial<PaymentDetails>) =>
  touch((s) => ({ paymentDetails: { ...s.paymentDetails, ...patch } }))

export const editPaymentAdditional = (patch: PaymentDetails['paymentMethodAdditional']) =>
  touch((s) => ({
    paymentDetails: {
      ...s.paymentDetails,
      paymentMethodAdditional: { ...s.paymentDetails.paymentMethodAdditional, ...patch },
    },
  }))
