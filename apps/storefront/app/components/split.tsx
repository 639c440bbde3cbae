/**
 * A part of a page whose code the browser loads only when the page shows it (code splitting),
 * while the server renders it at once, so the HTML is complete without JavaScript:
 *
 *   const GroupedItems = split(() => import('./grouped-items.tsx'))
 *
 * The server starts the import when this module loads and renders the part synchronously from
 * then on (a thenable that is already settled), so a server-rendered page never streams it later.
 * The browser loads the chunk when the part first renders; meanwhile hydration keeps the server's
 * HTML in its Suspense boundary, which both render alike. A chunk that fails to load offers "Try
 * again" (spec 001 §2). Decision 0035.
 */
import { lazy, Suspense, type ComponentType } from 'react'
import { lazyWithRetry, TryAgain } from './try-again.tsx'

export type Module<P> = { default: ComponentType<P> }

/** Server: React.lazy resolves at once when its thenable calls back synchronously. */
export function preloaded<P extends object>(load: () => Promise<Module<P>>): ComponentType<P> {
  let loaded: Module<P> | null = null
  const loading = load().then((module) => (loaded = module))
  return lazy(() =>
    loaded
      ? ({ then: (resolve: (m: Module<P>) => void) => resolve(loaded!) } as Promise<Module<P>>)
      : loading,
  )
}

export function split<P extends object>(load: () => Promise<Module<P>>): ComponentType<P> {
  const Component = import.meta.env.SSR ? preloaded(load) : lazyWithRetry(load)
  function Split(props: P) {
    return (
      <TryAgain>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </TryAgain>
    )
  }
  return Split
}
