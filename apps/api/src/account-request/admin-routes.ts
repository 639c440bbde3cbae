/**
 * Staff API for account requests under /api/admin/backoffice/account-requests (x-admin-key,
 * decision 0194): the list (filter by status), one request, approve (creates the trade customer and
 * mails a set-password link) and reject with a reason (mailed). A decided request answers 409.
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from '../context.ts'
import { adminGuard } from '../http/admin-key.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { sendResult } from '../http/result.ts'
import { approveBody, rejectBody, requestIdParams, requestListQuery } from './schemas.ts'
import {
  approveAccountRequest,
  listAccountRequests,
  rejectAccountRequest,
  showAccountRequest,
} from './staff-requests.ts'

const tags = ['admin']
const BASE = '/api/admin/backoffice/account-requests'

export async function accountRequestAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  noStoreAnswers(app)
  const r = app.withTypeProvider<ZodTypeProvider>()
  const admin = { preHandler: adminGuard(ctx.config) }

  r.get(
    BASE,
    {
      ...admin,
      schema: {
        summary: 'Account requests, newest first (filter by status)',
        tags,
        querystring: requestListQuery,
      },
    },
    async (req, reply) => sendResult(reply, await listAccountRequests(ctx, req.query)),
  )
  r.get(
    `${BASE}/:id`,
    { ...admin, schema: { summary: 'One account request', tags, params: requestIdParams } },
    async (req, reply) => sendResult(reply, await showAccountRequest(ctx, req.params.id)),
  )
  r.post(
    `${BASE}/:id/approve`,
    {
      ...admin,
      schema: {
        summary: 'Approve: the trade customer is created and mailed a set-password link (7 days)',
        description:
          "Optional body: store (default the request's language), group_id (default 2, business), " +
          'backoffice_id (default the next D1xxxx). 409 when the request is already decided or the ' +
          'e-mail address or back-office id is taken.',
        tags,
        params: requestIdParams,
        body: approveBody,
      },
    },
    async (req, reply) => sendResult(reply, await approveAccountRequest(ctx, req.params.id, req.body ?? {})),
  )
  r.post(
    `${BASE}/:id/reject`,
    {
      ...admin,
      schema: {
        summary: 'Reject with a reason; the business is mailed the reason',
        tags,
        params: requestIdParams,
        body: rejectBody,
      },
    },
    async (req, reply) => sendResult(reply, await rejectAccountRequest(ctx, req.params.id, req.body.reason)),
  )
}
