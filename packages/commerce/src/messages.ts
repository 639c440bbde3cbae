/**
 * User-visible catalogue messages (spec 000 §5/§8, 001 §2/§5/§8). The English text is the
 * translation key of the nl and de catalogues, so it must stay exactly as the spec writes it.
 * `{name}` marks a value to fill in with fillMessage.
 */

export const MESSAGES = Object.freeze({
  productPriceUnknown: 'Product price is unknown, product cannot be added to the cart!',
  productOutOfStock: 'The product is out of stock and cannot be added to the cart!',
  noAvailableVariants: 'No available product variants',
  noSuchConfiguration:
    'No such configuration for the product. Please do choose another combination of attributes.',
  productNoParentSku: "Product doesn't have parentSku, please check if this is configurable product",
  productStatusEmpty: 'Product query returned empty result product status = {status}',
  productVisibilityEmpty: 'Product query returned empty result product visibility = 1',
  productNotFound: 'Product not found',
  productEanNotFound: 'No product found with this EAN code',
  categoryEmpty: 'Category query returned empty result',
  categoryNoProducts: 'No products synchronized for this category. Please come back while online!',
  cmsEmpty: 'CMS query returned empty result',
  offlineNotAvailable:
    'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
  // payment service (000 §5/§8, 001 §5)
  paymentMethodsNone: 'No payment methods configured',
  paymentIssuersNone: 'No issuers',
  paymentInvalidToken: 'Invalid payment token',
  paymentNotCreated: 'Payment is not created - {reason}',
  paymentCouldNotBeCreated: 'Payment could not be created: {reason}',
  // cart and order (000 §5/§8, 001 §8; contract §3/§4 where it quotes a text)
  cartNotFound: 'The cart does not exist or is no longer active',
  cartItemMissing: 'No cartItem element provided within the request body',
  cartItemNotFound: 'The cart item does not exist',
  cartProductUnknown: 'The product that was requested does not exist: {sku}',
  cartQtyNotAvailable: 'The requested qty is not available',
  cartConsumerNotAuthorized: "The consumer isn't authorized to access %resources.",
  couponMissing: 'No coupon code provided',
  couponInvalid: 'The coupon code "{code}" is not valid.',
  couponUsedUp: 'The coupon code "{code}" has already been used as often as it may be.',
  addressMissing: 'No address element provided within the request body',
  addressInformationMissing: 'No addressInformation element provided within the request body',
  methodsMissing: 'No methods element provided within the request body',
  shippingMethodUnknown: 'Carrier with such method not found: {carrier}, {method}',
  paymentMethodUnknown: 'The requested Payment Method is not available.',
  orderError: 'Error placing an order',
  orderCartEmpty: 'The cart is empty: nothing to order',
  orderNotFound: 'Order not found',
  // oculus-calls: the back-office calls of spec 001 §7 and the profile rule of §5
  emailNotChangeable: 'email: A customer may only change the password, not the e-mail address.',
  oculusNotOwnCustomer: '{field}: Only your own account can be asked for.',
  oculusNotOwnCart: '{field}: This cart is not yours.',
  oculusCodeMismatch: 'oculus_code: This is not your back-office customer number.',
  oculusProductNotInCart: 'products: {sku} is not in the cart.',
  // order-extras (issue 16): allowed methods and the extras of a wholesale order at placement
  paymentMethodNotAllowed: 'The payment method {method} is not allowed for this customer',
  shippingMethodNotAllowed: 'The shipping method {method} is not allowed for this customer',
  orderExtrasReferenceTooLong: 'The reference may have at most {max} characters',
  orderExtrasPoNumberTooLong: 'The PO number may have at most {max} characters',
  orderExtrasCommentTooLong: 'The comment may have at most {max} characters',
  orderExtrasDateInPast: 'The delivery date may not be in the past',
  orderExtrasDateInvalid: 'The delivery date must be a date (YYYY-MM-DD)',
  orderExtrasDropshipNotEnabled: 'Dropshipment is not enabled for this customer',
  orderExtrasDropshipAddressMissing: 'A dropshipment needs a delivery address',
  // h-disc (issue 17): a purchaser's line discount (applyDiscountCart)
  lineDiscountNotANumber: 'disc_perc: The discount must be a number (percent).',
  lineDiscountNegative: 'disc_perc: A negative discount is not allowed.',
  lineDiscountAbove100: 'disc_perc: The discount may be at most 100 %.',
  lineDiscountTooManyDecimals: 'disc_perc: The discount may have at most 2 decimals.',
  lineDiscountAboveMax: 'disc_perc: The discount may be at most {max} %, your maximum as a purchaser.',
  lineDiscountCommentTooLong: 'comment: The comment may have at most {max} characters.',
  lineDiscountTypeUnknown: "type: The type must be 'customer' or 'internal'.",
  lineDiscountOnlyPurchaser: 'Only a purchaser acting for this customer can give a line discount.',
  lineDiscountItemNotInCart: 'item_id: This line is not in the cart.',
  // purchaser mode (issue 17, h-papi): takeover, the purchaser calls of spec 001 §7, the apart cart
  purchaserHashIncorrect: 'Hash is incorrect, this is not good.',
  purchaserParamRefused: 'purchaser: This is not the purchaser acting with this token.',
  purchaserOnly: 'Only a purchaser can use this.',
  purchaserNotAssigned: '{field}: This customer is not assigned to you.',
  purchaserNotYou: 'purchaserId: This is not your purchaser id.',
  purchaserTakeoverRequired: 'Only a purchaser acting for a customer can use this.',
  purchaserAddressNotFound: 'addressId: The customer has no such address.',
  purchaserNoPasswordChange: "A purchaser cannot change the customer's password.",
  // returns and warranty (issue 18, h-returns): spec 001 §8 and §2
  warrantyNeedsDescription: 'Please describe the reason for the warranty request.',
  sendWarrantyFailed: 'An error occurred sending the warranty.',
} as const)

export type MessageKey = keyof typeof MESSAGES

/**
 * Fills `{name}` placeholders; a placeholder without a value stays visible, which is easier to
 * spot in a screenshot or log than an empty gap.
 */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  )
}
