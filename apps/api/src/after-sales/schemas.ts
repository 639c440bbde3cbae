/**
 * Request shapes of the returns and warranty calls (spec 001 §7, issue 18, decisions 0177-0181).
 * Ids come as numbers or text, as the old client sent them. What a request may ask (the quantity,
 * the period, a warranty's description, the photos' bytes) is for the service to say by name.
 */
import { z } from 'zod'
import { RETURN_STATUSES, RETURN_TEXT_MAX } from '@shop/commerce'

export { tokenQuery } from '../oculus/schemas.ts'

const optionalId = z
  .union([z.number().int().positive(), z.string().trim().min(1).max(64)])
  .nullable()
  .optional()
export const returnTypeSchema = z.enum(['return', 'warranty'], { message: 'must be return or warranty' })

/** At most this many lines in one request; more than an order of a wholesaler has. */
export const MAX_RETURN_LINES = 200
/** A photo's base64 text: 3 MB of bytes are 4 MB of base64; a bit more passes to be named by size. */
export const MAX_PHOTO_BASE64 = 4_200_000
/** The bodyLimit of sendItensBackToOculus alone: three photos of 3 MB in base64 and the rest. */
export const SEND_BODY_LIMIT = 3 * MAX_PHOTO_BASE64 + 256 * 1024

export const warrantyReturnsBody = z.object({
  customerId: optionalId,
  customer_id: optionalId,
  type: returnTypeSchema,
})

const lineId = z.coerce.number().int('must be whole numbers').positive('must be above 0').max(2_147_483_647)
const qty = z.coerce.number().int('must be whole numbers').positive('must be above 0').max(100_000)

export const photoSchema = z.object({
  name: z.string().trim().min(1).max(200),
  contentType: z.enum(['image/jpeg', 'image/png', 'image/webp'], {
    message: 'must be image/jpeg, image/png or image/webp',
  }),
  data: z.string().max(MAX_PHOTO_BASE64, 'is larger than 3 MB'),
})

export const sendItemsBody = z.object({
  customer_id: optionalId,
  customerId: optionalId,
  items: z.array(lineId).min(1, 'name at least one line').max(MAX_RETURN_LINES),
  qtys: z.array(qty).min(1, 'give a quantity for each line').max(MAX_RETURN_LINES),
  oculus_order: z.string().trim().min(1, 'name the order').max(64),
  type: returnTypeSchema,
  reason: z.string().trim().min(1, 'choose a reason').max(64),
  reasonText: z
    .string()
    .max(RETURN_TEXT_MAX, `must be at most ${RETURN_TEXT_MAX} characters`)
    .nullable()
    .optional(),
  // more than 3 reach the service, which names the limit
  photos: z.array(photoSchema).max(10, 'at most 3 photos').nullable().optional(),
})
export type SendItemsInput = z.infer<typeof sendItemsBody>

export const sentBackBody = z.object({
  customer_id: optionalId,
  customerId: optionalId,
  type: returnTypeSchema.optional(),
})

export const photoQuery = z.object({
  token: z.string().max(4096).optional(),
  storeCode: z.string().max(32).optional(),
  customer_id: z.string().max(64).optional(),
  returnId: z.coerce.number().int().positive().max(2_147_483_647),
  index: z.coerce.number().int().min(1).max(10),
})

// staff
export const adminListQuery = z.object({
  status: z.enum(RETURN_STATUSES as [string, ...string[]]).optional(),
  type: returnTypeSchema.optional(),
  customer: z.string().trim().max(128).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
})
export type AdminListQuery = z.infer<typeof adminListQuery>

export const returnRefParams = z.object({ ref: z.string().trim().min(1).max(32) })
export const returnPhotoParams = z.object({
  ref: z.string().trim().min(1).max(32),
  index: z.coerce.number().int().min(1).max(10),
})

export const statusStepBody = z.object({
  status: z.enum(RETURN_STATUSES as [string, ...string[]], {
    message: `must be one of ${RETURN_STATUSES.join(', ')}`,
  }),
  note: z.string().trim().max(RETURN_TEXT_MAX).nullable().optional(),
  rejectReason: z.string().trim().max(RETURN_TEXT_MAX).nullable().optional(),
})
export type StatusStepInput = z.infer<typeof statusStepBody>
