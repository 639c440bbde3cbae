/**
 * What the staff tools take (admin API and `npm run backoffice`, decision 0134): one set of zod
 * schemas, so /api/docs shows them and the CLI checks its options by the same rules. The rules a
 * schema cannot know (an unknown sku, category or method code, a taken e-mail) are the service's.
 */
import { z } from 'zod'
import { ACCOUNT_LIMITS, PRICE_AGREEMENT_KINDS, isCalendarDate, isValidEmail } from '@shop/commerce'

const MAX_INT = 2_147_483_647
const text = (max: number) => z.string().trim().min(1).max(max)
const day = z
  .string()
  .refine(isCalendarDate, 'a calendar date YYYY-MM-DD')
  .describe('shop calendar day, YYYY-MM-DD')

export const customerIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_INT) })
export const agreementParams = customerIdParams.extend({
  agreementId: z.coerce.number().int().positive().max(MAX_INT),
})

export const addressSchema = z.object({
  firstname: text(255).optional().describe("default: the customer's first name"),
  lastname: text(255).optional().describe("default: the customer's last name"),
  street: z.array(text(255)).min(1).max(4),
  postcode: text(32),
  city: text(255),
  country_id: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'a two-letter country code')
    .transform((c) => c.toUpperCase()),
  telephone: text(64).optional(),
})

export const createTradeCustomerSchema = z.object({
  email: z.string().trim().max(ACCOUNT_LIMITS.emailMax).refine(isValidEmail, 'a valid e-mail address'),
  firstname: text(255),
  lastname: text(255),
  password: z
    .string()
    .min(ACCOUNT_LIMITS.passwordMin)
    .max(ACCOUNT_LIMITS.passwordMax)
    .optional()
    .describe('left out: a password is generated and answered once'),
  company: text(255),
  vat_id: text(64).optional(),
  kvk_number: text(32).optional(),
  backoffice_id: text(64).describe("the customer's number in the back office, e.g. D10001"),
  group_id: z.number().int().min(1).max(MAX_INT).default(2).describe('customer group, default 2 (business)'),
  store: z.enum(['nl', 'de']).default('nl'),
  address: addressSchema.optional().describe('becomes the default billing and shipping address'),
})
export type CreateTradeCustomerInput = z.infer<typeof createTradeCustomerSchema>

export const flagsSchema = z
  .object({
    is_purchaser: z.boolean().optional(),
    drop_enabled: z.boolean().optional(),
    hidden_price_mode: z
      .union([z.literal(1), z.literal(2), z.literal(3)])
      .optional()
      .describe('1 all prices hidden, 2 retail prices hidden, 3 all shown'),
    purchaser_max_discount_percent: z.number().min(0).max(100).optional(),
  })
  .refine((f) => Object.values(f).some((v) => v !== undefined), 'at least one flag')
export type FlagsInput = z.infer<typeof flagsSchema>

const codes = z.array(text(64)).max(50)
export const methodsSchema = z
  .object({
    payment_methods: codes
      .nullable()
      .optional()
      .describe('shop codes (ideal, purchaseorder, ...) or back-office codes VB/OR; null: every method'),
    shipment_methods: codes
      .nullable()
      .optional()
      .describe('shipping method codes (flatrate, 0001..0011); null: every method'),
  })
  .refine(
    (m) => m.payment_methods !== undefined || m.shipment_methods !== undefined,
    'payment_methods or shipment_methods',
  )
export type MethodsInput = z.infer<typeof methodsSchema>

export const agreementSchema = z.object({
  kind: z.enum(PRICE_AGREEMENT_KINDS as ['sku', 'brand', 'category']),
  target: text(128).describe('the sku, the brand label (e.g. Granville) or the category id'),
  net_price: z
    .number()
    .positive()
    .max(1_000_000)
    .nullable()
    .optional()
    .describe('net unit price (kind sku only)'),
  discount_percent: z
    .number()
    .nullable()
    .optional()
    .describe('percent off the list price, more than 0, at most 100'),
  min_qty: z.number().int().min(1).max(1_000_000).default(1).describe('applies from this quantity on'),
  valid_from: day.nullable().optional(),
  valid_to: day.nullable().optional(),
})
export type AgreementInput = z.infer<typeof agreementSchema>

export const agreementsSchema = z.object({ agreements: z.array(agreementSchema).max(1000) })

export const supplierStockSchema = z.object({
  items: z
    .array(
      z.object({
        sku: text(64),
        qty: z.number().min(0).max(99_999_999),
        delivery_days: z.number().int().min(0).max(365),
      }),
    )
    .min(1)
    .max(1000),
})
export type SupplierStockInput = z.infer<typeof supplierStockSchema>
