/**
 * The ONE way the browser calls /api (ARCHITECTURE.md "Storefront"): adds storeCode, the user
 * token and the cart id (contract §1.3: a guest sends `token=` empty), reads `code` from the body,
 * rejects non-JSON answers with the spec's messages, and runs the token-refresh lock (001 §4, §8).
 * The offline queue is added here by a later issue.
 */
import { isGroupPricedCall, withGroupToken } from './customer-group.ts'
import { purchaserQuery } from './purchaser/purchaser-store.ts'

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
  /** send exactly this token, not the session's (a purchaser's own call while acting: h-lui) */
  ownToken?: boolean
  /**
   * the answer is a file (an invoice PDF, issue 18): a 2xx non-JSON answer comes back as a Blob in
   * `result`; refusals still arrive as the JSON envelope
   */
  binary?: boolean
}

export const MSG_NO_CART_ID = 'No cart id: the cart call was not sent'

/** The client version sent as x-client (spec 000 §9) on payment-service calls. */
export const CLIENT_VERSION = '1.4.2'

export interface TaskResult<T = unknown> {
  code: number
  result: T
  meta?: unknown
}

/** One HTTP exchange, without the token lock (the refresh call itself goes this way). */
async function sendTask<T>(task: NetworkTask): Promise<TaskResult<T>> {
  const url = new URL(task.url, window.location.origin)
  if (task.cartCall || task.token !== undefined) url.searchParams.set('token', task.token ?? '')
  if (task.cartCall) {
    if (!task.cartId) throw new Error(MSG_NO_CART_ID)
    url.searchParams.set('cartId', task.cartId)
  }
  for (const [key, value] of Object.entries(task.query ?? {})) url.searchParams.set(key, value)
  if (task.storeCode) url.searchParams.set('storeCode', task.storeCode)
  const headers: Record<string, string> = {
    accept: task.binary ? 'application/pdf, application/json' : 'application/json',
    ...task.headers,
  }
  if (task.body !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(url, {
    method: task.method ?? 'GET',
    headers,
    body: task.body === undefined ? undefined : JSON.stringify(task.body),
  })
  const contentType = res.headers.get('content-type') ?? ''
  if (task.binary && res.ok && !contentType.includes('application/json'))
    return { code: res.status, result: (await res.blob()) as T }
  if (!contentType.includes('application/json')) throw new Error(MSG_BAD_CONTENT_TYPE)
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

/** 001 §8 texts of the token refresh. */
export const MSG_REFRESH_FATAL =
  'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.'
export const MSG_REFRESH_UNAUTHORIZED =
  'Error refreshing user token. User is not authorized to access the resource'
/** 001 §9: waiting tasks look again after 1000 ms. */
export const TOKEN_RETRY_MS = 1000
/** The spec does not show the configured maximum (decision 0070). */
export const MAX_TASK_ATTEMPTS = 10

/** What the session owner (lib/user) lends the client: its tokens and what to do on the outcomes. */
export interface TokenSession {
  token(): string | null
  refreshToken(): string | null
  refreshed(token: string, refreshToken: string | null): void
  /** the refresh was refused: log out silently and open the sign-up modal */
  failed(): void
  /** the maximum attempts passed: show the message, log out and reload */
  fatal(message: string): void
  /** the customer's groupToken (contract §2), for the catalogue's group prices */
  groupToken?(): string | null
}

let session: TokenSession | null = null
/** 0 idle, positive while a refresh runs, -1 when the last refresh failed (001 §4). */
let tokenLock = 0

export function setTokenSession(next: TokenSession | null): void {
  session = next
}

export function getTokenLock(): number {
  return tokenLock
}

/** A new login starts with a clean lock. */
export function resetTokenLock(): void {
  tokenLock = 0
}

/** Tokens this close to their expiry count as expired (clocks of browser and server differ). */
const EXPIRY_MARGIN_MS = 60_000

/**
 * A readable token (JWT) well before its `exp`: a 401 for it refuses the resource (a cart that is
 * not the customer's), not the token, so a refresh would not help (decision 0070).
 */
export function tokenLooksValid(token: string, now = Date.now()): boolean {
  const payload = token.split('.')[1]
  if (!payload) return false
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown }
    return typeof claims.exp === 'number' && claims.exp * 1000 - EXPIRY_MARGIN_MS > now
  } catch {
    return false
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

async function refreshTokens(): Promise<boolean> {
  const refreshToken = session?.refreshToken()
  if (!session || !refreshToken) return false
  const answer = await sendTask<string>({
    url: '/api/user/refresh',
    method: 'POST',
    body: { refreshToken },
    headers: { 'x-client': CLIENT_VERSION },
  }).catch(() => null)
  if (answer?.code !== 200 || typeof answer.result !== 'string' || !answer.result) return false
  const meta = answer.meta as { refreshToken?: unknown } | undefined
  session.refreshed(answer.result, typeof meta?.refreshToken === 'string' ? meta.refreshToken : null)
  return true
}

const RENDER_LIST = /^\/api\/product\/render-list$/

/**
 * What a logged-in customer's calls carry for their prices (decisions 0053, 0077): catalogue
 * searches and url lookups the groupToken in their JSON, render-list calls the access token.
 * Every caller gets this here, so no catalogue call can forget it.
 */
export function forCustomer(
  task: NetworkTask,
  groupToken: string | null,
  userToken: string | null,
): NetworkTask {
  if (groupToken && isGroupPricedCall(task.url, task.method))
    return { ...task, body: withGroupToken(task.body, groupToken) }
  const path = new URL(task.url, 'http://shop.invalid').pathname
  if (userToken && task.token === undefined && RENDER_LIST.test(path)) return { ...task, token: userToken }
  return task
}

/**
 * Spec 001 §6: while a purchaser acts for a customer in Apart-cart mode, every call made with the
 * user (takeover) token carries `purchaser=<id>`; it is added here so no call can forget it
 * (decision 0156). Calls without a user token (catalogue, login, refresh, the purchaser's own
 * calls, which pass their token themselves) go without it.
 */
export function withPurchaser(task: NetworkTask): NetworkTask {
  if (!task.token) return task
  const query = purchaserQuery()
  return query.purchaser ? { ...task, query: { ...task.query, ...query } } : task
}

/**
 * The call with the token lock: a 401 on a call that carried a user token starts one refresh;
 * calls arriving meanwhile wait and then go again with the new token; a failed refresh makes
 * them end with 401. A call refused again after its refresh gets that 401 (the token is fine, the
 * resource is not the customer's, e.g. the cart's guest bypass of 000 §4): no second refresh.
 */
export async function networkTask<T = unknown>(given: NetworkTask): Promise<TaskResult<T>> {
  const task = withPurchaser(forCustomer(given, session?.groupToken?.() ?? null, session?.token() ?? null))
  const carriesToken = Boolean(task.token)
  let refreshed = false
  for (let attempt = 1; ; attempt++) {
    if (attempt > MAX_TASK_ATTEMPTS) {
      tokenLock = -1
      session?.fatal(MSG_REFRESH_FATAL)
      return { code: 401, result: MSG_REFRESH_FATAL as T }
    }
    if (carriesToken && tokenLock > 0) {
      await wait(TOKEN_RETRY_MS)
      continue
    }
    if (carriesToken && tokenLock < 0) return { code: 401, result: MSG_REFRESH_UNAUTHORIZED as T }
    // the token may have been renewed since the caller read it
    const token = carriesToken && session && !task.ownToken ? session.token() || task.token : task.token
    const answer = await sendTask<T>({ ...task, token })
    if (
      answer.code !== 401 ||
      !carriesToken ||
      !session ||
      refreshed ||
      task.ownToken ||
      tokenLooksValid(token ?? '')
    )
      return answer
    refreshed = true
    if (tokenLock > 0) continue // another call is refreshing: wait for it, then go again
    // a parallel call's refresh was refused meanwhile: the session is over, no second attempt
    if (tokenLock < 0) return { code: 401, result: MSG_REFRESH_UNAUTHORIZED as T }
    tokenLock = 1
    if (await refreshTokens()) {
      tokenLock = 0
      continue
    }
    tokenLock = -1
    session.failed()
    return { code: 401, result: MSG_REFRESH_UNAUTHORIZED as T }
  }
}
