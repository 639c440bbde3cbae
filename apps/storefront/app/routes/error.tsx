/** /error (minimal layout): where a failed flow (payment, checkout) sends the shopper. */
import { Link } from 'react-router'
import type { Route } from './+types/error.ts'
import { createTranslator } from '../i18n/translate.ts'
import { pageMeta } from '../lib/seo.ts'
import { useStore, useT } from '../lib/store-context.tsx'
import { localPath, storeFromPath } from '../lib/store-view.ts'

export const meta: Route.MetaFunction = ({ location }) => {
  const store = storeFromPath(location.pathname)
  return pageMeta({ title: createTranslator(store.language)('page.error.title'), store, noindex: true })
}

export default function ErrorRoute() {
  const t = useT()
  const store = useStore()
  return (
    <section className="error-page">
      <h1>{t('page.error.title')}</h1>
      <p>{t('page.error.text')}</p>
      <p>
        <Link className="button" to={localPath('/', store)}>
          {t('page.notFound.home')}
        </Link>
      </p>
    </section>
  )
}
