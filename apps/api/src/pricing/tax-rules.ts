/**
 * The one reader of the tax tables (tax_rule, tax_rate) and of the customer groups' tax classes.
 * The indexer reads them fresh once per run (readTaxTables); requests read them through
 * loadPriceRules, at most every few seconds per process, as they are small and change rarely.
 */
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { TaxRule } from '@shop/commerce'
import type { Database } from '../db/client.ts'

/** A tax_rule row, in priority order (the first matching rule wins). */
export interface TaxRuleRow {
  id: number
  code: string
  priority: number
  position: number
  productTaxClassIds: number[]
  customerTaxClassIds: number[]
  rateIds: number[]
}

/** A tax_rate row; the rate as decimal text (numeric). */
export interface TaxRateRow {
  id: number
  code: string
  country: string
  regionId: number
  regionName: string
  rate: string
  title: string
}

export interface TaxTables {
  rules: TaxRuleRow[]
  rates: TaxRateRow[]
}

export async function readTaxTables(database: Database): Promise<TaxTables> {
  const [rules, rates] = await Promise.all([
    database.rows<TaxRuleRow>(sql`
      select id, code, priority, position, product_tax_class_ids as "productTaxClassIds",
        customer_tax_class_ids as "customerTaxClassIds", rate_ids as "rateIds"
      from tax_rule order by priority, position, id`),
    database.rows<TaxRateRow>(sql`
      select id, code, country, region_id as "regionId", region_name as "regionName", rate::text as rate, title
      from tax_rate order by id`),
  ])
  return { rules, rates }
}

/** The rules as @shop/commerce's findTaxRate reads them. */
export function taxRulesOf(tables: TaxTables): TaxRule[] {
  const rateById = new Map(
    tables.rates.map((r) => [
      r.id,
      { code: r.code, country: r.country, rate: Number(r.rate), title: r.title },
    ]),
  )
  return tables.rules.map((r) => ({
    id: r.id,
    code: r.code,
    productTaxClassIds: r.productTaxClassIds,
    customerTaxClassIds: r.customerTaxClassIds,
    rates: r.rateIds.flatMap((id) => rateById.get(id) ?? []),
  }))
}

export interface PriceRules {
  rules: TaxRule[]
  /** tax class by customer group id */
  groupTaxClass: Map<number, number>
  /** identifies the rules' content: reused priced documents are keyed by it (product-sources.ts) */
  stamp: string
}

const RULES_TTL_MS = 5_000

const memo = new WeakMap<Database, { at: number; value: Promise<PriceRules> }>()

async function readPriceRules(database: Database): Promise<PriceRules> {
  const [tables, groups] = await Promise.all([
    readTaxTables(database),
    database.rows<{ id: number; taxClassId: number }>(sql`
      select id, tax_class_id as "taxClassId" from customer_group order by id`),
  ])
  const stamp = createHash('sha1')
    .update(JSON.stringify([tables.rules, tables.rates, groups]))
    .digest('base64url')
  return {
    rules: taxRulesOf(tables),
    groupTaxClass: new Map(groups.map((g) => [g.id, g.taxClassId])),
    stamp,
  }
}

/** The tax rules and group tax classes, read at most every few seconds per process. */
export function loadPriceRules(database: Database, now = Date.now()): Promise<PriceRules> {
  const cached = memo.get(database)
  if (cached && now - cached.at < RULES_TTL_MS) return cached.value
  const value = readPriceRules(database)
  memo.set(database, { at: now, value })
  value.catch(() => memo.delete(database))
  return value
}
