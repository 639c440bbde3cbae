import { STORE_VIEWS, type StoreView } from '@shop/commerce'

/** The German store view lives under /de; everything else is the Dutch default view. */
export interface StorefrontStore {
  view: StoreView
  /** '' for the Dutch view, '/de' for the German one */
  prefix: string
  language: 'nl' | 'de'
}

export function storeFromPath(pathname: string): StorefrontStore {
  const german = pathname === '/de' || pathname.startsWith('/de/')
  const view = STORE_VIEWS.find((s) => (german ? s.storeCode === 'de' : s.storeCode === ''))!
  return { view, prefix: german ? '/de' : '', language: german ? 'de' : 'nl' }
}

/** Builds a link inside the current store view: localPath('/c/fietsen', store) -> '/de/c/fietsen'. */
export function localPath(path: string, store: StorefrontStore): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  return store.prefix + (clean === '/' && store.prefix ? '' : clean)
}
