/**
 * The final price incl. tax of a search-index row (product_search), by which both catalogue
 * engines filter, sort and count the price facet (docs/decisions/0003, 0118): @shop/commerce's
 * final-price rule (final-price.ts) applied to the row's stored prices, for one customer group
 * and shop day. The in-memory engine calls the rule; the SQL engine cannot, so
 * finalPriceInclTaxSql renders the same rule, step by step, as an expression over the row
 * (alias `ps`). pricing/indexed-final-price.test.ts holds the two to the same answers.
 *
 * The row holds the tax rate of the store's gross-price country for the retail class (the
 * indexer's taxRateOf) and, per customer group, the lowest quantity-1 tier price.
 */
import { sql, type SQL } from 'drizzle-orm'
import {
  divideHalfAway,
  finalNetCents,
  grossCentsAtScaledRate,
  specialWindowHoldsDay,
  type Cents,
} from '@shop/commerce'

/** All-groups tier prices are stored under this group key (customer_group_id null). */
export const ALL_GROUPS = -1

/** A row's stored prices as the in-memory catalogue holds them: money in 1/10000 euro. */
export interface IndexedPrices {
  /** net prices in 1/10000 euro (numeric(12,4) exactly) */
  price: number
  specialPrice: number | null
  /** the special price's window, plain dates (YYYY-MM-DD) */
  specialFrom: string | null
  specialTo: string | null
  /** tax rate in 1/10000 percent */
  taxRate: number
  /** lowest quantity-1 tier price per customer group (ALL_GROUPS: every group); null: none */
  tiers: ReadonlyMap<number, number> | null
}

/** 1/10000 euro to cents, half away from zero as toCents rounds euros. */
const cents = (tenThousandths: number): Cents => divideHalfAway(tenThousandths, 100)

/** Guests get the all-groups tiers only. */
function unitTierCents(row: IndexedPrices, groupId: number | null): Cents | null {
  if (!row.tiers) return null
  let lowest: number | undefined = row.tiers.get(ALL_GROUPS)
  const own = groupId === null ? undefined : row.tiers.get(groupId)
  if (own !== undefined && (lowest === undefined || own < lowest)) lowest = own
  return lowest === undefined ? null : cents(lowest)
}

/** The row's final net price for the group and day (no tax): a trade customer's fallback (0139). */
export function finalNetCentsOf(row: IndexedPrices, today: string, groupId: number | null): Cents {
  return finalNetCents({
    priceCents: cents(row.price),
    specialCents: row.specialPrice === null ? null : cents(row.specialPrice),
    specialInWindow: specialWindowHoldsDay(row.specialFrom, row.specialTo, today),
    unitTierCents: unitTierCents(row, groupId),
  })
}

export function finalPriceInclTaxCents(row: IndexedPrices, today: string, groupId: number | null): Cents {
  return grossCentsAtScaledRate(finalNetCentsOf(row, today, groupId), row.taxRate)
}

export interface IndexedPriceEnv {
  /** shop calendar date (YYYY-MM-DD) deciding special-price windows */
  today: string
  groupId: number | null
}

/** The lowest quantity-1 tier price of a customer group stored with the row, in cents. */
const unitTierSql = (group: number) =>
  sql`round(ps.tier_values[array_position(ps.tier_groups, ${group}::int)], 2)`

/**
 * The same rule in SQL, in euros (finalNetSql the net, finalPriceInclTaxSql with tax): each candidate rounded to cents (round() is half away from
 * zero on numeric, as toCents), the special price only when positive, below the price and inside
 * its window (specialPriceCounts, specialWindowHoldsDay), the lowest candidate (finalNetCents;
 * least() skips nulls), then the tax on that rounded net (addTax).
 */
export function finalNetSql(env: IndexedPriceEnv): SQL {
  const price = sql`round(ps.price, 2)`
  const special = sql`round(ps.special_price, 2)`
  const counted = sql`case when ${special} > 0 and ${special} < ${price}
      and (ps.special_from_date is null or ps.special_from_date <= ${env.today}::date)
      and (ps.special_to_date is null or ps.special_to_date >= ${env.today}::date)
    then ${special} end`
  const tiers =
    env.groupId === null ? [unitTierSql(ALL_GROUPS)] : [unitTierSql(ALL_GROUPS), unitTierSql(env.groupId)]
  return sql`least(${price}, ${counted}, ${sql.join(tiers, sql`, `)})`
}

export function finalPriceInclTaxSql(env: IndexedPriceEnv): SQL {
  const net = finalNetSql(env)
  return sql`(${net} + round(${net} * ps.tax_rate / 100, 2))`
}
