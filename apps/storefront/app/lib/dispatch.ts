/**
 * What the catch-all route does with a url-map hit (spec 000 §2/§8): products and categories
 * answer a 301 to their own canonical route (one URL per page for search engines; the map's
 * url_path addresses stay valid as entry points), a hidden child goes to its parent with the
 * child preselected, CMS pages render in place, and everything else is the 404 page.
 */
import { fillMessage, HIDDEN_CHILD_VISIBILITY, MESSAGES } from '@shop/commerce'
import type { UrlMapHit } from './catalog/api.server.ts'
import type { CategoryDoc, ProductDoc } from './catalog/types.ts'
import { categoryPathFor, productPath } from './catalog/urls.ts'
import type { StorefrontStore } from './store-view.ts'

export type DispatchOutcome =
  | { kind: 'redirect'; to: string; status: number }
  | { kind: 'cms'; identifier: string }
  | { kind: 'not-found'; log: string; message?: string }

export interface DispatchInput {
  hit: UrlMapHit | null
  store: StorefrontStore
  /** the requested path, for the log */
  path: string
  /** the query string (with "?"), kept on category redirects for their filters */
  search?: string
  /** the /c/ slug of a category (from the category tree) */
  categorySlug: (category: CategoryDoc) => string
}

const PERMANENT = 301

function redirectStatus(hit: UrlMapHit): number {
  const status = hit._redirect?.status ?? PERMANENT
  return status >= 300 && status < 400 ? status : PERMANENT
}

export function dispatch({ hit, store, path, search = '', categorySlug }: DispatchInput): DispatchOutcome {
  if (!hit) return { kind: 'not-found', log: `No route or mapping for ${path}` }
  const status = redirectStatus(hit)
  if (hit._type === 'product') {
    const product = hit._source as ProductDoc
    const productStatus = Number(product.status ?? 1)
    if (productStatus >= 2) {
      const message = fillMessage(MESSAGES.productStatusEmpty, { status: productStatus })
      return { kind: 'not-found', log: `${message} (${path})`, message }
    }
    if (!hit._redirect && Number(product.visibility) === HIDDEN_CHILD_VISIBILITY)
      return {
        kind: 'not-found',
        log: `${MESSAGES.productVisibilityEmpty} (${path})`,
        message: MESSAGES.productVisibilityEmpty,
      }
    const childSku = hit._redirect?.childSku || new URLSearchParams(search).get('childSku')
    return { kind: 'redirect', to: productPath(product, store, childSku), status }
  }
  if (hit._type === 'category') {
    const category = hit._source as CategoryDoc
    return { kind: 'redirect', to: categoryPathFor(categorySlug(category), store) + search, status }
  }
  const identifier = String(hit._source.identifier ?? '')
  if (!identifier)
    return { kind: 'not-found', log: `${MESSAGES.cmsEmpty} (${path})`, message: MESSAGES.cmsEmpty }
  return { kind: 'cms', identifier }
}
