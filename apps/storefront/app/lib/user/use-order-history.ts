/** The customer's orders from /api/user/order-history (000 §4: loaded with the session). */
import { useEffect, useState } from 'react'
import { orderHistoryCall } from './user-api.ts'
import type { HistoryOrder } from './user-types.ts'

export type OrdersState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; orders: HistoryOrder[] }

/** pageSize 100 (the server's maximum): one page holds a shop customer's orders in practice. */
export function useOrderHistory(token: string | null): OrdersState {
  const [state, setState] = useState<OrdersState>({ status: 'loading' })
  useEffect(() => {
    if (!token) return
    let live = true
    orderHistoryCall(1, 100)
      .then((answer) => {
        if (!live) return
        const result = answer.result
        if (answer.code === 200 && result && typeof result === 'object' && Array.isArray(result.items))
          setState({ status: 'ready', orders: result.items })
        else setState({ status: 'error' })
      })
      .catch(() => live && setState({ status: 'error' }))
    return () => {
      live = false
    }
  }, [token])
  return state
}
