/**
 * The sort order (spec 000 §9). A GET form keeps the current filters in hidden fields, so the
 * "Sort" button works without JS; with JS a change navigates straight away.
 */
import { defaultSortOf, priceParam, sortOptionsFor, withSort } from '@shop/commerce'
import type { MessageKey } from '../../i18n/translate.ts'
import { useT } from '../../lib/store-context.tsx'
import { useListingNavigate, type ListingNav } from './filter-panel.tsx'
import { useHydrated } from './use-hydrated.ts'

const LABELS: Record<string, MessageKey> = {
  relevance: 'catalog.sort.relevance',
  'stock:desc': 'catalog.sort.stockDesc',
  latest: 'catalog.sort.latest',
  'price:asc': 'catalog.sort.priceAsc',
  'price:desc': 'catalog.sort.priceDesc',
  'stock:asc': 'catalog.sort.stockAsc',
}

export function SortSelect(props: ListingNav) {
  const { listing, basePath } = props
  const { filters } = listing
  const t = useT()
  const hydrated = useHydrated()
  const go = useListingNavigate(props)
  return (
    <form method="get" action={basePath} className="sort" key={filters.sort}>
      {Object.entries(filters.terms).map(([code, values]) => (
        <input key={code} type="hidden" name={code} value={values.join(',')} />
      ))}
      {filters.price && <input type="hidden" name="price" value={priceParam(filters.price)} />}
      <label htmlFor="listing-sort" className="sort__label">
        {t('catalog.sort.label')}
      </label>
      <select
        id="listing-sort"
        name="sort"
        className="sort__select"
        defaultValue={filters.sort || defaultSortOf(filters)}
        onChange={(event) => go(withSort(filters, event.currentTarget.value))}
      >
        {sortOptionsFor(filters.defaultSort).map((option) => (
          <option key={option.id} value={option.id}>
            {LABELS[option.id] ? t(LABELS[option.id]!) : option.id}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button type="submit" className="button button--small">
          {t('catalog.sort.apply')}
        </button>
      )}
    </form>
  )
}
