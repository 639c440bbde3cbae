/**
 * The payment and shipping methods a trade customer may use (spec 001 §6 "payment and shipment
 * methods are limited by server-supplied lists"; decision 0142). The back office keeps the lists
 * per customer; null means every method of the shop. Payment entries are shop codes (`ideal`,
 * `purchaseorder`, `bancontact`) or back-office codes (VB, OR) mapped as spec 000 §9 says. The
 * payment provider's own methods (Bancontact, credit card, ...) are methods like any other: a
 * limited customer may use one only when the list names it; `ideal` (VB) means iDEAL only.
 */
import { mapBackOfficePaymentCode } from './payment-method.ts'

export interface MethodLimits {
  /** shop payment codes the customer may use; null: no limit */
  payment: readonly string[] | null
  /** shipping method codes (`flatrate`, `0001`..`0011`) the customer may use; null: no limit */
  shipping: readonly string[] | null
}

export const NO_METHOD_LIMITS: MethodLimits = Object.freeze({ payment: null, shipping: null })

/** The customer's flags as far as the limits go (the back office's TradeCustomer). */
export interface MethodLimitFlags {
  /** only a trade customer (one the back office knows) is limited */
  backofficeCustomerId: string | null
  allowedPaymentMethods: readonly string[] | null
  allowedShipmentMethods: readonly string[] | null
}

const unique = (codes: string[]) => [...new Set(codes.filter((c) => c !== ''))]

/** A payment list as shop codes: back-office codes mapped, shop codes lower-cased. */
export function allowedPaymentCodes(list: readonly string[] | null): string[] | null {
  if (list === null) return null
  return unique(list.map((code) => mapBackOfficePaymentCode(code) ?? code.trim().toLowerCase()))
}

export function methodLimitsOf(flags: MethodLimitFlags | null): MethodLimits {
  if (!flags || flags.backofficeCustomerId === null) return NO_METHOD_LIMITS
  return {
    payment: allowedPaymentCodes(flags.allowedPaymentMethods),
    shipping:
      flags.allowedShipmentMethods === null
        ? null
        : unique(flags.allowedShipmentMethods.map((c) => c.trim())),
  }
}

export function isPaymentAllowed(code: string, limits: MethodLimits): boolean {
  return limits.payment === null || limits.payment.includes(code.trim().toLowerCase())
}

/** A shipping method is named by its method code (`0003`) or as carrier_method (`flatrate_flatrate`). */
export function isShippingAllowed(
  method: { carrierCode: string; methodCode: string },
  limits: MethodLimits,
): boolean {
  if (limits.shipping === null) return true
  return (
    limits.shipping.includes(method.methodCode) ||
    limits.shipping.includes(`${method.carrierCode}_${method.methodCode}`)
  )
}
