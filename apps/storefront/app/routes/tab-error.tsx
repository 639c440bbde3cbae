/**
 * /tab-error (minimal layout): where the one-tab guard sends a second shop tab (spec 001 §2,
 * "You can't open two tabs at same time."). The retry link is a full page load, so the guard
 * decides afresh: if the other tab has been closed, the shop opens here.
 */
import type { Route } from './+types/tab-error.ts'
import { createTranslator } from '../i18n/translate.ts'
import { pageMeta } from '../lib/seo.ts'
import { useStore, useT } from '../lib/store-context.tsx'
import { localPath, storeFromPath } from '../lib/store-view.ts'

export const meta: Route.MetaFunction = ({ location }) => {
  const store = storeFromPath(location.pathname)
  return pageMeta({ title: createTranslator(store.language)('tabError.title'), store, noindex: true })
}

export default function TabError() {
  const t = useT()
  const store = useStore()
  return (
    <section className="error-page tab-error">
      <h1>{t('tabError.title')}</h1>
      <p className="tab-error__text">{t('tabError.text')}</p>
      <p>{t('tabError.hint')}</p>
      <p>
        <a className="button" href={localPath('/', store)}>
          {t('tabError.retry')}
        </a>
      </p>
    </section>
  )
}
