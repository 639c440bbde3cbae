/**
 * CMS pages and blocks through the cms-data endpoints (contract §11), per store view. Blocks are
 * page decoration (footer, banners): a failure gives null and the page renders without them.
 */
import { STATIC_PAGES } from '@shop/commerce'
import type { ApiCall } from '../context.ts'
import type { CmsPage } from './cms.ts'
import { cleanCmsHtml, htmlToText } from './cms-html.ts'
import { localPath, type StorefrontStore } from './store-view.ts'

/** Pages that are not pages of their own: the home content and the 404 text. */
export const NON_PAGE_IDENTIFIERS: readonly string[] = ['home', 'page-not-found']

export function cmsPagePath(identifier: string, store: StorefrontStore): string {
  // served by their own static route (/about-us) rather than /i/{identifier}
  const path = (STATIC_PAGES as readonly string[]).includes(identifier)
    ? `/${identifier}`
    : `/i/${encodeURIComponent(identifier)}`
  return localPath(path, store)
}

interface CmsPageDoc {
  identifier: string
  title?: string | null
  content?: string | null
  content_heading?: string | null
  meta_title?: string | null
  meta_description?: string | null
}

export function toCmsPage(doc: CmsPageDoc): CmsPage {
  const content = cleanCmsHtml(doc.content)
  const title = doc.title?.trim() || doc.identifier
  return {
    identifier: doc.identifier,
    title,
    heading: doc.content_heading?.trim() || title,
    content,
    metaTitle: doc.meta_title?.trim() || title,
    metaDescription: doc.meta_description?.trim() || htmlToText(content),
  }
}

function cmsUrl(
  kind: 'cmsPageIdentifier' | 'cmsBlockIdentifier',
  identifier: string,
  store: StorefrontStore,
) {
  return `/api/ext/cms-data/${kind}/${encodeURIComponent(identifier)}/storeId/${store.view.storeId}`
}

/** The active page, or null when there is none (the API answers 404 with the spec's message). */
export async function loadCmsPage(
  api: ApiCall,
  store: StorefrontStore,
  identifier: string,
): Promise<CmsPage | null> {
  if (!identifier || identifier.length > 128) return null
  const res = await api(cmsUrl('cmsPageIdentifier', identifier, store))
  if (res.status === 404 || res.status === 400) return null
  if (!res.ok) throw new Response(`CMS page request failed (${res.status})`, { status: 502 })
  const body = (await res.json()) as { result: CmsPageDoc }
  return toCmsPage(body.result)
}

/** The cleaned HTML of an active block, or null (also when the request fails). */
export async function loadCmsBlock(
  api: ApiCall,
  store: StorefrontStore,
  identifier: string,
): Promise<string | null> {
  try {
    const res = await api(cmsUrl('cmsBlockIdentifier', identifier, store))
    if (!res.ok) return null
    const body = (await res.json()) as { result: { content?: string | null } }
    return cleanCmsHtml(body.result.content) || null
  } catch (error) {
    console.error(`CMS block ${identifier} failed`, error)
    return null
  }
}
