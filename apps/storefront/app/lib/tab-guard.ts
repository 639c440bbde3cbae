/**
 * One shop tab at a time (spec 000 §2, 001 §2): a tab that opens while another shop tab is open
 * is sent to /tab-error; the first tab keeps working, and once it is closed a new tab opens
 * normally.
 *
 * Protocol over a BroadcastChannel: a starting tab says "hello"; a tab that owns the shop, or
 * started earlier and is still deciding, answers "here", and the newcomer gives way. Of two tabs
 * starting together the later one (then the higher id) gives way. Nothing runs on timers once the
 * decision is made, so background-tab timer throttling cannot make the owner look gone (a
 * localStorage heartbeat would), and a closed tab leaves nothing behind to expire.
 */
import { useEffect, useRef } from 'react'

export const TAB_CHANNEL = 'fietsgroothandel-tabs'
/** How long a new tab listens for an owner before it becomes the owner itself. */
export const OWNER_WAIT_MS = 300

export type TabMessage =
  { type: 'hello'; id: string; since: number } | { type: 'here'; id: string; to: string }

export interface TabChannel {
  postMessage(message: TabMessage): void
  onmessage: ((event: { data: unknown }) => void) | null
  close(): void
}

export interface TabGuardOptions {
  channel: TabChannel
  onSecondTab: () => void
  id?: string
  now?: () => number
  waitMs?: number
  setTimer?: (fn: () => void, ms: number) => () => void
}

export type TabState = 'pending' | 'owner' | 'second'

function isMessage(data: unknown): data is TabMessage {
  if (!data || typeof data !== 'object') return false
  const m = data as Record<string, unknown>
  return typeof m.id === 'string' && (m.type === 'hello' || m.type === 'here')
}

/** Of two tabs starting together, the one that started first (then the lower id) stays. */
export function precedes(a: { id: string; since: number }, b: { id: string; since: number }): boolean {
  return a.since < b.since || (a.since === b.since && a.id < b.id)
}

const defaultTimer = (fn: () => void, ms: number) => {
  const handle = setTimeout(fn, ms)
  return () => clearTimeout(handle)
}

/** Starts the guard for this tab; returns stop() (also called when the tab gives way). */
export function startTabGuard(options: TabGuardOptions): { stop: () => void; state: () => TabState } {
  const { channel, onSecondTab } = options
  const me = {
    id: options.id ?? Math.random().toString(36).slice(2) + Date.now().toString(36),
    since: (options.now ?? Date.now)(),
  }
  let state: TabState = 'pending'
  let stopped = false
  let cancelTimer = () => {}

  const stop = () => {
    if (stopped) return
    stopped = true
    cancelTimer()
    channel.onmessage = null
    channel.close()
  }
  const giveWay = () => {
    state = 'second'
    stop()
    onSecondTab()
  }

  channel.onmessage = (event) => {
    const message = event.data
    if (!isMessage(message) || message.id === me.id) return
    if (message.type === 'hello') {
      // a tab still deciding also answers a later one: that one may not have heard our hello
      if (state === 'owner' || (state === 'pending' && precedes(me, message)))
        channel.postMessage({ type: 'here', id: me.id, to: message.id })
      else if (state === 'pending') giveWay()
    } else if (message.to === me.id && state === 'pending') {
      giveWay()
    }
  }
  channel.postMessage({ type: 'hello', ...me })
  const cancel = (options.setTimer ?? defaultTimer)(() => {
    if (state === 'pending') state = 'owner'
  }, options.waitMs ?? OWNER_WAIT_MS)
  if (stopped) cancel()
  else cancelTimer = cancel

  return { stop, state: () => state }
}

/**
 * Runs the guard while `enabled` (not on /tab-error itself). A page restored from the
 * back/forward cache checks again, as another tab may have opened meanwhile.
 */
export function useTabGuard(enabled: boolean, onSecondTab: () => void): void {
  const callback = useRef(onSecondTab)
  useEffect(() => {
    callback.current = onSecondTab
  })
  useEffect(() => {
    if (!enabled || typeof BroadcastChannel === 'undefined') return
    let guard: { stop: () => void } | null = null
    const start = () => {
      guard?.stop()
      guard = startTabGuard({
        channel: new BroadcastChannel(TAB_CHANNEL) as unknown as TabChannel,
        onSecondTab: () => callback.current(),
      })
    }
    const onPageHide = () => guard?.stop()
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) start()
    }
    start()
    window.addEventListener('pagehide', onPageHide)
    window.addEventListener('pageshow', onPageShow)
    return () => {
      guard?.stop()
      window.removeEventListener('pagehide', onPageHide)
      window.removeEventListener('pageshow', onPageShow)
    }
  }, [enabled])
}
