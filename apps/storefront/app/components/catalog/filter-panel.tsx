/**
 * Listing filters as a plain GET form: without JS the shopper ticks boxes and presses "Apply";
 * with JS every change navigates at once to the canonical URL (?kleur=9301,9302&price=20-40).
 * The next filters are read from the whole form, not toggled on the current ones, so quick
 * clicks while a page is still loading add up instead of overwriting each other. The form is
 * re-mounted per URL, so after a navigation its boxes show what the server applied.
 */
import {
  clearFilters,
  defaultSortOf,
  hasActiveFilters,
  listingQueryString,
  parseListingQuery,
  priceParam,
  withPage,
  type ListingFilters,
} from '@shop/commerce'
import { Link, useNavigate } from 'react-router'
import type { ListingData } from '../../lib/catalog/listing.server.ts'
import { customPriceLabel } from '../../lib/catalog/facets.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { useHydrated } from './use-hydrated.ts'

export interface ListingNav {
  listing: Pick<ListingData, 'filters' | 'facetCodes' | 'facets' | 'prices'>
  basePath: string
}

export function useListingNavigate({ listing, basePath }: ListingNav) {
  const navigate = useNavigate()
  return (next: ListingFilters) =>
    navigate(basePath + listingQueryString(next, listing.facetCodes), { preventScrollReset: true })
}

/** What a GET submit of the form would send, as filters (only checked boxes and radios count). */
export function filtersFromForm(form: HTMLFormElement, facetCodes: readonly string[]): ListingFilters {
  const params = new URLSearchParams()
  for (let i = 0; i < form.elements.length; i++) {
    const field = form.elements[i] as HTMLInputElement
    if (!field.name || field.disabled) continue
    if ((field.type === 'checkbox' || field.type === 'radio') && !field.checked) continue
    params.append(field.name, field.value)
  }
  return withPage(parseListingQuery(params, facetCodes), 1)
}

export function FilterPanel(props: ListingNav) {
  const { listing, basePath } = props
  const { filters, facetCodes } = listing
  const t = useT()
  const locale = useStore().view.locale
  const hydrated = useHydrated()
  const go = useListingNavigate(props)
  const activeCount =
    Object.values(filters.terms).reduce((n, values) => n + values.length, 0) + (filters.price ? 1 : 0)
  const priceInOptions = listing.prices.some((option) => option.selected)
  const formKey = listingQueryString(filters, facetCodes)

  return (
    <details className="filters">
      <summary className="filters__toggle">
        <h2 className="filters__title">
          {t('catalog.filters.title')}
          {activeCount > 0 && <span className="filters__active"> ({activeCount})</span>}
        </h2>
      </summary>
      <form
        key={formKey}
        method="get"
        action={basePath}
        className="filters__body"
        onChange={(event) => go(filtersFromForm(event.currentTarget, facetCodes))}
      >
        {listing.facets.map((facet) => (
          <fieldset key={facet.code} className="facet">
            <legend className="facet__title">{facet.label}</legend>
            <ul className="facet__options">
              {facet.options.map((option) => (
                <li key={option.value}>
                  <label className="facet__option">
                    <input
                      type="checkbox"
                      name={facet.code}
                      value={option.value}
                      defaultChecked={option.selected}
                    />
                    {option.swatch && (
                      <span
                        className="facet__swatch"
                        style={{ background: option.swatch }}
                        aria-hidden="true"
                      />
                    )}
                    <span className="facet__label">{option.label}</span>
                    <span className="facet__count">({option.count})</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
        {(listing.prices.length > 0 || filters.price) && (
          <fieldset className="facet">
            <legend className="facet__title">{t('catalog.filters.price')}</legend>
            <ul className="facet__options">
              <li>
                <label className="facet__option">
                  <input type="radio" name="price" value="" defaultChecked={!filters.price} />
                  <span className="facet__label">{t('catalog.filters.anyPrice')}</span>
                </label>
              </li>
              {filters.price && !priceInOptions && (
                <li>
                  <label className="facet__option">
                    <input type="radio" name="price" value={priceParam(filters.price)} defaultChecked />
                    <span className="facet__label">{customPriceLabel(filters.price, locale)}</span>
                  </label>
                </li>
              )}
              {listing.prices.map((option) => (
                <li key={option.param}>
                  <label className="facet__option">
                    <input type="radio" name="price" value={option.param} defaultChecked={option.selected} />
                    <span className="facet__label">{option.label}</span>
                    <span className="facet__count">({option.count})</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        {filters.sort !== defaultSortOf(filters) && <input type="hidden" name="sort" value={filters.sort} />}
        <div className="filters__actions">
          {!hydrated && (
            <button type="submit" className="button">
              {t('catalog.filters.apply')}
            </button>
          )}
          {hasActiveFilters(filters) && (
            <Link
              className="filters__clear"
              to={basePath + listingQueryString(clearFilters(filters), facetCodes)}
              preventScrollReset
            >
              {t('catalog.filters.clear')}
            </Link>
          )}
        </div>
      </form>
    </details>
  )
}
