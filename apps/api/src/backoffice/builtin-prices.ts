/**
 * The built-in back office's customer prices and stock (getOculusPrices): today the catalogue's net
 * price with its special-price window and the tier prices of the customer's group, the stock row
 * and the soon-available date. Issue 16's price agreements per customer come in here, behind the
 * same answer.
 */
import { eq, inArray } from 'drizzle-orm'
import { finalPrice, tierPriceFor, tierPricesForGroup } from '@shop/commerce'
import type { Db } from '../db/client.ts'
import { backofficeSupplierStock, customer, product, stockItem, tierPrice } from '../db/schema/index.ts'
import type { PriceQuery, SkuPrice, SupplierStock } from './back-office.ts'

const money = (value: string | null) => (value === null ? null : Number(value))
const round2 = (n: number) => Math.round(n * 100) / 100

async function groupOf(db: Db, customerId: number | null): Promise<number | null> {
  if (customerId === null) return null
  const [row] = await db
    .select({ groupId: customer.groupId })
    .from(customer)
    .where(eq(customer.id, customerId))
  return row?.groupId ?? null
}

export async function customerPrices(
  db: Db,
  query: PriceQuery,
  now: Date,
): Promise<Record<string, SkuPrice>> {
  const skus = [...new Set(query.skus)]
  if (!skus.length) return {}
  const [groupId, products] = await Promise.all([
    groupOf(db, query.customerId),
    db
      .select({
        id: product.id,
        sku: product.sku,
        price: product.price,
        specialPrice: product.specialPrice,
        specialFromDate: product.specialFromDate,
        specialToDate: product.specialToDate,
        soonAvailableDate: product.soonAvailableDate,
        qty: stockItem.qty,
      })
      .from(product)
      .leftJoin(stockItem, eq(stockItem.productId, product.id))
      .where(inArray(product.sku, skus)),
  ])
  const ids = products.map((p) => p.id)
  const tiers = ids.length ? await db.select().from(tierPrice).where(inArray(tierPrice.productId, ids)) : []
  const answer: Record<string, SkuPrice> = {}
  for (const p of products) {
    const own = tiers
      .filter((t) => t.productId === p.id)
      .map((t) => ({ customerGroupId: t.customerGroupId, qty: Number(t.qty), value: Number(t.value) }))
    const qty = query.qtys?.[p.sku] ?? 1
    const regular = finalPrice(
      Number(p.price),
      {
        specialPrice: money(p.specialPrice),
        specialFromDate: p.specialFromDate,
        specialToDate: p.specialToDate,
      },
      now,
    )
    const tier = tierPriceFor(own, groupId, qty)
    answer[p.sku] = {
      display_amount: round2(tier === null ? regular : Math.min(regular, tier)),
      stock: Number(p.qty ?? 0),
      tier_prices: tierPricesForGroup(own, groupId).map((t) => ({ qty: t.qty, value: t.value })),
      binnenkortdatum: p.soonAvailableDate,
    }
  }
  return answer
}

export async function supplierStockOf(db: Db, skus: string[]): Promise<Record<string, SupplierStock>> {
  if (!skus.length) return {}
  const rows = await db
    .select()
    .from(backofficeSupplierStock)
    .where(inArray(backofficeSupplierStock.sku, [...new Set(skus)]))
  return Object.fromEntries(rows.map((r) => [r.sku, { qty: Number(r.qty), deliveryDays: r.deliveryDays }]))
}
