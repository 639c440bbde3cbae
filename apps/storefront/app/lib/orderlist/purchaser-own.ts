/**
 * A purchaser acting for a customer may copy one of their OWN lists to that customer (decision
 * 0162). Their own lists are read with their own token, which the purchaser takeover keeps aside
 * in local storage while the user store holds the customer's takeover token (h-pui, decision
 * 0155: keys `purchaserId` and `shop/purchaser/own-session`). Read here by those keys so the order
 * lists do not depend on the takeover code's modules; null for everyone who is not acting.
 */
import { networkTask } from '../network-task.ts'
import { cartStoreCode } from '../cart/cart-store-code.ts'
import type { OrderListSummary } from './orderlist-types.ts'

export const PURCHASER_ID_KEY = 'purchaserId'
export const OWN_SESSION_KEY = 'shop/purchaser/own-session'

export interface OwnSession {
  purchaserId: number
  token: string
  /** the purchaser's own customer id: the owner of their lists */
  customerId: number
}

export function readOwnSession(storage: Pick<Storage, 'getItem'> | null = safeStorage()): OwnSession | null {
  if (!storage) return null
  const purchaserId = Number(storage.getItem(PURCHASER_ID_KEY))
  if (!Number.isInteger(purchaserId) || purchaserId <= 0) return null
  try {
    const own = JSON.parse(storage.getItem(OWN_SESSION_KEY) ?? 'null') as {
      token?: unknown
      current?: { id?: unknown } | null
    } | null
    const customerId = Number(own?.current?.id)
    if (typeof own?.token !== 'string' || !own.token || !Number.isInteger(customerId)) return null
    return { purchaserId, token: own.token, customerId }
  } catch {
    return null
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** The purchaser's own lists; null when they could not be read. */
export async function fetchOwnLists(own: OwnSession): Promise<OrderListSummary[] | null> {
  const answer = await networkTask<OrderListSummary[]>({
    url: '/api/orderlist/lists',
    query: { customer_id: String(own.customerId) },
    token: own.token,
    ownToken: true,
    storeCode: cartStoreCode() || undefined,
  }).catch(() => null)
  return answer?.code === 200 && Array.isArray(answer.result) ? answer.result : null
}
