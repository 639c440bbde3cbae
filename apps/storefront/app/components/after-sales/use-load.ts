/**
 * Loads what an after-sales screen shows, once per key, with a retry (the calls are the browser's:
 * the session lives there). `reload` fetches again after a change.
 */
import { useCallback, useEffect, useState } from 'react'

export type Loaded<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T }

export function useLoad<T>(load: () => Promise<T | null>, key: string): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' })
  const [round, setRound] = useState(0)
  useEffect(() => {
    let live = true
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }))
    void load().then(
      (data) => live && setState(data === null ? { status: 'failed' } : { status: 'ready', data }),
      () => live && setState({ status: 'failed' }),
    )
    return () => {
      live = false
    }
    // `key` names what `load` fetches: a new closure each render must not load again
  }, [key, round])
  const reload = useCallback(() => setRound((n) => n + 1), [])
  return [state, reload]
}
