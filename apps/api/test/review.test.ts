import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { customerSession } from './user-helpers.ts'

const ADMIN_KEY = 'test-admin-key-0123456789'

describe(`reviews (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let productId: number
  beforeAll(async () => {
    // with the response cache on: approval must drop cached review searches
    t = await buildTestApp({ cache: true })
    t.ctx.config.accounts.adminApiKey = ADMIN_KEY
    const [row] = await t.ctx.database.rows<{ id: number }>(sql`select id from product order by id limit 1`)
    productId = row!.id
  })
  afterAll(() => t.close())

  const approvedFor = async (id: number, index = 'vue_storefront_catalog') => {
    const query = {
      _appliedFilters: [
        { attribute: 'product_id', value: { eq: id } },
        { attribute: 'review_status', value: { eq: 1 } },
      ],
    }
    const qs = new URLSearchParams({ request_format: 'search-query', request: JSON.stringify(query) })
    const res = await t.app.inject({ method: 'GET', url: `/api/catalog/${index}/review/_search?${qs}` })
    expect(res.statusCode).toBe(200)
    return JSON.parse(res.body).hits.hits.map((h: any) => h._source)
  }
  const admin = (method: 'GET' | 'POST', url: string, key = ADMIN_KEY) =>
    t.app.inject({ method, url, headers: { 'x-admin-key': key } })

  it('holds a review for moderation until it is approved, then the catalogue shows it', async () => {
    expect(await approvedFor(productId)).toEqual([])
    const created = await call(t.app, 'POST', '/api/review/create', {
      review: {
        product_id: productId,
        title: '<script>alert(1)</script> Top fiets',
        detail: 'Rijdt heerlijk. <img src=x onerror=alert(1)>',
        nickname: 'Jan',
        review_entity: 'product',
        review_status: 1,
        ratings: [{ rating_name: 'Kwaliteit', value: 4 }],
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const review = created.body.result
    // the client's review_status is ignored: new reviews wait
    expect(review).toMatchObject({ review_status: 2, product_id: productId, entity_pk_value: productId })
    // stored and returned verbatim as JSON text; the storefront escapes it when rendering
    expect(review.title).toBe('<script>alert(1)</script> Top fiets')
    expect(review.ratings).toEqual([{ rating_name: 'Kwaliteit', value: 4, percent: 80 }])
    expect(created.headers['content-type']).toMatch(/^application\/json/)
    expect(await approvedFor(productId)).toEqual([])

    const approved = await admin('POST', `/api/admin/reviews/${review.id}/approve`)
    expect(approved.statusCode).toBe(200)
    const shown = await approvedFor(productId)
    expect(shown).toHaveLength(1)
    expect(shown[0]).toMatchObject({ id: review.id, title: review.title, nickname: 'Jan', review_status: 1 })
    // written in the Dutch store: not in the German one
    expect(await approvedFor(productId, 'vue_storefront_catalog_de')).toEqual([])

    expect((await admin('POST', `/api/admin/reviews/${review.id}/reject`)).statusCode).toBe(200)
    expect(await approvedFor(productId)).toEqual([])
  })

  it('lists reviews for moderation by status', async () => {
    const created = await call(t.app, 'POST', '/api/review/create', {
      review: { product_id: productId, title: 'Prima', detail: 'Goed', nickname: 'Piet' },
    })
    const pending = JSON.parse((await admin('GET', '/api/admin/reviews?status=pending')).body).result
    expect(pending.map((r: any) => r.id)).toContain(created.body.result.id)
    expect(pending.every((r: any) => r.review_status === 2)).toBe(true)
  })

  it('protects moderation with ADMIN_API_KEY, and switches it off without one', async () => {
    expect((await admin('POST', '/api/admin/reviews/1/approve', 'wrong-key-0123456789')).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/reviews/1/approve' })).statusCode).toBe(401)
    expect((await admin('POST', '/api/admin/reviews/99999999/approve')).statusCode).toBe(404)
    t.ctx.config.accounts.adminApiKey = undefined
    try {
      const off = await admin('POST', '/api/admin/reviews/1/approve')
      expect(off.statusCode).toBe(404)
      expect(JSON.parse(off.body).result).toMatch(/ADMIN_API_KEY/)
    } finally {
      t.ctx.config.accounts.adminApiKey = ADMIN_KEY
    }
  })

  it("records the signed-in customer; nobody writes in another customer's name", async () => {
    const a = await customerSession(t.app)
    const b = await customerSession(t.app)
    const body = { review: { product_id: productId, title: 'Van A', detail: 'Tekst', nickname: 'A' } }
    const own = await call(t.app, 'POST', `/api/review/create?token=${a.token}`, body)
    expect(own.status).toBe(200)
    expect(own.body.result.review_type).toBe(1)

    const spoof = await call(t.app, 'POST', `/api/review/create?token=${a.token}`, {
      review: { ...body.review, customer_id: b.id },
    })
    expect(spoof.status).toBe(403)
    const badToken = await call(t.app, 'POST', '/api/review/create?token=forged', body)
    expect(badToken.status).toBe(401)
    // a guest claiming a customer id is stored as a guest review
    const guest = await call(t.app, 'POST', '/api/review/create', {
      review: { ...body.review, customer_id: b.id },
    })
    expect(guest.body.result.review_type).toBe(2)

    const mineA = await call(t.app, 'GET', `/api/review/mine?token=${a.token}`)
    const mineB = await call(t.app, 'GET', `/api/review/mine?token=${b.token}`)
    expect(mineA.body.result.map((r: any) => r.id)).toEqual([own.body.result.id])
    expect(mineB.body.result).toEqual([])
    expect((await call(t.app, 'GET', '/api/review/mine?token=')).status).toBe(401)
  })

  it.each([
    ['no review', {}, /review/],
    [
      'text product id',
      { review: { product_id: 'abc', title: 'x', detail: 'y', nickname: 'z' } },
      /product_id/,
    ],
    ['empty title', { review: { product_id: 1, title: '  ', detail: 'y', nickname: 'z' } }, /title/],
    [
      'over-long detail',
      { review: { product_id: 1, title: 'x', detail: 'y'.repeat(5001), nickname: 'z' } },
      /detail/,
    ],
    [
      'over-long nickname',
      { review: { product_id: 1, title: 'x', detail: 'y', nickname: 'z'.repeat(129) } },
      /nickname/,
    ],
    [
      'rating out of range',
      { review: { product_id: 1, title: 'x', detail: 'y', nickname: 'z', ratings: [{ value: 9 }] } },
      /ratings/,
    ],
  ])('refuses %s with 400 naming the field, storing nothing', async (_name, body, field) => {
    const [before] = await t.ctx.database.rows<{ n: number }>(sql`select count(*)::int as n from review`)
    const res = await call(t.app, 'POST', '/api/review/create', body)
    expect(res.status).toBe(400)
    expect(res.body.result).toMatch(field)
    const [after] = await t.ctx.database.rows<{ n: number }>(sql`select count(*)::int as n from review`)
    expect(after!.n).toBe(before!.n)
  })

  it('refuses an unknown product with 404 and a form body with 415', async () => {
    const unknown = await call(t.app, 'POST', '/api/review/create', {
      review: { product_id: 2_000_000_000, title: 'x', detail: 'y', nickname: 'z' },
    })
    expect(unknown).toMatchObject({ status: 404, body: { result: 'Product not found' } })
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/review/create',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'review[title]=x',
    })
    expect(form.statusCode).toBe(415)
  })
})
