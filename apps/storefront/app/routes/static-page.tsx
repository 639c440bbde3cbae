/**
 * The static routes of spec 000 §2 (/about-us, /contact, /de/contact, /en/contact, …): the last
 * path segment is the CMS page identifier in the store view of the path. /en/contact has its own
 * English route (routes/en-contact.tsx).
 */
import type { Route } from './+types/static-page.ts'
import { CmsPageView } from '../components/layout/cms-page-view.tsx'
import { cmsPageData } from '../lib/cms-page.server.ts'
import { originFromMatches, pageMeta } from '../lib/seo.ts'
import { localPath, storeFromPath } from '../lib/store-view.ts'
import { ContactForm } from '../components/contact/contact-form.tsx'
import contactCss from '../styles/contact.css?url'

function identifierOf(pathname: string): string {
  return pathname.replace(/\/+$/, '').split('/').pop() ?? ''
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  const store = storeFromPath(pathname)
  const identifier = identifierOf(pathname)
  return cmsPageData(context.api, store, identifier, (s) => localPath(`/${identifier}`, s))
}

/** the contact page's form (issue 19) below the page's text */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contactCss }]

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

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CmsPageView page={loaderData.page} />
      {loaderData.page.identifier === 'contact' && (
        <div className="cms-page">
          <ContactForm />
        </div>
      )}
    </>
  )
}
