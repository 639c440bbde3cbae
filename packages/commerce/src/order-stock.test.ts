import { describe, expect, it } from 'vitest'
import { orderStockMove, type OrderStockMove } from './order-stock.ts'

describe('orderStockMove', () => {
  it.each<[string, string, OrderStockMove]>([
    // an unpaid order that is canceled gives its stock back
    ['pending', 'canceled', 'release'],
    ['pending_payment', 'canceled', 'release'],
    // a paid (or finished) order never does
    ['processing', 'canceled', 'none'],
    ['complete', 'canceled', 'none'],
    ['closed', 'canceled', 'none'],
    ['holded', 'canceled', 'none'],
    // canceled twice: the stock went back the first time
    ['canceled', 'canceled', 'none'],
    // a late "paid" after a cancel takes the stock again
    ['canceled', 'processing', 'reserve-again'],
    // ordinary progress keeps the reservation as it is
    ['pending', 'pending_payment', 'none'],
    ['pending', 'processing', 'none'],
    ['pending_payment', 'processing', 'none'],
    ['canceled', 'holded', 'none'],
  ])('%s -> %s: %s', (from, to, move) => {
    expect(orderStockMove(from, to)).toBe(move)
  })
})
