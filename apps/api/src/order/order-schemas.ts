/**
 * The order body as VSF 1.12 posts it (contract §4). The top level is closed like the original
 * server's schema; products and addresses keep the client's extra fields out (stripped). Prices
 * in the body are accepted for compatibility and never read.
 */
import { z } from 'zod'
import { extensionAttributes } from '../cart/product-option-schema.ts'
import { orderExtrasSchema } from './order-extras-schema.ts'

const text = (max: number) => z.string().max(max)

const address = z.object({
  firstname: text(255).trim().min(1, 'is required'),
  lastname: text(255).trim().min(1, 'is required'),
  street: z
    .array(text(255))
    .min(1)
    .max(4)
    .refine((s) => s.some((line) => line.trim() !== ''), 'is required'),
  city: text(255).trim().min(1, 'is required'),
  postcode: text(32).trim().min(3, 'must have at least 3 characters'),
  country_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((c) => c.toUpperCase()),
  company: text(255).optional(),
  telephone: text(64).optional(),
  email: z.string().trim().email('must be an e-mail address').max(255).optional(),
  region: text(255).optional(),
  region_id: z.union([z.number(), text(16)]).optional(),
  region_code: text(32).optional(),
  vat_id: text(64).optional(),
})
export type OrderAddress = z.infer<typeof address>

// the cart offers codes such as 0001-0011 (spec 000 §9): any code the settings may name
const methodCode = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/, 'must be a method code (letters, digits, _ . -)')

export const orderProductSchema = z.object({
  sku: z.string().trim().min(1).max(64),
  // checked by checkCartQty so the shopper gets the spec's quantity messages
  qty: z.union([z.number(), z.string().max(16)]),
  price: z.number().optional(),
  price_incl_tax: z.number().optional(),
  parentSku: z.string().max(64).optional(),
  product_option: z
    .object({
      extension_attributes: extensionAttributes.optional(),
    })
    .optional(),
})

export const orderBodySchema = z
  .object({
    order_id: z.string().trim().min(1).max(128).optional(),
    created_at: z.string().max(64).optional(),
    updated_at: z.string().max(64).optional(),
    transmited: z.boolean().optional(),
    transmited_at: z.string().max(64).optional(),
    status: z.string().max(64).optional(),
    state: z.string().max(64).optional(),
    user_id: z.union([z.string().max(64), z.number()]).optional(),
    cart_id: z.union([z.string().max(64), z.number()]).optional(),
    store_code: z.string().max(32).optional(),
    store_id: z.number().int().optional(),
    // PO number, comments, delivery dates, year order, dropshipment, reference (decision 0143)
    order_extras: orderExtrasSchema.optional(),
    products: z.array(orderProductSchema).min(1, 'must hold at least one product').max(500),
    addressInformation: z.object({
      billingAddress: address,
      shippingAddress: address.optional(),
      shipping_method_code: methodCode.optional(),
      shipping_carrier_code: methodCode.optional(),
      payment_method_code: methodCode,
      payment_method_additional: z
        .object({ issuer: z.string().max(64).optional(), po_number: z.string().max(64).optional() })
        .catchall(z.unknown())
        .optional(),
      shippingExtraFields: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .strict()

export type OrderBody = z.infer<typeof orderBodySchema>
