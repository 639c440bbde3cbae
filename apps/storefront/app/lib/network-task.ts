/**
 * The ONE way the browser calls /api (ARCHITECTURE.md "Storefront"): adds storeCode, the user
 * token and the cart id (contract §1.3: a guest sends `token=` empty), reads `code` from the body,
 * rejects non-JSON answers with the spec's messages, and runs the token-refresh lock (001 §4, §8).
 * Every call is a sync task (001 §3, lib/sync-task): its URL carries {{token}} and {{cartId}}
 * placeholders filled at send time. Cart changes go through the sync-task queue, so one made while
 * the shop cannot be reached waits (in IndexedDB) and is sent, in order, on going online (issue 20).
 */
import { isGroupPricedCall, withGroupToken } from './customer-group.ts'
import { inBrowser, sendSyncTask, type AnswerFlags } from './network-exchange.ts'
import { isOnline, onConnectionChange } from './offline/connection.ts'
import { purchaserQuery } from './purchaser/purchaser-store.ts'
import {
  cartIdMissingMessage,
  clearSyncTasks,
  needsCartId,
  processSyncQueue,
  queueOf,
  resultCacheKey,
  setSyncTaskSender,
  ShopUnreachableError,
  toSyncTask,
  anyWaitingSyncTasks,
  enqueueSyncTask,
  TOKEN_PLACEHOLDER,
  tokenGate,
  type SyncTask,
  type TaskAnswer,
} from './sync-task/index.ts'

export { MSG_BAD_CONTENT_TYPE, MSG_NO_CART_ID, MSG_WRONG_FORMAT } from './network-exchange.ts'

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
  /**
   * the queue this call waits in when the shop cannot be reached; by default queueable.ts decides
   * (cart changes: 'cart'), false never queues it
   */
  queue?: string | false
  /** §8: no error notification for a refusal of this call when it is replayed (its caller is gone) */
  silent?: boolean
  /** §4: the answer is kept (browser cache) and answers this GET while the shop cannot be reached */
  isResultCacheable?: boolean
  /** the sync task's callback_event */
  callbackEvent?: string
}

/** The client version sent as x-client (spec 000 §9) on payment-service calls. */
export const CLIENT_VERSION = '1.4.2'

export interface TaskResult<T = unknown> {
  code: number
  result: T
  meta?: unknown
}

/** A direct exchange of a NetworkTask (the refresh call). */
function sendTask<T>(task: NetworkTask): Promise<TaskResult<T>> {
  return sendSyncTask<T>(
    toSyncTask(task, Date.now()),
    { token: task.token ?? null, cartId: task.cartId ?? null },
    task,
  )
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

/** The session's values and duties for a queued task: lib/cart lends the cart id and its re-creation. */
let cartIdSource: () => string | null = () => null
let recreateCart: (() => Promise<unknown>) | null = null

export function setCartIdSource(source: () => string | null): void {
  cartIdSource = source
}

/** How a task that needs a cart id gets one when the cart has none (001 §8: the cart is re-created). */
export function setCartRecreate(recreate: (() => Promise<unknown>) | null): void {
  recreateCart = recreate
}

interface LockedRun {
  sync: SyncTask
  /** the call carried a user token: the lock applies and a 401 may start a refresh */
  carriesToken: boolean
  ownToken: boolean
  token: string | null | undefined
  cartId: () => string | null
  flags: AnswerFlags
}

/**
 * The call with the token lock: a 401 on a call that carried a user token starts one refresh;
 * calls arriving meanwhile wait and then go again with the new token; a failed refresh makes
 * them end with 401 and clears the unsent sync tasks (001 §4). A call refused again after its
 * refresh gets that 401 (the token is fine, the resource is not the customer's, e.g. the cart's
 * guest bypass of 000 §4): no second refresh.
 */
async function runLocked<T>(run: LockedRun): Promise<TaskResult<T>> {
  const { carriesToken } = run
  let refreshed = false
  for (let attempt = 1; ; attempt++) {
    if (attempt > MAX_TASK_ATTEMPTS) {
      tokenLock = -1
      session?.fatal(MSG_REFRESH_FATAL)
      return { code: 401, result: MSG_REFRESH_FATAL as T }
    }
    const gate = carriesToken ? tokenGate(tokenLock) : 'go'
    if (gate === 'wait') {
      await wait(TOKEN_RETRY_MS)
      continue
    }
    if (gate === 'abort') return { code: 401, result: MSG_REFRESH_UNAUTHORIZED as T }
    // the token may have been renewed since the caller read it
    const token = carriesToken && session && !run.ownToken ? session.token() || run.token : run.token
    const answer = await sendSyncTask<T>(run.sync, { token: token ?? null, cartId: run.cartId() }, run.flags)
    if (
      answer.code !== 401 ||
      !carriesToken ||
      !session ||
      refreshed ||
      run.ownToken ||
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
    void clearSyncTasks().catch(() => undefined)
    return { code: 401, result: MSG_REFRESH_UNAUTHORIZED as T }
  }
}

/**
 * Sends a task of the queue, made on this page or an earlier one: the token and cart id are the
 * session's now. A task that needs a cart id while the cart has none re-creates the cart first,
 * and fails with the spec's text when that does not help (001 §8).
 */
async function sendQueued(sync: SyncTask): Promise<TaskAnswer> {
  // the session's cart id now; the one its caller gave when the task is this page's own
  const callerCartId = callerCartIds.get(sync.task_id) ?? null
  callerCartIds.delete(sync.task_id)
  const cartId = () => cartIdSource() || callerCartId
  if (needsCartId(sync) && !cartId()) {
    await recreateCart?.().catch(() => false)
    if (!cartId()) throw new Error(cartIdMissingMessage(sync.url))
  }
  const token = session?.token() ?? null
  return runLocked({
    sync,
    carriesToken: Boolean(token) && sync.url.includes(TOKEN_PLACEHOLDER),
    ownToken: false,
    token,
    cartId,
    flags: {},
  })
}
setSyncTaskSender(sendQueued)

/** The cart id a caller on this page gave its queued task (memory only: a reload forgets it). */
const callerCartIds = new Map<string, string>()

/** The §9 cache, loaded only by the calls that keep their result (isResultCacheable). */
const loadBrowserCache = () =>
  import('./browser-cache/browser-cache.ts').then((module) => module.browserCache)

let goingOnlineWired = false

/** 001 §4 "Going online": the queue runs (then its drained listeners: the cart reload, the orders). */
function wireGoingOnline(): void {
  if (goingOnlineWired || !inBrowser()) return
  goingOnlineWired = true
  onConnectionChange((online) => {
    if (online) void processSyncQueue().catch((error: unknown) => console.error('Sync queue failed', error))
  })
  // tasks left by an earlier page (closed or reloaded while offline) go now
  if (isOnline())
    void anyWaitingSyncTasks()
      .then((waiting) => (waiting ? processSyncQueue() : false))
      .catch((error: unknown) => console.error('Sync queue failed', error))
}

/**
 * The one network client. Cart changes (queueable.ts) go through the sync-task queue: in order
 * after the ones still waiting, and kept when the shop cannot be reached (the caller then gets a
 * TaskQueuedError, i.e. "no answer yet"). A cacheable GET that cannot reach the shop is answered
 * from the browser cache.
 */
export async function networkTask<T = unknown>(given: NetworkTask): Promise<TaskResult<T>> {
  const task = withPurchaser(forCustomer(given, session?.groupToken?.() ?? null, session?.token() ?? null))
  const queue = task.queue === false ? null : (task.queue ?? queueOf(task.url, task.method))
  const sync = toSyncTask(task, Date.now(), queue ?? 'default')
  wireGoingOnline()
  if (queue && inBrowser()) {
    if (task.cartId) callerCartIds.set(sync.task_id, task.cartId)
    // the browser knows it is offline: keep the task without trying
    const answer = await enqueueSyncTask(sync, navigator.onLine === false)
    return { code: Number(answer.code), result: answer.result as T, meta: answer.meta }
  }
  try {
    const answer = await runLocked<T>({
      sync,
      carriesToken: Boolean(task.token),
      ownToken: Boolean(task.ownToken),
      token: task.token,
      cartId: () => task.cartId ?? null,
      flags: task,
    })
    if (task.isResultCacheable && answer.code === 200)
      void loadBrowserCache()
        .then((cache) => cache.set(resultCacheKey(sync), { result: answer.result, meta: answer.meta }))
        .catch(() => undefined)
    return answer
  } catch (error) {
    if (error instanceof ShopUnreachableError && task.isResultCacheable && sync.method === 'GET') {
      const cached = await loadBrowserCache()
        .then((cache) => cache.get<{ result: T; meta?: unknown }>(resultCacheKey(sync)))
        .catch(() => null)
      if (cached) return { code: 200, result: cached.value.result, meta: cached.value.meta }
    }
    throw error
  }
}
