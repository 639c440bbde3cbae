/**
 * Who the purchaser is acting for, for any component that shows or offers purchaser functions
 * (the banner, the line-discount dialog): null for everyone else, for a customer, and on the
 * server render (the session is the browser's), so a customer never sees purchaser UI.
 */
import { useSyncExternalStore } from 'react'
import { useUser } from '../user/user-store.ts'
import { tradeAccountOf } from '../user/trade-account.ts'
import {
  EMPTY_PURCHASER,
  getPurchaser,
  isActing,
  modeOf,
  subscribePurchaser,
  type PurchaserMode,
  type PurchaserState,
} from './purchaser-store.ts'

export interface ActedCustomer {
  id: number
  email: string
  name: string
  company: string | null
  /** the customer's number in the back office (D10001) */
  backofficeId: string | null
}

export interface ActingPurchaser {
  purchaserId: number
  purchaserEmail: string | null
  customer: ActedCustomer
  mode: PurchaserMode
}

export function usePurchaserState(): PurchaserState {
  return useSyncExternalStore(subscribePurchaser, getPurchaser, () => EMPTY_PURCHASER)
}

export function useActingPurchaser(): ActingPurchaser | null {
  const state = usePurchaserState()
  const user = useUser()
  const customer = user.current
  if (!isActing(state) || state.purchaserId === null || !user.token || !customer) return null
  const trade = tradeAccountOf(customer)
  return {
    purchaserId: state.purchaserId,
    purchaserEmail: state.purchaserEmail,
    mode: modeOf(state),
    customer: {
      id: customer.id,
      email: customer.email,
      name: `${customer.firstname} ${customer.lastname}`.trim(),
      company: trade?.company ?? null,
      backofficeId: trade?.backofficeId ?? null,
    },
  }
}
