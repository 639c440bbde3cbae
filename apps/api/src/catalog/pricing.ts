/**
 * Per-request price fields of product hits (contract §6.4): the stored net prices become price,
 * price_tax, price_incl_tax, special_*, final_*, original_* and the group's tier prices, computed
 * by @shop/commerce for the store's default country and the customer group's tax class, also
 * inside configurable_children. Tax rules and group classes are small and change rarely, so they
 * are read at most every few seconds per process.
 */
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { computeProductPrice, findTaxRate, type TaxRule, type TierPrice } from '@shop/commerce'
import type { Database } from '../db/client.ts'
import { priceBasisOf } from '../pricing/price-basis.ts'

const RULES_TTL_MS = 5_000
const GUEST_GROUP_ID = 0

interface PriceRules {
  rules: TaxRule[]
  groupTaxClass: Map<number, number>
  /** identifies the rules' content: reused priced documents are keyed by it (product-sources.ts) */
  stamp: string
}

const memo = new WeakMap<Database, { at: number; value: Promise<PriceRules> }>()

async function readPriceRules(database: Database): Promise<PriceRules> {
  const rules = await database.rows<{ id: number; code: string; p: number[]; c: number[]; r: number[] }>(sql`
    select id, code, product_tax_class_ids as p, customer_tax_class_ids as c, rate_ids as r
    from tax_rule order by priority, position, id`)
  const rates = await database.rows<{
    id: number
    code: string
    country: string
    rate: string
    title: string
  }>(sql`
    select id, code, country, rate::text as rate, title from tax_rate`)
  const groups = await database.rows<{ id: number; taxClassId: number }>(sql`
    select id, tax_class_id as "taxClassId" from customer_group`)
  const stamp = createHash('sha1')
    .update(JSON.stringify([rules, rates, groups]))
    .digest('base64url')
  const rateById = new Map(
    rates.map((r) => [r.id, { code: r.code, country: r.country, rate: Number(r.rate), title: r.title }]),
  )
  return {
    rules: rules.map((r) => ({
      id: r.id,
      code: r.code,
      productTaxClassIds: r.p,
      customerTaxClassIds: r.c,
      rates: r.r.flatMap((id) => rateById.get(id) ?? []),
    })),
    groupTaxClass: new Map(groups.map((g) => [g.id, g.taxClassId])),
    stamp,
  }
}

export function loadPriceRules(database: Database, now = Date.now()): Promise<PriceRules> {
  const cached = memo.get(database)
  if (cached && now - cached.at < RULES_TTL_MS) return cached.value
  const value = readPriceRules(database)
  memo.set(database, { at: now, value })
  value.catch(() => memo.delete(database))
  return value
}

export interface PriceContext {
  country: string
  /** null for guests: only the all-groups tier prices apply */
  groupId: number | null
  customerTaxClassId: number
  rules: TaxRule[]
  now: Date
  /** cross-border trade: the country whose tax makes gross prices (decision 0090); null: net-based */
  originCountry?: string | null
  /** the tax rules' stamp (see PriceRules); absent when the context was built elsewhere */
  rulesStamp?: string
}

export async function priceContext(
  database: Database,
  country: string,
  groupId: number | null,
  now: Date,
): Promise<PriceContext> {
  const { rules, groupTaxClass, stamp } = await loadPriceRules(database)
  const customerTaxClassId =
    groupTaxClass.get(groupId ?? GUEST_GROUP_ID) ?? groupTaxClass.get(GUEST_GROUP_ID) ?? 3
  const { originCountry } = priceBasisOf(database)
  // priced documents are reused by this stamp: a different price basis must not meet them
  const rulesStamp = `${stamp}:${originCountry ?? 'net'}`
  return { country, groupId, customerTaxClassId, rules, now, rulesStamp, originCountry }
}

type Doc = Record<string, unknown>

const numberOr = (v: unknown, fallback: number | null): number | null =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && v !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : fallback

function tiersOf(doc: Doc): TierPrice[] {
  const raw = Array.isArray(doc.tier_prices) ? (doc.tier_prices as unknown[]) : []
  return raw.flatMap((t) => {
    if (typeof t !== 'object' || t === null) return []
    const tier = t as Doc
    const qty = numberOr(tier.qty, null)
    const value = numberOr(tier.value, null)
    if (qty === null || value === null) return []
    return [{ customerGroupId: numberOr(tier.customer_group_id, null), qty, value }]
  })
}

export interface PriceCache {
  rates: Map<number, number>
  originRates?: Map<number, number>
  /** children of one configurable often share their prices: compute each combination once */
  fields: Map<string, ReturnType<typeof computeProductPrice>>
}

export const newPriceCache = (): PriceCache => ({ rates: new Map(), fields: new Map() })

/** Writes the price fields into a product source (and its configurable children) in place. */
export function applyPrices(doc: Doc, context: PriceContext, cache: PriceCache = newPriceCache()) {
  const rateFor = (taxClassId: number) => {
    let rate = cache.rates.get(taxClassId)
    if (rate === undefined) {
      rate =
        findTaxRate(context.rules, {
          productTaxClassId: taxClassId,
          customerTaxClassId: context.customerTaxClassId,
          country: context.country,
        })?.rate ?? 0
      cache.rates.set(taxClassId, rate)
    }
    return rate
  }
  const originRateFor = (taxClassId: number) => {
    if (!context.originCountry) return null
    const known = (cache.originRates ??= new Map())
    let rate = known.get(taxClassId)
    if (rate === undefined) {
      rate =
        findTaxRate(context.rules, {
          productTaxClassId: taxClassId,
          customerTaxClassId: context.customerTaxClassId,
          country: context.originCountry,
        })?.rate ?? 0
      known.set(taxClassId, rate)
    }
    return rate
  }
  const price = numberOr(doc.price, null)
  if (price !== null) {
    const input = {
      price,
      specialPrice: numberOr(doc.special_price, null),
      specialFromDate: typeof doc.special_from_date === 'string' ? doc.special_from_date : null,
      specialToDate: typeof doc.special_to_date === 'string' ? doc.special_to_date : null,
      taxRatePercent: rateFor(numberOr(doc.tax_class_id, 0) ?? 0),
      originTaxRatePercent: originRateFor(numberOr(doc.tax_class_id, 0) ?? 0),
      tierPrices: tiersOf(doc),
      groupId: context.groupId,
    }
    const key = JSON.stringify(input)
    let fields = cache.fields.get(key)
    if (!fields) {
      fields = computeProductPrice(input, context.now)
      cache.fields.set(key, fields)
    }
    // a copy: the tier price list must not be shared between documents
    Object.assign(doc, fields, { tier_prices: fields.tier_prices.map((t) => ({ ...t })) })
  }
  if (Array.isArray(doc.configurable_children)) {
    for (const child of doc.configurable_children as unknown[]) {
      if (typeof child === 'object' && child !== null) applyPrices(child as Doc, context, cache)
    }
  }
}
