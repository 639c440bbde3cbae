/**
 * /compare: the products on the compare list side by side by their comparable attributes
 * (attribute docs with is_comparable), option ids shown as their labels. The list is kept in the
 * browser (lib/catalog/compare.ts), so the products are fetched there; the server sends the
 * attribute labels and the empty page.
 */
import type { Route } from './+types/compare.ts'
import { Breadcrumbs } from '../components/layout/breadcrumbs.tsx'
import { CompareTable } from '../components/catalog/compare-table.tsx'
import { createTranslator } from '../i18n/translate.ts'
import { comparableAttributes } from '../lib/catalog/attributes.ts'
import { loadAttributes } from '../lib/catalog/listing.server.ts'
import { withHome } from '../lib/catalog/page.ts'
import { pageMeta } from '../lib/seo.ts'
import { storeFromPath } from '../lib/store-view.ts'


export async function loader({ request, context }: Route.LoaderArgs) {
  const store = storeFromPath(new URL(request.url).pathname)
  const t = createTranslator(store.language)
  const attributes = comparableAttributes(await loadAttributes(context.api, store))
  return {
    attributes,
    title: t('catalog.compare.title'),
    // the list is the same in both store views: the store switcher keeps the shopper here
    alternates: { nl: '/compare', de: '/de/compare' },
    breadcrumbs: withHome(store, [{ label: t('catalog.compare.title') }]),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return []
  // a personal list: nothing for search engines
  return pageMeta({ title: loaderData.title, store: storeFromPath(location.pathname), noindex: true })
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="catalog-page">
      <Breadcrumbs trail={loaderData.breadcrumbs} />
      <h1>{loaderData.title}</h1>
      <CompareTable attributes={loaderData.attributes} />
    </div>
  )
}
