/**
 * GET /api/purchaser/sizes/:id and /colors/:id (spec 001 §7 Purchaser, decision 0161): the size
 * (maat, else wielmaat) and colour (kleur) values of a configurable product's enabled children, in
 * the store view's labels; 404 for an unknown id, 400 for a non-numeric one.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { configurable, simpleSkus } from './order-list-helpers.ts'

describe(`sizes and colours of a configurable (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let conf: { id: number; sku: string }
  /** the option ids of the product's enabled children, per attribute code */
  const expected = async (code: string) =>
    (
      await t.ctx.database.rows<{ v: number }>(sql`
        select distinct (c.attributes ->> ${code})::int as v from product_super_link l
        join product c on c.id = l.child_id where l.parent_id = ${conf.id} and c.status < 2`)
    )
      .map((r) => r.v)
      .sort((a, b) => a - b)

  beforeAll(async () => {
    t = await buildTestApp()
    conf = await configurable(t)
  })
  afterAll(() => t?.close())

  it('answers the sizes and colours its children have, sorted, with Dutch labels by default', async () => {
    for (const [kind, code] of [
      ['sizes', 'maat'],
      ['colors', 'kleur'],
    ] as const) {
      const res = await call(t.app, 'GET', `/api/purchaser/${kind}/${conf.id}`)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const values = res.body.result as {
        value_index: number
        label: string
        sort_order: number
        attribute_code: string
      }[]
      expect(values.length).toBeGreaterThan(0)
      expect(values.map((v) => v.value_index).sort((a, b) => a - b)).toEqual(await expected(code))
      for (const v of values)
        expect(v).toMatchObject({
          label: expect.any(String),
          sort_order: expect.any(Number),
          attribute_code: code,
        })
      const orders = values.map((v) => v.sort_order)
      expect(orders).toEqual([...orders].sort((a, b) => a - b))
    }
  })

  it("labels in the store view's language (x-vs-store-code / storeCode)", async () => {
    const [zwart] = await t.ctx.database.rows<{ id: number }>(sql`
      select o.id from attribute_option o join attribute a on a.id = o.attribute_id
      where a.code = 'kleur' and o.labels ->> '1' = 'Zwart'`)
    const [withBlack] = await t.ctx.database.rows<{ id: number }>(sql`
      select l.parent_id as id from product_super_link l join product c on c.id = l.child_id
      where c.status < 2 and (c.attributes ->> 'kleur')::int = ${zwart!.id} order by l.parent_id limit 1`)
    const nl = await call(t.app, 'GET', `/api/purchaser/colors/${withBlack!.id}`)
    expect(nl.body.result.map((v: any) => v.label)).toContain('Zwart')
    const de = await call(t.app, 'GET', `/api/purchaser/colors/${withBlack!.id}?storeCode=de`)
    expect(de.body.result.map((v: any) => v.label)).toContain('Schwarz')
    const header = await t.app.inject({
      url: `/api/purchaser/colors/${withBlack!.id}`,
      headers: { 'x-vs-store-code': 'de' },
    })
    expect(JSON.parse(header.body).result.map((v: any) => v.label)).toContain('Schwarz')
  })

  it('a disabled child does not count', async () => {
    const before = await call(t.app, 'GET', `/api/purchaser/sizes/${conf.id}`)
    await t.ctx.database.rows(sql`
      update product set status = 2 where id in (select child_id from product_super_link where parent_id = ${conf.id})`)
    const after = await call(t.app, 'GET', `/api/purchaser/sizes/${conf.id}`)
    expect(before.body.result.length).toBeGreaterThan(0)
    expect(after.body).toEqual({ code: 200, result: [] })
  })

  it('a simple product has none; unknown id 404; non-numeric 400; unknown store 400', async () => {
    const [simple] = await simpleSkus(t, 1)
    expect((await call(t.app, 'GET', `/api/purchaser/colors/${simple!.id}`)).body).toEqual({
      code: 200,
      result: [],
    })
    const unknown = await call(t.app, 'GET', '/api/purchaser/sizes/999999999')
    expect(unknown).toMatchObject({ status: 404, body: { result: 'id: Product not found' } })
    const text = await call(t.app, 'GET', '/api/purchaser/colors/abc')
    expect(text.status).toBe(400)
    expect(text.body.result).toContain('id must be a whole number')
    expect((await call(t.app, 'GET', `/api/purchaser/colors/${conf.id}?storeCode=xx`)).status).toBe(400)
  })
})
