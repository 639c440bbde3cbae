/**
 * Lines the back office writes itself (a phone or counter order, the backordered rest of an
 * automatic order): each priced at the customer's back-office price for its quantity (`pricesFor`)
 * and taxed by the shop's rules for the country it goes to, named in the customer's language.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { backOfficeOf } from '../backoffice/back-office-factory.ts'
import { product, productStore } from '../db/schema/index.ts'
import { loadPriceContext, taxRateFor } from '../pricing/price-context.ts'
import { fail, ok, type Result } from '../result.ts'
import type { LifeContext } from './life-context.ts'

export interface PricedLine {
  sku: string
  qty: number
  name: string
  unitPrice: number
  taxPercent: number
  rowTotal: number
  comment: string | null
}

export interface LineBuyer {
  id: number
  groupId: number
  storeId: number
}

const cents = (n: number) => Math.round(n * 100) / 100

export async function priceLines(
  ctx: LifeContext,
  buyer: LineBuyer,
  country: string,
  wanted: { sku: string; qty: number; comment?: string | null }[],
  now: Date,
): Promise<Result<PricedLine[]>> {
  const skus = [...new Set(wanted.map((l) => l.sku))]
  const qtys = Object.fromEntries(wanted.map((l) => [l.sku, l.qty]))
  const [prices, products, taxContext] = await Promise.all([
    backOfficeOf(ctx).pricesFor({ customerId: buyer.id, skus, qtys }),
    ctx.database.db
      .select({
        sku: product.sku,
        taxClassId: product.taxClassId,
        name: productStore.name,
        storeId: productStore.storeId,
      })
      .from(product)
      .innerJoin(productStore, eq(productStore.productId, product.id))
      .where(and(inArray(product.sku, skus), inArray(productStore.storeId, [1, buyer.storeId]))),
    loadPriceContext(ctx.database, { country, groupId: buyer.groupId, now }),
  ])
  const missing = skus.find((s) => !prices[s] || !products.some((p) => p.sku === s))
  if (missing) return fail('invalid', `lines: no product ${missing} to sell`)
  return ok(
    wanted.map((l) => {
      const p =
        products.find((x) => x.sku === l.sku && x.storeId === buyer.storeId) ??
        products.find((x) => x.sku === l.sku)!
      const unitPrice = prices[l.sku]!.display_amount
      return {
        sku: l.sku,
        qty: l.qty,
        name: p.name,
        unitPrice,
        taxPercent: taxRateFor(taxContext, p.taxClassId)?.rate ?? 0,
        rowTotal: cents(unitPrice * l.qty),
        comment: l.comment ?? null,
      }
    }),
  )
}
