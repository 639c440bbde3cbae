/**
 * The sizes and colours of a configurable product (spec 001 §7 Purchaser: sizes and colors by
 * {id}; issue 17's size x colour matrix): the option values its enabled children have, with the
 * store view's labels. The demo catalogue configures colour by `kleur` and size by `maat` (frames,
 * clothing) or, for wheels and tyres, `wielmaat` (seed/attributes.ts): the first of those the
 * product is configured by is its size.
 */
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm'
import { MESSAGES, UNAVAILABLE_STATUS } from '@shop/commerce'
import type { Db } from '../db/client.ts'
import {
  attribute,
  attributeOption,
  product,
  productConfigurableOption,
  productSuperLink,
} from '../db/schema/index.ts'
import { fail, ok, type Result } from '../result.ts'

export const SIZE_CODES = ['maat', 'wielmaat'] as const
export const COLOUR_CODES = ['kleur'] as const

export interface VariantOption {
  value_index: number
  label: string
  sort_order: number
  attribute_id: number
  attribute_code: string
}

export async function variantOptions(
  db: Db,
  productId: number,
  storeId: number,
  codes: readonly string[],
): Promise<Result<VariantOption[]>> {
  const [found] = await db.select({ id: product.id }).from(product).where(eq(product.id, productId))
  if (!found) return fail('not_found', `id: ${MESSAGES.productNotFound}`)
  const configured = await db
    .select({ id: attribute.id, code: attribute.code })
    .from(productConfigurableOption)
    .innerJoin(attribute, eq(attribute.id, productConfigurableOption.attributeId))
    .where(and(eq(productConfigurableOption.productId, productId), inArray(attribute.code, [...codes])))
  // the first code of the list the product is configured by (a product is not sized twice)
  const chosen = codes.map((code) => configured.find((c) => c.code === code)).find((c) => c !== undefined)
  // a simple product, or one configured by neither: no values
  if (!chosen) return ok([])
  const values = db
    .selectDistinct({ value: sql<number>`(${product.attributes} ->> ${chosen.code})::int`.as('value') })
    .from(productSuperLink)
    .innerJoin(product, eq(product.id, productSuperLink.childId))
    .where(and(eq(productSuperLink.parentId, productId), lt(product.status, UNAVAILABLE_STATUS)))
    .as('values')
  const rows = await db
    .select({ id: attributeOption.id, labels: attributeOption.labels, sortOrder: attributeOption.sortOrder })
    .from(attributeOption)
    .innerJoin(values, eq(values.value, attributeOption.id))
    .where(eq(attributeOption.attributeId, chosen.id))
    .orderBy(asc(attributeOption.sortOrder), asc(attributeOption.id))
  return ok(
    rows.map((r) => ({
      value_index: r.id,
      label: r.labels[String(storeId)] ?? r.labels['1'] ?? Object.values(r.labels)[0] ?? String(r.id),
      sort_order: r.sortOrder,
      attribute_id: chosen.id,
      attribute_code: chosen.code,
    })),
  )
}
