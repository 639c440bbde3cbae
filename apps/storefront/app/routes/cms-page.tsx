/** /i/{identifier}: a content page of the store view (spec 000 §2). */
import type { Route } from './+types/cms-page.ts'
import { CmsPageView } from '../components/layout/cms-page-view.tsx'
import { cmsPageData } from '../lib/cms-page.server.ts'
import { cmsPagePath } from '../lib/cms.server.ts'
import { originFromMatches, pageMeta } from '../lib/seo.ts'
import { storeFromPath } from '../lib/store-view.ts'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const store = storeFromPath(new URL(request.url).pathname)
  // a static page's identifier has its own short route; both show it, the short one is canonical
  return cmsPageData(context.api, store, params.slug, (s) => cmsPagePath(params.slug, s))
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

export default function CmsPageRoute({ loaderData }: Route.ComponentProps) {
  return <CmsPageView page={loaderData.page} />
}
