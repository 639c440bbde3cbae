/**
 * What an order's status change does to the stock the order reserved when it was placed
 * (decision 0024). Placing an order reserves stock at once, before it is paid; an unpaid order
 * that is canceled gives that stock back, once. A paid order never gives stock back through a
 * payment status, and an order canceled and then paid after all (a late "paid") takes its stock
 * again, if it is still there.
 */
import { ORDER_STATUS } from './payment-status.ts'

export type OrderStockMove = 'release' | 'reserve-again' | 'none'

/** Orders whose reservation is still held while they wait for money. */
const UNPAID: readonly string[] = [ORDER_STATUS.pending, ORDER_STATUS.pendingPayment]

export function orderStockMove(from: string, to: string): OrderStockMove {
  if (from === to) return 'none'
  if (to === ORDER_STATUS.canceled) return UNPAID.includes(from) ? 'release' : 'none'
  if (from === ORDER_STATUS.canceled && to === ORDER_STATUS.processing) return 'reserve-again'
  return 'none'
}
