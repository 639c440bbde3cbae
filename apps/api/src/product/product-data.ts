/**
 * What the price endpoints read about products: the products of a sku list, the children of the
 * configurable ones and their tier prices, each in one query whatever the number of skus.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { TierPrice } from '@shop/commerce'
import type { Db } from '../db/client.ts'
import { product, productStore, productSuperLink, stockItem, tierPrice } from '../db/schema/index.ts'

/** Store 1 holds every product's name and URL; other store views may leave them out. */
export const FALLBACK_STORE_ID = 1

export interface PricedProduct {
  id: number
  sku: string
  typeId: string
  status: number
  visibility: number
  taxClassId: number
  /** net prices as decimal text (numeric columns) */
  price: string
  specialPrice: string | null
  specialFromDate: string | null
  specialToDate: string | null
  name: string | null
  urlPath: string | null
  /** null when the product has no stock row */
  isInStock: boolean | null
  manageStock: boolean | null
}

const inStore = alias(productStore, 'in_store')
const inFallback = alias(productStore, 'in_fallback')

const pricedColumns = {
  id: product.id,
  sku: product.sku,
  typeId: product.typeId,
  status: product.status,
  visibility: product.visibility,
  taxClassId: product.taxClassId,
  price: product.price,
  specialPrice: product.specialPrice,
  specialFromDate: product.specialFromDate,
  specialToDate: product.specialToDate,
  storeName: inStore.name,
  fallbackName: inFallback.name,
  storeUrlPath: inStore.urlPath,
  fallbackUrlPath: inFallback.urlPath,
  isInStock: stockItem.isInStock,
  manageStock: stockItem.manageStock,
}

interface SelectedRow {
  id: number
  sku: string
  typeId: string
  status: number
  visibility: number
  taxClassId: number
  price: string
  specialPrice: string | null
  specialFromDate: string | null
  specialToDate: string | null
  storeName: string | null
  fallbackName: string | null
  storeUrlPath: string | null
  fallbackUrlPath: string | null
  isInStock: boolean | null
  manageStock: boolean | null
}

function toPriced(row: SelectedRow): PricedProduct {
  return {
    id: row.id,
    sku: row.sku,
    typeId: row.typeId,
    status: row.status,
    visibility: row.visibility,
    taxClassId: row.taxClassId,
    price: row.price,
    specialPrice: row.specialPrice,
    specialFromDate: row.specialFromDate,
    specialToDate: row.specialToDate,
    name: row.storeName ?? row.fallbackName,
    urlPath: row.storeUrlPath ?? row.fallbackUrlPath,
    isInStock: row.isInStock,
    manageStock: row.manageStock,
  }
}

/** The products with these skus, in request order; unknown skus are left out. */
export async function loadProductsBySkus(
  db: Db,
  skus: readonly string[],
  storeId: number,
): Promise<PricedProduct[]> {
  if (skus.length === 0) return []
  const rows = await db
    .select(pricedColumns)
    .from(product)
    .leftJoin(inStore, and(eq(inStore.productId, product.id), eq(inStore.storeId, storeId)))
    .leftJoin(
      inFallback,
      and(eq(inFallback.productId, product.id), eq(inFallback.storeId, FALLBACK_STORE_ID)),
    )
    .leftJoin(stockItem, eq(stockItem.productId, product.id))
    .where(inArray(product.sku, [...skus]))
  const bySku = new Map(rows.map((row) => [row.sku, toPriced(row)]))
  return skus.flatMap((sku) => bySku.get(sku) ?? [])
}

/** Children of configurable parents, grouped by parent id, in id order. */
export async function loadChildren(
  db: Db,
  parentIds: readonly number[],
  storeId: number,
): Promise<Map<number, PricedProduct[]>> {
  const children = new Map<number, PricedProduct[]>()
  if (parentIds.length === 0) return children
  const rows = await db
    .select({ ...pricedColumns, parentId: productSuperLink.parentId })
    .from(productSuperLink)
    .innerJoin(product, eq(product.id, productSuperLink.childId))
    .leftJoin(inStore, and(eq(inStore.productId, product.id), eq(inStore.storeId, storeId)))
    .leftJoin(
      inFallback,
      and(eq(inFallback.productId, product.id), eq(inFallback.storeId, FALLBACK_STORE_ID)),
    )
    .leftJoin(stockItem, eq(stockItem.productId, product.id))
    .where(inArray(productSuperLink.parentId, [...parentIds]))
    .orderBy(productSuperLink.parentId, product.id)
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), toPriced(row)])
  return children
}

/** Tier prices of the given products (all groups; the price rules pick the shopper's). */
export async function loadTierPrices(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, TierPrice[]>> {
  const tiers = new Map<number, TierPrice[]>()
  if (productIds.length === 0) return tiers
  const rows = await db
    .select({
      productId: tierPrice.productId,
      customerGroupId: tierPrice.customerGroupId,
      qty: tierPrice.qty,
      value: tierPrice.value,
    })
    .from(tierPrice)
    .where(inArray(tierPrice.productId, [...productIds]))
  for (const row of rows) {
    const tier: TierPrice = {
      customerGroupId: row.customerGroupId,
      qty: Number(row.qty),
      value: Number(row.value),
    }
    tiers.set(row.productId, [...(tiers.get(row.productId) ?? []), tier])
  }
  return tiers
}
