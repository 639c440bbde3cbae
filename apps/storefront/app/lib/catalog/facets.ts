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
import { priceParam, type ListingFilters, type PriceRange } from '@shop/commerce'
import type { CatalogResult } from './api.server.ts'
import type { AttributeDoc } from './types.ts'

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

/** Whole euros with the store's grouping: 1.250 (nl-NL and de-DE alike). */
const amount = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)

/** "< €750" for the first range, "> €3.000" for the last (open) one, "€750 - 1.250" between. */
export function priceLabel(range: PriceRange, index: number, count: number, locale = 'nl-NL', sign = '€') {
  if (index === 0 && range.to !== undefined) return `< ${sign}${amount(range.to, locale)}`
  if (index === count - 1 || range.to === undefined) return `> ${sign}${amount(range.from, locale)}`
  return `${sign}${amount(range.from, locale)} - ${amount(range.to, locale)}`
}

/**
 * The price ranges the catalogue cut for these products (`ranges: 'auto'`, adjacent and in
 * order), with their counts; the chosen one stays, also when it is empty.
 */
export function priceOptions(
  aggregations: Aggregations,
  chosen: PriceRange | null,
  locale = 'nl-NL',
): PriceOption[] {
  const buckets = (aggregations.agg_range_price?.buckets ?? []).filter((b) => b.from !== undefined)
  return buckets.flatMap((bucket, index) => {
    const range: PriceRange =
      bucket.to === undefined ? { from: bucket.from ?? 0 } : { from: bucket.from ?? 0, to: bucket.to }
    const selected = chosen !== null && samePrice(chosen, bucket)
    if (bucket.doc_count === 0 && !selected) return []
    return [
      {
        param: priceParam(range),
        label: priceLabel(range, index, buckets.length, locale),
        count: bucket.doc_count,
        selected,
      },
    ]
  })
}

/** A chosen price range that is not one of the buckets (typed into the URL) still gets a label. */
export function customPriceLabel(range: PriceRange, locale = 'nl-NL', sign = '€'): string {
  return range.to === undefined
    ? `> ${sign}${amount(range.from, locale)}`
    : `${sign}${amount(range.from, locale)} - ${amount(range.to, locale)}`
}

export function chosenTerms(filters: ListingFilters, code: string): readonly string[] {
  return filters.terms[code] ?? []
}
