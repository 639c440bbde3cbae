import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { call, buildTestApp, type TestApp } from './test-app.ts'
import { review } from '../src/db/schema/index.ts'

describe('GET /api/review/ratings', () => {
  let t: TestApp
  let ids: number[]
  beforeAll(async () => {
    t = await buildTestApp()
    const rows = await t.ctx.database.rows<{ id: number }>(sql`select id from product order by id limit 3`)
    ids = rows.map((r) => r.id)
    const base = { nickname: 'Jan', title: 'T', detail: 'D', storeId: 1 }
    await t.ctx.database.db.insert(review).values([
      {
        ...base,
        productId: ids[0]!,
        reviewStatus: 1,
        ratings: [{ rating_name: 'r', value: 4, percent: 80 }],
      },
      {
        ...base,
        productId: ids[0]!,
        reviewStatus: 1,
        ratings: [{ rating_name: 'r', value: 5, percent: 100 }],
      },
      // pending, rejected and the German store's reviews do not count for the Dutch tiles
      {
        ...base,
        productId: ids[0]!,
        reviewStatus: 2,
        ratings: [{ rating_name: 'r', value: 1, percent: 20 }],
      },
      {
        ...base,
        productId: ids[1]!,
        reviewStatus: 3,
        ratings: [{ rating_name: 'r', value: 1, percent: 20 }],
      },
      {
        ...base,
        productId: ids[1]!,
        reviewStatus: 1,
        storeId: 3,
        ratings: [{ rating_name: 'r', value: 2, percent: 40 }],
      },
    ])
  })
  afterAll(() => t.close())

  it('averages the approved reviews of the store view, leaving out products without any', async () => {
    const nl = await call(t.app, 'GET', `/api/review/ratings?productIds=${ids.join(',')}`)
    expect(nl.status).toBe(200)
    expect(nl.body.result).toEqual([{ product_id: ids[0], average: 4.5, count: 2 }])
    const de = await call(t.app, 'GET', `/api/review/ratings?productIds=${ids.join(',')}&storeCode=de`)
    expect(de.body.result).toEqual([{ product_id: ids[1], average: 2, count: 1 }])
  })

  it('refuses ids that are not a list of numbers with 400 naming the field', async () => {
    for (const bad of ['', 'abc', '1,,2', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const res = await call(t.app, 'GET', `/api/review/ratings?productIds=${bad}`)
      expect(res.status, bad).toBe(400)
      expect(JSON.stringify(res.body)).toMatch(/productIds/)
    }
  })
})
