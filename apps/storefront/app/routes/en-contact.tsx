/** /en/contact: the contact page in English (components/layout/en-contact-page.tsx). */
import type { Route } from './+types/en-contact.ts'
import { EN_CONTACT, EnContactPage } from '../components/layout/en-contact-page.tsx'
import { originFromMatches, pageMeta } from '../lib/seo.ts'
import { storeFromPath } from '../lib/store-view.ts'
import contactCss from '../styles/contact.css?url'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contactCss }]

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: EN_CONTACT.metaTitle,
    description: EN_CONTACT.description,
    canonicalPath: '/en/contact',
    store: storeFromPath(location.pathname),
    origin: originFromMatches(matches),
  })

export default function EnContact() {
  return <EnContactPage />
}
