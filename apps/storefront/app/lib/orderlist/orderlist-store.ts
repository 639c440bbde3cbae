/**
 * Order list state of spec 001 §3, under the spec's names. It lives in memory only: lists belong
 * to the server, and a purchaser switching customers must never see the previous customer's lists
 * from storage. Screens read it with useOrderListState(); the actions below keep it in step.
 */
import { useSyncExternalStore } from 'react'
import * as api from './orderlist-api.ts'
import type { OrderListItem, OrderListSummary, Outcome } from './orderlist-types.ts'

export interface OrderListState {
  /** whether the signed-in customer may open current_list_id (is-allowed) */
  is_allowed_current_list: boolean | null
  /** the ids of the customer's lists */
  customer_list_ids: number[]
  current_list_id: number | null
  current_list_items: OrderListItem[]
  /** the customer's lists with their names and counts */
  lists_items: OrderListSummary[]
  /** for whom the lists were read: another customer (purchaser switch) reads them again */
  customer_id: number | null
  loaded: boolean
}

export const EMPTY_ORDER_LIST_STATE: OrderListState = {
  is_allowed_current_list: null,
  customer_list_ids: [],
  current_list_id: null,
  current_list_items: [],
  lists_items: [],
  customer_id: null,
  loaded: false,
}

let state: OrderListState = EMPTY_ORDER_LIST_STATE
const listeners = new Set<() => void>()

export const getOrderListState = (): OrderListState => state

export function setOrderListState(update: Partial<OrderListState>): void {
  state = { ...state, ...update }
  listeners.forEach((listener) => listener())
}

export function subscribeOrderLists(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useOrderListState(): OrderListState {
  return useSyncExternalStore(subscribeOrderLists, getOrderListState, () => EMPTY_ORDER_LIST_STATE)
}

/** Reads the customer's lists (again). */
export async function loadLists(customerId: number): Promise<Outcome<OrderListSummary[]>> {
  if (state.customer_id !== customerId)
    setOrderListState({ ...EMPTY_ORDER_LIST_STATE, customer_id: customerId })
  const answer = await api.fetchLists(customerId)
  if (answer.ok) {
    const lists = Array.isArray(answer.value) ? answer.value : []
    setOrderListState({
      lists_items: lists,
      customer_list_ids: lists.map((list) => list.list_id),
      loaded: true,
    })
  } else setOrderListState({ loaded: true })
  return answer
}

/** Opens one list: asks is-allowed first, then its items. */
export async function openList(customerId: number, listId: number): Promise<Outcome<OrderListItem[]>> {
  setOrderListState({
    customer_id: customerId,
    current_list_id: listId,
    current_list_items: [],
    is_allowed_current_list: null,
  })
  const allowed = await api.isAllowed(customerId, listId)
  if (!allowed.ok || allowed.value !== true) {
    setOrderListState({ is_allowed_current_list: false })
    return allowed.ok ? { ok: false, code: 403, message: '' } : allowed
  }
  const items = await api.fetchListItems(customerId, listId)
  setOrderListState({
    is_allowed_current_list: true,
    current_list_items: items.ok && Array.isArray(items.value) ? sortItems(items.value) : [],
  })
  return items
}

export const sortItems = (items: OrderListItem[]): OrderListItem[] =>
  [...items].sort((a, b) => a.position - b.position || a.item_id - b.item_id)

/** A list's lines moved one place up (-1) or down (+1); the same array when it cannot move. */
export function moveItem(items: OrderListItem[], itemId: number, step: -1 | 1): OrderListItem[] {
  const from = items.findIndex((item) => item.item_id === itemId)
  const to = from + step
  if (from < 0 || to < 0 || to >= items.length) return items
  const next = [...items]
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved!)
  return next.map((item, position) => ({ ...item, position }))
}
