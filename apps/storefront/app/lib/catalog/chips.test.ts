import { describe, expect, it } from 'vitest'
import { parseListingQuery } from '@shop/commerce'
import { clearAllHref, filterChips } from './chips.ts'

const facetCodes = ['kleur', 'merk']
const listing = (query: string, search = false) => ({
  filters: parseListingQuery(new URLSearchParams(query), facetCodes, { search }),
  facetCodes,
  facets: [
    {
      code: 'kleur',
      label: 'Kleur',
      options: [
        { value: '9301', label: 'Zwart', count: 4, selected: true },
        { value: '9302', label: 'Wit', count: 2, selected: true },
      ],
    },
    { code: 'merk', label: 'Merk', options: [{ value: '8303', label: 'Gazelle', count: 3, selected: true }] },
  ],
  prices: [{ param: '750-1250', label: '€750 - 1.250', count: 5, selected: true }],
})

describe('filterChips', () => {
  it('gives a chip per chosen option and price, each leading to the listing without it', () => {
    const chips = filterChips(
      listing('kleur=9301,9302&merk=8303&price=750-1250&sort=price:asc'),
      '/c/fietsen',
      'Prijs',
    )
    expect(chips.map((c) => [c.facet, c.value, c.href])).toEqual([
      ['Kleur', 'Zwart', '/c/fietsen?kleur=9302&merk=8303&price=750-1250&sort=price:asc'],
      ['Kleur', 'Wit', '/c/fietsen?kleur=9301&merk=8303&price=750-1250&sort=price:asc'],
      ['Merk', 'Gazelle', '/c/fietsen?kleur=9301,9302&price=750-1250&sort=price:asc'],
      ['Prijs', '€750 - 1.250', '/c/fietsen?kleur=9301,9302&merk=8303&sort=price:asc'],
    ])
  })

  it('has no chips without filters; "clear all" keeps the sort and a search its default', () => {
    expect(filterChips(listing('sort=latest'), '/c/fietsen', 'Prijs')).toEqual([])
    expect(clearAllHref(listing('kleur=9301&sort=latest'), '/c/fietsen')).toBe('/c/fietsen?sort=latest')
    expect(clearAllHref(listing('kleur=9301', true), '/search-results/fiets')).toBe('/search-results/fiets')
  })

  it('names a typed-in price range that is not one of the offered ranges', () => {
    const typed = { ...listing('price=100-200'), prices: [] }
    expect(filterChips(typed, '/c/fietsen', 'Preis', 'de-DE')[0]).toMatchObject({ value: '€100 - 200' })
  })
})
