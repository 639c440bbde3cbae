/**
 * The sync task of 001 §3/§4 as a pure state machine: every call of the network client is one.
 * States: created (transmited false, not in progress) → in progress → transmitted (a response came).
 * A task already transmitted or in progress is skipped; after its response the task is kept (its
 * result, when `is_result_cacheable`) or removed. No I/O here: task-store.ts keeps the tasks,
 * sync-queue.ts runs them, network-task.ts sends them. The field names are the spec's (sic
 * "transmited").
 */

/** Placeholders filled at send time, so a task queued before a token refresh goes with the new token. */
export const TOKEN_PLACEHOLDER = '{{token}}'
export const CART_ID_PLACEHOLDER = '{{cartId}}'

/** 001 §8, the text for a cart task that finds no cart id even after re-creating the cart. */
export const cartIdMissingMessage = (url: string) =>
  `Error executing sync task ${url} the required cartId argument is null. Re-creating shopping cart synchro.`

/** A task left "in progress" longer than this was sent by a tab that died: it may run again. */
export const STALE_PROGRESS_MS = 60_000

export interface SyncTask {
  task_id: string
  /** the tasks of one queue run in created_at order (cart changes: 'cart') */
  queue: string
  /** path and query, with {{token}} / {{cartId}} where the session's values go */
  url: string
  method: 'GET' | 'POST' | 'DELETE'
  payload: unknown
  headers: Record<string, string>
  transmited: boolean
  transmited_at: number | null
  created_at: number
  updated_at: number
  /** when a tab started sending it; null when not in progress */
  in_progress_at: number | null
  result: unknown
  resultCode: number | null
  /** the answer's `code` (a number, or e.g. 'ENOTFOUND' from a proxy) */
  code: number | string | null
  acknowledged: boolean
  meta: unknown
  /** what to announce when the answer of a replayed task arrives (its caller is gone) */
  callback_event: string | null
  /** no error notification for this task's refusal (001 §8) */
  silent: boolean
  is_result_cacheable: boolean
}

export interface NewTaskInput {
  url: string
  method?: SyncTask['method']
  payload?: unknown
  headers?: Record<string, string>
  queue?: string
  callbackEvent?: string | null
  silent?: boolean
  isResultCacheable?: boolean
}

let counter = 0

/** A unique, sortable id: time first, then a per-tab counter and a random tail for other tabs. */
export function newTaskId(now: number): string {
  counter = (counter + 1) % 1_000_000
  const random = Math.floor(Math.random() * 36 ** 6).toString(36)
  return `${now.toString(36).padStart(9, '0')}-${counter.toString(36).padStart(4, '0')}-${random}`
}

export function createSyncTask(input: NewTaskInput, now: number): SyncTask {
  return {
    task_id: newTaskId(now),
    queue: input.queue ?? 'default',
    url: input.url,
    method: input.method ?? 'GET',
    payload: input.payload,
    headers: input.headers ?? {},
    transmited: false,
    transmited_at: null,
    created_at: now,
    updated_at: now,
    in_progress_at: null,
    result: null,
    resultCode: null,
    code: null,
    acknowledged: false,
    meta: null,
    callback_event: input.callbackEvent ?? null,
    silent: input.silent ?? false,
    is_result_cacheable: input.isResultCacheable ?? false,
  }
}

export type TaskState = 'created' | 'in-progress' | 'transmitted'

/**
 * `inFlight`: the tasks some open page of the shop is sending now (task-locks.ts), when the browser
 * can tell. A task marked in progress that no page is sending was cut off (its page was reloaded or
 * closed mid-call) and waits again at once; without that knowledge it waits STALE_PROGRESS_MS.
 */
export function taskState(task: SyncTask, now: number, inFlight?: ReadonlySet<string> | null): TaskState {
  if (task.transmited) return 'transmitted'
  if (task.in_progress_at === null || now - task.in_progress_at >= STALE_PROGRESS_MS) return 'created'
  if (inFlight && !inFlight.has(task.task_id)) return 'created'
  return 'in-progress'
}

/** §4: a task already transmitted or in progress is skipped. */
export function shouldSkip(task: SyncTask, now: number, inFlight?: ReadonlySet<string> | null): boolean {
  return taskState(task, now, inFlight) !== 'created'
}

export function startTask(task: SyncTask, now: number, inFlight?: ReadonlySet<string> | null): SyncTask {
  if (shouldSkip(task, now, inFlight)) throw new Error(`Sync task ${task.task_id} is not waiting to be sent`)
  return { ...task, in_progress_at: now, updated_at: now }
}

/** The request did not reach the server: back to waiting, to be sent again later. */
export function releaseTask(task: SyncTask, now: number): SyncTask {
  return { ...task, in_progress_at: null, updated_at: now }
}

export interface TaskAnswer {
  code: number | string
  result: unknown
  meta?: unknown
  /** the HTTP status; the envelope's code when absent */
  status?: number
}

export function completeTask(task: SyncTask, answer: TaskAnswer, now: number): SyncTask {
  return {
    ...task,
    transmited: true,
    transmited_at: now,
    updated_at: now,
    in_progress_at: null,
    result: answer.result,
    code: answer.code,
    resultCode: answer.status ?? (typeof answer.code === 'number' ? answer.code : null),
    meta: answer.meta ?? null,
  }
}

/** §4: after the response the result is kept when cacheable, else the stored task is removed. */
export function afterTransmit(task: SyncTask): 'keep' | 'remove' {
  return task.transmited && task.is_result_cacheable ? 'keep' : 'remove'
}

/** The shopper saw the answer (a replayed task's notification, a kept result read). */
export function acknowledgeTask(task: SyncTask, now: number): SyncTask {
  return { ...task, acknowledged: true, updated_at: now }
}

/** §4: unsent tasks can be cleared, and are after a failed token refresh. */
export function untransmitted(tasks: readonly SyncTask[]): SyncTask[] {
  return tasks.filter((task) => !task.transmited)
}

/** §4 token lock: wait while a refresh runs (positive), abort with 401 when it failed (-1). */
export function tokenGate(lock: number): 'go' | 'wait' | 'abort' {
  if (lock > 0) return 'wait'
  if (lock < 0) return 'abort'
  return 'go'
}

/** The browser-cache key of a cacheable task: method and URL without the session's values. */
export function resultCacheKey(task: Pick<SyncTask, 'method' | 'url'>): string {
  return `sync-task:${task.method} ${task.url}`
}

export type FilledUrl = { ok: true; url: string } | { ok: false; message: string }

/**
 * The URL with the session's values at send time (§7). A guest's token is empty; a task that
 * needs a cart id and has none cannot be sent (§8).
 */
export function fillPlaceholders(
  url: string,
  values: { token: string | null; cartId: string | null },
): FilledUrl {
  if (url.includes(CART_ID_PLACEHOLDER) && !values.cartId)
    return { ok: false, message: cartIdMissingMessage(url) }
  return {
    ok: true,
    url: url
      .replaceAll(TOKEN_PLACEHOLDER, encodeURIComponent(values.token ?? ''))
      .replaceAll(CART_ID_PLACEHOLDER, encodeURIComponent(values.cartId ?? '')),
  }
}

export function needsCartId(task: Pick<SyncTask, 'url'>): boolean {
  return task.url.includes(CART_ID_PLACEHOLDER)
}

/**
 * §8: a non-200 answer with a result message gives an error notification, unless the task is
 * silent or the code is ENOTFOUND. Returns the message to show, or null.
 */
export function errorNoticeOf(task: Pick<SyncTask, 'silent'>, answer: TaskAnswer): string | null {
  if (task.silent || answer.code === 'ENOTFOUND' || Number(answer.code) === 200) return null
  const result = answer.result
  if (typeof result === 'string') return result || null
  if (result && typeof result === 'object') {
    const inner = result as { result?: unknown; message?: unknown }
    if (typeof inner.message === 'string' && inner.message) return inner.message
    if (typeof inner.result === 'string' && inner.result) return inner.result
  }
  return null
}
