/**
 * The order-list calls of spec 001 §7 through the one network client (lib/network-task.ts), so the
 * user token and, while a purchaser acts for a customer, the `purchaser` parameter travel exactly
 * as on the cart calls. `customer_id` is the customer the session is for (the acted-for customer
 * when a purchaser has taken one over); the server checks it (actsFor).
 */
import { networkTask, type TaskResult } from '../network-task.ts'
import { getUser } from '../user/user-store.ts'
import { cartStoreCode } from '../cart/cart-store-code.ts'
import type { OrderListItem, OrderListSummary, Outcome } from './orderlist-types.ts'

const BASE = '/api/orderlist'

/** The spec's guest text (001 §5), also what the server answers with 401. */
export const MSG_LOGIN_FOR_LISTS = 'U need to be loggedin to access your favorites.'
export const MSG_MISSING_LIST_NAME = 'Missing list name.'
/** order_list.name is varchar(128) */
export const LIST_NAME_MAX = 128

export function currentCustomerId(): number | null {
  const user = getUser()
  return user.token && user.current ? Number(user.current.id) : null
}

function outcome<T>(answer: TaskResult<unknown> | null): Outcome<T> {
  if (!answer) return { ok: false, code: 0, message: '' }
  if (answer.code === 200) return { ok: true, value: answer.result as T }
  const result = answer.result as unknown
  const message =
    typeof result === 'string'
      ? result
      : result && typeof result === 'object' && 'message' in result
        ? String((result as { message: unknown }).message)
        : ''
  return { ok: false, code: answer.code, message }
}

async function call<T>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown; query?: Record<string, string> } = {},
): Promise<Outcome<T>> {
  const token = getUser().token
  if (!token) return { ok: false, code: 401, message: MSG_LOGIN_FOR_LISTS }
  const answer = await networkTask({
    url: `${BASE}/${path}`,
    method: init.method ?? 'GET',
    body: init.body,
    query: init.query,
    token,
    // names and paths of the lines in the page's store view
    storeCode: cartStoreCode() || undefined,
  }).catch(() => null)
  return outcome<T>(answer)
}

const q = (values: Record<string, number | string>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]))

export const fetchLists = (customerId: number) =>
  call<OrderListSummary[]>('lists', { query: q({ customer_id: customerId }) })

export const fetchListItems = (customerId: number, listId: number) =>
  call<OrderListItem[]>('items', { query: q({ customer_id: customerId, list_id: listId }) })

export const isAllowed = (customerId: number, listId: number) =>
  call<boolean>('is-allowed', { query: q({ customer_id: customerId, list_id: listId }) })

export const productOnList = (customerId: number, listId: number, entityId: number) =>
  call<boolean>('product-on-list', {
    query: q({ customer_id: customerId, list_id: listId, entity_id: entityId }),
  })

export const addList = (customerId: number, name: string) =>
  call<{ list_id: number; name: string }>('add-list', { method: 'POST', body: { customerId, name } })

export const copyList = (customerId: number, listId: number, name: string) =>
  call<{ list_id: number; name: string }>('copy', { method: 'POST', body: { customerId, listId, name } })

export const renameList = (customerId: number, listId: number, name: string) =>
  call<unknown>('rename', { method: 'POST', body: { customerId, listId, name } })

export const deleteList = (customerId: number, listId: number) =>
  call<unknown>('list', { method: 'DELETE', body: { customerId, listId } })

export const addProduct = (
  customerId: number,
  listId: number,
  entityId: number,
  options: { childSku?: string | null; defaultAmount?: number } = {},
) =>
  call<unknown>('add-product', {
    method: 'POST',
    body: {
      customerId,
      listId,
      entityId,
      ...(options.childSku ? { childData: { sku: options.childSku } } : {}),
      defaultAmount: options.defaultAmount ?? 0,
    },
  })

export const removeItem = (customerId: number, listId: number, entityId: number, childSku?: string | null) =>
  call<unknown>('item', {
    method: 'DELETE',
    body: { customerId, listId, entityId, ...(childSku ? { childSku } : {}) },
  })

export const reorderItems = (customerId: number, listId: number, order: number[]) =>
  call<unknown>('reorder', { method: 'POST', body: { customerId, listId, order } })
