/**
 * Request shapes of the invoice calls (spec 001 §7 getOculusInvoices, downloadInvoicePath) and of
 * the staff admin API. A path is only bounded here; whether it lies in the invoice store is
 * `checkInvoicePath`'s to say (400 naming it).
 */
import { z } from 'zod'

export const tokenQuery = z.object({
  token: z.string().max(4096).optional(),
  storeCode: z.string().max(32).optional(),
})

const customerId = z
  .union([z.number().int().positive(), z.string().trim().min(1).max(64)])
  .nullable()
  .optional()

export const invoicesBody = z
  .object({
    customerId,
    customer_id: customerId,
    page: z.number().int().min(1, 'must be 1 or more').max(100_000).optional(),
    pageSize: z.number().int().min(1, 'must be 1 or more').max(100, 'must be at most 100').optional(),
  })
  .optional()

export const downloadBody = z.object({
  invoicePath: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  customerId,
  customer_id: customerId,
})

export const staffListQuery = z.object({
  customerId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: z.enum(['open', 'paid']).optional(),
  type: z.enum(['debit', 'credit']).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
})

export const numberParams = z.object({
  number: z.string().regex(/^[FC]\d{4}-\d{6}$/, 'must be an invoice number like F2026-000001'),
})

export const markPaidBody = z
  .object({ paidAt: z.iso.datetime({ offset: true, message: 'must be an ISO date-time' }).optional() })
  .optional()

export const issueShipmentBody = z.object({ shipmentId: z.number().int().positive().max(2_147_483_647) })
export const issueReturnBody = z.object({ returnId: z.number().int().positive().max(2_147_483_647) })
