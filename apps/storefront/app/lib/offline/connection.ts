/**
 * Is the shop reachable? One answer for the whole storefront (issue 20): the browser's own
 * online/offline events, corrected by what the network client sees — a request that cannot reach
 * the server (fetch rejects) marks the shop unreachable even when the browser says "online", the
 * next answer from the server marks it reachable again. "Going online" (001 §4) is the moment the
 * state turns from offline to online: the sync-task queue and the offline orders run then.
 */
type Listener = (online: boolean) => void

const listeners = new Set<Listener>()
let reachable = true
let started = false

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false
}

function start(): void {
  if (started || typeof window === 'undefined') return
  started = true
  reachable = browserOnline()
  window.addEventListener('online', () => setReachable(true))
  window.addEventListener('offline', () => setReachable(false))
}

function setReachable(next: boolean): void {
  if (next === reachable) return
  reachable = next
  for (const listener of listeners) listener(next)
}

/** Online as far as the shop knows: the browser is online and the last request got an answer. */
export function isOnline(): boolean {
  start()
  return reachable && browserOnline()
}

/** The network client saw a request fail to reach the server. */
export function reportUnreachable(): void {
  start()
  setReachable(false)
}

/** The network client got an answer from the server. */
export function reportReachable(): void {
  start()
  if (browserOnline()) setReachable(true)
}

/** Called with true when the shop goes online, false when it goes offline; returns the unsubscribe. */
export function onConnectionChange(listener: Listener): () => void {
  start()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** useSyncExternalStore's pair, for components ("Je bent offline"). */
export const connectionStore = {
  subscribe: (notify: () => void) => onConnectionChange(() => notify()),
  getSnapshot: isOnline,
  getServerSnapshot: () => true,
}
