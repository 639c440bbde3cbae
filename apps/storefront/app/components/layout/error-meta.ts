/**
 * Status, details and meta tags of an error (404, 500) for the root's and the layouts' meta
 * functions and for the error page. Apart from error-page.tsx, which the browser loads only when
 * it shows an error (decision 0035).
 */
import { isRouteErrorResponse, type MetaDescriptor } from 'react-router'
import { createTranslator } from '../../i18n/translate.ts'
import { isPageErrorData } from '../../lib/page-error.ts'
import type { StorefrontStore } from '../../lib/store-view.ts'

export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500
}

export function errorDetails(error: unknown) {
  const data: unknown = isRouteErrorResponse(error) ? error.data : undefined
  if (isPageErrorData(data)) return { message: data.message, page: data.page ?? null }
  return { message: typeof data === 'string' && data.length < 300 ? data : undefined, page: null }
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
