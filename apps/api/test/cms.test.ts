import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, buildTestApp, type TestApp } from './test-app.ts'
import { insertShopFixture, type ShopFixture } from './fixtures/shop-fixture.ts'

const base = '/api/ext/cms-data'
const EMPTY = { code: 404, result: 'CMS query returned empty result' }

describe('GET /api/ext/cms-data/*', () => {
  let t: TestApp
  let fx: ShopFixture
  beforeAll(async () => {
    t = await buildTestApp()
    fx = await insertShopFixture(t.ctx.database)
  })
  afterAll(() => t.close())

  it('serves an active page by id with every field', async () => {
    const res = await call(t.app, 'GET', `${base}/cmsPage/${fx.pageId.about}`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      code: 200,
      result: {
        id: fx.pageId.about,
        identifier: 'fx-about',
        title: 'fx-about 1',
        content: '<p>fx-about</p>',
        content_heading: 'Kop fx-about',
        meta_title: 'Meta fx-about',
        meta_description: null,
        meta_keywords: null,
        page_layout: 'default',
        store_id: 1,
        is_active: true,
        updated_at: '2024-05-02T08:31:44.000Z',
      },
    })
  })

  it('serves a page by identifier per store view', async () => {
    const nl = await call(t.app, 'GET', `${base}/cmsPageIdentifier/fx-about/storeId/1`)
    const de = await call(t.app, 'GET', `${base}/cmsPageIdentifier/fx-about/storeId/3`)
    expect(nl.body.result).toMatchObject({ id: fx.pageId.about, store_id: 1 })
    expect(de.body.result).toMatchObject({ id: fx.pageId.aboutDe, store_id: 3 })
  })

  it('serves blocks by id and by identifier', async () => {
    const byId = await call(t.app, 'GET', `${base}/cmsBlock/${fx.blockId.banner}`)
    expect(byId.body).toEqual({
      code: 200,
      result: {
        id: fx.blockId.banner,
        identifier: 'fx-banner',
        title: 'fx-banner 1',
        content: '<div>fx-banner</div>',
        store_id: 1,
        is_active: true,
      },
    })
    const de = await call(t.app, 'GET', `${base}/cmsBlockIdentifier/fx-banner/storeId/3`)
    expect(de.body.result).toMatchObject({ id: fx.blockId.bannerDe, store_id: 3 })
  })

  it.each([
    ['inactive page by id', () => `${base}/cmsPage/${fx.pageId.hidden}`],
    ['inactive page by identifier', () => `${base}/cmsPageIdentifier/fx-hidden/storeId/1`],
    ['inactive block by id', () => `${base}/cmsBlock/${fx.blockId.hidden}`],
    ['inactive block by identifier', () => `${base}/cmsBlockIdentifier/fx-off/storeId/1`],
    ['unknown page id', () => `${base}/cmsPage/999999999`],
    ['unknown block id', () => `${base}/cmsBlock/999999999`],
    ['unknown identifier', () => `${base}/cmsPageIdentifier/nope/storeId/1`],
    ['page of another store view', () => `${base}/cmsBlockIdentifier/fx-banner/storeId/99`],
    [
      'injection as identifier',
      () => `${base}/cmsPageIdentifier/${encodeURIComponent("' OR 1=1 --")}/storeId/1`,
    ],
  ])('answers %s with 404 and the spec message', async (_name, url) => {
    const res = await call(t.app, 'GET', url())
    expect(res.status).toBe(404)
    expect(res.body).toEqual(EMPTY)
  })

  it.each([
    [`${base}/cmsPage/abc`, 'id'],
    [`${base}/cmsPage/1e3`, 'id'],
    [`${base}/cmsPage/-1`, 'id'],
    [`${base}/cmsPage/${'9'.repeat(12)}`, 'id'],
    [`${base}/cmsBlock/1.5`, 'id'],
    [`${base}/cmsBlock/${encodeURIComponent('1 OR 1=1')}`, 'id'],
    [`${base}/cmsPageIdentifier/fx-about/storeId/nl`, 'storeId'],
    [`${base}/cmsBlockIdentifier/fx-banner/storeId/x`, 'storeId'],
    [`${base}/cmsPageIdentifier/${'a'.repeat(129)}/storeId/1`, 'identifier'],
  ])('rejects %s with 400', async (url, field) => {
    const res = await call(t.app, 'GET', url)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(400)
    expect(String(res.body.result)).toContain(field)
  })
})
