/**
 * One HTTP exchange of a sync task (001 §7, §8), without the token lock: the placeholders get the
 * session's values, only JSON is accepted, the envelope's `code` is read. A request that does not
 * reach the server is a ShopUnreachableError and marks the shop unreachable; any answer marks it
 * reachable (lib/offline/connection.ts).
 */
import { reportReachable, reportUnreachable } from './offline/connection.ts'
import { fillPlaceholders, ShopUnreachableError, type SyncTask } from './sync-task/index.ts'

export const MSG_BAD_CONTENT_TYPE = 'Error with response - bad content-type!'
export const MSG_WRONG_FORMAT = 'Unhandled error, wrong response format!'
export const MSG_NO_CART_ID = 'No cart id: the cart call was not sent'

/** The answer as network-task.ts hands it out. */
export interface ExchangeResult<T = unknown> {
  code: number
  result: T
  meta?: unknown
}

/** The browser's event target is there (unit tests stub `window` with a location only). */
export function inBrowser(): boolean {
  return typeof window !== 'undefined' && typeof window.addEventListener === 'function'
}

/** Flags of the answer's handling that are not part of the stored task. */
export interface AnswerFlags {
  raw?: boolean
  binary?: boolean
}

/**
 * One HTTP exchange of a sync task, without the token lock (the refresh call itself goes this
 * way). The placeholders get `values`; a request that does not reach the server is a
 * ShopUnreachableError and marks the shop unreachable, any answer marks it reachable.
 */
export async function sendSyncTask<T>(
  task: SyncTask,
  values: { token: string | null; cartId: string | null },
  flags: AnswerFlags = {},
): Promise<ExchangeResult<T>> {
  const filled = fillPlaceholders(task.url, values)
  if (!filled.ok) throw new Error(MSG_NO_CART_ID)
  const url = new URL(filled.url, window.location.origin)
  let res: Response
  try {
    res = await fetch(url, {
      method: task.method,
      headers: task.headers,
      body: task.payload === undefined ? undefined : JSON.stringify(task.payload),
    })
  } catch (error) {
    if (inBrowser()) reportUnreachable()
    throw new ShopUnreachableError(error)
  }
  if (inBrowser()) reportReachable()
  const contentType = res.headers.get('content-type') ?? ''
  if (flags.binary && res.ok && !contentType.includes('application/json'))
    return { code: res.status, result: (await res.blob()) as T }
  if (!contentType.includes('application/json')) throw new Error(MSG_BAD_CONTENT_TYPE)
  let body: unknown
  try {
    body = await res.json()
  } catch {
    throw new Error(MSG_WRONG_FORMAT)
  }
  if (flags.raw) return { code: res.status, result: body as T }
  if (!body || typeof body !== 'object' || !('code' in body)) throw new Error(MSG_WRONG_FORMAT)
  const envelope = body as ExchangeResult<T>
  return { code: Number(envelope.code), result: envelope.result, meta: envelope.meta }
}
