/** `/api/ext/mailchimp-subscribe/subscribe` (contract §10): GET status, POST subscribe, DELETE unsubscribe. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ACCOUNT_MESSAGES, isValidEmail, storeByCode, type StoreView } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { jsonOnlyBodies } from '../cart/json-only.ts'
import { sendError, sendOk } from '../http/envelope.ts'
import { authenticate, requestToken } from '../user/authenticate.ts'
import { subscribe, subscriptionStatus, unsubscribe, type NewsletterResult } from './newsletter-service.ts'

const PATH = '/api/ext/mailchimp-subscribe/subscribe'
const tags = ['newsletter']

const query = z.object({
  email: z.string().max(1024).optional(),
  token: z.string().max(4096).optional(),
  storeCode: z.string().max(32).optional(),
})
const body = z.object({
  email: z.string().max(1024).optional(),
  firstname: z.string().trim().max(255, 'must be at most 255 characters').optional().nullable(),
})

function storeOf(request: FastifyRequest, storeCode: string | undefined): StoreView | null {
  const header = request.headers['x-vs-store-code']
  return storeByCode((typeof header === 'string' ? header : undefined) ?? storeCode)
}

function send<T>(reply: FastifyReply, result: NewsletterResult<T>) {
  return result.ok ? sendOk(reply, result.value) : sendError(reply, result.status, result.message)
}

export async function newsletterRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store')
  })
  const r = app.withTypeProvider<ZodTypeProvider>()

  /** The e-mail and store of a call, or the reply already sent. */
  const target = (
    req: FastifyRequest,
    reply: FastifyReply,
    email: string | undefined,
    storeCode?: string,
  ) => {
    if (!email || !isValidEmail(email)) {
      void sendError(reply, 400, ACCOUNT_MESSAGES.invalidEmailProvided)
      return null
    }
    const store = storeOf(req, storeCode)
    if (!store) {
      void sendError(reply, 400, `Unknown storeCode ${storeCode}: no such store view`)
      return null
    }
    return { email: email.trim(), store }
  }

  r.get(
    PATH,
    { schema: { summary: 'Newsletter status of an e-mail', tags, querystring: query } },
    async (req, reply) => {
      const t = target(req, reply, req.query.email, req.query.storeCode)
      return t ? send(reply, await subscriptionStatus(ctx, t.email, t.store)) : reply
    },
  )

  r.post(
    PATH,
    { schema: { summary: 'Subscribe (new subscribers get the coupon)', tags, querystring: query, body } },
    async (req, reply) => {
      const t = target(req, reply, req.body.email, req.query.storeCode)
      if (!t) return reply
      let customerId: number | null = null
      if (requestToken(req) !== '') {
        const who = await authenticate(ctx, req)
        if (who.ok) customerId = who.value
      }
      return send(reply, await subscribe(ctx, { ...t, firstname: req.body.firstname || null, customerId }))
    },
  )

  r.delete(
    PATH,
    { schema: { summary: 'Unsubscribe', tags, querystring: query, body } },
    async (req, reply) => {
      const t = target(req, reply, req.body.email, req.query.storeCode)
      return t ? send(reply, await unsubscribe(ctx, t)) : reply
    },
  )
}
