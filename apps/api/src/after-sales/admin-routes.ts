/**
 * Staff API for returns and warranty requests under /api/admin/backoffice/returns (x-admin-key,
 * decision 0178): list with filters, one request with its photos, a photo as the image, and the
 * status step (received, approved, rejected with a reason, credited → credit note, replaced).
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from '../context.ts'
import { adminGuard } from '../http/admin-key.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { sendFailure, sendResult } from '../http/result.ts'
import * as s from './schemas.ts'
import { listReturns, showReturn, staffReturnPhoto, stepReturn } from './staff-returns.ts'

const tags = ['admin']
const BASE = '/api/admin/backoffice/returns'

export async function afterSalesAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  noStoreAnswers(app)
  const r = app.withTypeProvider<ZodTypeProvider>()
  const admin = { preHandler: adminGuard(ctx.config) }

  r.get(
    BASE,
    {
      ...admin,
      schema: {
        summary: 'Return and warranty requests, newest first (filter by status, type, customer)',
        tags,
        querystring: s.adminListQuery,
      },
    },
    async (req, reply) => sendResult(reply, await listReturns(ctx, req.query)),
  )
  r.get(
    `${BASE}/:ref`,
    {
      ...admin,
      schema: { summary: 'One request (id or RMA number) with its photos', tags, params: s.returnRefParams },
    },
    async (req, reply) => sendResult(reply, await showReturn(ctx, req.params.ref)),
  )
  r.get(
    `${BASE}/:ref/photos/:index`,
    {
      ...admin,
      schema: { summary: "A request's photo (1..3) as the image", tags, params: s.returnPhotoParams },
    },
    async (req, reply) => {
      const photo = await staffReturnPhoto(ctx, req.params.ref, req.params.index)
      if (!photo.ok) return sendFailure(reply, photo)
      return reply
        .header('content-type', photo.value.contentType)
        .header('x-content-type-options', 'nosniff')
        .send(photo.value.bytes)
    },
  )
  r.post(
    `${BASE}/:ref/status`,
    {
      ...admin,
      schema: {
        summary: 'The next status step, with a note (rejected: with rejectReason)',
        description:
          'requested → received | rejected; received → approved | rejected; approved → credited | ' +
          'replaced. 409 naming the allowed steps otherwise. credited issues the credit note.',
        tags,
        params: s.returnRefParams,
        body: s.statusStepBody,
      },
    },
    async (req, reply) => sendResult(reply, await stepReturn(ctx, req.params.ref, req.body)),
  )
}
