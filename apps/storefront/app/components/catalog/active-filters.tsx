/**
 * Chips of the active filters above the results: each removes its own filter, "Alles wissen"
 * removes them all. Plain links, so they work before hydration too.
 */
import { Link } from 'react-router'
import type { ListingData } from '../../lib/catalog/listing.server.ts'
import { clearAllHref, filterChips } from '../../lib/catalog/chips.ts'
import { useStore, useT } from '../../lib/store-context.tsx'

export interface ActiveFiltersProps {
  listing: Pick<ListingData, 'filters' | 'facetCodes' | 'facets' | 'prices'>
  basePath: string
}

export function ActiveFilters({ listing, basePath }: ActiveFiltersProps) {
  const t = useT()
  const store = useStore()
  const chips = filterChips(listing, basePath, t('catalog.filters.price'), store.view.locale)
  if (chips.length === 0) return null
  return (
    <nav className="chips" aria-label={t('catalog.chips.label')}>
      <ul className="chips__list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              className="chips__chip"
              to={chip.href}
              preventScrollReset
              aria-label={t('catalog.chips.remove', { facet: chip.facet, value: chip.value })}
            >
              {t('catalog.chips.item', { facet: chip.facet, value: chip.value })}
              <span className="chips__x" aria-hidden="true">
                ×
              </span>
            </Link>
          </li>
        ))}
        <li>
          <Link className="chips__clear" to={clearAllHref(listing, basePath)} preventScrollReset>
            {t('catalog.chips.clearAll')}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
