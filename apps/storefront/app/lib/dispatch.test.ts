import { describe, expect, it } from 'vitest'
import type { UrlMapHit } from './catalog/api.server.ts'
import { dispatch } from './dispatch.ts'
import { storeFromPath } from './store-view.ts'

const nl = storeFromPath('/')
const de = storeFromPath('/de')
const categorySlug = (c: { url_key: string }) => c.url_key

const product = (source: Record<string, unknown>, redirect?: UrlMapHit['_redirect']): UrlMapHit => ({
  _type: 'product',
  _source: {
    sku: 'BE-12752',
    url_key: 'bell-racehelm-aero-2162',
    slug: 'bell-racehelm-aero-2162',
    status: 1,
    visibility: 4,
    ...source,
  },
  ...(redirect ? { _redirect: redirect } : {}),
})

describe('dispatch', () => {
  it('sends a product to its canonical page with a 301', () => {
    expect(dispatch({ hit: product({}), store: nl, path: '/bell-racehelm-aero-2162', categorySlug })).toEqual(
      {
        kind: 'redirect',
        to: '/p/BE-12752/bell-racehelm-aero-2162',
        status: 301,
      },
    )
  })

  it('sends a hidden child to its parent with the child sku, in the store view', () => {
    const hit = product({}, { status: 301, url_path: 'bell-racehelm-aero-2162', childSku: 'BE-12752-RO-M' })
    expect(dispatch({ hit, store: de, path: '/de/x', categorySlug })).toEqual({
      kind: 'redirect',
      to: '/de/p/BE-12752/bell-racehelm-aero-2162/BE-12752-RO-M',
      status: 301,
    })
  })

  it('takes the child sku from the query when the dispatcher is used', () => {
    const outcome = dispatch({
      hit: product({}),
      store: nl,
      path: '/x',
      search: '?childSku=BE-12752-ZW-L',
      categorySlug,
    })
    expect(outcome).toMatchObject({ to: '/p/BE-12752/bell-racehelm-aero-2162/BE-12752-ZW-L' })
  })

  it('answers the spec messages for disabled products and hidden children without a parent', () => {
    expect(dispatch({ hit: product({ status: 2 }), store: nl, path: '/x', categorySlug })).toMatchObject({
      kind: 'not-found',
      message: 'Product query returned empty result product status = 2',
    })
    expect(dispatch({ hit: product({ visibility: 1 }), store: nl, path: '/x', categorySlug })).toMatchObject({
      kind: 'not-found',
      message: 'Product query returned empty result product visibility = 1',
    })
  })

  it('sends a category to /c/{slug} keeping its filters', () => {
    const hit: UrlMapHit = {
      _type: 'category',
      _source: { id: 1401, url_key: 'e-bikes', url_path: 'fietsen/e-bikes' },
    }
    expect(
      dispatch({ hit, store: nl, path: '/fietsen/e-bikes', search: '?merk=gazelle', categorySlug }),
    ).toEqual({
      kind: 'redirect',
      to: '/c/e-bikes?merk=gazelle',
      status: 301,
    })
  })

  it('renders CMS pages in place', () => {
    const hit: UrlMapHit = { _type: 'cms_page', _source: { identifier: 'returns' } }
    expect(dispatch({ hit, store: nl, path: '/returns', categorySlug })).toEqual({
      kind: 'cms',
      identifier: 'returns',
    })
  })

  it('is a logged 404 without a mapping', () => {
    expect(dispatch({ hit: null, store: nl, path: '/nope', categorySlug })).toEqual({
      kind: 'not-found',
      log: 'No route or mapping for /nope',
    })
  })
})
