/**
 * The customer-flag calls of spec 001 §7, each for the caller alone: back-office id, purchaser,
 * dropshipment, allowed payment and shipment methods, purchaser max discount,
 * and the carriers the customer may ship with.
 */
import { isBusinessCustomer, methodLimitsOf, shippingTitles } from '@shop/commerce'
import { cartSettings } from '../cart/cart-settings.ts'
import { ok, type Result } from '../result.ts'
import { offeredPaymentCodes, offeredShippingMethods } from './allowed-methods.ts'
import { checkNamedCustomer, tradeCustomerOf, type OculusCaller } from './oculus-caller.ts'
import { purchaserMaxPercent } from './discount-calls.ts'

export interface CustomerBody {
  customer_id?: string | number | null
  customerId?: string | number | null
}

/** The customer named either way, checked; the flags of the caller. */
async function ownFlags(caller: OculusCaller, body: CustomerBody | undefined) {
  for (const field of ['customer_id', 'customerId'] as const) {
    const checked = await checkNamedCustomer(caller, field, body?.[field])
    if (!checked.ok) return checked
  }
  return ok(await tradeCustomerOf(caller))
}

const flag = (on: boolean): 0 | 1 => (on ? 1 : 0)

export async function oculusCustomerId(
  caller: OculusCaller,
  body?: CustomerBody,
): Promise<Result<string | null>> {
  const flags = await ownFlags(caller, body)
  return flags.ok ? ok(flags.value.backofficeCustomerId) : flags
}

export async function isPurchaser(caller: OculusCaller, body?: CustomerBody): Promise<Result<0 | 1>> {
  const flags = await ownFlags(caller, body)
  return flags.ok ? ok(flag(flags.value.isPurchaser)) : flags
}

export async function hasDropshipping(caller: OculusCaller, body?: CustomerBody): Promise<Result<0 | 1>> {
  const flags = await ownFlags(caller, body)
  return flags.ok ? ok(flag(flags.value.dropEnabled)) : flags
}

export async function purchaserMaxDiscount(
  caller: OculusCaller,
  body?: CustomerBody,
): Promise<Result<number>> {
  // acting for a customer, the purchaser asks their own cap (decision 0158); the body may name
  // the purchaser (the storefront's stored purchaserId) or the customer acted for
  const acting = caller.principal.actingPurchaser
  const named = body?.customer_id ?? body?.customerId
  if (acting && named !== undefined && named !== null && String(named).trim() === String(acting.purchaserId))
    return ok(await purchaserMaxPercent(caller, acting.purchaserId))
  const flags = await ownFlags(caller, body)
  if (!flags.ok) return flags
  return ok(
    acting ? await purchaserMaxPercent(caller, acting.purchaserId) : flags.value.purchaserMaxDiscountPercent,
  )
}

export async function allowedPaymentMethods(
  caller: OculusCaller,
  body?: CustomerBody,
): Promise<Result<string[]>> {
  const flags = await ownFlags(caller, body)
  if (!flags.ok) return flags
  // a trade customer buys for a business: purchase order is theirs to be offered
  const business = flags.value.backofficeCustomerId !== null || isBusinessCustomer(caller.groupId)
  const methods = cartSettings(caller.ctx.config).paymentMethods
  return ok(offeredPaymentCodes(methods, methodLimitsOf(flags.value), business))
}

export async function allowedShipmentMethods(
  caller: OculusCaller,
  body?: CustomerBody,
): Promise<Result<string[]>> {
  const flags = await ownFlags(caller, body)
  if (!flags.ok) return flags
  const methods = cartSettings(caller.ctx.config).shippingMethods
  return ok(offeredShippingMethods(methods, methodLimitsOf(flags.value)).map((m) => m.methodCode))
}

export interface Carrier {
  carrier_code: string
  method_code: string
  carrier_title: string
  method_title: string
  price_excl_tax: number
  price_incl_tax: number
  /** ships only to these countries; empty: everywhere */
  countries: readonly string[]
}

export async function allCarriers(caller: OculusCaller): Promise<Result<Carrier[]>> {
  const flags = await tradeCustomerOf(caller)
  const methods = offeredShippingMethods(
    cartSettings(caller.ctx.config).shippingMethods,
    methodLimitsOf(flags),
  )
  return ok(
    methods.map((m) => {
      const titles = shippingTitles(m, caller.store.language)
      return {
        carrier_code: m.carrierCode,
        method_code: m.methodCode,
        carrier_title: titles.carrierTitle,
        method_title: titles.methodTitle,
        price_excl_tax: m.priceExclTax,
        price_incl_tax: m.priceInclTax,
        countries: m.countries,
      }
    }),
  )
}
