import { describe, expect, it } from 'vitest'
import {
  hasMoreOrders,
  mergeOrders,
  nextOrdersPage,
  ORDER_HISTORY_PAGE_SIZE,
  readOrdersPage,
} from './orders-history-rules.ts'
import type { HistoryOrder } from './user-types.ts'

const order = (id: number, status = 'pending'): HistoryOrder => ({
  entity_id: id,
  increment_id: String(100000000 + id),
  created_at: '2026-01-01 10:00:00',
  status,
  grand_total: 10,
  items: [],
})

describe('order history of the session', () => {
  it('reads an order-history answer, skipping entries that are no orders', () => {
    expect(readOrdersPage({ items: [order(2), { entity_id: 'x' }, order(1)], total_count: 41 })).toEqual({
      items: [order(2), order(1)],
      total: 41,
    })
    expect(readOrdersPage("The consumer isn't authorized to access self.")).toBeNull()
    expect(readOrdersPage({ items: 'none' })).toBeNull()
    // a stored history reads back as it was written
    expect(readOrdersPage({ items: [order(1)], total: 1 })).toEqual({ items: [order(1)], total: 1 })
  })

  it('merges pages by increment_id, newest first, the fresh version winning', () => {
    const first = { items: [order(5), order(4)], total: 4 }
    const second = { items: [order(3), order(2)], total: 4 }
    const merged = mergeOrders(first, second)
    expect(merged.items.map((o) => o.entity_id)).toEqual([5, 4, 3, 2])
    // page 1 again, with a new order and a changed status: nothing loaded before is lost
    const again = mergeOrders(merged, { items: [order(6), order(5, 'processing')], total: 5 })
    expect(again.items.map((o) => [o.entity_id, o.status])).toEqual([
      [6, 'pending'],
      [5, 'processing'],
      [4, 'pending'],
      [3, 'pending'],
      [2, 'pending'],
    ])
    expect(again.total).toBe(5)
  })

  it('knows whether more pages exist and which one is next', () => {
    expect(hasMoreOrders(null)).toBe(false)
    expect(nextOrdersPage(null)).toBe(1)
    const page = {
      items: Array.from({ length: ORDER_HISTORY_PAGE_SIZE }, (_, i) => order(100 - i)),
      total: 25,
    }
    expect(hasMoreOrders(page)).toBe(true)
    expect(nextOrdersPage(page)).toBe(2)
    expect(hasMoreOrders({ items: page.items, total: ORDER_HISTORY_PAGE_SIZE })).toBe(false)
  })
})
