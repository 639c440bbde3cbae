/**
 * `POST /api/review/create` (contract §9), the signed-in customer's own reviews, and moderation
 * under `/api/admin/reviews` (ADMIN_API_KEY).
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from '../context.ts'
import { limitCalls } from '../limits/route-limits.ts'
import { adminGuard } from '../http/admin-key.ts'
import { sendError, sendOk } from '../http/envelope.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { customerOrGuest, principalOf, signedInCustomer } from '../http/principal.ts'
import { sendFailure, sendResult } from '../http/result.ts'
import { unknownStoreCode } from '../http/store-view.ts'
import { REVIEW_STATUS } from './review-doc.ts'
import { createReview, customerReviews, listReviews, moderateReview } from './review-service.ts'
import { idParams, listQuery, reviewBody, tokenQuery } from './schemas.ts'

const tags = ['review']

export async function reviewRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  noStoreAnswers(app)
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.post(
    '/api/review/create',
    {
      ...limitCalls(ctx, 'review'),
      schema: {
        summary: 'Submit a review (held for moderation)',
        tags,
        querystring: tokenQuery,
        body: reviewBody,
      },
    },
    async (req, reply) => {
      const principal = await principalOf(ctx, req)
      const store = principal.storeView
      if (!store) return sendError(reply, 400, unknownStoreCode(req.query.storeCode))
      // guests may review
      const who = customerOrGuest(principal)
      if (!who.ok) return sendFailure(reply, who)
      return sendResult(reply, await createReview(ctx, req.body.review, store.storeId, who.value?.id ?? null))
    },
  )

  r.get(
    '/api/review/mine',
    { schema: { summary: "The signed-in customer's reviews, any status", tags, querystring: tokenQuery } },
    async (req, reply) => {
      const who = signedInCustomer(await principalOf(ctx, req))
      if (!who.ok) return sendFailure(reply, who)
      return sendOk(reply, await customerReviews(ctx, who.value.id))
    },
  )

  const admin = { preHandler: adminGuard(ctx.config) }
  r.get(
    '/api/admin/reviews',
    { ...admin, schema: { summary: 'Reviews for moderation', tags: ['admin'], querystring: listQuery } },
    async (req, reply) =>
      sendOk(reply, await listReviews(ctx, req.query.status ? REVIEW_STATUS[req.query.status] : undefined)),
  )
  for (const decision of ['approve', 'reject'] as const) {
    r.post(
      `/api/admin/reviews/:id/${decision}`,
      { ...admin, schema: { summary: `${decision} a review`, tags: ['admin'], params: idParams } },
      async (req, reply) => sendResult(reply, await moderateReview(ctx, req.params.id, decision)),
    )
  }
}
