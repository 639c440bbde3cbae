/**
 * The 404 and 500 pages (spec 001 §2), translated. A 404 shows the store view's
 * "page-not-found" CMS content when the loader sent it along (lib/not-found.server.ts), and the
 * spec's reason (e.g. "Product query returned empty result product status = 2") in the
 * shopper's language, with the original text kept small for support. Shown through
 * lazy-error-page.tsx: the browser loads this code only when it shows an error.
 */
import { MESSAGES } from '@shop/commerce'
import { isRouteErrorResponse, Link } from 'react-router'
import { translateCatalogError } from '../catalog/catalog-error.tsx'
import type { Translate } from '../../i18n/translate.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { CmsHtml } from './cms-html.tsx'
import { errorDetails, errorStatus } from './error-meta.ts'

function translateReason(message: string, t: Translate): string {
  return message === MESSAGES.cmsEmpty ? t('page.cmsEmpty') : translateCatalogError(message, t)
}

export function ErrorPage({ error }: { error: unknown }) {
  const t = useT()
  const store = useStore()
  const status = errorStatus(error)
  const home = (
    <p>
      <Link className="button" to={localPath('/', store)}>
        {t('page.notFound.home')}
      </Link>
    </p>
  )

  if (status === 404) {
    const { message, page } = errorDetails(error)
    const reason = message ? translateReason(message, t) : null
    return (
      <section className="error-page">
        <h1>{page?.heading ?? t('page.notFound.title')}</h1>
        {reason && <p className="error-page__reason">{reason}</p>}
        {page ? <CmsHtml html={page.content} /> : <p>{t('page.notFound.text')}</p>}
        {!page && home}
        {message && message !== reason && <p className="error-page__detail">{message}</p>}
      </section>
    )
  }

  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <section className="error-page">
      <h1>{t('page.error.title')}</h1>
      <p>{t('page.error.text')}</p>
      {home}
      <p className="error-page__detail">{t('page.error.code', { status })}</p>
    </section>
  )
}

export default ErrorPage
