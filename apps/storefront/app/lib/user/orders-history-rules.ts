/**
 * The order history kept with the session (spec 000 §3 User `orders_history`, §7 page size 20,
 * page 1; contract §2: the client merges pages by increment_id). Pure rules, so they are tested
 * apart from storage and network.
 */
import type { HistoryOrder, OrdersHistory } from './user-types.ts'

/** 000 §7 / §9: order history pages of 20, the session loads page 1. */
export const ORDER_HISTORY_PAGE_SIZE = 20

function isOrder(value: unknown): value is HistoryOrder {
  if (!value || typeof value !== 'object') return false
  const order = value as Partial<HistoryOrder>
  return (
    typeof order.entity_id === 'number' &&
    typeof order.increment_id === 'string' &&
    Array.isArray(order.items)
  )
}

/** A page answer (or stored history) as OrdersHistory; null when it is not one. */
export function readOrdersPage(result: unknown): OrdersHistory | null {
  if (!result || typeof result !== 'object') return null
  const {
    items,
    total_count: totalCount,
    total,
  } = result as {
    items?: unknown
    total_count?: unknown
    total?: unknown
  }
  if (!Array.isArray(items)) return null
  const orders = items.filter(isOrder)
  const count =
    typeof totalCount === 'number' ? totalCount : typeof total === 'number' ? total : orders.length
  return { items: orders, total: Math.max(count, orders.length) }
}

/**
 * Merges a fresh page into what is known: orders with the same increment_id take the fresh
 * version (status changes), others are kept; newest (highest entity_id) first. The total is the
 * fresh one.
 */
export function mergeOrders(known: OrdersHistory | null, page: OrdersHistory): OrdersHistory {
  const byNumber = new Map<string, HistoryOrder>()
  for (const order of known?.items ?? []) byNumber.set(order.increment_id, order)
  for (const order of page.items) byNumber.set(order.increment_id, order)
  const items = [...byNumber.values()].sort((a, b) => b.entity_id - a.entity_id)
  return { items, total: Math.max(page.total, items.length) }
}

export function hasMoreOrders(history: OrdersHistory | null): boolean {
  return !!history && history.items.length < history.total
}

/** The page that follows what is loaded (pages are 1-based). */
export function nextOrdersPage(history: OrdersHistory | null): number {
  return Math.floor((history?.items.length ?? 0) / ORDER_HISTORY_PAGE_SIZE) + 1
}
