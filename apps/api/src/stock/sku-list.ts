import type { Result } from '../result.ts'
import { fail, ok } from '../result.ts'

/** The stock client asks in chunks of 15, the cart lookup with size 1000 (spec 000 §9): 1000 is the cap. */
export const MAX_SKUS_PER_CALL = 1000
/** product.sku is varchar(64); anything longer cannot be a sku. */
export const MAX_SKU_LENGTH = 64

/**
 * Reads a comma-separated `skus` parameter: trimmed, empty entries dropped, duplicates kept once
 * in first-seen order (the answer lists each sku once, in request order). Missing, empty, too
 * many or overlong skus are a 400 with the contract's message where it has one.
 */
export function parseSkuList(raw: string | undefined, parameter = 'skus'): Result<string[]> {
  const skus = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((sku) => sku.trim())
        .filter((sku) => sku !== ''),
    ),
  ]
  if (skus.length === 0) return fail('invalid', `${parameter} parameter is required`)
  if (skus.length > MAX_SKUS_PER_CALL) {
    return fail(
      'invalid',
      `${parameter} parameter holds ${skus.length} skus; at most ${MAX_SKUS_PER_CALL} per call`,
    )
  }
  const overlong = skus.find((sku) => sku.length > MAX_SKU_LENGTH)
  if (overlong !== undefined) {
    return fail('invalid', `${parameter} parameter holds a sku longer than ${MAX_SKU_LENGTH} characters`)
  }
  return ok(skus)
}
