/**
 * Facet values in a listing URL as option ids. A shared or typed URL may name an option by its
 * label (?kleur=zwart, ?kleur=Licht-blauw): such a value becomes the option's id, so the page
 * filters, shows the option as chosen and offers a chip for it. A value that is neither an id
 * nor a label of the facet is dropped: no filter that matches nothing, no phantom option.
 */
import type { ListingFilters } from '@shop/commerce'
import type { AttributeDoc } from './types.ts'

/** "Licht blauw", "licht-blauw" and "LICHT_BLAUW" are one label. */
const labelKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')

export function resolveFilterValues(
  filters: ListingFilters,
  attributes: readonly AttributeDoc[],
): ListingFilters {
  const byCode = new Map(attributes.map((a) => [a.attribute_code, a.options ?? []]))
  const terms: Record<string, readonly string[]> = {}
  let changed = false
  for (const [code, values] of Object.entries(filters.terms)) {
    const options = byCode.get(code) ?? []
    const ids = new Set(options.map((o) => String(o.value)))
    const byLabel = new Map(options.map((o) => [labelKey(o.label), String(o.value)]))
    const resolved: string[] = []
    for (const value of values) {
      const id = ids.has(value) ? value : byLabel.get(labelKey(value))
      if (id !== value) changed = true
      if (id !== undefined && !resolved.includes(id)) resolved.push(id)
    }
    if (resolved.length) terms[code] = resolved
    else changed = true
  }
  return changed ? { ...filters, terms } : filters
}
