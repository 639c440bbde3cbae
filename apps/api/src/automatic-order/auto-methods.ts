/**
 * The methods an automatic order may use (decision 0182): a shipping method the customer may use
 * (the same limits as the cart and the checkout, oculus/allowed-methods.ts), and payment on account
 * (purchaseorder) — nobody is at the screen to pay online when the order places itself.
 */
import {
  PURCHASE_ORDER_METHOD,
  isBusinessCustomer,
  methodLimitsOf,
  shippingTitles,
  type ShippingMethodConfig,
} from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { backOfficeOf } from '../backoffice/back-office-factory.ts'
import type { TradeCustomer } from '../backoffice/back-office.ts'
import { cartSettings } from '../cart/cart-settings.ts'
import { offeredPaymentCodes, offeredShippingMethods } from '../oculus/allowed-methods.ts'

export const ON_ACCOUNT_METHOD = PURCHASE_ORDER_METHOD

export interface CustomerMethods {
  trade: TradeCustomer | null
  shipping: ShippingMethodConfig[]
  /** purchaseorder when the customer may pay on account, else null */
  onAccount: string | null
}

export const methodCodeOf = (m: ShippingMethodConfig) => `${m.carrierCode}_${m.methodCode}`

export async function customerMethods(
  ctx: Pick<AppContext, 'config' | 'database' | 'now'>,
  customerId: number,
  groupId: number,
): Promise<CustomerMethods> {
  const trade = await backOfficeOf(ctx).customer(customerId)
  const limits = methodLimitsOf(trade)
  const settings = cartSettings(ctx.config)
  const business = (trade?.backofficeCustomerId ?? null) !== null || isBusinessCustomer(groupId)
  const payments = offeredPaymentCodes(settings.paymentMethods, limits, business)
  return {
    trade,
    shipping: offeredShippingMethods(settings.shippingMethods, limits),
    onAccount: payments.includes(ON_ACCOUNT_METHOD) ? ON_ACCOUNT_METHOD : null,
  }
}

/** The method a code names: `carrier_method` as stored, or the method code alone. */
export function findShippingMethod(
  methods: readonly ShippingMethodConfig[],
  code: string,
): ShippingMethodConfig | undefined {
  return methods.find((m) => methodCodeOf(m) === code) ?? methods.find((m) => m.methodCode === code)
}

export function shippingMethodList(methods: readonly ShippingMethodConfig[], language: string) {
  return methods.map((m) => {
    const t = shippingTitles(m, language)
    return { code: methodCodeOf(m), title: `${t.carrierTitle} - ${t.methodTitle}` }
  })
}
