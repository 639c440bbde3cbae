/**
 * The back office as the customer price source (decision 0119, 0139): a trade customer's own
 * prices (their price agreements, tiers, net prices per sku) come from `backOfficeOf(ctx).pricesFor`,
 * by sku, and are turned into SourcePrices by product id for the overlay (price-overlay.ts).
 *
 * Only trade customers (a customer the back office knows: `backofficeCustomerId` set) get them;
 * a consumer's context gets nothing, so consumers keep the group's prices exactly. The back
 * office's `display_amount` already holds the special price and the customer's agreements at the
 * asked quantity, so it becomes the price with no special price; its tier prices apply to every
 * group (the context's group must not filter the customer's own tiers away).
 */
import { sql } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import { backOfficeOf } from '../backoffice/back-office-factory.ts'
import type { SkuPrice } from '../backoffice/back-office.ts'
import type { Database } from '../db/client.ts'
import type { PriceContext } from './price-context.ts'
import { NO_PRICES, type PriceSource, type SourcePrices } from './price-source.ts'

type Ctx = Pick<AppContext, 'database' | 'now'>

/** The back office's answer for one sku as the overlay's source prices. */
export function sourcePricesOfSku(answer: SkuPrice): SourcePrices {
  return {
    price: answer.display_amount,
    specialPrice: null,
    specialFromDate: null,
    specialToDate: null,
    tierPrices: answer.tier_prices.map((t) => ({ customerGroupId: null, qty: t.qty, value: t.value })),
  }
}

/** The back-office customer id of a shop customer, or null for a consumer (or an unknown id). */
export async function tradeCustomerId(ctx: Ctx, customerId: number): Promise<string | null> {
  const trade = await backOfficeOf(ctx).customer(customerId)
  return trade?.backofficeCustomerId ?? null
}

async function skusOf(database: Database, ids: readonly number[]): Promise<Map<number, string>> {
  const list = ids.filter(Number.isSafeInteger).join(',')
  const rows = await database.rows<{ id: number; sku: string }>(
    sql`select id, sku from product where id = any(${`{${list}}`}::int[])`,
  )
  return new Map(rows.map((r) => [r.id, r.sku]))
}

export function backOfficePriceSource(ctx: Ctx): PriceSource {
  return {
    async pricesFor(productIds, context: PriceContext, qtys) {
      const customer = context.customer
      if (!customer || productIds.length === 0) return NO_PRICES
      // a consumer costs one read and keeps the group's prices
      if ((await tradeCustomerId(ctx, customer.id)) === null) return NO_PRICES
      const skus = await skusOf(ctx.database, productIds)
      if (skus.size === 0) return NO_PRICES
      const askedQtys: Record<string, number> = {}
      for (const [id, sku] of skus) {
        const qty = qtys?.get(id)
        if (qty !== undefined && qty > 1) askedQtys[sku] = qty
      }
      const answers = await backOfficeOf(ctx).pricesFor({
        customerId: customer.id,
        skus: [...skus.values()],
        qtys: askedQtys,
      })
      const prices = new Map<number, SourcePrices>()
      for (const [id, sku] of skus) {
        const answer = answers[sku]
        if (answer && Number.isFinite(answer.display_amount)) prices.set(id, sourcePricesOfSku(answer))
      }
      return prices
    },
  }
}
