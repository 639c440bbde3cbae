/**
 * Loading the order history into the session (spec 000 §4: with a token the profile and the order
 * history load at session start; contract §2: the same after login). The account pages show what
 * the session holds at once and refresh it; older pages load on demand and merge in.
 */
import { useEffect, useState } from 'react'
import { orderHistoryCall } from './user-api.ts'
import { getUser, setUser, useUser } from './user-store.ts'
import {
  hasMoreOrders,
  mergeOrders,
  nextOrdersPage,
  ORDER_HISTORY_PAGE_SIZE,
  readOrdersPage,
} from './orders-history-rules.ts'
import type { HistoryOrder, OrdersHistory } from './user-types.ts'

/** Loads one page and merges it into the session; false when the call failed. */
async function loadPage(page: number): Promise<boolean> {
  const token = getUser().token
  if (!token) return false
  const answer = await orderHistoryCall(page, ORDER_HISTORY_PAGE_SIZE).catch(() => null)
  const loaded = answer?.code === 200 ? readOrdersPage(answer.result) : null
  // the session may have ended (or changed hands) while the call ran
  if (!loaded || getUser().token !== token) return false
  setUser({ ordersHistory: mergeOrders(getUser().ordersHistory, loaded) })
  return true
}

/** Page 1 (size 20): at session start, after login, and when an orders page opens. */
export const loadOrdersHistory = (): Promise<boolean> => loadPage(1)

/** The next page of older orders. */
export const loadMoreOrders = (): Promise<boolean> => loadPage(nextOrdersPage(getUser().ordersHistory))

/** Loads older pages until the order is known or none are left (an order page opened by its link). */
export async function findOrder(entityId: number): Promise<HistoryOrder | null> {
  const known = () => getUser().ordersHistory?.items.find((o) => o.entity_id === entityId) ?? null
  while (!known() && hasMoreOrders(getUser().ordersHistory)) {
    if (!(await loadMoreOrders())) break
  }
  return known()
}

export type OrdersState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; history: OrdersHistory; refreshing: boolean }

/** The session's order history for a page, refreshed once when the page opens. */
export function useOrderHistory(): OrdersState {
  const { token, ordersHistory } = useUser()
  const [refresh, setRefresh] = useState<'running' | 'done' | 'failed'>('running')
  useEffect(() => {
    if (!token) return
    let live = true
    setRefresh('running')
    void loadOrdersHistory().then((ok) => live && setRefresh(ok ? 'done' : 'failed'))
    return () => {
      live = false
    }
  }, [token])
  if (ordersHistory) return { status: 'ready', history: ordersHistory, refreshing: refresh === 'running' }
  return refresh === 'failed' ? { status: 'error' } : { status: 'loading' }
}
