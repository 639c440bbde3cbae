/**
 * Stock in product sources is live although the priced documents and their assembled text are
 * reused between requests (product-sources.ts): a stock write shows in the very next search, in
 * every response form, and only in the item it concerns.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFixtureApp, searchQuery, type FixtureApp } from './catalog-fixture-app.ts'
import { P } from './fixtures/catalog-fixture.ts'

let f: FixtureApp
beforeAll(async () => {
  f = await createFixtureApp()
})
afterAll(() => f.close())

const bySku = { _appliedFilters: [{ attribute: 'sku', value: { eq: 'GZ-ORANGE-C7' } }] }
const childQty = (source: any, sku: string) =>
  source.configurable_children.find((c: any) => c.sku === sku).stock.qty
const setQty = (productId: number, qty: number) =>
  f.database.rows(
    sql`update stock_item set qty = ${qty}, is_in_stock = ${qty > 0} where product_id = ${productId}`,
  )

describe('live stock in reused sources', () => {
  it('a child stock write shows in the next full, compact and filtered search', async () => {
    const full = async () => (await searchQuery(f.app, bySku)).body.hits.hits[0]._source
    const compact = async () => (await searchQuery(f.app, bySku, { response_format: 'compact' })).body.hits[0]
    const filtered = async () =>
      (
        await searchQuery(f.app, bySku, {
          _source_include: 'sku,stock.qty,configurable_children.sku,configurable_children.stock.is_in_stock',
        })
      ).body.hits.hits[0]._source

    const before = await full()
    expect(childQty(before, 'GZ-ORANGE-C7-49-ZW')).toBe(4)
    expect(await full()).toEqual(before) // the same page again: reused as it was
    expect((await filtered()).configurable_children[0]).toEqual({
      sku: 'GZ-ORANGE-C7-49-ZW',
      stock: { is_in_stock: true },
    })

    await setQty(P.confBlack49, 0)
    const after = await full()
    expect(childQty(after, 'GZ-ORANGE-C7-49-ZW')).toBe(0)
    expect(childQty(after, 'GZ-ORANGE-C7-53-BL')).toBe(childQty(before, 'GZ-ORANGE-C7-53-BL'))
    expect(after.stock).toEqual(before.stock)
    expect(childQty(await compact(), 'GZ-ORANGE-C7-49-ZW')).toBe(0)
    expect((await filtered()).configurable_children[0]).toEqual({
      sku: 'GZ-ORANGE-C7-49-ZW',
      stock: { is_in_stock: false },
    })

    await setQty(P.conf, 25)
    expect((await full()).stock.qty).toBe(25)
    expect((await filtered()).stock).toEqual({ qty: 25 })
    expect(childQty(await full(), 'GZ-ORANGE-C7-49-ZW')).toBe(0)
  })
})
