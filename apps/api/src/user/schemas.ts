/**
 * Request shapes of /api/user/* (contract §2). Texts are trimmed and length-limited; street lines
 * and the like are stored as typed (a `<script>` stays text, JSON carries it inert). Names take
 * letters only (001 §5).
 */
import { z } from 'zod'
import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  isAlphabetName,
  isValidEmail,
  VALIDATION_TEXTS,
} from '@shop/commerce'

const text = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min, min > 1 ? `must be at least ${min} characters` : ACCOUNT_MESSAGES.fieldRequired)
    .max(max, `must be at most ${max} characters`)

export const email = z
  .string()
  .trim()
  .max(ACCOUNT_LIMITS.emailMax, `must be at most ${ACCOUNT_LIMITS.emailMax} characters`)
  .refine(isValidEmail, ACCOUNT_MESSAGES.invalidEmail)

/** 001 §5 "Accepts only alphabet characters.": letters, spaces, hyphens, apostrophes and dots */
const name = text(255, ACCOUNT_LIMITS.nameMinShort).refine(isAlphabetName, VALIDATION_TEXTS.alphabetOnly)

/** Passwords are not trimmed: every character counts. Policy checked in the service (message of the spec). */
export const password = z.string().max(1024, 'must be at most 1024 characters')

export const address = z.object({
  id: z.number().int().positive().optional(),
  customer_id: z.number().int().positive().optional(),
  firstname: name,
  lastname: name,
  company: text(255).optional().nullable(),
  street: z
    .array(z.string().trim().max(255, 'must be at most 255 characters'))
    .min(1, ACCOUNT_MESSAGES.fieldRequired)
    .max(4, 'at most 4 street lines')
    .refine((lines) => lines.some((line) => line !== ''), ACCOUNT_MESSAGES.fieldRequired),
  city: text(255),
  country_id: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'must be an upper-case ISO country code such as NL'),
  postcode: text(32, ACCOUNT_LIMITS.zipMin),
  region: z
    .union([text(255), z.object({ region: text(255).nullable().optional() }).passthrough()])
    .optional()
    .nullable(),
  region_id: z.number().int().optional().nullable(),
  telephone: text(64).optional().nullable(),
  vat_id: text(64).optional().nullable(),
  default_billing: z.boolean().optional(),
  default_shipping: z.boolean().optional(),
})
export type AddressInput = z.infer<typeof address>

export const createBody = z.object({
  customer: z
    .object({
      email,
      firstname: name,
      lastname: name,
      storeId: z.number().int().positive().optional(),
      store_id: z.number().int().positive().optional(),
      addresses: z.array(address).max(2, 'at most 2 addresses').optional(),
    })
    .passthrough(),
  password,
})

export const loginBody = z
  .object({
    username: z.string().trim().min(1, ACCOUNT_MESSAGES.fieldRequired).max(ACCOUNT_LIMITS.emailMax),
    /** empty for a purchaser's takeover login (with purchaserId and hash) */
    password,
    /** the answer to the challenge of a 429 (decision 0110) */
    proof: z.object({ salt: z.string().max(200), nonce: z.string().max(64) }).optional(),
    /** takeover (issue 17, decision 0150): the purchaser acting for the customer `username` names */
    purchaserId: z
      .union([z.number().int().positive().max(999_999_999), z.string().regex(/^\d{1,9}$/)])
      .optional(),
    /** takeover: the hash of POST /api/purchaser/create-hash */
    hash: z.string().max(128).optional(),
  })
  .superRefine((body, issue) => {
    const takeover = body.purchaserId !== undefined || body.hash !== undefined
    if (!takeover && body.password.length === 0)
      issue.addIssue({ code: 'custom', path: ['password'], message: ACCOUNT_MESSAGES.fieldRequired })
    if (takeover && body.purchaserId === undefined)
      issue.addIssue({ code: 'custom', path: ['purchaserId'], message: ACCOUNT_MESSAGES.fieldRequired })
    if (takeover && !body.hash)
      issue.addIssue({ code: 'custom', path: ['hash'], message: ACCOUNT_MESSAGES.fieldRequired })
  })

export const refreshBody = z.object({ refreshToken: z.string().max(512).optional() })

export const tokenQuery = z.object({
  token: z.string().max(4096).optional(),
  storeCode: z.string().max(32).optional(),
})

/**
 * Only firstname, lastname and addresses may be edited (000 §3, contract §2); the e-mail rides
 * along and must stay the same (001 §5: only the password may change, not the e-mail address).
 */
export const updateMeBody = z.object({
  customer: z
    .object({
      email: email.optional(),
      firstname: name.optional(),
      lastname: name.optional(),
      addresses: z.array(address).max(20, 'at most 20 addresses').optional(),
      custom_attributes: z.unknown().optional(),
      // the client's copy of the token rides along; the server drops it (contract §2)
      groupToken: z.unknown().optional(),
    })
    .strict(),
})

export const orderHistoryQuery = tokenQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  currentPage: z.coerce.number().int().min(1).max(100_000).default(1),
})

export const resetPasswordBody = z.object({
  email: z.string().max(1024).optional(),
  storeCode: z.string().max(32).optional(),
})

export const createPasswordBody = z.object({
  email: z.string().max(1024).optional(),
  newPassword: password.optional(),
  resetToken: z.string().max(512).optional(),
})

export const changePasswordBody = z.object({
  currentPassword: password.min(1, ACCOUNT_MESSAGES.fieldRequired),
  newPassword: password,
})
