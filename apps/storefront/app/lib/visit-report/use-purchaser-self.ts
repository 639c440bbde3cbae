/**
 * Who the purchaser is, for the visit-report screens: their own account (kept aside while they act
 * for a customer, else the signed-in one) as id and name, the default assignee of a new todo.
 * Null for anyone who is no purchaser, and on the server render (the session is the browser's).
 */
import { useActingPurchaser, usePurchaserState } from '../purchaser/use-acting-purchaser.ts'
import { isActing } from '../purchaser/purchaser-store.ts'
import { useTradeAccount } from '../user/trade-account.ts'
import { useUser } from '../user/user-store.ts'
import type { Customer } from '../user/user-types.ts'
import type { Assignee } from './view-rules.ts'

const nameOf = (customer: Pick<Customer, 'firstname' | 'lastname' | 'email'>) =>
  `${customer.firstname ?? ''} ${customer.lastname ?? ''}`.trim() || customer.email

export function usePurchaserSelf(): Assignee | null {
  const state = usePurchaserState()
  const acting = useActingPurchaser()
  const user = useUser()
  const trade = useTradeAccount()
  if (acting && isActing(state)) {
    const own = state.own?.current as Customer | null | undefined
    return { id: acting.purchaserId, name: own ? nameOf(own) : (acting.purchaserEmail ?? '') }
  }
  if (user.token && user.current && trade?.isPurchaser)
    return { id: user.current.id, name: nameOf(user.current) }
  return null
}
