/**
 * Request shapes of the back-office calls (spec 001 §7, decision 0136). Ids come as numbers or
 * text, as the old client sent them; flags as booleans or 0/1. Texts are bounded here; what an
 * order may carry (reference of 15, dates not in the past) is `orderExtrasProblems`' to say.
 */
import { z } from 'zod'
import { MAX_CART_LINE_QTY } from '@shop/commerce'

export const MAX_SKUS = 500

export const tokenQuery = z.object({
  token: z.string().max(4096).optional(),
  storeCode: z.string().max(32).optional(),
})

const sku = z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters')
const id = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)])
const optionalId = id.nullable().optional()

export const skuList = z.array(sku).max(MAX_SKUS, `at most ${MAX_SKUS} skus`)
export const qtyList = z.record(
  sku,
  z.coerce
    .number()
    .positive('must be above 0')
    .max(MAX_CART_LINE_QTY, `must be at most ${MAX_CART_LINE_QTY}`),
)

/** skus: an array or the JSON text of one (parsed and checked in the call). */
const skusField = z.union([skuList, z.string().max(40_000)])

export const customerBody = z.object({ customer_id: optionalId, customerId: optionalId }).optional()

export const discountsBody = z
  .object({ customer_id: optionalId, customerId: optionalId, cart_id: optionalId, cartId: optionalId })
  .optional()

/**
 * applyDiscountCart (decision 0158): the percent as a number or its text ("7,5" too); what it may
 * be (0..100, 2 decimals, the purchaser's cap), the comment's length and the type are the
 * commerce rules' to say, so each refusal names its field in one message.
 */
export const applyDiscountBody = z.object({
  customer_id: optionalId,
  cart_id: id,
  item_id: optionalId,
  quote_item_id: optionalId,
  disc_perc: z.union([z.number(), z.string().max(32, 'must be a percentage')]),
  comment: z.string().max(2000, 'must be at most 2000 characters').nullable().optional(),
  type: z.string().max(32, 'must be customer or internal').nullable().optional(),
})

export const pricesBody = z.object({
  skus: skusField,
  qtys: z.union([qtyList, z.string().max(40_000)]).optional(),
  customer_id: optionalId,
})

export const supplierStockBody = z.object({ skus: skusField })

export const refreshPricesBody = z.object({ cart_id: id, customer_id: optionalId })

export const cartIdBody = z.object({ cartId: id })
export const cart_idBody = z.object({ cart_id: id })

const flag = z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
const optionalText = (max: number) =>
  z.string().max(max, `must be at most ${max} characters`).nullable().optional()
const date = z.string().trim().max(32, 'must be a date YYYY-MM-DD').nullable().optional()

export const dropshipAddress = z.object({
  firstname: z.string().trim().min(1).max(255),
  lastname: z.string().trim().min(1).max(255),
  company: z.string().trim().max(255).nullable().optional(),
  street: z
    .array(z.string().trim().max(255))
    .min(1, 'at least one street line')
    .max(4, 'at most 4 street lines')
    .refine((lines) => lines.some((line) => line !== ''), 'at least one street line'),
  postcode: z.string().trim().min(3, 'must be at least 3 characters').max(32),
  city: z.string().trim().min(1).max(255),
  country_id: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'must be an upper-case ISO country code such as NL'),
  telephone: z.string().trim().max(64).nullable().optional(),
})

export const beforeOrderBody = z.object({
  cart_id: id,
  products: z
    .array(z.object({ sku, comment: optionalText(1000), date }))
    .max(MAX_SKUS)
    .optional(),
  date,
  oculus_code: optionalId,
  is_dropship: flag.optional(),
  is_yearorder: flag.optional(),
  po_number: optionalText(1000),
  comment: optionalText(5000),
  // checked against REFERENCE_MAX_LENGTH by orderExtrasProblems, so the message is the rule's
  reference: optionalText(1000),
  dropship_address: dropshipAddress.nullable().optional(),
})

export const updateAllBody = z.object({
  cartId: id,
  cartItems: z
    .array(
      z
        .object({
          sku: sku.optional(),
          item_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,12}$/)]).optional(),
          // checked by checkCartQty so the shopper gets the spec's quantity messages
          qty: z.unknown(),
        })
        .refine((line) => line.sku !== undefined || line.item_id !== undefined, 'needs a sku or an item_id'),
    )
    .min(1, 'at least one line')
    .max(MAX_SKUS),
})

export const isOn = (value: z.infer<typeof flag> | undefined) =>
  value === true || value === 1 || value === '1' || value === 'true'
