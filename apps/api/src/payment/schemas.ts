/** Request shapes of the payment service (spec 000 §7, 001 §7; contract §14). */
import { z } from 'zod'
import type { ShopLanguage } from './provider.ts'

/** `store` query parameter: empty means nl (000 §7); the German store view is `de`. */
export const storeQuery = z.object({
  store: z
    .string()
    .max(16)
    .optional()
    .refine((s) => s === undefined || ['', 'nl', 'default', 'de'].includes(s.toLowerCase()), {
      message: 'unknown store, use nl or de',
    }),
})

export function languageOfStore(store: string | undefined): ShopLanguage {
  return store?.toLowerCase() === 'de' ? 'de' : 'nl'
}

const orderId = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform((v) => String(v).trim())
  .pipe(z.string().min(1, 'order_id is required').max(64))

/** Euro amount as a number or decimal string ("749", "749.00"); never more than 2 decimals. */
const amount = z
  .union([z.number(), z.string()])
  .transform((v) => String(v).trim())
  .pipe(
    z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, 'amount must be a positive amount with at most 2 decimals'),
  )

/** An order token or payment transaction id: opaque, hex in this shop. */
const secret = z.string().trim().min(1).max(128)

const httpUrl = z
  .string()
  .max(2000)
  .url()
  .refine((u) => /^https?:\/\//i.test(u), { message: 'redirectUrl must be an http(s) URL' })

export const postPaymentBody = z
  .object({
    currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be an ISO code like EUR'),
    order_id: orderId,
    description: z.string().trim().min(1).max(255),
    redirectUrl: httpUrl,
    method: z
      .string()
      .trim()
      .min(1)
      .max(32)
      .regex(/^[a-zA-Z0-9_]+$/, 'method must be a payment method code')
      .transform((m) => m.toLowerCase()),
    // the MultiSafepay module leaves it out (contract §14.2): the order's grand total is used then
    amount: amount.optional(),
    issuer: z.string().trim().min(1).max(64).optional(),
    // proof that the caller placed the order (decision 0025), unless order_id is that token
    token: secret.optional(),
  })
  .strict()
  .refine((b) => b.issuer === undefined || b.method === 'ideal', {
    message: 'issuer is only allowed for the ideal method',
    path: ['issuer'],
  })

export type PostPaymentBody = z.infer<typeof postPaymentBody>

/** `token` (the /order-status/:order_token page) or `order_id` (the /orderstatus?transactionid= page). */
export const paymentStatusBody = z
  .object({
    token: z.string().trim().min(1).max(128).optional(),
    order_id: orderId.optional(),
  })
  .refine((b) => b.token !== undefined || b.order_id !== undefined, {
    message: 'token or order_id is required',
    path: ['token'],
  })

/** Statuses a shopper's browser may set through a comment (000 §4 "Payment"). */
export const CLIENT_COMMENT_STATUSES = ['pending_payment', 'canceled'] as const

const flag = z
  .union([z.literal(0), z.literal(1), z.boolean()])
  .transform((v) => (v === true || v === 1 ? 1 : 0))

export const orderCommentBody = z.object({
  order_id: orderId,
  // proof that the caller placed the order (decision 0025): its token, or a payment's transaction id
  token: secret.optional(),
  transaction_id: secret.optional(),
  order_comment: z.object({
    statusHistory: z.object({
      comment: z.string().trim().min(1).max(1000),
      created_at: z.string().max(40).optional(),
      is_customer_notified: flag.optional(),
      is_visible_on_front: flag.optional(),
      parent_id: z.union([z.string().max(64), z.number()]).optional(),
      status: z.enum(CLIENT_COMMENT_STATUSES, {
        message: `status must be one of ${CLIENT_COMMENT_STATUSES.join(', ')}`,
      }),
    }),
  }),
})

export type OrderCommentBody = z.infer<typeof orderCommentBody>
