/**
 * Who is asking for prices: the store view (tax country, locale, currency) and the customer
 * group (its tax class and tier prices). The tax rules themselves are applied by
 * @shop/commerce's findTaxRate; this file only loads them.
 */
import { asc, eq } from 'drizzle-orm'
import { findTaxRate, type StoreView, type TaxRate, type TaxRule } from '@shop/commerce'
import type { Db } from '../db/client.ts'
import { customerGroup, taxRate, taxRule } from '../db/schema/index.ts'

/** Magento's NOT LOGGED IN group: its tax class applies to guests. */
export const GUEST_GROUP_ID = 0

export interface PricingContext {
  store: StoreView
  /** the shopper's group for tier prices; null for a guest (only all-groups tiers apply) */
  groupId: number | null
  customerTaxClassId: number | null
  rules: TaxRule[]
  now: Date
  /** cross-border trade: the country whose tax makes gross prices (decision 0090); null: net-based */
  originCountry?: string | null
}

/** All tax rules with their rates, in priority order (the first matching rule wins). */
export async function loadTaxRules(db: Db): Promise<TaxRule[]> {
  const [rules, rates] = await Promise.all([
    db.select().from(taxRule).orderBy(asc(taxRule.priority), asc(taxRule.position), asc(taxRule.id)),
    db.select().from(taxRate),
  ])
  const rateById = new Map(
    rates.map((rate): [number, TaxRate] => [
      rate.id,
      { code: rate.code, country: rate.country, rate: Number(rate.rate), title: rate.title },
    ]),
  )
  return rules.map((rule) => ({
    id: rule.id,
    code: rule.code,
    productTaxClassIds: rule.productTaxClassIds,
    customerTaxClassIds: rule.customerTaxClassIds,
    rates: rule.rateIds.flatMap((id) => rateById.get(id) ?? []),
  }))
}

/** The tax class of a customer group; undefined when there is no such group. */
export async function customerTaxClassOf(db: Db, groupId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ taxClassId: customerGroup.taxClassId })
    .from(customerGroup)
    .where(eq(customerGroup.id, groupId))
  return row?.taxClassId
}

/** The origin country's tax percent for a product tax class under cross-border trade, else null. */
export function originTaxPercentFor(context: PricingContext, productTaxClassId: number): number | null {
  if (!context.originCountry || context.customerTaxClassId === null) return null
  const rate = findTaxRate(context.rules, {
    productTaxClassId,
    customerTaxClassId: context.customerTaxClassId,
    country: context.originCountry,
  })
  return rate?.rate ?? 0
}

/**
 * Tax percent for a product tax class in the store's default country. No matching rule means
 * no tax, as in Magento; the seed gives every class/country pair a rule.
 */
export function taxPercentFor(context: PricingContext, productTaxClassId: number): number {
  if (context.customerTaxClassId === null) return 0
  const rate = findTaxRate(context.rules, {
    productTaxClassId,
    customerTaxClassId: context.customerTaxClassId,
    country: context.store.defaultCountry,
  })
  return rate?.rate ?? 0
}
