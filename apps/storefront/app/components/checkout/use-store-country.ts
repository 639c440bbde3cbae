import { useEffect } from 'react'
import { setCheckout, type CheckoutState } from '../../lib/checkout/checkout-store.ts'
import type { StorefrontStore } from '../../lib/store-view.ts'

/** A fresh checkout starts in the store's own country (NL, or DE under /de). */
export function useStoreCountry(state: CheckoutState, store: StorefrontStore): void {
  useEffect(() => {
    if (state.modifiedAt === 0 && state.shippingDetails.country !== store.view.defaultCountry)
      setCheckout((s) => ({
        shippingDetails: { ...s.shippingDetails, country: store.view.defaultCountry },
        paymentDetails: { ...s.paymentDetails, country: store.view.defaultCountry },
      }))
  }, [state.modifiedAt, state.shippingDetails.country, store.view.defaultCountry])
}
