/** Request shapes of /api/purchaser/* (spec 001 §7 Purchaser; decision 0150). */
import { z } from 'zod'
import { address } from '../user/schemas.ts'

/** A shop customer id, as a number or the digits of one (the storefront keeps ids as text). */
export const customerIdSchema = z
  .union([
    z.number().int().positive().max(999_999_999),
    z
      .string()
      .trim()
      .regex(/^\d{1,9}$/, 'must be a customer id'),
  ])
  .transform(Number)

export const tokenQuery = z.object({
  token: z.string().max(4096).optional(),
  storeCode: z.string().max(32).optional(),
  purchaser: z.string().max(16).optional().describe('the acting purchaser (spec 001 §6)'),
})

export const tokenParams = z.object({ token: z.string().max(4096) })

export const createHashBody = z.object({ customerId: customerIdSchema, purchaserId: customerIdSchema })

/** spec 001 §7: the customer list is asked with an empty body */
export const emptyBody = z.object({}).passthrough().optional().nullable()

export const saveAddressBody = z.object({ address })

export const deleteAddressBody = z.object({ addressId: customerIdSchema })

export const createHashAnswer = z.object({ hash: z.string(), expires_at: z.string() })
