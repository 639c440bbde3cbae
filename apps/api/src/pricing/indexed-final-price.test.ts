/**
 * The final-price rule has one definition (@shop/commerce final-price.ts) and one rendering in
 * SQL (indexed-final-price.ts): over a grid of stored prices, special-price windows, tier prices,
 * tax rates and customer groups, the SQL expression, the in-memory engine's call of the rule and
 * the product documents' computeProductPrice give the same final price incl. tax.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { computeProductPrice, toCents, type TierPrice } from '@shop/commerce'
import { openTestDatabase } from '../../test/template-db.ts'
import type { Database } from '../db/client.ts'
import { ALL_GROUPS, finalPriceInclTaxCents, finalPriceInclTaxSql } from './indexed-final-price.ts'

const TODAY = '2026-06-15'
/** noon in the shop's time zone on TODAY */
const NOW = new Date('2026-06-15T10:00:00Z')

interface Row {
  id: number
  price: string
  special_price: string | null
  special_from_date: string | null
  special_to_date: string | null
  tax_rate: string
  tier_groups: number[]
  tier_values: string[]
}

const prices = ['619.0100', '10.0049', '10.0050', '0.5000', '123.4567']
const specials = (price: string) => [
  null,
  '0.0000',
  '0.0040',
  (Number(price) - 0.01).toFixed(4),
  (Number(price) - 0.0001).toFixed(4),
  (Number(price) + 1).toFixed(4),
]
const windows: [string | null, string | null][] = [
  [null, null],
  ['2026-06-01', '2026-06-30'],
  [TODAY, TODAY],
  ['2026-06-16', null],
  [null, '2026-06-14'],
]
const tierSets = (price: string): [number[], string[]][] => [
  [[], []],
  [[ALL_GROUPS], [(Number(price) * 0.9).toFixed(4)]],
  [[1], [(Number(price) * 0.8).toFixed(4)]],
  [
    [ALL_GROUPS, 2],
    [(Number(price) * 0.95).toFixed(4), (Number(price) * 0.7).toFixed(4)],
  ],
]
const rates = ['21.0000', '9.0000', '0.0000', '8.8750']
const groups = [null, 1, 2]

function grid(): Row[] {
  const rows: Row[] = []
  for (const price of prices)
    for (const special of specials(price))
      for (const [from, to] of windows)
        for (const [tierGroups, tierValues] of tierSets(price))
          for (const rate of rates)
            rows.push({
              id: rows.length + 1,
              price,
              special_price: special,
              special_from_date: from,
              special_to_date: to,
              tax_rate: rate,
              tier_groups: tierGroups,
              tier_values: tierValues,
            })
  return rows
}

const tenThousandths = (value: string) => Math.round(Number(value) * 10_000)

/** The in-memory engine's row (catalog/mirror/product-row.ts reads the same columns so). */
function memoryRow(row: Row) {
  const tiers = row.tier_groups.length ? new Map<number, number>() : null
  row.tier_groups.forEach((g, i) => tiers!.set(g, tenThousandths(row.tier_values[i]!)))
  return {
    price: tenThousandths(row.price),
    specialPrice: row.special_price === null ? null : tenThousandths(row.special_price),
    specialFrom: row.special_from_date,
    specialTo: row.special_to_date,
    taxRate: tenThousandths(row.tax_rate),
    tiers,
  }
}

/** What a product document shows: computeProductPrice with the row's tiers as quantity-1 tiers. */
function documentPrice(row: Row, groupId: number | null): number {
  const tierPrices: TierPrice[] = row.tier_groups.map((g, i) => ({
    customerGroupId: g === ALL_GROUPS ? null : g,
    qty: 1,
    value: Number(row.tier_values[i]),
  }))
  const fields = computeProductPrice(
    {
      price: Number(row.price),
      specialPrice: row.special_price === null ? null : Number(row.special_price),
      specialFromDate: row.special_from_date,
      specialToDate: row.special_to_date,
      taxRatePercent: Number(row.tax_rate),
      tierPrices,
      groupId,
    },
    NOW,
  )
  return toCents(fields.final_price_incl_tax)
}

describe('the final price: one rule, its SQL rendering and the in-memory engine agree', () => {
  let database: Database
  const rows = grid()
  beforeAll(async () => {
    database = await openTestDatabase(inject('dbTemplate'))
  })
  afterAll(() => database.close())

  it.each(groups)('for group %s', async (groupId) => {
    const expression = finalPriceInclTaxSql({ today: TODAY, groupId })
    const answers = await database.rows<{ id: number; fp: string }>(sql`
      select ps.id, (${expression})::text as fp
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as ps(id int, price numeric(12,4),
        special_price numeric(12,4), special_from_date date, special_to_date date, tax_rate numeric(8,4),
        tier_groups int[], tier_values numeric(12,4)[])
      order by ps.id`)
    expect(answers).toHaveLength(rows.length)
    const differences = answers.flatMap((answer, i) => {
      const row = rows[i]!
      const inSql = toCents(answer.fp)
      const inMemory = finalPriceInclTaxCents(memoryRow(row), TODAY, groupId)
      const shown = documentPrice(row, groupId)
      return inSql === shown && inMemory === shown ? [] : [{ row, inSql, inMemory, shown }]
    })
    expect(differences).toEqual([])
  })
})
