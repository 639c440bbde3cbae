/** Which account modal is open (login, register, reset password): one at a time, for the whole page. */
import { useSyncExternalStore } from 'react'

export type AuthModal = 'login' | 'register' | 'reset' | null

/** Why the modal opened without the shopper asking: the login dialog then says so first. */
export type AuthModalReason = 'sessionExpired' | null

let open: AuthModal = null
let reason: AuthModalReason = null
const listeners = new Set<() => void>()

export function openAuthModal(modal: AuthModal, why: AuthModalReason = null): void {
  open = modal
  reason = modal ? why : null
  listeners.forEach((listener) => listener())
}

export function currentAuthModal(): AuthModal {
  return open
}

export function currentAuthModalReason(): AuthModalReason {
  return reason
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function useAuthModal(): AuthModal {
  return useSyncExternalStore(subscribe, currentAuthModal, () => null)
}

export function useAuthModalReason(): AuthModalReason {
  return useSyncExternalStore(subscribe, currentAuthModalReason, () => null)
}
