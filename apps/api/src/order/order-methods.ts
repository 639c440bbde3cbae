/**
 * The payment and shipping method of an order must be ones the cart offers (decision 0080): the
 * same lists as /api/cart/payment-methods and /api/cart/shipping-methods, for the order's lines,
 * destination and buyer. A method not offered is refused with 400 naming it; so is one outside a
 * trade customer's allowed list (decision 0142), with its own message.
 */
import {
  MESSAGES,
  PROVIDER_PAYMENT_METHODS,
  fillMessage,
  isMethodOffered,
  isPaymentAllowed,
  isShippingAllowed,
  paymentMethodsFor,
  type PaymentMethodOffer,
  type ShippingMethodConfig,
  type StoreView,
} from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { fail, ok, type Result } from '../result.ts'
import type { PricedLine } from '../cart/cart-pricing.ts'
import { cartSettings } from '../cart/cart-settings.ts'
import { chosenShipping } from '../cart/cart-totals.ts'
import { cartShape } from '../cart/cart-shape.ts'
import { methodLimitsFor } from '../cart/method-limits.ts'
import type { Shopper } from '../cart/shopper.ts'
import type { OrderBody } from './order-schemas.ts'

export interface OrderMethods {
  payment: PaymentMethodOffer
  shipping: ShippingMethodConfig | null
}

export async function orderMethods(
  ctx: AppContext,
  shopper: Shopper,
  store: StoreView,
  info: OrderBody['addressInformation'],
  priced: readonly PricedLine[],
  country: string,
): Promise<Result<OrderMethods>> {
  const virtualOnly = priced.every((l) => l.isVirtual)
  const settings = cartSettings(ctx.config)
  const [shape, limits] = await Promise.all([
    cartShape(ctx.database.db, priced, shopper),
    methodLimitsFor(ctx, shopper),
  ])
  const payment =
    paymentMethodsFor(settings.paymentMethods, {
      language: store.language,
      virtualOnly,
      business: shape.business,
    }).find((m) => m.code === info.payment_method_code) ??
    // the provider's own methods the checkout lists too (Bancontact, credit card, ...)
    (PROVIDER_PAYMENT_METHODS.includes(info.payment_method_code)
      ? { code: info.payment_method_code, title: info.payment_method_code }
      : undefined)
  if (!payment) {
    return fail(
      'invalid',
      `${MESSAGES.paymentMethodUnknown} (payment_method_code: ${info.payment_method_code})`,
    )
  }
  if (!isPaymentAllowed(payment.code, limits)) {
    return fail(
      'invalid',
      `${fillMessage(MESSAGES.paymentMethodNotAllowed, { method: payment.code })} (payment_method_code: ${payment.code})`,
    )
  }
  const shipping = chosenShipping(
    settings.shippingMethods,
    {
      shippingCarrierCode: info.shipping_carrier_code ?? null,
      shippingMethodCode: info.shipping_method_code ?? null,
    },
    priced,
  )
  if (!virtualOnly && (!shipping || !isMethodOffered(shipping, country, shape))) {
    return fail(
      'invalid',
      `${fillMessage(MESSAGES.shippingMethodUnknown, {
        carrier: info.shipping_carrier_code ?? '',
        method: info.shipping_method_code ?? '',
      })} (shipping_method_code: not offered for this cart and address)`,
    )
  }
  if (!virtualOnly && shipping && !isShippingAllowed(shipping, limits)) {
    return fail(
      'invalid',
      `${fillMessage(MESSAGES.shippingMethodNotAllowed, { method: shipping.methodCode })} (shipping_method_code: ${shipping.methodCode})`,
    )
  }
  return ok({ payment, shipping })
}
