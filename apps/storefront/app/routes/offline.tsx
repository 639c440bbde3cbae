/**
 * /offline (empty layout): where the service worker sends a page it has not kept while the device
 * is offline (public/sw/pages.js), with ?from= the address wanted. Spec 001 §2: it says the page is
 * not available offline and goes to the store view's home, which the worker keeps from install.
 * Precached at install, so it shows without a network.
 */
import { useEffect } from 'react'
import type { Route } from './+types/offline.ts'
import { createTranslator } from '../i18n/translate.ts'
import { pageMeta } from '../lib/seo.ts'
import { useStore, useT } from '../lib/store-context.tsx'
import { localPath, storeFromPath } from '../lib/store-view.ts'

/** Long enough to read the sentence, short enough not to wait for it. */
const REDIRECT_HOME_MS = 3000

export const meta: Route.MetaFunction = ({ location }) => {
  const store = storeFromPath(location.pathname)
  return pageMeta({ title: createTranslator(store.language)('offline.title'), store, noindex: true })
}

export default function Offline() {
  const t = useT()
  const store = useStore()
  const home = localPath('/', store)
  useEffect(() => {
    // a document load, not a client navigation: the worker answers it with the kept home page
    const timer = window.setTimeout(() => window.location.replace(home), REDIRECT_HOME_MS)
    return () => window.clearTimeout(timer)
  }, [home])
  return (
    <section className="error-page offline">
      <h1>{t('offline.title')}</h1>
      <p role="alert">{t('offline.unavailable')}</p>
      <p>
        <a className="button" href={home}>
          {t('offline.home')}
        </a>
      </p>
    </section>
  )
}
