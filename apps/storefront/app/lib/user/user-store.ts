/**
 * The user session store: token, refresh token and the cached customer, persisted to localStorage
 * on every change (spec 000 §4) and followed by other tabs through `storage` events, so a login or
 * logout in one tab holds in all of them.
 */
import { useSyncExternalStore } from 'react'
import { EMPTY_USER, type UserState } from './user-types.ts'

export const USER_STORAGE_KEY = 'shop/user/state'

const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cached: UserState = EMPTY_USER
let memory: UserState | null = null

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function parseUserState(raw: string | null): UserState {
  if (!raw) return EMPTY_USER
  try {
    const parsed = JSON.parse(raw) as Partial<UserState> | null
    if (!parsed || typeof parsed !== 'object') return EMPTY_USER
    return {
      token: typeof parsed.token === 'string' && parsed.token ? parsed.token : null,
      refreshToken:
        typeof parsed.refreshToken === 'string' && parsed.refreshToken ? parsed.refreshToken : null,
      current: parsed.current && typeof parsed.current === 'object' ? parsed.current : null,
    }
  } catch {
    return EMPTY_USER
  }
}

export function getUser(): UserState {
  if (memory) return memory
  const raw = storage()?.getItem(USER_STORAGE_KEY) ?? null
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cached = parseUserState(raw)
  }
  return cached
}

export function setUser(update: Partial<UserState>): UserState {
  const next: UserState = { ...getUser(), ...update }
  const raw = JSON.stringify(next)
  try {
    const store = storage()
    if (!store) throw new Error('no storage')
    store.setItem(USER_STORAGE_KEY, raw)
    memory = null
    cachedRaw = raw
    cached = next
  } catch {
    memory = next // storage blocked: the session lasts as long as the page
  }
  listeners.forEach((listener) => listener())
  return next
}

function onStorage(event: StorageEvent) {
  if (event.key === USER_STORAGE_KEY || event.key === null) listeners.forEach((listener) => listener())
}

export function subscribeUser(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage)
  }
}

/** The server renders every page as a guest: the session is the browser's. */
export function useUser(): UserState {
  return useSyncExternalStore(subscribeUser, getUser, () => EMPTY_USER)
}

export function isAuthorized(state: UserState): boolean {
  return Boolean(state.token)
}
