import { describe, expect, it } from 'vitest'
import { parseListingQuery } from '@shop/commerce'
import { resolveFilterValues } from './filter-values.ts'
import { withListingQuery } from './store-switch.ts'
import type { AttributeDoc } from './types.ts'

const kleur = (labels: [string, string][]): AttributeDoc => ({
  attribute_id: 93,
  attribute_code: 'kleur',
  frontend_label: 'Kleur',
  is_filterable: true,
  options: labels.map(([value, label]) => ({ value, label })),
})
const nl = [
  kleur([
    ['9301', 'Zwart'],
    ['9302', 'Licht blauw'],
  ]),
]
const de = [
  kleur([
    ['9301', 'Schwarz'],
    ['9302', 'Hellblau'],
  ]),
]
const alternates = { nl: '/c/fietsen', de: '/de/c/fahrraeder' }

const filtersOf = (query: string, attributes: AttributeDoc[], search = false) =>
  resolveFilterValues(parseListingQuery(new URLSearchParams(query), ['kleur'], { search }), attributes)

describe('store switch of a listing', () => {
  it('keeps filters, price and sort in the other language, from page 1', () => {
    const filters = filtersOf('kleur=9302&price=750-1250&sort=price:asc&page=3', nl)
    expect(withListingQuery(alternates, { filters, facetCodes: ['kleur'] })).toEqual({
      nl: '/c/fietsen?kleur=9302&price=750-1250&sort=price:asc',
      de: '/de/c/fahrraeder?kleur=9302&price=750-1250&sort=price:asc',
    })
  })

  it('carries a label as the option id, which names the same option in the other store view', () => {
    const filters = filtersOf('kleur=zwart', nl)
    const target = withListingQuery(alternates, { filters, facetCodes: ['kleur'] })
    expect(target.de).toBe('/de/c/fahrraeder?kleur=9301')
    // and back: the German page reads the id as "Schwarz"
    expect(filtersOf('kleur=9301', de).terms).toEqual({ kleur: ['9301'] })
  })

  it('leaves the addresses as they are without filters', () => {
    expect(withListingQuery(alternates, { filters: filtersOf('', nl), facetCodes: ['kleur'] })).toEqual(
      alternates,
    )
  })
})

describe('resolveFilterValues', () => {
  it('turns labels (any case, spaces or dashes) into ids and drops unknown values', () => {
    expect(filtersOf('kleur=ZWART,licht-blauw', nl).terms).toEqual({ kleur: ['9301', '9302'] })
    expect(filtersOf('kleur=9301,zwart', nl).terms).toEqual({ kleur: ['9301'] })
    expect(filtersOf('kleur=plaid', nl).terms).toEqual({})
  })
})
