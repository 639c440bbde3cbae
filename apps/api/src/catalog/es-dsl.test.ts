import { describe, expect, it } from 'vitest'
import { fromEsBody } from './es-dsl.ts'

describe('Elasticsearch body translation', () => {
  it('translates the body storefront-query-builder makes for a category page', () => {
    // contract §6.3, abridged
    const q = fromEsBody({
      sort: [{ 'stock.qty': { order: 'desc' } }],
      query: {
        bool: {
          filter: {
            bool: {
              must: [
                { terms: { visibility: [2, 3, 4] } },
                { terms: { category_ids: [1394, 1400] } },
                {
                  bool: {
                    should: [
                      { terms: { kleur: ['49'] } },
                      {
                        bool: {
                          must: [
                            { terms: { kleur_options: ['49'] } },
                            { match: { type_id: 'configurable' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { range: { final_price: { gte: 20, lte: 40 } } },
              ],
            },
          },
        },
      },
      aggs: {
        agg_terms_kleur: { terms: { field: 'kleur', size: 10 } },
        agg_range_price: { range: { field: 'price', ranges: [{ from: 0, to: 20 }, { from: 140 }] } },
      },
      size: 24,
      from: 48,
      _source: { includes: ['sku', 'name'], excludes: ['*.sgn'] },
    })
    expect(q.sort).toEqual([{ field: 'stock.qty', order: 'desc' }])
    expect(q.filter).toEqual({
      op: 'and',
      nodes: [
        { op: 'terms', field: 'visibility', values: [2, 3, 4] },
        { op: 'terms', field: 'category_ids', values: [1394, 1400] },
        {
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
        },
        { op: 'range', field: 'final_price', bounds: { gte: 20, lte: 40 } },
      ],
    })
    expect(q.aggs).toEqual([
      { kind: 'terms', name: 'agg_terms_kleur', field: 'kleur', size: 10 },
      {
        kind: 'range',
        name: 'agg_range_price',
        field: 'final_price',
        ranges: [
          { from: 0, to: 20, key: undefined },
          { from: 140, to: undefined, key: undefined },
        ],
      },
    ])
    expect([q.size, q.from, q.sourceIncludes, q.sourceExcludes]).toEqual([24, 48, ['sku', 'name'], ['*.sgn']])
  })

  it('keeps a text should-clause next to filters required (min_score semantics) and reads the text', () => {
    const q = fromEsBody({
      query: {
        function_score: {
          functions: [{ filter: { match: { type_id: 'configurable' } }, weight: 2 }],
          query: {
            bool: {
              filter: { terms: { status: [0, 1] } },
              should: [
                { multi_match: { query: 'gazele', fields: ['name^2', 'supplier_sku^2'], fuzziness: 2 } },
                {
                  bool: {
                    should: [
                      { terms: { 'configurable_children.sku': ['gazele'] } },
                      { match_phrase: { sku: { query: 'gazele', boost: 1 } } },
                    ],
                  },
                },
              ],
            },
          },
        },
      },
      min_score: 0.02,
    })
    expect(q.searchText).toBe('gazele')
    expect(q.filter).toMatchObject({ op: 'and', nodes: [{ op: 'terms', field: 'status' }, { op: 'or' }] })
  })

  it('reads a percentage minimum_should_match as "at least one"', () => {
    const q = fromEsBody({
      query: {
        bool: { should: [{ term: { merk: 83 } }, { term: { merk: 84 } }], minimum_should_match: '75%' },
      },
    })
    expect(q.filter).toEqual({
      op: 'or',
      nodes: [
        { op: 'terms', field: 'merk', values: [83] },
        { op: 'terms', field: 'merk', values: [84] },
      ],
    })
  })

  it('drops scoring-only should clauses next to filters', () => {
    const q = fromEsBody({
      query: { bool: { filter: [{ term: { status: 1 } }], should: [{ term: { merk: 83 } }] } },
    })
    expect(q.filter).toEqual({ op: 'terms', field: 'status', values: [1] })
  })

  it('handles must_not, exists, ids and sort strings', () => {
    const q = fromEsBody({
      query: {
        bool: { must_not: [{ exists: { field: 'special_price' } }], must: [{ ids: { values: [1, 2] } }] },
      },
      sort: ['_score', { price: 'asc' }],
    })
    expect(q.filter).toEqual({
      op: 'and',
      nodes: [
        { op: 'terms', field: 'id', values: [1, 2] },
        { op: 'not', node: { op: 'exists', field: 'special_price' } },
      ],
    })
    expect(q.sort).toEqual([
      { field: '_score', order: 'asc' },
      { field: 'price', order: 'asc' },
    ])
  })

  it.each([
    [{ query: { wildcard: { sku: 'GZ*' } } }, /Unsupported Elasticsearch clause "wildcard"/],
    [{ query: { nested: { path: 'x' } } }, /"nested"/],
    [{ script: {} }, /Unsupported Elasticsearch clause "script"/],
    [{ aggs: { a: { histogram: { field: 'price' } } } }, /"histogram"/],
    [{ query: { bool: { should: [{ term: { a: 1 } }], minimum_should_match: 2 } } }, /minimum_should_match/],
    [{ query: { range: { price: { gte: 'veel' } } } }, /gte/],
    [{ sort: [{ price: 'sideways' }] }, /sort direction/],
  ])('refuses %j with a message naming the clause', (body, message) => {
    expect(() => fromEsBody(body)).toThrow(message)
  })
})
