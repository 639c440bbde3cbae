/** Shapes of the staff tools for purchasers (admin API and CLI, decision 0152). */
import { z } from 'zod'

const MAX_INT = 2_147_483_647

/** a customer by id, e-mail address or back-office id, as the other staff tools take one */
export const customerRef = z.union([
  z.number().int().positive().max(MAX_INT),
  z.string().trim().min(1).max(255),
])

export const purchaserParams = z.object({ id: z.coerce.number().int().positive().max(MAX_INT) })
export const assignmentParams = purchaserParams.extend({
  customerId: z.coerce.number().int().positive().max(MAX_INT),
})
export const assignBody = z.object({
  customer: customerRef.describe('customer id, e-mail address or back-office id (D10001)'),
})

export const auditQuery = z.object({
  purchaser: z.coerce.number().int().positive().max(MAX_INT).optional(),
  customer: z.coerce.number().int().positive().max(MAX_INT).optional(),
  action: z.string().trim().min(1).max(32).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
})
export type AuditQueryInput = z.infer<typeof auditQuery>
