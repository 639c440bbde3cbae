/**
 * Every path no other route knows (spec 000 §2): resolved through /api/url/map. Products and
 * categories are answered with a 301 to their canonical /p/… or /c/… route (lib/dispatch.ts),
 * a hidden child with a 301 to its parent with the child preselected, CMS pages render here,
 * and an unknown path is the page-not-found page with HTTP status 404.
 */
import { redirect } from 'react-router'
import type { Route } from './+types/dispatcher.ts'
import { CmsPageView } from '../components/layout/cms-page-view.tsx'
import { categorySlug } from '../lib/catalog/categories.ts'
import { loadCategories } from '../lib/catalog/category.server.ts'
import { mapUrl } from '../lib/catalog/api.server.ts'
import { cmsPageData } from '../lib/cms-page.server.ts'
import { cmsPagePath } from '../lib/cms.server.ts'
import { dispatch } from '../lib/dispatch.ts'
import { notFoundPage } from '../lib/not-found.server.ts'
import { originFromMatches, pageMeta } from '../lib/seo.ts'
import { storeFromPath } from '../lib/store-view.ts'

function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return null // a malformed %-escape names no page
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const store = storeFromPath(url.pathname)
  const path = decodedPath(url.pathname)
  const hit = path ? await mapUrl(context.api, store, path) : null
  // the category tree is only needed to name a category's canonical slug
  const categories = hit?._type === 'category' ? await loadCategories(context.api, store) : []
  const outcome = dispatch({
    hit,
    store,
    path: url.pathname,
    search: url.search,
    categorySlug: (category) =>
      categorySlug(categories, categories.find((c) => c.id === category.id) ?? category),
  })
  if (outcome.kind === 'redirect') throw redirect(outcome.to, outcome.status)
  if (outcome.kind === 'not-found') return notFoundPage(context.api, store, outcome.log, outcome.message)
  return cmsPageData(context.api, store, outcome.identifier, (s) => cmsPagePath(outcome.identifier, s))
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  loaderData
    ? pageMeta({
        title: loaderData.page.metaTitle,
        description: loaderData.page.metaDescription,
        canonicalPath: loaderData.canonicalPath,
        alternates: loaderData.alternates,
        store: storeFromPath(location.pathname),
        origin: originFromMatches(matches),
      })
    : []

export default function Dispatcher({ loaderData }: Route.ComponentProps) {
  return <CmsPageView page={loaderData.page} />
}
