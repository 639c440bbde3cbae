/**
 * Catalogue search over the fixture catalogue, through HTTP: the documents of every product type,
 * response forms, entity types, the raw Elasticsearch body, and odd input.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createFixtureApp, searchQuery, type FixtureApp } from './catalog-fixture-app.ts'
import { FIXTURE_NOW, OPT, P } from './fixtures/catalog-fixture.ts'

let f: FixtureApp
beforeAll(async () => {
  f = await createFixtureApp()
})
afterAll(() => f.close())
beforeEach(() => f.setNow(FIXTURE_NOW))

const LISTING = [
  { attribute: 'visibility', value: { in: [2, 3, 4] } },
  { attribute: 'status', value: { in: [0, 1] } },
]
const source = async (sku: string, extra: object = {}, params: Record<string, string> = {}) => {
  const res = await searchQuery(
    f.app,
    { _appliedFilters: [{ attribute: 'sku', value: { eq: sku } }], ...extra },
    params,
  )
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.hits.hits[0]._source
}

describe('documents', () => {
  it('carries the VSF product fields of every type', async () => {
    const conf = await source('GZ-ORANGE-C7')
    expect(conf).toMatchObject({
      id: P.conf,
      type_id: 'configurable',
      url_path: 'gazelle-orange-c7',
      category_ids: expect.arrayContaining([1400, 1394]),
      category: [
        { category_id: 1400, name: 'E-bikes', slug: 'e-bikes', path: 'fietsen/e-bikes' },
        { category_id: 2116, name: 'Granville', slug: 'granville', path: 'granville' },
      ],
      image: '/catalog/bikes/gazelle-orange.jpg',
      media_gallery: [
        { image: '/catalog/bikes/gazelle-orange.jpg', pos: 1, typ: 'image', lab: 'Zijkant', vid: null },
        { image: '/catalog/bikes/gazelle-orange-2.jpg', pos: 2, typ: 'image', lab: null, vid: null },
      ],
      merk: OPT.gazelle,
      kleur_options: [OPT.zwart, OPT.blauw],
      maat_options: [OPT.maat49, OPT.maat53],
    })
    expect(conf.configurable_options[0]).toMatchObject({
      attribute_id: 93,
      attribute_code: 'kleur',
      label: 'Kleur',
      product_id: P.conf,
    })
    expect(conf.configurable_options[0].values.map((v: any) => v.label)).toEqual(['Zwart', 'Blauw', 'Rood'])
    expect(conf.configurable_children[0]).toMatchObject({
      sku: 'GZ-ORANGE-C7-49-ZW',
      kleur: OPT.zwart,
      maat: OPT.maat49,
      visibility: 1,
      image: '/catalog/bikes/gazelle-orange-black.jpg',
    })

    expect((await source('GRP-LIGHTS')).product_links).toEqual([
      {
        sku: 'GRP-LIGHTS',
        link_type: 'associated',
        linked_product_sku: 'LIGHT-FRONT',
        linked_product_type: 'simple',
        position: 1,
        qty: 1,
        extension_attributes: { qty: 1 },
      },
      {
        sku: 'GRP-LIGHTS',
        link_type: 'associated',
        linked_product_sku: 'LIGHT-REAR',
        linked_product_type: 'simple',
        position: 2,
        qty: 2,
        extension_attributes: { qty: 2 },
      },
    ])
    expect((await source('BND-KIT')).bundle_options).toEqual([
      {
        option_id: 601,
        title: 'Olie',
        type: 'select',
        required: true,
        position: 1,
        sku: 'BND-KIT',
        product_links: [
          {
            id: 701,
            option_id: 601,
            sku: 'OIL-1',
            qty: 1,
            is_default: true,
            price: 5,
            price_type: null,
            can_change_quantity: 1,
            position: 1,
          },
        ],
      },
    ])
    const engrave = await source('ENGRAVE-BELL')
    expect(
      engrave.custom_options.map((o: any) => [
        o.option_id,
        o.title,
        o.type,
        o.is_require,
        o.price,
        o.price_type,
      ]),
    ).toEqual([
      [801, 'Tekst', 'field', false, 2.5, 'fixed'],
      [802, 'Kleur', 'drop_down', true, null, null],
    ])
    expect(engrave.custom_options[1].values).toEqual([
      { option_type_id: 901, title: 'Rood', price: 1, price_type: 'fixed', sort_order: 1 },
      { option_type_id: 902, title: 'Blauw', price: 10, price_type: 'percent', sort_order: 2 },
    ])
    expect((await source('SP-RACE-1')).image).toBe('no_selection')
  })
})

describe('response forms', () => {
  it('compact: sources with the short field names, also in the children', async () => {
    const { body } = await searchQuery(
      f.app,
      { _appliedFilters: [{ attribute: 'sku', value: { eq: 'GZ-ORANGE-C7' } }] },
      { response_format: 'compact' },
    )
    expect(Object.keys(body).sort()).toEqual(['hits', 'total'])
    expect(body.total).toEqual({ value: 1, relation: 'eq' })
    const hit = body.hits[0]
    expect(hit).toMatchObject({
      sku: 'GZ-ORANGE-C7',
      nm: 'Gazelle Orange C7 stadsfiets',
      fpit: 749,
      fp: 619.01,
      u: 'gazelle-orange-c7',
      _score: 1,
    })
    expect(hit.name).toBeUndefined()
    expect(hit.configurable_children[0]).toMatchObject({ sku: 'GZ-ORANGE-C7-49-ZW', p: 619.01, pit: 749 })
  })

  it('_source_include and _source_exclude', async () => {
    const only = await source(
      'GZ-ORANGE-C7',
      {},
      { _source_include: 'sku,configurable_children.sku,stock.qty' },
    )
    expect(only).toEqual({
      sku: 'GZ-ORANGE-C7',
      stock: { qty: 10 },
      configurable_children: [
        { sku: 'GZ-ORANGE-C7-49-ZW' },
        { sku: 'GZ-ORANGE-C7-53-BL' },
        { sku: 'GZ-ORANGE-C7-57-RO' },
      ],
    })
    const without = await source(
      'GZ-ORANGE-C7',
      {},
      { _source_exclude: 'configurable_children,*.lab,description' },
    )
    expect(without.configurable_children).toBeUndefined()
    expect(without.description).toBeUndefined()
    expect(without.media_gallery[0]).toEqual({
      image: '/catalog/bikes/gazelle-orange.jpg',
      pos: 1,
      typ: 'image',
      vid: null,
    })
  })

  it('attribute_metadata for the aggregated attributes when asked', async () => {
    const { body } = await searchQuery(
      f.app,
      { _availableFilters: [{ field: 'kleur', scope: 'catalog' }], _appliedFilters: LISTING },
      { response_format: 'compact', attribute_metadata: 'true' },
    )
    expect(body.attribute_metadata).toEqual([
      expect.objectContaining({
        attribute_code: 'kleur',
        attribute_id: 93,
        options: [
          { value: String(OPT.zwart), label: 'Zwart', sort_order: 1, swatch: '#000000' },
          { value: String(OPT.blauw), label: 'Blauw', sort_order: 2, swatch: '#0000ff' },
        ],
      }),
    ])
  })
})

describe('entity types', () => {
  const entity = (path: string, query: object, params: Record<string, string> = {}) =>
    searchQuery(f.app, query, params, path)

  it('categories with their subtree, in both stores', async () => {
    const { body } = await entity('vue_storefront_catalog/category', {
      _appliedFilters: [{ attribute: 'id', value: { in: [1394] } }],
    })
    const doc = body.hits.hits[0]._source
    expect(body.hits.hits[0]._index).toBe('vue_storefront_catalog_category')
    expect(doc).toMatchObject({
      id: 1394,
      name: 'Fietsen',
      url_path: 'fietsen',
      slug: 'fietsen',
      level: 3,
      parent_id: 1332,
      path: '1/2/1332/1394',
      product_count: 4,
      is_active: true,
      include_in_menu: true,
    })
    expect(doc.children_data.map((c: any) => [c.id, c.name, c.product_count])).toEqual([[1400, 'E-bikes', 2]])
    const de = await entity('vue_storefront_catalog/category-de', {
      _appliedFilters: [{ attribute: 'url_path', value: { eq: 'fahrraeder/e-bikes' } }],
    })
    expect(de.body.hits.hits.map((h: any) => h._source.name)).toEqual(['E-Bikes'])
    const menu = await entity(
      'vue_storefront_catalog/category',
      {
        _appliedFilters: [{ attribute: 'parent_id', value: { eq: 1332 } }],
        _appliedSort: [{ field: 'position', options: 'asc' }],
      },
      { size: '4000' },
    )
    expect(menu.body.hits.hits.map((h: any) => [h._source.id, h._source.theme])).toEqual([
      [1394, 'default'],
      [1500, 'default'],
      [2116, 'granville'],
      [2136, 'urban'],
    ])
  })

  it('attributes, tax rules, CMS pages and blocks; reviews are empty', async () => {
    const attributes = await entity('vue_storefront_catalog_de/attribute', {
      _appliedFilters: [{ attribute: 'attribute_code', value: { in: ['kleur', 'maat'] } }],
    })
    expect(
      attributes.body.hits.hits.map((h: any) => [h._source.attribute_code, h._source.frontend_label]),
    ).toEqual([
      ['kleur', 'Farbe'],
      ['maat', 'Größe'],
    ])
    expect(attributes.body.hits.hits[0]._source.options[0]).toEqual({
      value: String(OPT.zwart),
      label: 'Schwarz',
      sort_order: 1,
      swatch: '#000000',
    })
    const rules = await entity('vue_storefront_catalog/taxrule', {})
    expect(rules.body.hits.hits[0]._source).toMatchObject({
      id: 1,
      product_tax_class_ids: [2],
      customer_tax_class_ids: [3, 4],
    })
    expect(rules.body.hits.hits[0]._source.rates[0]).toMatchObject({
      tax_country_id: 'NL',
      rate: 21,
      tax_postcode: '*',
    })
    const page = await entity('vue_storefront_catalog/cms_page', {
      _appliedFilters: [{ attribute: 'identifier', value: { eq: 'over-ons' } }],
    })
    expect(page.body.hits.hits[0]._source).toMatchObject({
      identifier: 'over-ons',
      title: 'Over ons',
      content_heading: 'Over ons',
      store_id: 1,
    })
    expect(
      (
        await entity('vue_storefront_catalog/cms_page', {
          _appliedFilters: [{ attribute: 'identifier', value: { eq: 'concept' } }],
        })
      ).body.hits.total.value,
    ).toBe(0)
    const block = await entity('vue_storefront_catalog_de/cms_block', {
      _appliedFilters: [{ attribute: 'identifier', value: { eq: 'footer-links' } }],
    })
    expect(block.body.hits.hits.map((h: any) => h._source.title)).toEqual(['Footer DE'])
    const reviews = await entity('vue_storefront_catalog/review', {
      _appliedFilters: [{ attribute: 'product_id', value: { eq: P.conf } }],
    })
    expect(reviews.body.hits).toEqual({ total: { value: 0, relation: 'eq' }, max_score: null, hits: [] })
  })
})

describe('Elasticsearch body (api mode)', () => {
  it('accepts a POSTed body with filters, sort, aggregations and _source', async () => {
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/catalog/vue_storefront_catalog/product/_search?size=2',
      payload: {
        query: {
          bool: {
            filter: {
              bool: { must: [{ terms: { visibility: [2, 3, 4] } }, { terms: { category_ids: [1394] } }] },
            },
          },
        },
        sort: [{ final_price: { order: 'asc' } }],
        aggs: {
          agg_terms_merk: { terms: { field: 'merk', size: 10 } },
          agg_range_price: { range: { field: 'price', ranges: [{ from: 0, to: 500 }, { from: 500 }] } },
        },
        _source: ['sku'],
      },
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.hits.total.value).toBe(4)
    expect(body.hits.hits.map((h: any) => h._source)).toEqual([{ sku: 'SP-RACE-1' }, { sku: 'BT-DAMES-28' }])
    expect(body.aggregations.agg_range_price.buckets).toEqual([
      { key: '0.0-500.0', from: 0, to: 500, doc_count: 2 },
      { key: '500.0-*', from: 500, doc_count: 2 },
    ])
  })

  it('answers 400 naming an unsupported clause, 405 for other methods', async () => {
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/catalog/vue_storefront_catalog/product/_search',
      payload: { query: { fuzzy: { name: 'x' } } },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().result).toMatch(/fuzzy/)
    const put = await f.app.inject({
      method: 'PUT',
      url: '/api/catalog/vue_storefront_catalog/product/_search',
    })
    expect([put.statusCode, put.json().code]).toEqual([405, 405])
  })

  it('GET with a request parameter that is not double-encoded', async () => {
    const request = JSON.stringify({ query: { terms: { sku: ['SP-RACE-1'] } } })
    const res = await f.app.inject({
      method: 'GET',
      url: `/api/catalog/vue_storefront_catalog/product/_search?request=${encodeURIComponent(request)}`,
    })
    expect(res.json().hits.hits.map((h: any) => h._source.sku)).toEqual(['SP-RACE-1'])
  })
})

describe('odd input is a 4xx or an empty answer, never a 500', () => {
  const get = (query: object, params: Record<string, string | number> = {}) =>
    searchQuery(f.app, query, params)
  let deep: object = { match_all: {} }
  for (let i = 0; i < 40; i++) deep = { bool: { must: [deep] } }

  it.each<[string, () => Promise<{ status: number; body: any }>, number]>([
    ['a NUL character in the search text', () => get({ _searchText: 'fiets\u0000' }), 400],
    ['an offset beyond any catalogue', () => get({}, { from: 1e20 }), 400],
    ['a group id beyond integers', () => get({ groupId: 1e20 }), 400],
    [
      'an impossible time in a date range',
      () => get({ _appliedFilters: [{ attribute: 'created_at', value: { gte: '2024-01-01T25:00' } }] }),
      400,
    ],
    [
      'a number where created_at needs a date',
      () => get({ _appliedFilters: [{ attribute: 'created_at', value: { gte: 5 } }] }),
      400,
    ],
    [
      'an id beyond integers',
      () => get({ _appliedFilters: [{ attribute: 'visibility', value: { in: [1e15] } }] }),
      200,
    ],
    [
      'a query nested 40 levels deep',
      async () => {
        const res = await f.app.inject({
          method: 'POST',
          url: '/api/catalog/vue_storefront_catalog/product/_search',
          payload: { query: deep },
        })
        return { status: res.statusCode, body: res.json() }
      },
      400,
    ],
    ['a size of infinity', () => get({}, { size: '1e400' }), 400],
  ])('%s', async (_name, run, status) => {
    const res = await run()
    expect(res.status, JSON.stringify(res.body)).toBe(status)
  })
})
