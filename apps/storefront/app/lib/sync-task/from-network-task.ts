/**
 * A network-task call as a sync task (001 §3): the URL with everything the call adds (query,
 * storeCode) and the {{token}} / {{cartId}} placeholders where the session's values go at send
 * time (§7), the JSON payload and the headers.
 */
import { CART_ID_PLACEHOLDER, createSyncTask, TOKEN_PLACEHOLDER, type SyncTask } from './sync-task.ts'

/** The part of NetworkTask this needs (network-task.ts imports us, not the other way round). */
export interface CallShape {
  url: string
  method?: SyncTask['method']
  body?: unknown
  storeCode?: string
  token?: string | null
  cartCall?: boolean
  query?: Record<string, string>
  headers?: Record<string, string>
  binary?: boolean
  silent?: boolean
  isResultCacheable?: boolean
  callbackEvent?: string
}

const BASE = 'http://shop.invalid'
const DEFAULT_QUEUE = 'default'
/** The header that makes a cart change idempotent on the server (apps/api cart-change-key.ts). */
const CHANGE_KEY = 'idempotency-key'

export function toSyncTask(call: CallShape, now: number, queue = DEFAULT_QUEUE): SyncTask {
  const url = new URL(call.url, BASE)
  if (call.cartCall || call.token !== undefined) url.searchParams.set('token', TOKEN_PLACEHOLDER)
  if (call.cartCall) url.searchParams.set('cartId', CART_ID_PLACEHOLDER)
  for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, value)
  if (call.storeCode) url.searchParams.set('storeCode', call.storeCode)
  // URLSearchParams encodes the braces; the placeholders must stay findable
  const search = url.search
    .replaceAll(encodeURIComponent(TOKEN_PLACEHOLDER), TOKEN_PLACEHOLDER)
    .replaceAll(encodeURIComponent(CART_ID_PLACEHOLDER), CART_ID_PLACEHOLDER)
  const where = url.origin === BASE ? url.pathname : `${url.origin}${url.pathname}`
  const headers: Record<string, string> = {
    accept: call.binary ? 'application/pdf, application/json' : 'application/json',
    ...call.headers,
  }
  if (call.body !== undefined) headers['content-type'] = 'application/json'
  const task = createSyncTask(
    {
      url: `${where}${search}`,
      method: call.method ?? 'GET',
      payload: call.body,
      headers,
      queue,
      silent: call.silent,
      isResultCacheable: call.isResultCacheable,
      callbackEvent: call.callbackEvent,
    },
    now,
  )
  // a queued change may go out twice (its answer lost, the page reloaded mid-call): its own id
  // lets the server carry it out once (decision 0244)
  return queue === DEFAULT_QUEUE ? task : { ...task, headers: { ...headers, [CHANGE_KEY]: task.task_id } }
}
