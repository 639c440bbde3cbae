/**
 * The 404 and 500 pages (spec 001 §2), translated. A 404 shows the store view's
 * "page-not-found" CMS content when the loader sent it along (lib/not-found.server.ts), and the
 * spec's reason (e.g. "Product query returned empty result product status = 2") in the
 * shopper's language, with the original text kept small for support.
 */
import { MESSAGES } from '@shop/commerce'
import { isRouteErrorResponse, Link, type MetaDescriptor } from 'react-router'
import { translateCatalogError } from '../catalog/catalog-error.tsx'
import { createTranslator, type Translate } from '../../i18n/translate.ts'
import { isPageErrorData } from '../../lib/page-error.ts'
import { localPath, type StorefrontStore } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { CmsHtml } from './cms-html.tsx'

export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500
}

function errorDetails(error: unknown) {
  const data: unknown = isRouteErrorResponse(error) ? error.data : undefined
  if (isPageErrorData(data)) return { message: data.message, page: data.page ?? null }
  return { message: typeof data === 'string' && data.length < 300 ? data : undefined, page: null }
}

function translateReason(message: string, t: Translate): string {
  return message === MESSAGES.cmsEmpty ? t('page.cmsEmpty') : translateCatalogError(message, t)
}

/** Title and robots rule of an error page, for the meta functions of the root and the layouts. */
export function errorMeta(error: unknown, store: StorefrontStore): MetaDescriptor[] {
  const t = createTranslator(store.language)
  const notFound = errorStatus(error) === 404
  const title = notFound
    ? (errorDetails(error).page?.metaTitle ?? t('page.notFound.title'))
    : t('page.error.title')
  return [
    { title: title.includes(t('site.name')) ? title : `${title} | ${t('site.name')}` },
    { name: 'robots', content: 'noindex' },
  ]
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
