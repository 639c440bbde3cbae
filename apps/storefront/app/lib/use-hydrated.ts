import { useSyncExternalStore } from 'react'

const noop = () => () => {}

/**
 * False while server rendering and hydrating, true after: lets no-JS fallbacks (submit buttons of
 * filter forms) render on the server and go away once scripts run, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}
