/**
 * The payment and shipping methods a customer may use (spec 001 §7 getAllowedPaymentMethodsInMagento,
 * getAllowedShipmentMethodsInMagento, allcarriers): the shop's configured, enabled methods, narrowed
 * by the customer's limits. The limits are the rule the cart's lists and order placement use
 * (`methodLimitsOf` in @shop/commerce, decision 0142), so the back-office calls never offer what the
 * checkout would refuse.
 */
import {
  BUSINESS_ONLY_PAYMENT_METHODS,
  isPaymentAllowed,
  isShippingAllowed,
  type MethodLimits,
  type PaymentMethodConfig,
  type ShippingMethodConfig,
} from '@shop/commerce'

export function offeredPaymentCodes(
  methods: readonly PaymentMethodConfig[],
  limits: MethodLimits,
  business: boolean,
): string[] {
  return methods
    .filter((m) => m.enabled)
    .filter((m) => business || !BUSINESS_ONLY_PAYMENT_METHODS.includes(m.code))
    .filter((m) => isPaymentAllowed(m.code, limits))
    .map((m) => m.code)
}

export function offeredShippingMethods(
  methods: readonly ShippingMethodConfig[],
  limits: MethodLimits,
): ShippingMethodConfig[] {
  return methods.filter((m) => m.enabled && isShippingAllowed(m, limits))
}
