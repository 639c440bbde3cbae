/**
 * A product listing page body, shared by categories and search results: toolbar (count, sort),
 * filters, the grid, "load more" and page links, and the empty states.
 */
import { useEffect, useState } from 'react'
import { clearFilters, hasActiveFilters, listingQueryString, withPage } from '@shop/commerce'
import { Link } from 'react-router'
import type { ListingData } from '../../lib/catalog/listing-load.ts'
import type { ListingScope } from '../../lib/catalog/query.ts'
import type { TileProduct } from '../../lib/catalog/types.ts'
import { useRouteFetcher } from '../../lib/route-fetcher.ts'
import { useT } from '../../lib/store-context.tsx'
import { useOwnPriceListing } from '../../lib/trade/use-own-price-listing.ts'
import { ActiveFilters } from './active-filters.tsx'
import { FilterPanel } from './filter-panel.tsx'
import { Pagination } from './pagination.tsx'
import { ProductGrid } from './product-tile.tsx'
import { SortSelect } from './sort-select.tsx'

export interface CatalogListingProps {
  listing: ListingData
  /** the page without query string, e.g. /c/fietsen */
  basePath: string
  today: string
  /** shown when nothing matches and no filter is set */
  emptyText: string
  /** what the page lists: lets a trade customer's price sort and filter follow their prices */
  scope?: ListingScope
}

/** Render with key={the full URL}: appended pages belong to one URL only. */
export function CatalogListing(props: CatalogListingProps) {
  // a trade customer who sorts or filters by price gets the page at their own prices (0145)
  const own = useOwnPriceListing(props.listing, props.scope)
  return (
    <ListingBody key={own ? 'own' : 'page'} {...props} listing={own ?? props.listing} own={own !== null} />
  )
}

function ListingBody({ listing, basePath, today, emptyText, own }: CatalogListingProps & { own: boolean }) {
  const t = useT()
  const fetcher = useRouteFetcher<{ listing: ListingData }>()
  const [extra, setExtra] = useState<TileProduct[]>([])
  const [lastPage, setLastPage] = useState(listing.page)
  // how many products the last "load more" added; announced to screen readers
  const [added, setAdded] = useState(0)

  useEffect(() => {
    const next = fetcher.data?.listing
    if (fetcher.state !== 'idle' || !next || next.page <= lastPage) return
    setExtra((current) => {
      const seen = new Set([...listing.products, ...current].map((p) => p.sku))
      return [...current, ...next.products.filter((p) => !seen.has(p.sku))]
    })
    setLastPage(next.page)
    setAdded(next.products.length)
    // the address names the last page shown, so a reload or "back" returns to it; replacing the
    // entry in place keeps React Router's own history state and loads nothing
    const url = basePath + listingQueryString(withPage(listing.filters, next.page), listing.facetCodes)
    window.history.replaceState(window.history.state, '', url)
  }, [fetcher.data, fetcher.state, lastPage, listing.products, listing.filters, listing.facetCodes, basePath])

  const nav = { listing, basePath }
  const products = [...listing.products, ...extra]
  // after a failed search the filters are not to blame: say what the spec says instead
  const filtered = hasActiveFilters(listing.filters) && !listing.failed
  const nextHref = basePath + listingQueryString(withPage(listing.filters, lastPage + 1), listing.facetCodes)

  return (
    <div className="listing">
      <div className="listing__toolbar">
        <p className="listing__count" role="status">
          {t('catalog.products', { count: listing.total })}
        </p>
        <SortSelect {...nav} />
      </div>
      {own && <p className="listing__own-prices">{t('trade.listing.ownPrices')}</p>}
      <div className="listing__body">
        <aside className="listing__filters" aria-label={t('catalog.filters.title')}>
          <FilterPanel {...nav} />
        </aside>
        <div className="listing__results">
          <ActiveFilters {...nav} />
          <h2 className="visually-hidden">{t('catalog.listing.products')}</h2>
          {products.length > 0 ? (
            <ProductGrid products={products} today={today} label={t('catalog.listing.products')} />
          ) : filtered ? (
            <div className="empty-state">
              <p>{t('catalog.listing.noMatches')}</p>
              <Link
                className="button"
                to={basePath + listingQueryString(clearFilters(listing.filters), listing.facetCodes)}
              >
                {t('catalog.filters.clear')}
              </Link>
            </div>
          ) : (
            <p className="empty-state">{emptyText}</p>
          )}
          <p className="visually-hidden" aria-live="polite">
            {added > 0 && t('catalog.listing.loaded', { count: added })}
          </p>
          {lastPage < listing.pageCount && (
            <p className="listing__more">
              <Link
                to={nextHref}
                className="button button--secondary"
                onClick={(event) => {
                  // with JS the next page is appended; without, the link opens it (and so does a
                  // listing at the trade customer's prices: the route's next page is a guest's)
                  if (own) return
                  event.preventDefault()
                  if (fetcher.state === 'idle') fetcher.load(nextHref)
                }}
                aria-busy={fetcher.state !== 'idle'}
              >
                {fetcher.state !== 'idle' ? t('catalog.listing.loading') : t('catalog.listing.loadMore')}
              </Link>
            </p>
          )}
          <Pagination {...nav} page={listing.page} pageCount={listing.pageCount} />
        </div>
      </div>
    </div>
  )
}
