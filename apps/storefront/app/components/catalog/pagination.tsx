/**
 * Page links (?page=2) that work without JS and give crawlers every product; with JS, "load
 * more" (load-more.tsx) appends the next page in place instead.
 */
import { listingQueryString, withPage } from '@shop/commerce'
import { Link } from 'react-router'
import { useT } from '../../lib/store-context.tsx'
import type { ListingNav } from './filter-panel.tsx'

/** First, last, and two either side of the current page; gaps become an ellipsis. */
export function pageWindow(current: number, count: number): (number | null)[] {
  const pages: (number | null)[] = []
  for (let page = 1; page <= count; page++) {
    if (page === 1 || page === count || Math.abs(page - current) <= 2) pages.push(page)
    else if (pages[pages.length - 1] !== null) pages.push(null)
  }
  return pages
}

export function Pagination({
  listing,
  basePath,
  page,
  pageCount,
}: ListingNav & { page: number; pageCount: number }) {
  const t = useT()
  if (pageCount <= 1) return null
  const href = (n: number) => basePath + listingQueryString(withPage(listing.filters, n), listing.facetCodes)
  return (
    <nav className="pagination" aria-label={t('catalog.pagination.label')}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev" className="pagination__step">
              {t('catalog.pagination.previous')}
            </Link>
          </li>
        )}
        {pageWindow(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('catalog.pagination.page', { page: n })}
                className="pagination__page"
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to={href(page + 1)} rel="next" className="pagination__step">
              {t('catalog.pagination.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
