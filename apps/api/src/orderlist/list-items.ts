/**
 * A list's items as the list page shows them: the product's name, URL path and image in the store
 * view, its sku and the chosen variant, the default amount, and the caller's prices - the same
 * price_info render-list gives the signed-in customer (a trade customer's own prices, with the
 * retail price beside them: decision 0139), for the variant when one is chosen.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { mediaGallery, product, productStore, type OrderListItemRow } from '../db/schema/index.ts'
import { FALLBACK_STORE_ID } from '../product/product-data.ts'
import type { RenderInfoItem } from '../product/render-list.ts'
import { getRenderList, resolvePricingContext } from '../product/render-service.ts'
import { fail, ok, type Result } from '../result.ts'
import type { ListCaller } from './caller.ts'

export interface ListItemView {
  item_id: number
  entity_id: number
  sku: string
  child_sku: string | null
  child_data: Record<string, unknown> | null
  type_id: string
  name: string
  url_path: string | null
  image: string | null
  default_amount: number
  position: number
  /** '1' when the product (the variant, when chosen) can be ordered now */
  is_salable: '1' | '0'
  /** as render-list: incl. tax at the top, excl. tax under extension_attributes.tax_adjustments */
  price_info: RenderInfoItem['price_info'] | null
}

interface ProductFacts {
  sku: string
  typeId: string
  name: string | null
  urlPath: string | null
  image: string | null
}

async function productFacts(db: Db, ids: number[], storeId: number): Promise<Map<number, ProductFacts>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      id: product.id,
      sku: product.sku,
      typeId: product.typeId,
      name: sql<string | null>`coalesce(
        (select s.name from ${productStore} s where s.product_id = ${product.id} and s.store_id = ${storeId}),
        (select s.name from ${productStore} s where s.product_id = ${product.id} and s.store_id = ${FALLBACK_STORE_ID}))`,
      urlPath: sql<string | null>`coalesce(
        (select s.url_path from ${productStore} s where s.product_id = ${product.id} and s.store_id = ${storeId}),
        (select s.url_path from ${productStore} s where s.product_id = ${product.id} and s.store_id = ${FALLBACK_STORE_ID}))`,
    })
    .from(product)
    .where(inArray(product.id, ids))
  const images = await db
    .select({ productId: mediaGallery.productId, file: mediaGallery.file })
    .from(mediaGallery)
    .where(and(inArray(mediaGallery.productId, ids), eq(mediaGallery.disabled, false)))
    .orderBy(asc(mediaGallery.productId), asc(mediaGallery.position), asc(mediaGallery.id))
  const firstImage = new Map<number, string>()
  for (const img of images) if (!firstImage.has(img.productId)) firstImage.set(img.productId, img.file)
  return new Map(rows.map((r) => [r.id, { ...r, image: firstImage.get(r.id) ?? null }]))
}

export async function renderItems(
  caller: ListCaller,
  rows: readonly OrderListItemRow[],
): Promise<Result<ListItemView[]>> {
  const { ctx, store } = caller
  const db = ctx.database.db
  const facts = await productFacts(db, [...new Set(rows.map((r) => r.productId))], store.storeId)
  // the priced unit: the chosen variant, else the product itself (a configurable spans its children)
  const pricedSku = (r: OrderListItemRow) => r.childSku ?? facts.get(r.productId)?.sku
  const skus = [...new Set(rows.flatMap((r) => pricedSku(r) ?? []))]
  const context = await resolvePricingContext(ctx.database, {
    storeId: store.storeId,
    userGroupId: caller.groupId,
    customer: { id: caller.customerId },
    now: ctx.now(),
  })
  if (!context.ok) return fail('invalid', context.message)
  const rendered = skus.length ? await getRenderList(ctx.database, skus, context.value) : []
  const bySku = new Map(rendered.map((item, i) => [skus[i], item]))
  // getRenderList answers in request order but leaves out unknown skus: match by id instead then
  if (rendered.length !== skus.length) {
    bySku.clear()
    const ids = await db
      .select({ id: product.id, sku: product.sku })
      .from(product)
      .where(inArray(product.sku, skus))
    const skuOf = new Map(ids.map((r) => [r.id, r.sku]))
    for (const item of rendered) bySku.set(skuOf.get(item.id), item)
  }
  return ok(
    rows.flatMap((r) => {
      const f = facts.get(r.productId)
      // a product deleted from the catalogue since: nothing to show or order
      if (!f) return []
      const priced = bySku.get(pricedSku(r))
      return [
        {
          item_id: r.id,
          entity_id: r.productId,
          sku: f.sku,
          child_sku: r.childSku,
          child_data: r.childData ?? null,
          type_id: f.typeId,
          name: f.name ?? f.sku,
          url_path: f.urlPath,
          image: f.image,
          default_amount: r.defaultAmount,
          position: r.position,
          is_salable: priced?.is_salable ?? '0',
          price_info: priced?.price_info ?? null,
        },
      ]
    }),
  )
}
