/**
 * `POST /api/review/create` (contract §9), the signed-in customer's own reviews, and moderation
 * under `/api/admin/reviews` (ADMIN_API_KEY).
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ACCOUNT_MESSAGES, storeByCode } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { jsonOnlyBodies } from '../cart/json-only.ts'
import { limitCalls } from '../limits/route-limits.ts'
import { sendError, sendOk } from '../http/envelope.ts'
import { sendResult } from '../http/result.ts'
import { authenticate, requestToken } from '../user/authenticate.ts'
import { adminGuard } from './admin-key.ts'
import { REVIEW_STATUS } from './review-doc.ts'
import { createReview, customerReviews, listReviews, moderateReview } from './review-service.ts'
import { idParams, listQuery, reviewBody, tokenQuery } from './schemas.ts'

const tags = ['review']

export async function reviewRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store')
  })
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
      const header = req.headers['x-vs-store-code']
      const store = storeByCode((typeof header === 'string' ? header : undefined) ?? req.query.storeCode)
      if (!store) return sendError(reply, 400, `Unknown storeCode ${req.query.storeCode}: no such store view`)
      // guests may review; a token that is sent must be valid, so nobody posts in a stale session's name
      let customerId: number | null = null
      if (requestToken(req) !== '') {
        const who = await authenticate(ctx, req)
        if (!who.ok) return sendResult(reply, who)
        customerId = who.value
      }
      return sendResult(reply, await createReview(ctx, req.body.review, store.storeId, customerId))
    },
  )

  r.get(
    '/api/review/mine',
    { schema: { summary: "The signed-in customer's reviews, any status", tags, querystring: tokenQuery } },
    async (req, reply) => {
      const who = await authenticate(ctx, req)
      if (!who.ok) return sendError(reply, 401, ACCOUNT_MESSAGES.notAuthorized)
      return sendOk(reply, await customerReviews(ctx, who.value))
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
