/**
 * /search-results/{q}: products matching the text, with the same filters and sort as categories.
 * The search form without JS arrives here as /search-results/q?q=text and is redirected to the
 * path form, so there is one URL per search.
 */
import { Link, redirect } from 'react-router'
import type { Route } from './+types/search-results.ts'
import { Breadcrumbs } from '../components/layout/breadcrumbs.tsx'
import { CatalogListing } from '../components/catalog/listing.tsx'
import { SearchPanel } from '../components/catalog/search-panel.tsx'
import { createTranslator } from '../i18n/translate.ts'
import { customerApi } from '../lib/customer-group.server.ts'
import { loadAttributes, loadListingSafely, type ListingData } from '../lib/catalog/listing.server.ts'
import { shopToday, withHome } from '../lib/catalog/page.ts'
import { normalizeSearchText } from '../lib/catalog/search.ts'
import { searchPath } from '../lib/catalog/urls.ts'
import { withListingQuery } from '../lib/catalog/store-switch.ts'
import { canonicalSearchText, isIndexableSearch } from '../lib/search-seo.ts'
import { originFromMatches, pageMeta } from '../lib/seo.ts'
import { storeFromPath } from '../lib/store-view.ts'
import { useT } from '../lib/store-context.tsx'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const store = storeFromPath(url.pathname)
  const typed = url.searchParams.get('q')
  if (typed !== null) {
    const text = normalizeSearchText(typed)
    if (text) throw redirect(searchPath(text, store))
  }
  const query = normalizeSearchText(params.q)
  const t = createTranslator(store.language)
  const basePath = searchPath(query, store)
  let listing: ListingData | null = null
  if (query) {
    const attributes = await loadAttributes(context.api, store)
    // priced for the customer's group (the group cookie)
    const api = customerApi(context.api, request)
    listing = await loadListingSafely(api, store, { searchText: query }, url, attributes)
  }
  return {
    query,
    listing,
    basePath,
    today: shopToday(),
    title: t('catalog.search.title', { query }),
    description: listing?.total
      ? t('catalog.search.description', { query, count: listing.total })
      : t('catalog.search.title', { query }),
    // the same search in the other store view, for the store switcher
    alternates: { nl: searchPath(query, storeFromPath('/')), de: searchPath(query, storeFromPath('/de')) },
    // the switcher keeps the chosen filters (option ids are the same in every store view)
    storeSwitch: listing
      ? withListingQuery(
          { nl: searchPath(query, storeFromPath('/')), de: searchPath(query, storeFromPath('/de')) },
          listing,
        )
      : undefined,
    suggestion: listing?.suggestion
      ? { text: listing.suggestion, to: searchPath(listing.suggestion, store) }
      : null,
    breadcrumbs: withHome(store, [{ label: t('catalog.search.crumb', { query }) }]),
  }
}

// plain searches with results may be indexed under one canonical address; the endless
// combinations of text, filters and pages are followed, not indexed (lib/search-seo.ts)
export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return []
  const store = storeFromPath(location.pathname)
  const { query, listing } = loaderData
  const indexable = !!listing && isIndexableSearch({ query, ...listing })
  return pageMeta({
    title: loaderData.title,
    description: loaderData.description,
    store,
    noindex: !indexable,
    canonicalPath: indexable ? searchPath(canonicalSearchText(query, store.view.locale), store) : undefined,
    origin: originFromMatches(matches),
  })
}

export default function SearchResultsPage({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { listing, basePath, query } = loaderData
  return (
    <div className="catalog-page">
      <Breadcrumbs trail={loaderData.breadcrumbs} />
      <header className="catalog-page__header">
        <h1>{loaderData.title}</h1>
        <div className="catalog-page__search">
          <SearchPanel key={query} initialQuery={query} />
        </div>
        {loaderData.suggestion && (
          <p className="catalog-page__did-you-mean">
            {t('catalog.search.didYouMean')}{' '}
            <Link to={loaderData.suggestion.to}>
              <strong>{loaderData.suggestion.text}</strong>
            </Link>
            ?
          </p>
        )}
      </header>
      {listing ? (
        <CatalogListing
          key={basePath + JSON.stringify(listing.filters)}
          listing={listing}
          basePath={basePath}
          today={loaderData.today}
          emptyText={t('catalog.search.noResults', { query })}
          scope={{ searchText: query }}
        />
      ) : (
        <p className="empty-state">{t('catalog.search.enterTerm')}</p>
      )}
    </div>
  )
}
