/**
 * The contact form's fields (spec 001 §7 `contacts`, §5; decision 0201): the spec's own texts for a
 * missing field and a wrong address, minimum lengths (names 3 letters, a message 10 characters) and
 * an upper bound on every field, so nothing oversized reaches the table or the mailbox.
 */
import { z } from 'zod'
import { ACCOUNT_LIMITS, isValidEmail } from '@shop/commerce'
import { MAX_CAPTCHA_TOKEN } from '../captcha/verify-captcha.ts'

export const CONTACT_MESSAGES = {
  required: 'Field is required.',
  invalidEmail: 'Please provide valid e-mail address.',
  minLength: 'Minimum {min} characters.',
  maxLength: 'Maximum {max} characters.',
  invalidPhone: 'Please provide a valid phone number.',
  language: 'Must be nl, de or en.',
} as const

export const CONTACT_LIMITS = {
  nameMin: ACCOUNT_LIMITS.nameMin,
  nameMax: 200,
  messageMin: 10,
  messageMax: 5000,
  subjectMax: 200,
  phoneMax: 40,
}

const min = (n: number) => CONTACT_MESSAGES.minLength.replace('{min}', String(n))
const max = (n: number) => CONTACT_MESSAGES.maxLength.replace('{max}', String(n))

const required = (limit: number) =>
  z
    .string({ error: CONTACT_MESSAGES.required })
    .trim()
    .min(1, CONTACT_MESSAGES.required)
    .max(limit, max(limit))

/** an empty optional field of a form is no field */
const optional = (limit: number, extra?: (s: z.ZodString) => z.ZodString) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    (extra
      ? extra(z.string().trim().max(limit, max(limit)))
      : z.string().trim().max(limit, max(limit))
    ).optional(),
  )

export const contactBody = z.object({
  name: required(CONTACT_LIMITS.nameMax).pipe(
    z.string().min(CONTACT_LIMITS.nameMin, min(CONTACT_LIMITS.nameMin)),
  ),
  email: required(254).refine(isValidEmail, CONTACT_MESSAGES.invalidEmail),
  phone: optional(CONTACT_LIMITS.phoneMax, (s) =>
    s.regex(/^\+?[\d\s().-]{6,}$/, CONTACT_MESSAGES.invalidPhone),
  ),
  subject: optional(CONTACT_LIMITS.subjectMax),
  message: required(CONTACT_LIMITS.messageMax).pipe(
    z.string().min(CONTACT_LIMITS.messageMin, min(CONTACT_LIMITS.messageMin)),
  ),
  language: z.enum(['nl', 'de', 'en'], { error: CONTACT_MESSAGES.language }).default('nl'),
  captcha: z.string().max(MAX_CAPTCHA_TOKEN, max(MAX_CAPTCHA_TOKEN)).optional(),
})

export type ContactInput = z.infer<typeof contactBody>
