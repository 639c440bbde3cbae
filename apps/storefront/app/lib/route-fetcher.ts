/**
 * The part of React Router's useFetcher() the listing's "load more" uses: load() runs the loader
 * of this route for another URL without navigating, and the hook re-renders with the state and
 * the data, exactly as useFetcher does (same router calls, same reference counting).
 *
 * Why not useFetcher itself: it also returns a fetcher <Form> and submit(), so importing it
 * keeps React Router's Form, useSubmit and form-data helpers in the shared script of every page
 * (~1.5 KB gzipped, decision 0035). The UNSAFE_ contexts are what useFetcher reads; they are
 * exported for code like this.
 */
import { useCallback, useContext, useEffect, useId } from 'react'
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FetchersContext as FetchersContext,
  UNSAFE_RouteContext as RouteContext,
} from 'react-router'

export interface RouteFetcher<T> {
  state: 'idle' | 'loading' | 'submitting'
  data: T | undefined
  load: (href: string) => void
}

export function useRouteFetcher<T>(): RouteFetcher<T> {
  const router = useContext(DataRouterContext)!.router
  const fetcher = useContext(DataRouterStateContext)!.fetchers
  const data = useContext(FetchersContext)
  const { matches } = useContext(RouteContext)
  const routeId = matches[matches.length - 1]!.route.id!
  const key = useId()
  useEffect(() => {
    router.getFetcher(key)
    return () => router.deleteFetcher(key)
  }, [router, key])
  const load = useCallback((href: string) => void router.fetch(key, routeId, href), [router, key, routeId])
  return { state: fetcher.get(key)?.state ?? 'idle', data: data.get(key) as T | undefined, load }
}
