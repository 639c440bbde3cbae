/**
 * From the checkout's state to the calls of contract §3/§4: the checks before an order may be
 * placed, the shipping-methods and shipping-information addresses, and the POST /api/order body.
 * Pure, so every rule is unit-tested.
 */
import { isAlphabetName } from '@shop/commerce'
import type { CartItem } from '../cart/cart-types.ts'
import type { AddressDetails, CheckoutState } from './checkout-store.ts'

/** Countries the shop delivers to (spec: NL, DE, BE at least). */
export const CHECKOUT_COUNTRIES = ['NL', 'BE', 'DE', 'AT', 'LU'] as const

/** Empty purchase-order number (spec 000 §9). */
export const EMPTY_PO_NUMBER = '000000000'

export const PURCHASE_ORDER_METHOD = 'purchaseorder'

const POSTCODE: Record<string, RegExp> = {
  NL: /^\d{4}\s?[A-Za-z]{2}$/,
  BE: /^\d{4}$/,
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  LU: /^(L-)?\d{4}$/i,
}

export type FieldError =
  | 'required'
  | 'email'
  | 'zipCode'
  | 'shippingMethod'
  | 'paymentMethod'
  | 'issuer'
  | 'terms'
  | 'password'
  | 'letters'

/** Field path (e.g. "shipping.city") -> what is wrong with it. */
export type CheckoutErrors = Record<string, FieldError>

const ADDRESS_REQUIRED: (keyof AddressDetails)[] = [
  'firstName',
  'lastName',
  'streetAddress',
  'zipCode',
  'city',
  'country',
]

/** 001 §5 "Accepts only alphabet characters." for the names (the API refuses others too) */
function checkName(path: string, value: string, errors: CheckoutErrors) {
  if (!errors[path] && !isAlphabetName(value)) errors[path] = 'letters'
}

function checkAddress(prefix: string, address: AddressDetails, errors: CheckoutErrors) {
  for (const field of ADDRESS_REQUIRED)
    if (!String(address[field] ?? '').trim()) errors[`${prefix}.${field}`] = 'required'
  checkName(`${prefix}.firstName`, address.firstName, errors)
  checkName(`${prefix}.lastName`, address.lastName, errors)
  const pattern = POSTCODE[address.country]
  if (address.zipCode.trim() && pattern && !pattern.test(address.zipCode.trim()))
    errors[`${prefix}.zipCode`] = 'zipCode'
}

export function validateCheckout(
  state: CheckoutState,
  options: { termsAccepted: boolean; hasIssuers: boolean; virtualOnly?: boolean },
): CheckoutErrors {
  const errors: CheckoutErrors = {}
  const personal = state.personalDetails
  if (!personal.firstName.trim()) errors['personal.firstName'] = 'required'
  if (!personal.lastName.trim()) errors['personal.lastName'] = 'required'
  checkName('personal.firstName', personal.firstName, errors)
  checkName('personal.lastName', personal.lastName, errors)
  if (!personal.emailAddress.trim()) errors['personal.emailAddress'] = 'required'
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(personal.emailAddress.trim()))
    errors['personal.emailAddress'] = 'email'
  checkAddress('shipping', state.shippingDetails, errors)
  // virtual products are not shipped: no method is offered for them (issue 13 item 3 journey)
  if (!state.shippingDetails.shippingMethod && !options.virtualOnly)
    errors['shipping.shippingMethod'] = 'shippingMethod'
  if (!state.paymentDetails.sameAsShipping) checkAddress('payment', state.paymentDetails, errors)
  if (!state.paymentDetails.paymentMethod) errors['payment.paymentMethod'] = 'paymentMethod'
  else if (
    state.paymentDetails.paymentMethod === 'ideal' &&
    options.hasIssuers &&
    !state.paymentDetails.paymentMethodAdditional.issuer
  )
    errors['payment.issuer'] = 'issuer'
  if (!options.termsAccepted) errors.terms = 'terms'
  return errors
}

function street(address: AddressDetails): string[] {
  const line = address.streetAddress.trim()
  return address.apartmentNumber.trim() ? [line, address.apartmentNumber.trim()] : [line]
}

/** The billing address: the shipping address unless the shopper gave another one. */
export function billingDetails(state: CheckoutState): AddressDetails {
  return state.paymentDetails.sameAsShipping ? state.shippingDetails : state.paymentDetails
}

/** The address of POST /api/cart/shipping-methods. */
export function shippingMethodsAddress(address: AddressDetails) {
  return {
    region: '',
    region_id: 0,
    country_id: address.country,
    street: street(address),
    postcode: address.zipCode.trim(),
    city: address.city.trim(),
    region_code: '',
  }
}

function camelAddress(address: AddressDetails, email: string) {
  return {
    countryId: address.country,
    firstname: address.firstName.trim(),
    lastname: address.lastName.trim(),
    city: address.city.trim(),
    postcode: address.zipCode.trim(),
    street: street(address),
    telephone: address.phoneNumber.trim(),
    company: address.company.trim(),
    ...(address.vatId.trim() ? { vatId: address.vatId.trim() } : {}),
    email,
  }
}

/** POST /api/cart/shipping-information: totals for the shipping country and method. */
export function shippingInformation(state: CheckoutState) {
  const email = state.personalDetails.emailAddress.trim()
  return {
    addressInformation: {
      shippingAddress: camelAddress(state.shippingDetails, email),
      billingAddress: camelAddress(billingDetails(state), email),
      shippingCarrierCode: state.shippingDetails.shippingCarrier || state.shippingDetails.shippingMethod,
      shippingMethodCode: state.shippingDetails.shippingMethod,
    },
  }
}

function orderAddress(address: AddressDetails, state: CheckoutState, withVat: boolean) {
  return {
    region: '',
    region_id: 0,
    country_id: address.country,
    street: street(address),
    company: address.company.trim(),
    telephone: (address.phoneNumber || state.personalDetails.phoneNumber).trim(),
    postcode: address.zipCode.trim(),
    city: address.city.trim(),
    firstname: address.firstName.trim(),
    lastname: address.lastName.trim(),
    email: state.personalDetails.emailAddress.trim(),
    region_code: '',
    ...(withVat && address.vatId.trim() ? { vat_id: address.vatId.trim() } : {}),
  }
}

const VIRTUAL = new Set(['virtual', 'downloadable'])

export interface OrderContext {
  userId: string
  cartId: string
  storeCode: string
}

/** The order body of contract §4 (stock VSF shape; the server re-prices from the cart). */
export function buildOrderBody(state: CheckoutState, items: readonly CartItem[], context: OrderContext) {
  const payment = state.paymentDetails
  const additional: Record<string, string> = {}
  if (payment.paymentMethod === 'ideal' && payment.paymentMethodAdditional.issuer)
    additional.issuer = payment.paymentMethodAdditional.issuer
  if (payment.paymentMethod === PURCHASE_ORDER_METHOD) {
    // the purchase-order flow: an empty number becomes nine zeros (spec 000 §5, §9)
    additional.po_number = payment.paymentMethodAdditional.po_number?.trim() || EMPTY_PO_NUMBER
    if (payment.paymentMethodAdditional.comment?.trim())
      additional.comment = payment.paymentMethodAdditional.comment.trim()
  }
  const virtualOnly = items.length > 0 && items.every((item) => VIRTUAL.has(item.type_id))
  return {
    user_id: context.userId,
    cart_id: context.cartId,
    store_code: context.storeCode,
    transmited: true,
    products: items.map((item) => ({
      sku: item.sku,
      ...(item.parentSku ? { parentSku: item.parentSku } : {}),
      qty: item.qty,
      name: item.name,
      price: item.totals?.price ?? item.price_incl_tax,
      price_incl_tax: item.totals?.price_incl_tax ?? item.price_incl_tax,
      type_id: item.type_id,
      product_type: item.type_id,
      checksum: item.checksum,
      ...(item.server_item_id !== undefined ? { server_item_id: item.server_item_id } : {}),
      ...(item.server_cart_id !== undefined ? { server_cart_id: item.server_cart_id } : {}),
      ...(item.product_option ? { product_option: item.product_option } : {}),
      ...(item.totals ? { totals: item.totals } : {}),
    })),
    addressInformation: {
      billingAddress: orderAddress(billingDetails(state), state, true),
      ...(virtualOnly ? {} : { shippingAddress: orderAddress(state.shippingDetails, state, false) }),
      // nothing to ship: no (empty, refused) method codes
      ...(virtualOnly
        ? {}
        : {
            shipping_method_code: state.shippingDetails.shippingMethod,
            shipping_carrier_code:
              state.shippingDetails.shippingCarrier || state.shippingDetails.shippingMethod,
          }),
      payment_method_code: payment.paymentMethod,
      payment_method_additional: additional,
      shippingExtraFields: {},
    },
  }
}
