/**
 * getAttributeSetsData (spec 001 §7, GET without a body): the attribute sets the catalogue's
 * products use, with how many products each holds. The demo catalogue keeps every product in
 * Magento's default set (4); an imported catalogue brings its own ids.
 */
import { asc, count } from 'drizzle-orm'
import { product } from '../db/schema/index.ts'
import { ok, type Result } from '../result.ts'
import type { OculusCaller } from './oculus-caller.ts'

const NAMES: Record<number, string> = { 4: 'Default' }

export interface AttributeSet {
  attribute_set_id: number
  attribute_set_name: string
  product_count: number
}

export async function attributeSets(caller: OculusCaller): Promise<Result<AttributeSet[]>> {
  const rows = await caller.ctx.database.db
    .select({ id: product.attributeSetId, n: count() })
    .from(product)
    .groupBy(product.attributeSetId)
    .orderBy(asc(product.attributeSetId))
  return ok(
    rows.map((r) => ({
      attribute_set_id: r.id,
      attribute_set_name: NAMES[r.id] ?? `Set ${r.id}`,
      product_count: Number(r.n),
    })),
  )
}
