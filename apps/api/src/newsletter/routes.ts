/**
 * `/api/ext/mailchimp-subscribe/subscribe` (contract §10): GET status, POST subscribe, DELETE
 * unsubscribe, with proof (decision 0113): the status is the signed-in owner's only, a subscription
 * waits for its mailed confirmation link (`.../confirm`), unsubscribing takes the owner or a link.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ACCOUNT_MESSAGES, isValidEmail, normalizeEmail, storeById } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { sendError } from '../http/envelope.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { principalOf } from '../http/principal.ts'
import { sendResult } from '../http/result.ts'
import { storeViewOf, unknownStoreCode } from '../http/store-view.ts'
import type { Result } from '../result.ts'
import { withinLimits } from '../limits/rate-limits.ts'
import { findCustomer } from '../user/customer-store.ts'
import {
  confirmSubscription,
  NEWSLETTER_MESSAGES,
  requestSubscription,
  subscriptionStatus,
  unsubscribe,
} from './newsletter-service.ts'
import { readNewsletterToken } from './newsletter-token.ts'

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
const unsubscribeBody = body.extend({ unsubscribeToken: z.string().max(1000).optional() })
const confirmBody = z.object({ token: z.string().min(1, 'is required').max(1000) })
const CONFIRM_PATH = '/api/ext/mailchimp-subscribe/confirm'

function send<T>(reply: FastifyReply, result: Result<T>) {
  return sendResult(reply, result)
}

export async function newsletterRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  noStoreAnswers(app)
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
    const store = storeViewOf(req)
    if (!store) {
      void sendError(reply, 400, unknownStoreCode(storeCode))
      return null
    }
    return { email: email.trim(), store }
  }

  /** The signed-in customer whose own address the call names; null (reply sent) otherwise. */
  const owner = async (req: FastifyRequest, reply: FastifyReply, email: string) => {
    const { customer } = await principalOf(ctx, req)
    const found = customer ? await findCustomer(ctx.database.db, customer.id) : null
    if (!found || normalizeEmail(found.email) !== normalizeEmail(email)) {
      void sendError(reply, 401, NEWSLETTER_MESSAGES.ownerOnly)
      return null
    }
    return found
  }
  const throttled = (req: FastifyRequest, reply: FastifyReply, email: string) =>
    withinLimits(ctx, reply, [
      ['newsletterPerAddress', req.ip],
      ['newsletterPerEmail', normalizeEmail(email)],
    ])

  r.get(
    PATH,
    {
      schema: {
        summary: "Newsletter status of the signed-in customer's own e-mail (token required)",
        tags,
        querystring: query,
      },
    },
    async (req, reply) => {
      const t = target(req, reply, req.query.email, req.query.storeCode)
      if (!t || !(await owner(req, reply, t.email))) return reply
      return send(reply, await subscriptionStatus(ctx, t.email, t.store))
    },
  )

  r.post(
    PATH,
    {
      schema: {
        summary: 'Subscribe: mails a confirmation link; active (and the coupon mailed) once confirmed',
        tags,
        querystring: query,
        body,
      },
    },
    async (req, reply) => {
      const t = target(req, reply, req.body.email, req.query.storeCode)
      if (!t || !(await throttled(req, reply, t.email))) return reply
      // a token that does not verify subscribes as a guest
      const customerId = (await principalOf(ctx, req)).customer?.id ?? null
      const input = { ...t, firstname: req.body.firstname || null, customerId }
      return send(reply, await requestSubscription(ctx, input))
    },
  )

  r.post(
    CONFIRM_PATH,
    {
      schema: {
        summary: 'Confirm a subscription with the mailed link (double opt-in)',
        tags,
        body: confirmBody,
      },
    },
    async (req, reply) => {
      if (!(await withinLimits(ctx, reply, [['newsletterPerAddress', req.ip]]))) return reply
      return send(reply, await confirmSubscription(ctx, req.body.token))
    },
  )

  r.delete(
    PATH,
    {
      schema: {
        summary: 'Unsubscribe: the signed-in owner, or the signed link of a newsletter mail',
        tags,
        querystring: query,
        body: unsubscribeBody,
      },
    },
    async (req, reply) => {
      if (req.body.unsubscribeToken) {
        const linked = readNewsletterToken(ctx, 'unsubscribe', req.body.unsubscribeToken)
        const store = linked ? storeById(linked.storeId) : null
        if (!linked || !store) return sendError(reply, 400, NEWSLETTER_MESSAGES.invalidLink)
        return send(reply, await unsubscribe(ctx, { email: linked.email, store }))
      }
      const t = target(req, reply, req.body.email, req.query.storeCode)
      if (!t || !(await owner(req, reply, t.email))) return reply
      return send(reply, await unsubscribe(ctx, t))
    },
  )
}
