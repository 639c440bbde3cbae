/** The bodies of the automatic-order calls (spec 001 §7, decision 0182) and of the staff API. */
import { z } from 'zod'
import { AUTOMATIC_ORDER_REPEATS } from '@shop/commerce'

const customerRef = z.union([z.string().max(64), z.number()]).nullish()
const id = (what: string) =>
  z.coerce
    .number({ message: `must be the ${what} (a number)` })
    .int(`must be the ${what} (a whole number)`)
    .min(0, `must be the ${what}`)
    .max(2_147_483_647, `must be the ${what}`)

export const getSettingsBody = z.object({ customer_id: customerRef }).optional()

export const setSettingsBody = z.object({
  auto_id: id('automatic order id').optional(),
  customer_id: customerRef,
  name: z.string().trim().max(100).nullish(),
  enabled: z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
  shipping_address: id('address id of one of your addresses'),
  shipping_method: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/, 'must be a shipping method code'),
  date: z.string().trim().max(10),
  time: z.string().trim().max(5),
  repeat: z
    .enum(AUTOMATIC_ORDER_REPEATS, {
      message: `must be one of ${AUTOMATIC_ORDER_REPEATS.join(', ')}`,
    })
    .default('once'),
  interval_weeks: z.coerce.number().int().min(1).max(52).optional(),
  source_type: z.enum(['orderlist', 'cart'], { message: 'must be orderlist or cart' }).optional(),
  order_list_id: id('order list id').nullish(),
  cart_id: z.union([z.string().max(64), z.number()]).nullish(),
})

export type SetSettingsBody = z.infer<typeof setSettingsBody>

export const removeSettingsBody = z.object({ customer_id: customerRef, auto_id: id('automatic order id') })

export const runPassBody = z
  .object({ now: z.string().datetime({ offset: true, message: 'must be an ISO date-time' }).optional() })
  .strict()
  .optional()
