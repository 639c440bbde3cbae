import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openTestDatabase } from '../../test/template-db.ts'
import type { Database } from '../db/client.ts'
import { priceLines, type LineToPrice } from './cart-pricing.ts'

describe('priceLines reads the products of any number of lines', () => {
  let database: Database
  let lines: LineToPrice[]
  const scope = { storeId: 1, groupId: null, country: 'NL', now: new Date('2026-11-24T12:00:00Z') }

  beforeAll(async () => {
    database = await openTestDatabase(inject('dbTemplate'))
    const rows = await database.rows<{ id: number; sku: string; typeId: string }>(sql`
      select id, sku, type_id as "typeId" from product where type_id in ('simple', 'virtual')
      order by id limit 40`)
    lines = rows.map((p, i) => ({
      id: i + 1,
      productId: p.id,
      parentProductId: null,
      sku: p.sku,
      productType: p.typeId,
      qty: 1 + (i % 3),
      productOption: null,
    }))
  })
  afterAll(() => database.close())

  // up to 16 products one query per count (a generic plan each), above that one array parameter
  it.each([1, 2, 3, 16, 17, 40])('%i lines priced together = priced one by one', async (count) => {
    expect(lines.length).toBe(40)
    const chosen = lines.slice(0, count)
    const together = await priceLines(database, chosen, scope)
    const alone = []
    for (const line of chosen) alone.push(...(await priceLines(database, [line], scope)))
    expect(together).toEqual(alone)
    expect(together.map((l) => l.sku)).toEqual(chosen.map((l) => l.sku))
    expect(together.every((l) => l.name !== '' && l.unitNetCents > 0)).toBe(true)
  })
})
