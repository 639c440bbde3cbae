/**
 * `/api/admin/backoffice/purchasers/*` and `/api/admin/backoffice/purchaser-audit` (ADMIN_API_KEY,
 * header x-admin-key; decision 0152): staff assign customers to a purchaser, take them away, list
 * them, and read the audit log of what purchasers did. The same guard as the other admin endpoints.
 * Making an account a purchaser is the flags call (/api/admin/backoffice/customers/:id/flags).
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from '../context.ts'
import { findCustomerId } from '../backoffice/staff-customers.ts'
import { adminGuard } from '../http/admin-key.ts'
import { sendOk } from '../http/envelope.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { sendResult } from '../http/result.ts'
import { assignCustomer, listAssignments, readAudit, unassignCustomer } from './staff-purchasers.ts'
import { assignBody, assignmentParams, auditQuery, purchaserParams } from './staff-schemas.ts'

const tags = ['admin']
const BASE = '/api/admin/backoffice'

export async function purchaserAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  noStoreAnswers(app)
  const r = app.withTypeProvider<ZodTypeProvider>()
  const admin = { preHandler: adminGuard(ctx.config) }

  r.get(
    `${BASE}/purchasers/:id/customers`,
    { ...admin, schema: { summary: 'The customers assigned to a purchaser', tags, params: purchaserParams } },
    async (req, reply) => sendResult(reply, await listAssignments(ctx, req.params.id)),
  )

  r.post(
    `${BASE}/purchasers/:id/customers`,
    {
      ...admin,
      schema: {
        summary: 'Assign a customer to a purchaser (the account must have the purchaser flag)',
        description: 'Answers the purchaser’s customers. Assigning twice changes nothing.',
        tags,
        params: purchaserParams,
        body: assignBody,
      },
    },
    async (req, reply) => {
      const customerId = await findCustomerId(ctx, req.body.customer)
      if (!customerId.ok) return sendResult(reply, customerId)
      return sendResult(reply, await assignCustomer(ctx, req.params.id, customerId.value))
    },
  )

  r.delete(
    `${BASE}/purchasers/:id/customers/:customerId`,
    {
      ...admin,
      schema: {
        summary: 'Take a customer away from a purchaser (their takeover ends within seconds)',
        tags,
        params: assignmentParams,
      },
    },
    async (req, reply) =>
      sendResult(reply, await unassignCustomer(ctx, req.params.id, req.params.customerId)),
  )

  r.get(
    `${BASE}/purchaser-audit`,
    {
      ...admin,
      schema: {
        summary: 'What purchasers did for customers, newest first (paged)',
        tags,
        querystring: auditQuery,
      },
    },
    async (req, reply) =>
      sendOk(
        reply,
        await readAudit(ctx, {
          purchaserId: req.query.purchaser,
          customerId: req.query.customer,
          action: req.query.action,
          page: req.query.page,
          pageSize: req.query.pageSize,
        }),
      ),
  )
}
