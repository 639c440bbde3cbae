/**
 * The ONE way the browser calls /api (ARCHITECTURE.md "Storefront"): adds storeCode (and later
 * token and cartId), reads `code` from the body, rejects non-JSON answers with the spec's messages.
 * Token refresh and the offline queue are added here by later issues.
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
}

export interface TaskResult<T = unknown> {
  code: number
  result: T
  meta?: unknown
}

export async function networkTask<T = unknown>(task: NetworkTask): Promise<TaskResult<T>> {
  const url = new URL(task.url, window.location.origin)
  if (task.storeCode) url.searchParams.set('storeCode', task.storeCode)
  const res = await fetch(url, {
    method: task.method ?? 'GET',
    headers: task.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
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
