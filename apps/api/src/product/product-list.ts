/**
 * GET /api/product/list: Magento's product search result for a sku list (contract §8). Magento
 * sends custom attribute values as text (multiselects comma-joined, category_ids as a list of
 * texts), so clients written against it parse them that way; we do the same.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { StoreView } from '@shop/commerce'
import type { Database } from '../db/client.ts'
import { product, productCategory, productStore } from '../db/schema/index.ts'
import { FALLBACK_STORE_ID } from './product-data.ts'

export interface CustomAttribute {
  attribute_code: string
  value: string | string[]
}

export interface ListedProduct {
  id: number
  sku: string
  name: string
  attribute_set_id: number
  price: number
  status: number
  visibility: number
  type_id: string
  created_at: string
  updated_at: string
  weight?: number
  custom_attributes: CustomAttribute[]
}

export interface ProductListResult {
  items: ListedProduct[]
  search_criteria: {
    filter_groups: { filters: { field: 'sku'; value: string; condition_type: 'in' }[] }[]
  }
  total_count: number
}

const inStore = alias(productStore, 'in_store')
const inFallback = alias(productStore, 'in_fallback')

/** Magento's date-time form: "2024-05-02 08:31:44" (UTC). */
function magentoDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ')
}

function attributeText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (Array.isArray(value)) return value.map(String).join(',')
  if (typeof value === 'boolean') return value ? '1' : '0'
  return String(value)
}

function customAttributes(entries: Record<string, unknown>, categoryIds: number[]): CustomAttribute[] {
  const list: CustomAttribute[] = []
  for (const [code, raw] of Object.entries(entries)) {
    const value = attributeText(raw)
    if (value !== null) list.push({ attribute_code: code, value })
  }
  if (categoryIds.length > 0) list.push({ attribute_code: 'category_ids', value: categoryIds.map(String) })
  return list
}

async function loadCategoryIds(database: Database, productIds: number[]): Promise<Map<number, number[]>> {
  const byProduct = new Map<number, number[]>()
  if (productIds.length === 0) return byProduct
  const rows = await database.db
    .select({ productId: productCategory.productId, categoryId: productCategory.categoryId })
    .from(productCategory)
    .where(inArray(productCategory.productId, productIds))
    .orderBy(productCategory.productId, productCategory.position, productCategory.categoryId)
  for (const { productId, categoryId } of rows)
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), categoryId])
  return byProduct
}

/** The products with these skus in request order, texts of the given store view. */
export async function getProductList(
  database: Database,
  skus: readonly string[],
  store: StoreView,
): Promise<ProductListResult> {
  const rows = await database.db
    .select({ product, inStore, inFallback })
    .from(product)
    .leftJoin(inStore, and(eq(inStore.productId, product.id), eq(inStore.storeId, store.storeId)))
    .leftJoin(
      inFallback,
      and(eq(inFallback.productId, product.id), eq(inFallback.storeId, FALLBACK_STORE_ID)),
    )
    .where(inArray(product.sku, [...skus]))
  const categories = await loadCategoryIds(
    database,
    rows.map((row) => row.product.id),
  )
  const bySku = new Map(rows.map((row) => [row.product.sku, row]))
  const items = skus.flatMap((sku): ListedProduct[] => {
    const row = bySku.get(sku)
    if (!row) return []
    const p = row.product
    const texts = row.inStore ?? row.inFallback
    return [
      {
        id: p.id,
        sku: p.sku,
        name: texts?.name ?? p.sku,
        attribute_set_id: p.attributeSetId,
        price: Number(p.price),
        status: p.status,
        visibility: p.visibility,
        type_id: p.typeId,
        created_at: magentoDateTime(p.createdAt),
        updated_at: magentoDateTime(p.updatedAt),
        ...(p.weight === null ? {} : { weight: Number(p.weight) }),
        custom_attributes: customAttributes(
          {
            url_key: texts?.urlKey,
            url_path: texts?.urlPath,
            description: texts?.description,
            short_description: texts?.shortDescription,
            meta_title: texts?.metaTitle,
            meta_description: texts?.metaDescription,
            tax_class_id: p.taxClassId,
            special_price: p.specialPrice,
            special_from_date: p.specialFromDate,
            special_to_date: p.specialToDate,
            ean_code: p.eanCode,
            supplier_sku: p.supplierSku,
            binnenkortdatum: p.soonAvailableDate,
            ...p.attributes,
          },
          categories.get(p.id) ?? [],
        ),
      },
    ]
  })
  return {
    items,
    search_criteria: {
      filter_groups: [{ filters: [{ field: 'sku', value: skus.join(','), condition_type: 'in' }] }],
    },
    total_count: items.length,
  }
}
