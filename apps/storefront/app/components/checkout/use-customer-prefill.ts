/**
 * Fills an untouched checkout from the signed-in customer's account (lib/checkout/customer-details.ts)
 * once the profile is there; the session is the browser's, so this runs after hydration.
 */
import { useEffect } from 'react'
import { prefillFromCustomer } from '../../lib/checkout/customer-details.ts'
import { getCheckout, setCheckout } from '../../lib/checkout/checkout-store.ts'
import { useUser } from '../../lib/user/user-store.ts'

export function useCustomerPrefill(): void {
  const customer = useUser().current
  useEffect(() => {
    if (!customer) return
    const filled = prefillFromCustomer(getCheckout(), customer)
    // filled counts as a change: the store's default country must not overwrite the address's
    if (filled) setCheckout({ ...filled, modifiedAt: Date.now() })
  }, [customer])
}
