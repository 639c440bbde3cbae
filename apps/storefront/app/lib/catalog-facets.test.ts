import { describe, expect, it } from 'vitest'
import { customPriceLabel, facetAttributes, priceOptions, termCounts, termFacet } from './catalog-facets.ts'
import type { AttributeDoc } from './catalog-types.ts'

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
  const aggs = {
    agg_range_price: {
      buckets: [
        { key: '0.0-20.0', from: 0, to: 20, doc_count: 3 },
        { key: '20.0-40.0', from: 20, to: 40, doc_count: 0 },
        { key: '40.0-60.0', from: 40, to: 60, doc_count: 2 },
        { key: '140.0-*', from: 140, doc_count: 9 },
        { key: '40.0-*', from: 40, doc_count: 11 },
      ],
    },
  }

  it('labels the first bucket "< €20" and the last "> €140", and leaves out empty buckets', () => {
    expect(priceOptions(aggs, null)).toEqual([
      { param: '0-20', label: '< €20', count: 3, selected: false },
      { param: '40-60', label: '€40 - 60', count: 2, selected: false },
      { param: '140-', label: '> €140', count: 9, selected: false },
    ])
  })

  it('marks the chosen range and keeps it even when empty', () => {
    const options = priceOptions(aggs, { from: 20, to: 40 })
    expect(options.find((o) => o.param === '20-40')).toEqual({
      param: '20-40',
      label: '€20 - 40',
      count: 0,
      selected: true,
    })
  })

  it('labels a typed-in range', () => {
    expect(customPriceLabel({ from: 15, to: 35 })).toBe('€15 - 35')
    expect(customPriceLabel({ from: 300 })).toBe('> €300')
  })
})
