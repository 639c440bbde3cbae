import { describe, expect, it } from 'vitest'
import { QueryError, type FilterNode } from './catalog-query.ts'
import { fromSearchQuery, searchQuerySchema } from './search-query.ts'

const translate = (json: unknown) => fromSearchQuery(searchQuerySchema.parse(json))
const filterOf = (attribute: string, value: unknown, scope = 'default') =>
  translate({ _appliedFilters: [{ attribute, value, scope }] }).filter

describe('SearchQuery filters', () => {
  it.each<[string, unknown, FilterNode]>([
    ['eq', { eq: 49 }, { op: 'terms', field: 'kleur', values: [49] }],
    ['in', { in: ['49', '50'] }, { op: 'terms', field: 'kleur', values: ['49', '50'] }],
    ['a bare value', 49, { op: 'terms', field: 'kleur', values: [49] }],
    ['eq null (exists)', { eq: null }, { op: 'exists', field: 'kleur' }],
    ['neq', { neq: 49 }, { op: 'not', node: { op: 'terms', field: 'kleur', values: [49] } }],
    ['nin', { nin: [49, 50] }, { op: 'not', node: { op: 'terms', field: 'kleur', values: [49, 50] } }],
    ['nin null (missing)', { nin: null }, { op: 'not', node: { op: 'exists', field: 'kleur' } }],
    ['or', { or: [49] }, { op: 'terms', field: 'kleur', values: [49] }],
    ['nor', { nor: [49] }, { op: 'not', node: { op: 'terms', field: 'kleur', values: [49] } }],
    ['gt/lt', { gt: 1, lt: 5 }, { op: 'range', field: 'kleur', bounds: { gt: 1, lt: 5 } }],
    [
      'gte/lte as strings',
      { gte: '1', lte: '5' },
      { op: 'range', field: 'kleur', bounds: { gte: 1, lte: 5 } },
    ],
    ['moreq', { moreq: 3 }, { op: 'range', field: 'kleur', bounds: { gte: 3 } }],
    ['from/to', { from: 3, to: 7 }, { op: 'range', field: 'kleur', bounds: { gte: 3, lte: 7 } }],
    ['range', { range: { gte: 3 } }, { op: 'range', field: 'kleur', bounds: { gte: 3 } }],
    ['orGt', { orGt: 3 }, { op: 'range', field: 'kleur', bounds: { gt: 3 } }],
  ])('%s', (_name, value, expected) => {
    expect(filterOf('kleur', value)).toEqual(expected)
  })

  it('ANDs the base filters and ORs the or-group', () => {
    const q = translate({
      _appliedFilters: [
        { attribute: 'visibility', value: { in: [2, 3, 4] } },
        { attribute: 'kleur', value: { or: [49] } },
        { attribute: 'merk', value: { or: [83] } },
      ],
    })
    expect(q.filter).toEqual({
      op: 'and',
      nodes: [
        { op: 'terms', field: 'visibility', values: [2, 3, 4] },
        {
          op: 'or',
          nodes: [
            { op: 'terms', field: 'kleur', values: [49] },
            { op: 'terms', field: 'merk', values: [83] },
          ],
        },
      ],
    })
  })

  it('catalog scope matches the attribute or the configurable options', () => {
    expect(filterOf('kleur', { in: ['49'] }, 'catalog')).toEqual({
      op: 'or',
      nodes: [
        { op: 'terms', field: 'kleur', values: ['49'] },
        {
          op: 'and',
          nodes: [
            { op: 'terms', field: 'kleur_options', values: ['49'] },
            { op: 'terms', field: 'type_id', values: ['configurable'] },
          ],
        },
      ],
    })
  })

  it('a catalog price range filters the final price', () => {
    expect(filterOf('price', { gte: 20, lte: 40 }, 'catalog')).toEqual({
      op: 'range',
      field: 'final_price',
      bounds: { gte: 20, lte: 40 },
    })
  })

  it.each([
    [{ like: 'zwart' }, /operator "like"/],
    [{ gte: 1, in: [2] }, /cannot combine the operators/],
    [{ gte: 'veel' }, /"gte" needs a number or a date/],
    [{ in: [{ a: 1 }] }, /values must be/],
    [{ gte: '2024-02-30' }, /"gte" needs a number or a date/],
  ])('refuses %j', (value, message) => {
    expect(() => filterOf('price', value)).toThrow(QueryError)
    expect(() => filterOf('price', value)).toThrow(message)
  })

  it('refuses attribute names that are not plain field names', () => {
    expect(() => filterOf("kleur'; drop table product; --", { eq: 1 })).toThrow(/Invalid attribute name/)
  })
})

describe('SearchQuery aggregations, sort and text', () => {
  it('builds terms aggregations with their _options twin and the price facet', () => {
    const q = translate({
      _availableFilters: [
        { field: 'kleur', scope: 'catalog' },
        { field: 'price', scope: 'catalog' },
      ],
      _appliedFilters: [{ attribute: 'price', value: { gte: 25, lte: 45 }, scope: 'catalog' }],
    })
    expect(q.aggs.map((a) => a.name)).toEqual([
      'agg_terms_kleur',
      'agg_terms_kleur_options',
      'agg_terms_price',
      'agg_range_price',
    ])
    const range = q.aggs.find((a) => a.kind === 'range')!
    expect(range.kind === 'range' && range.ranges.at(0)).toEqual({ from: 0, to: 20 })
    expect(range.kind === 'range' && range.ranges.at(-2)).toEqual({ from: 140 })
    expect(range.kind === 'range' && range.ranges.at(-1)).toEqual({ from: 25, to: 45 })
    expect(q.aggs[0]).toMatchObject({ kind: 'terms', size: 10 })
  })

  it('reads the sort in both forms and the search text', () => {
    const q = translate({
      _appliedSort: [
        { field: 'stock.qty', options: 'desc' },
        { field: 'name', options: { order: 'asc' } },
      ],
      _searchText: ' gazelle ',
    })
    expect(q.sort).toEqual([
      { field: 'stock.qty', order: 'desc' },
      { field: 'name', order: 'asc' },
    ])
    expect(q.searchText).toBe('gazelle')
    expect(q.filter).toEqual({ op: 'text', text: 'gazelle' })
  })

  it('validates types with messages naming the field', () => {
    const bad = searchQuerySchema.safeParse({ _searchText: { $ne: 1 }, groupId: 'admin' })
    expect(bad.success).toBe(false)
    const paths = bad.error!.issues.map((i) => i.path.join('.'))
    expect(paths).toEqual(expect.arrayContaining(['_searchText', 'groupId']))
  })
})
