/**
 * The built-in back office's customer prices and stock (getOculusPrices): the catalogue's net
 * price with its special-price window and the tier prices of the customer's group, lowered by the
 * customer's price agreements (`@shop/commerce` price-agreement.ts, decision 0133), the stock row
 * and the soon-available date.
 */
import { eq, inArray } from 'drizzle-orm'
import {
  customerTierSteps,
  customerUnitPrice,
  finalPrice,
  shopToday,
  tierPricesForGroup,
} from '@shop/commerce'
import type { Db } from '../db/client.ts'
import { backofficeSupplierStock, customer, product, stockItem, tierPrice } from '../db/schema/index.ts'
import type { PriceQuery, SkuPrice, SupplierStock } from './back-office.ts'
import { agreementsByProduct, agreementsOf, type StoredAgreement } from './builtin-agreements.ts'

const money = (value: string | null) => (value === null ? null : Number(value))

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
  const [groupId, agreements, products] = await Promise.all([
    groupOf(db, query.customerId),
    query.customerId === null ? ([] as StoredAgreement[]) : agreementsOf(db, query.customerId),
    db
      .select({
        id: product.id,
        sku: product.sku,
        price: product.price,
        specialPrice: product.specialPrice,
        specialFromDate: product.specialFromDate,
        specialToDate: product.specialToDate,
        soonAvailableDate: product.soonAvailableDate,
        attributes: product.attributes,
        qty: stockItem.qty,
      })
      .from(product)
      .leftJoin(stockItem, eq(stockItem.productId, product.id))
      .where(inArray(product.sku, skus)),
  ])
  const ids = products.map((p) => p.id)
  const [tiers, applicable] = await Promise.all([
    ids.length ? db.select().from(tierPrice).where(inArray(tierPrice.productId, ids)) : [],
    agreementsByProduct(db, agreements, products),
  ])
  const today = shopToday(now)
  const answer: Record<string, SkuPrice> = {}
  for (const p of products) {
    const own = tiers
      .filter((t) => t.productId === p.id)
      .map((t) => ({ customerGroupId: t.customerGroupId, qty: Number(t.qty), value: Number(t.value) }))
    const listPrice = Number(p.price)
    const catalogue = {
      listPrice,
      finalPrice: finalPrice(
        listPrice,
        {
          specialPrice: money(p.specialPrice),
          specialFromDate: p.specialFromDate,
          specialToDate: p.specialToDate,
        },
        now,
      ),
      tiers: tierPricesForGroup(own, groupId),
    }
    const mine = applicable.get(p.id) ?? []
    answer[p.sku] = {
      display_amount: customerUnitPrice(catalogue, mine, query.qtys?.[p.sku] ?? 1, today),
      stock: Number(p.qty ?? 0),
      tier_prices: customerTierSteps(catalogue, mine, today),
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
