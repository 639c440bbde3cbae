/**
 * The ONE way the browser calls /api (ARCHITECTURE.md "Storefront"): adds storeCode, the user
 * token and the cart id (contract §1.3: a guest sends `token=` empty), reads `code` from the body,
 * rejects non-JSON answers with the spec's messages. Token refresh and the offline queue are
 * added here by later issues.
 */
export const MSG_BAD_CONTENT_TYPE = 'Error with response - bad content-type!'
export const MSG_WRONG_FORMAT = 'Unhandled error, wrong response format!'

export interface NetworkTask {
  url: string
  method?: 'GET' | 'POST' | 'DELETE'
  body?: unknown
  storeCode?: string
  /** catalogue and url-map answers are not enveloped */
  raw?: boolean
  /** the user token: sent as `token` (empty for guests) whenever the call is a token call */
  token?: string | null
  /** the cart id; a cart call without one is not sent at all (contract §1.3) */
  cartId?: string | null
  /** the call needs `token` and `cartId` in the query (cart calls) */
  cartCall?: boolean
  /** extra query parameters */
  query?: Record<string, string>
  headers?: Record<string, string>
}

export const MSG_NO_CART_ID = 'No cart id: the cart call was not sent'

/** The client version sent as x-client (spec 000 §9) on payment-service calls. */
export const CLIENT_VERSION = '1.4.2'

export interface TaskResult<T = unknown> {
  code: number
  result: T
  meta?: unknown
}

export async function networkTask<T = unknown>(task: NetworkTask): Promise<TaskResult<T>> {
  const url = new URL(task.url, window.location.origin)
  if (task.cartCall || task.token !== undefined) url.searchParams.set('token', task.token ?? '')
  if (task.cartCall) {
    if (!task.cartId) throw new Error(MSG_NO_CART_ID)
    url.searchParams.set('cartId', task.cartId)
  }
  for (const [key, value] of Object.entries(task.query ?? {})) url.searchParams.set(key, value)
  if (task.storeCode) url.searchParams.set('storeCode', task.storeCode)
  const headers: Record<string, string> = { accept: 'application/json', ...task.headers }
  if (task.body !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(url, {
    method: task.method ?? 'GET',
    headers,
    body: task.body === undefined ? undefined : JSON.stringify(task.body),
  })
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) throw new Error(MSG_BAD_CONTENT_TYPE)
  let body: unknown
  try {
    body = await res.json()
  } catch {
    throw new Error(MSG_WRONG_FORMAT)
  }
  if (task.raw) return { code: res.status, result: body as T }
  if (!body || typeof body !== 'object' || !('code' in body)) throw new Error(MSG_WRONG_FORMAT)
  const envelope = body as TaskResult<T>
  return { code: Number(envelope.code), result: envelope.result, meta: envelope.meta }
}
