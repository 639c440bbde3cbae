/**
 * /offline (empty layout): where the service worker sends a page it cannot fetch while the
 * device is offline (public/offline-sw.js), with ?from= the address wanted. Precached at install.
 */
import { useEffect, useState } from 'react'
import type { Route } from './+types/offline.ts'
import { createTranslator } from '../i18n/translate.ts'
import { pageMeta } from '../lib/seo.ts'
import { useStore, useT } from '../lib/store-context.tsx'
import { localPath, storeFromPath } from '../lib/store-view.ts'

export const meta: Route.MetaFunction = ({ location }) => {
  const store = storeFromPath(location.pathname)
  return pageMeta({ title: createTranslator(store.language)('offline.title'), store, noindex: true })
}

/** Only a path of this shop: ?from= must not send the shopper elsewhere. */
function wantedPath(search: string): string | null {
  const from = new URLSearchParams(search).get('from')
  return from && from.startsWith('/') && !from.startsWith('//') ? from : null
}

export default function Offline() {
  const t = useT()
  const store = useStore()
  // the precached page was rendered without ?from=; read it once in the browser
  const [retry, setRetry] = useState(localPath('/', store))
  useEffect(() => {
    const wanted = wantedPath(window.location.search)
    if (wanted) setRetry(wanted)
  }, [])
  return (
    <section className="error-page offline">
      <h1>{t('offline.title')}</h1>
      <p>{t('offline.text')}</p>
      <p>
        <a className="button" href={retry}>
          {t('offline.retry')}
        </a>
      </p>
    </section>
  )
}
