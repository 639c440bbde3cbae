/**
 * Request shapes of the order calls (spec 001 §7, issue 18) and the staff order tools (admin API
 * and CLI share them). Ids come as numbers or text, as the old client sent them.
 */
import { z } from 'zod'
import { isCalendarDate } from '@shop/commerce'

const MAX_INT = 2_147_483_647
const id = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)])
const optionalId = id.nullable().optional()
const orderId = z
  .union([z.string().trim().min(1, 'must not be empty').max(32), z.number().int().positive()])
  .transform(String)
  .describe('back-office number (BO00100001) or the shop order number')
const lineId = z.coerce.number().int('a whole number').positive('a line id').max(MAX_INT)
const qty = z.coerce.number().int('a whole number').positive('must be 1 or more').max(100_000)
const day = z.string().refine(isCalendarDate, 'a calendar date YYYY-MM-DD')
const text = (max: number) => z.string().trim().min(1).max(max)

export const ordersBody = z
  .object({
    customerId: optionalId,
    customer_id: optionalId,
    page: z.coerce.number().int('a whole number').positive('must be 1 or more').max(100_000).default(1),
    pageSize: z.coerce.number().int('a whole number').min(1).max(100, 'must be at most 100').default(20),
  })
  .default({ page: 1, pageSize: 20 })

export const orderDetailsBody = z.object({ customerId: optionalId, customer_id: optionalId, orderId })
export const backordersBody = z.object({ customerId: optionalId, customer_id: optionalId }).optional()

export const QTY_UPDATE_TYPES = ['all', 'open'] as const
export const qtyUpdatesBody = z.object({
  customerId: optionalId,
  customer_id: optionalId,
  type: z
    .enum(QTY_UPDATE_TYPES)
    .default('all')
    .describe('all: every line of the orders; open: only lines with something still to ship'),
  order_ids: z.array(orderId).max(100, 'at most 100 orders'),
})

export const cancelBackorderBody = z.object({
  customerId: optionalId,
  customer_id: optionalId,
  orderId,
  lineId,
  qty: qty.optional().describe('default: all that is on backorder'),
})

// staff
export const orderParams = z.object({ orderId })
export const shipmentParams = z.object({ number: text(32) })
export const customerParams = z.object({ customer: text(254) })

export const createOrderSchema = z.object({
  customer: z.union([text(64), z.number().int().positive()]).transform(String),
  source: z.enum(['phone', 'counter']),
  lines: z
    .array(z.object({ sku: text(64), qty, comment: text(500).nullable().optional() }))
    .min(1, 'at least one line')
    .max(200),
  poNumber: text(64).nullable().optional(),
  reference: text(15).nullable().optional(),
  comment: text(1000).nullable().optional(),
  placedAt: z.iso.datetime({ offset: true }).optional(),
})

export const shipSchema = z.object({
  lines: z.array(z.object({ lineId, qty })).min(1, 'at least one line').max(200),
  carrier: text(64).nullable().optional(),
  trackingNumber: text(64).nullable().optional(),
  trackingUrl: z.url().max(500).nullable().optional(),
  backorderRest: z.boolean().optional(),
  expectedDate: day.nullable().optional(),
  shippedAt: z.iso.datetime({ offset: true }).optional(),
})

export const backorderSchema = z.object({
  lineId,
  qty: qty.optional(),
  expectedDate: day.nullable().optional(),
})

export const deliverSchema = z.object({ deliveredAt: z.iso.datetime({ offset: true }).optional() }).optional()
export const staffCancelSchema = z.object({ lineId, qty: qty.optional() })
