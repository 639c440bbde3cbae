/**
 * The order extras as the order body may carry them (`order_extras`, decision 0143) and as the cart
 * keeps them (`quote.order_extras`, written by updateCartDataBeforeOrder). The shape is checked
 * here; the shop's rules (reference length, dates, dropshipment) by `orderExtrasProblems` at
 * placement, so their messages name the field the same way wherever the extras come from.
 * Lengths here only keep huge input out: the rules give the shopper's limits.
 */
import { z } from 'zod'

const text = (max: number) => z.string().max(max)
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1)

export const dropshipAddressSchema = z.object({
  firstname: text(255).trim().min(1, 'is required'),
  lastname: text(255).trim().min(1, 'is required'),
  company: text(255).nullish(),
  street: z
    .array(text(255))
    .min(1)
    .max(4)
    .refine((s) => s.some((line) => line.trim() !== ''), 'is required'),
  postcode: text(32).trim().min(3, 'must have at least 3 characters'),
  city: text(255).trim().min(1, 'is required'),
  country_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((c) => c.toUpperCase()),
  telephone: text(64).nullish(),
})

const lineExtrasSchema = z.object({
  comment: text(2000).nullish(),
  delivery_date: text(32).nullish(),
})

export const orderExtrasSchema = z.object({
  po_number: text(1000).nullish(),
  comment: text(5000).nullish(),
  delivery_date: text(32).nullish(),
  is_yearorder: flag.optional(),
  is_dropship: flag.optional(),
  dropship_address: dropshipAddressSchema.nullish(),
  reference: text(1000).nullish(),
  lines: z
    .record(text(64), lineExtrasSchema)
    .refine((lines) => Object.keys(lines).length <= 500, 'may hold at most 500 lines')
    .optional(),
})

export type OrderExtrasInput = z.infer<typeof orderExtrasSchema>
