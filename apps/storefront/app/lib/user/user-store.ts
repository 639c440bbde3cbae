/**
 * The user session store: token, refresh token, the cached customer and order history, persisted to localStorage
 * on every change (spec 000 §4) and followed by other tabs through `storage` events, so a login or
 * logout in one tab holds in all of them.
 */
import { useSyncExternalStore } from 'react'
import { EMPTY_USER, type UserState } from './user-types.ts'
import { createPersistedStore } from '../persisted-store.ts'
import { readOrdersPage } from './orders-history-rules.ts'

export const USER_STORAGE_KEY = 'shop/user/state'

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
      ordersHistory: readOrdersPage(parsed.ordersHistory),
    }
  } catch {
    return EMPTY_USER
  }
}

const store = createPersistedStore(USER_STORAGE_KEY, parseUserState)

export const getUser = (): UserState => store.get()

export const setUser = (update: Partial<UserState>): UserState => store.set(update)

export const subscribeUser = (listener: () => void): (() => void) => store.subscribe(listener)

/** The server renders every page as a guest: the session is the browser's. */
export function useUser(): UserState {
  return useSyncExternalStore(subscribeUser, getUser, () => EMPTY_USER)
}

export function isAuthorized(state: UserState): boolean {
  return Boolean(state.token)
}

/** The groupToken that prices the session (decision 0077): none without an access token. */
export function groupTokenOf(state: UserState): string | null {
  return (state.token && state.current?.groupToken) || null
}
