/**
 * Request shapes of the account requests (decision 0193): the public `requestaccount` body (JSON
 * or form data, every field text, bounded by its column) and the staff calls'. The rules a shape
 * cannot say (minimum lengths, country, VAT id form) are `accountRequestProblems`' (commerce), so
 * an empty field gets the spec's 'Field is required.' rather than a type error.
 */
import { z } from 'zod'
import { ACCOUNT_REQUEST_LIMITS } from '@shop/commerce'

const MAX_INT = 2_147_483_647
const field = (max: number) => z.string().max(max, `must be at most ${max} characters`).nullable().optional()
const L = ACCOUNT_REQUEST_LIMITS

export const requestAccountBody = z.object({
  company: field(L.company.max).describe('company name, at least 2 characters'),
  contact_person: field(L.contact_person.max).describe('at least 2 characters'),
  vat_id: field(L.vat_id.max).describe("VAT id, at least 3 characters; EU ids in the country's form"),
  kvk_number: field(L.kvk_number.max).describe('Chamber of Commerce number'),
  street: field(L.street.max),
  postcode: field(L.postcode.max).describe('at least 3 characters'),
  city: field(L.city.max),
  country_id: field(8).describe('NL, BE, DE, AT or LU'),
  phone: field(L.phone.max),
  email: field(L.email.max),
  branch: field(64).describe('bike_shop, sports_shop, rental, workshop, webshop or other'),
  message: field(L.message.max),
  language: field(8).describe('nl or de: the language of the mails and of the account'),
  captcha: z.string().max(20_000).nullable().optional().describe('the captcha solution (when active)'),
})

export const requestIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_INT) })

export const requestListQuery = z.object({
  status: z.enum(['requested', 'approved', 'rejected']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
})
export type RequestListQuery = z.infer<typeof requestListQuery>

export const approveBody = z
  .object({
    store: z
      .enum(['nl', 'de'])
      .optional()
      .describe("the account's store view; default the request's language"),
    group_id: z
      .number()
      .int()
      .min(1)
      .max(MAX_INT)
      .optional()
      .describe('customer group for trade prices; default 2 (business)'),
    backoffice_id: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .optional()
      .describe('the number in the back office; default the next D1xxxx'),
  })
  .nullish()
export type ApproveInput = NonNullable<z.infer<typeof approveBody>>

export const rejectBody = z.object({
  reason: z.string().trim().min(3, 'must be at least 3 characters').max(2000),
})
