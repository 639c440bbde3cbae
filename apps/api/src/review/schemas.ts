/** Request shapes of the review calls (contract §9). Texts are stored as typed and returned verbatim. */
import { z } from 'zod'
import { ACCOUNT_MESSAGES } from '@shop/commerce'

const text = (max: number) =>
  z.string().trim().min(1, ACCOUNT_MESSAGES.fieldRequired).max(max, `must be at most ${max} characters`)

export const reviewBody = z.object({
  review: z
    .object({
      product_id: z.coerce.number().int().positive(),
      title: text(255),
      detail: text(5000),
      nickname: text(128),
      review_entity: z.literal('product').optional(),
      customer_id: z.number().int().positive().nullable().optional(),
      ratings: z
        .array(
          z.object({
            rating_name: z.string().trim().max(64).optional(),
            value: z.number().int().min(1).max(5),
            percent: z.number().int().min(0).max(100).optional(),
          }),
        )
        .max(10)
        .optional(),
    })
    .passthrough(),
})

export const tokenQuery = z.object({
  token: z.string().max(4096).optional(),
  storeCode: z.string().max(32).optional(),
})

export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

export const listQuery = z.object({
  status: z.enum(['approved', 'pending', 'rejected']).optional(),
})
