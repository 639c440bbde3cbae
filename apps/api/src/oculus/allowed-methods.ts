/**
 * The payment and shipping methods a customer may use (spec 001 §7 getAllowedPaymentMethodsInMagento,
 * getAllowedShipmentMethodsInMagento, allcarriers): the shop's configured, enabled methods, narrowed
 * to the customer's allowed lists from the back office (null: every method). Allowed payment codes
 * may be shop codes or the back office's own (VB, OR), mapped as spec 000 §9 says.
 */
import {
  BUSINESS_ONLY_PAYMENT_METHODS,
  mapBackOfficePaymentCode,
  type PaymentMethodConfig,
  type ShippingMethodConfig,
} from '@shop/commerce'

const shopPaymentCode = (code: string) => mapBackOfficePaymentCode(code) ?? code.trim().toLowerCase()

export function allowedPaymentCodes(
  methods: readonly PaymentMethodConfig[],
  allowed: readonly string[] | null,
  business: boolean,
): string[] {
  const wanted = allowed === null ? null : new Set(allowed.map(shopPaymentCode))
  return methods
    .filter((m) => m.enabled)
    .filter((m) => business || !BUSINESS_ONLY_PAYMENT_METHODS.includes(m.code))
    .filter((m) => wanted === null || wanted.has(m.code))
    .map((m) => m.code)
}

export function allowedShippingMethods(
  methods: readonly ShippingMethodConfig[],
  allowed: readonly string[] | null,
): ShippingMethodConfig[] {
  const wanted = allowed === null ? null : new Set(allowed.map((code) => code.trim()))
  return methods.filter((m) => m.enabled && (wanted === null || wanted.has(m.methodCode)))
}
