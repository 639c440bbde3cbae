/** What cart actions need from the page: texts, and the way to the checkout unless it is external. */
import { useNavigate } from 'react-router'
import type { CartUi } from '../../lib/cart/cart-actions.ts'
import { useExternalCheckoutUrl } from '../../lib/cart/external-checkout.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'

export function useCartUi(): CartUi {
  const t = useT()
  const store = useStore()
  const navigate = useNavigate()
  const external = !!useExternalCheckoutUrl()
  return {
    t,
    externalCheckout: external,
    proceedToCheckout: () => void navigate(localPath('/checkout', store)),
  }
}
