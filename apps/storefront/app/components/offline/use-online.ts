import { useSyncExternalStore } from 'react'
import { connectionStore } from '../../lib/offline/connection.ts'

/** Whether the shop is reachable; true on the server and during hydration (the page as rendered). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    connectionStore.subscribe,
    connectionStore.getSnapshot,
    connectionStore.getServerSnapshot,
  )
}
