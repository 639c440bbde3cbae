/**
 * A cart line's product options (contract §3 cartItem.product_option.extension_attributes): the
 * same shape arrives with cart updates and again in the order body, so both validate it here.
 */
import { z } from 'zod'

export const idOrText = z.union([z.number(), z.string().max(64)])
export const extensionAttributes = z.object({
  configurable_item_options: z
    .array(z.object({ option_id: idOrText, option_value: idOrText }))
    .max(20)
    .optional(),
  bundle_options: z
    .array(
      z.object({
        option_id: idOrText,
        option_qty: z.union([z.number(), z.string().max(12), z.null()]).optional(),
        option_selections: z.array(idOrText).max(50),
      }),
    )
    .max(50)
    .optional(),
  custom_options: z
    .array(z.object({ option_id: idOrText, option_value: z.union([z.number(), z.string().max(1000)]) }))
    .max(50)
    .optional(),
})
