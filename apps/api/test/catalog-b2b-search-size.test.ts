/**
 * Spec 001 §9: "Search size defaults to 50, raised to 1000 for the four B2B and purchasing
 * catalogue indexes" (issue 21, decision 0240): visitor_report and todos on the Dutch and the
 * German catalogue index. 1000 is answered, 1001 is a 400 naming the limit, whether the size
 * comes as a query parameter or in the body; the other catalogue entities keep their own maxima.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './test-app.ts'
import { visitWorld, type VisitWorld } from './helpers/visit-reports.ts'

const INDEXES = ['vue_storefront_catalog', 'vue_storefront_catalog_de'] as const
const ENTITIES = ['visitor_report', 'todos'] as const
const FOUR = INDEXES.flatMap((index) => ENTITIES.map((entity) => [index, entity] as const))

describe(`the four B2B and purchasing searches page up to 1000 (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let w: VisitWorld
  beforeAll(async () => {
    t = await buildTestApp()
    w = await visitWorld(t)
  })
  afterAll(() => t.close())

  const get = (index: string, entity: string, query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/catalog/${index}/${entity}/_search?${query}`,
      headers: { authorization: `Bearer ${w.P.token}` },
    })
  const post = (index: string, entity: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/catalog/${index}/${entity}/_search`,
      headers: { authorization: `Bearer ${w.P.token}` },
      payload: body,
    })

  it.each(FOUR)('%s/%s answers size=1000 and refuses size=1001 naming the limit', async (index, entity) => {
    const max = await get(index, entity, 'size=1000')
    expect(max.statusCode, max.body).toBe(200)
    expect(max.json().hits.total.relation).toBe('eq')
    const over = await get(index, entity, 'size=1001')
    expect(over.statusCode).toBe(400)
    expect(over.json().result).toBe('Invalid size: size must not exceed 1000 (got 1001)')
  })

  it.each(FOUR)('%s/%s takes the size from the body too', async (index, entity) => {
    expect((await post(index, entity, { size: 1000 })).statusCode).toBe(200)
    const over = await post(index, entity, { size: 1001 })
    expect(over.statusCode).toBe(400)
    expect(over.json().result).toContain('must not exceed 1000')
  })

  it('keeps the default page of 50 when no size is asked for', async () => {
    const res = await get('vue_storefront_catalog', 'todos', '')
    expect(res.statusCode).toBe(200)
  })

  it.each([
    ['cms_page', 500],
    ['cms_block', 500],
  ])('leaves the other entities their own maximum (%s: %i)', async (entity, limit) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/catalog/vue_storefront_catalog/${entity}/_search?size=1000`,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().result).toContain(`must not exceed ${limit}`)
  })
})
