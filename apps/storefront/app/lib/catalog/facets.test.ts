import { describe, expect, it } from 'vitest'
import { customPriceLabel, facetAttributes, priceOptions, termCounts, termFacet } from './facets.ts'
import type { AttributeDoc } from './types.ts'

const kleur: AttributeDoc = {
  attribute_id: 93,
  attribute_code: 'kleur',
  frontend_label: 'Kleur',
  is_filterable: true,
  position: 8,
  options: [
    { value: '9301', label: 'Zwart', swatch: '#1b1b1b', sort_order: 0 },
    { value: '9302', label: 'Wit', sort_order: 1 },
    { value: '9303', label: 'Grijs', sort_order: 2 },
  ],
}

describe('facetAttributes', () => {
  it('keeps filterable attributes with options, by position', () => {
    const merk: AttributeDoc = { ...kleur, attribute_code: 'merk', position: 7 }
    const naam: AttributeDoc = {
      attribute_id: 73,
      attribute_code: 'name',
      frontend_label: 'Naam',
      is_filterable: true,
      options: [],
    }
    const remtype: AttributeDoc = { ...kleur, attribute_code: 'remtype', is_filterable: false }
    expect(facetAttributes([kleur, naam, remtype, merk]).map((a) => a.attribute_code)).toEqual([
      'merk',
      'kleur',
    ])
  })
})

describe('termCounts', () => {
  it('adds the counts of simple products and of configurable children', () => {
    const counts = termCounts(
      {
        agg_terms_kleur: {
          buckets: [
            { key: 9301, doc_count: 10 },
            { key: 9302, doc_count: 2 },
          ],
        },
        agg_terms_kleur_options: {
          buckets: [
            { key: 9301, doc_count: 5 },
            { key: 9303, doc_count: 1 },
          ],
        },
      },
      'kleur',
    )
    expect(Object.fromEntries(counts)).toEqual({ '9301': 15, '9302': 2, '9303': 1 })
  })
})

describe('termFacet', () => {
  it('labels values, keeps the attribute order and marks chosen ones', () => {
    const facet = termFacet(
      kleur,
      new Map([
        ['9303', 4],
        ['9301', 9],
      ]),
      ['9301'],
    )
    expect(facet).toEqual({
      code: 'kleur',
      label: 'Kleur',
      options: [
        { value: '9301', label: 'Zwart', count: 9, selected: true, swatch: '#1b1b1b' },
        { value: '9303', label: 'Grijs', count: 4, selected: false },
      ],
    })
  })

  it('keeps a chosen value without results, so it can be switched off', () => {
    expect(termFacet(kleur, new Map(), ['9302'])?.options).toEqual([
      { value: '9302', label: 'Wit', count: 0, selected: true },
    ])
  })

  it('shows an unknown value as it is and drops empty facets', () => {
    expect(termFacet(kleur, new Map([['7777', 1]]), [])?.options[0]?.label).toBe('7777')
    expect(termFacet(kleur, new Map(), [])).toBeNull()
  })
})

describe('priceOptions', () => {
  // the ranges the catalogue cut for a bicycle category (ranges: 'auto')
  const aggs = {
    agg_range_price: {
      buckets: [
        { key: '0.0-750.0', from: 0, to: 750, doc_count: 12 },
        { key: '750.0-1250.0', from: 750, to: 1250, doc_count: 0 },
        { key: '1250.0-2000.0', from: 1250, to: 2000, doc_count: 14 },
        { key: '2000.0-3000.0', from: 2000, to: 3000, doc_count: 9 },
        { key: '3000.0-*', from: 3000, doc_count: 8 },
      ],
    },
  }

  it('labels the first range "< €750" and the last "> €3.000", and leaves out empty ranges', () => {
    expect(priceOptions(aggs, null)).toEqual([
      { param: '0-750', label: '< €750', count: 12, selected: false },
      { param: '1250-2000', label: '€1.250 - 2.000', count: 14, selected: false },
      { param: '2000-3000', label: '€2.000 - 3.000', count: 9, selected: false },
      { param: '3000-', label: '> €3.000', count: 8, selected: false },
    ])
  })

  it('marks the chosen range and keeps it even when empty', () => {
    const options = priceOptions(aggs, { from: 750, to: 1250 })
    expect(options.find((o) => o.param === '750-1250')).toEqual({
      param: '750-1250',
      label: '€750 - 1.250',
      count: 0,
      selected: true,
    })
  })

  it('labels a typed-in range', () => {
    expect(customPriceLabel({ from: 15, to: 35 })).toBe('€15 - 35')
    expect(customPriceLabel({ from: 3000 })).toBe('> €3.000')
  })
})
