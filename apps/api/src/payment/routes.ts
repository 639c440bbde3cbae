/**
 * `/api/ext/payment-service/*` (000 §7, 001 §7; contract §14). One shape whatever the provider:
 * payment-methods and fetch-issuers answer like the MultiSafepay service API
 * (`{code, result: {success, data}}`, which is what 000 §7 reads), the rest like contract §14.1.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from '../context.ts'
import { requireJsonContentType } from '../http/json-body-policy.ts'
import { noStore } from '../http/no-store.ts'
import { sendResult } from '../http/result.ts'
import { createPaymentProvider } from './provider-factory.ts'
import { createPaymentService } from './payment-service.ts'
import type { Result } from '../result.ts'
import {
  languageOfStore,
  orderCommentBody,
  paymentStatusBody,
  postPaymentBody,
  storeQuery,
} from './schemas.ts'
import { testCheckoutRoutes } from './test-checkout-routes.ts'
import { webhookRoutes } from './webhook-routes.ts'
import { limitMisses } from '../limits/route-limits.ts'

const BASE = '/api/ext/payment-service'
const tags = ['payment']

function send<T>(reply: FastifyReply, result: Result<T>) {
  return sendResult(noStore(reply), result)
}

export async function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = createPaymentService(ctx, createPaymentProvider(ctx.config.payment))
  if (ctx.config.env === 'production' && service.provider.code === 'test') {
    // allowed (the demo shop runs without keys; decision 0115 says when not), but shoppers can mark
    // their own orders paid
    ctx.log.warn(
      'TEST MODE: PAYMENT_PROVIDER=test in production: orders are paid on the built-in test page, without money',
    )
  }
  const r = app.withTypeProvider<ZodTypeProvider>()

  // Providers post webhooks, and the hosted test page posts its form, as urlencoded forms
  // (unless the app already parses forms for every route)
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
  }

  r.get(
    `${BASE}/payment-methods`,
    { schema: { summary: 'Payment methods of the configured provider', tags, querystring: storeQuery } },
    async (req, reply) => {
      const listed = await service.methods(languageOfStore(req.query.store))
      if (!listed.ok) return send(reply, listed)
      const data = listed.value.map((m) => ({
        id: m.id,
        description: m.description,
        ...(m.image ? { image: m.image } : {}),
      }))
      return send(reply, { ok: true, value: { success: true, data } })
    },
  )

  r.get(
    `${BASE}/fetch-issuers`,
    { schema: { summary: 'iDEAL banks (issuers)', tags, querystring: storeQuery } },
    async (req, reply) => {
      const listed = await service.issuers(languageOfStore(req.query.store))
      if (!listed.ok) return send(reply, listed)
      // code/description as 000 §7 reads them; id/name as the issuer entity (000 §3) calls them
      const data = listed.value.map((i) => ({
        code: i.id,
        description: i.name,
        id: i.id,
        name: i.name,
        ...(i.image ? { image: i.image } : {}),
      }))
      return send(reply, { ok: true, value: { success: true, data } })
    },
  )

  r.post(
    `${BASE}/post-payment`,
    {
      preValidation: requireJsonContentType,
      schema: {
        summary: 'Create a payment for an order',
        tags,
        querystring: storeQuery,
        body: postPaymentBody,
      },
    },
    async (req, reply) =>
      send(reply, await service.createPayment(req.body, languageOfStore(req.query.store))),
  )

  r.post(
    `${BASE}/get-payment-status`,
    {
      // transaction ids and tokens are not to be guessed (decision 0112)
      ...limitMisses(ctx, 'orderLookup'),
      preValidation: requireJsonContentType,
      schema: {
        summary: 'Payment status by token or transaction id',
        tags,
        querystring: storeQuery,
        body: paymentStatusBody,
      },
    },
    async (req, reply) => send(reply, await service.paymentStatus((req.body.token ?? req.body.order_id)!)),
  )

  r.post(
    `${BASE}/order-comments`,
    {
      preValidation: requireJsonContentType,
      schema: {
        summary: 'Add a status comment to an order',
        tags,
        querystring: storeQuery,
        body: orderCommentBody,
      },
    },
    async (req, reply) => send(reply, await service.orderComment(req.body)),
  )

  await testCheckoutRoutes(app, ctx, service)
  await webhookRoutes(app, service)
}
