/**
 * Aggregations of a listing search (contract §6.3/§6.4) turned into filter options (spec 000 §3
 * "Filter option": id, label, count, from, to).
 *
 * A term facet counts `agg_terms_{code}` (simple products) plus `agg_terms_{code}_options`
 * (configurable products through their children's values). The indexer puts a value on a
 * product or in its `_options` list, never both, so the two counts add up. Chosen values always
 * stay visible, also at count 0, so they can be switched off again.
 *
 * The material-group rule of spec 000 §5 (one group combination at a time, no "-0" entries,
 * 50/100 as percentages) is not applied: the catalogue has no material-group attribute (its
 * attribute index lists none), so there is nothing to apply it to yet.
 */
import {
  PRICE_RANGES,
  priceRangeLabel,
  priceParam,
  type ListingFilters,
  type PriceRange,
} from '@shop/commerce'
import type { CatalogResult } from './catalog.server.ts'
import type { AttributeDoc } from './catalog-types.ts'

export interface FacetOption {
  value: string
  label: string
  count: number
  selected: boolean
  /** colour swatch of kleur options */
  swatch?: string
}

export interface TermFacet {
  code: string
  label: string
  options: FacetOption[]
}

export interface PriceOption {
  /** the URL value, e.g. "20-40" */
  param: string
  label: string
  count: number
  selected: boolean
}

type Aggregations = CatalogResult['aggregations']

/** The attributes that can filter listings: filterable and with options, by position. */
export function facetAttributes(attributes: readonly AttributeDoc[]): AttributeDoc[] {
  return attributes
    .filter((a) => a.is_filterable && (a.options?.length ?? 0) > 0 && a.attribute_code !== 'price')
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
}

export function termCounts(aggregations: Aggregations, code: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const name of [`agg_terms_${code}`, `agg_terms_${code}_options`]) {
    for (const bucket of aggregations[name]?.buckets ?? []) {
      const key = String(bucket.key)
      counts.set(key, (counts.get(key) ?? 0) + bucket.doc_count)
    }
  }
  return counts
}

/** One facet; null when it has nothing to offer (no counted and no chosen value). */
export function termFacet(
  attribute: AttributeDoc,
  counts: ReadonlyMap<string, number>,
  chosen: readonly string[],
): TermFacet | null {
  const known = new Map(
    (attribute.options ?? []).map((o, i) => [o.value, { ...o, order: o.sort_order ?? i }]),
  )
  const values = new Set([...counts.keys(), ...chosen])
  const options: (FacetOption & { order: number })[] = []
  for (const value of values) {
    const count = counts.get(value) ?? 0
    const selected = chosen.includes(value)
    if (count === 0 && !selected) continue
    const option = known.get(value)
    options.push({
      value,
      label: option?.label ?? value,
      count,
      selected,
      ...(option?.swatch ? { swatch: option.swatch } : {}),
      order: option?.order ?? Number.MAX_SAFE_INTEGER,
    })
  }
  if (!options.length) return null
  // the attribute's own order (sizes small to large) reads better than counts that shift
  options.sort((a, b) => a.order - b.order || a.label.localeCompare(b.label))
  return {
    code: attribute.attribute_code,
    label: attribute.frontend_label,
    options: options.map(({ order: _order, ...o }) => o),
  }
}

function samePrice(a: PriceRange, b: { from?: number; to?: number }): boolean {
  return a.from === (b.from ?? 0) && a.to === b.to
}

/** The fixed price buckets (spec 000 §9) with their counts; labels "< €20" ... "> €140". */
export function priceOptions(
  aggregations: Aggregations,
  chosen: PriceRange | null,
  currencySign = '€',
): PriceOption[] {
  const buckets = aggregations.agg_range_price?.buckets ?? []
  return PRICE_RANGES.flatMap((range, index) => {
    const bucket = buckets.find((b) => samePrice(range, b))
    const count = bucket?.doc_count ?? 0
    const selected = chosen !== null && samePrice(chosen, range)
    if (count === 0 && !selected) return []
    return [
      {
        param: priceParam(range),
        label: priceRangeLabel(range, index, PRICE_RANGES.length, currencySign),
        count,
        selected,
      },
    ]
  })
}

/** A chosen price range that is not one of the buckets (typed into the URL) still gets a label. */
export function customPriceLabel(range: PriceRange, currencySign = '€'): string {
  return range.to === undefined
    ? `> ${currencySign}${range.from}`
    : `${currencySign}${range.from} - ${range.to}`
}

export function chosenTerms(filters: ListingFilters, code: string): readonly string[] {
  return filters.terms[code] ?? []
}
