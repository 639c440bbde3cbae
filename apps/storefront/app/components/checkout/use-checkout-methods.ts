/**
 * The checkout's server data: shipping methods for the address (POST shipping-methods), the
 * totals for the chosen country and method (POST shipping-information, so a German address is
 * taxed at 19 %), payment methods from the cart and the payment service, and iDEAL's issuers.
 */
import { useEffect, useState } from 'react'
import { paymentMethodsCall, shippingMethodsCall, type ShippingMethod } from '../../lib/cart/cart-api.ts'
import { serial, syncTotals } from '../../lib/cart/cart-sync.ts'
import { useCart } from '../../lib/cart/cart-store.ts'
import { setCheckout, type CheckoutState } from '../../lib/checkout/checkout-store.ts'
import { shippingInformation, shippingMethodsAddress } from '../../lib/checkout/order-body.ts'
import {
  fetchIssuers,
  fetchProviderMethods,
  mergePaymentMethods,
  type CheckoutPaymentMethod,
  type Issuer,
} from '../../lib/checkout/payment-service.ts'
import { useTradeAccount } from '../../lib/user/trade-account.ts'
import { useOnline } from '../offline/use-online.ts'

export const DEFAULT_PAYMENT_METHOD = 'ideal'

export interface CheckoutMethods {
  shippingMethods: ShippingMethod[] | null
  paymentMethods: CheckoutPaymentMethod[] | null
  issuers: Issuer[]
  /** the shop cannot be reached: methods not loaded yet cannot be, those loaded stay shown */
  offline: boolean
}

export function useCheckoutMethods(state: CheckoutState, storeCode: string): CheckoutMethods {
  const cart = useCart()
  const cartId = cart.cartServerToken
  const [shippingMethods, setShippingMethods] = useState<ShippingMethod[] | null>(null)
  const [paymentMethods, setPaymentMethods] = useState<CheckoutPaymentMethod[] | null>(null)
  const [issuers, setIssuers] = useState<Issuer[]>([])
  const { country, zipCode, city, streetAddress } = state.shippingDetails
  // a trade customer may use only the agreed methods the cart lists (spec 001 §6)
  const serverOnly = useTradeAccount() !== null
  const online = useOnline()

  useEffect(() => {
    // offline the shop cannot say which methods an address has: what was loaded stays, and they
    // are asked again once it is reachable (the order, queued meanwhile, is checked at delivery)
    if (!cartId || !online) return
    let live = true
    const timer = setTimeout(() => {
      void serial(() => shippingMethodsCall(shippingMethodsAddress({ ...state.shippingDetails })))
        .then((answer) => {
          if (!live) return
          const methods =
            answer.code === 200 && Array.isArray(answer.result)
              ? answer.result.filter((m) => m.available !== false)
              : []
          setShippingMethods(methods)
          const current = methods.find((m) => m.method_code === state.shippingDetails.shippingMethod)
          const chosen = current ?? methods[0]
          if (chosen && !current)
            setCheckout((s) => ({
              shippingDetails: {
                ...s.shippingDetails,
                shippingMethod: chosen.method_code,
                shippingCarrier: chosen.carrier_code,
              },
            }))
        })
        // unreachable meanwhile: the methods shown stay (the connection change asks again)
        .catch(() => live && setShippingMethods((shown) => shown ?? []))
    }, 300)
    return () => {
      live = false
      clearTimeout(timer)
    }
    // the address fields that change the methods; the method itself is chosen here
  }, [cartId, country, zipCode, city, streetAddress, online])

  const method = state.shippingDetails.shippingMethod
  useEffect(() => {
    if (!cartId || !method || !country) return
    const timer = setTimeout(() => {
      void serial(() => syncTotals(shippingInformation(state))).catch((error: unknown) =>
        console.error('Checkout totals failed', error),
      )
    }, 300)
    return () => clearTimeout(timer)
  }, [cartId, method, country, state.paymentDetails.sameAsShipping, state.paymentDetails.country])

  useEffect(() => {
    if (!cartId) return
    let live = true
    void Promise.all([
      serial(() => paymentMethodsCall()).catch(() => null),
      fetchProviderMethods(storeCode).catch((error: unknown) => {
        console.error('Payment methods failed', error)
        return []
      }),
    ]).then(([server, provider]) => {
      if (!live) return
      const fromCart = server?.code === 200 && Array.isArray(server.result) ? server.result : []
      const merged = mergePaymentMethods(fromCart, provider, { serverOnly })
      setPaymentMethods(merged)
      // the spec's default is iDEAL: chosen for the shopper unless another offered method is
      setCheckout((s) => {
        if (merged.some((m) => m.code === s.paymentDetails.paymentMethod)) return {}
        const preset = merged.find((m) => m.code === DEFAULT_PAYMENT_METHOD) ?? merged[0]
        return preset ? { paymentDetails: { ...s.paymentDetails, paymentMethod: preset.code } } : {}
      })
      if (merged.some((m) => m.code === 'ideal'))
        void fetchIssuers(storeCode)
          .then((list) => live && setIssuers(list))
          .catch((error: unknown) => console.error('Issuers failed', error))
    })
    return () => {
      live = false
    }
  }, [cartId, storeCode, serverOnly])

  return { shippingMethods, paymentMethods, issuers, offline: !online }
}
