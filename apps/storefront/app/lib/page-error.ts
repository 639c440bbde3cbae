/**
 * What a loader throws with a 404 or 500 (`throw data(PageErrorData, { status })`) so the error
 * page can show the translated spec message and the page-not-found CMS content. Catalogue
 * routes throw the bare spec message as a string; the error page understands both.
 */
import type { CmsPage } from './cms.ts'

export interface PageErrorData {
  /** the spec's English message (000 §8), e.g. "CMS query returned empty result" */
  message?: string
  /** the page-not-found CMS page of the store view, when there is one */
  page?: CmsPage | null
}

export function isPageErrorData(value: unknown): value is PageErrorData {
  return !!value && typeof value === 'object' && ('message' in value || 'page' in value)
}
