/** Which account modal is open (login, register, reset password): one at a time, for the whole page. */
import { useSyncExternalStore } from 'react'

export type AuthModal = 'login' | 'register' | 'reset' | null

let open: AuthModal = null
const listeners = new Set<() => void>()

export function openAuthModal(modal: AuthModal): void {
  open = modal
  listeners.forEach((listener) => listener())
}

export function currentAuthModal(): AuthModal {
  return open
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function useAuthModal(): AuthModal {
  return useSyncExternalStore(subscribe, currentAuthModal, () => null)
}
