/**
 * Provider webhooks. Neither carries a status we trust: Mollie posts only the payment id,
 * MultiSafepay only our transaction id; the service then asks the provider itself. An unknown id
 * gets 200 (so nobody learns which ids exist); a provider that fails gets 502/504, and the
 * provider retries the webhook later.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import { sendResult, sendFailure } from '../http/result.ts'
import { z } from 'zod'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { sendError } from '../http/envelope.ts'
import { WEBHOOK_PATH, type PaymentService } from './payment-service.ts'

const mollieBody = z.object({
  id: z.string().regex(/^tr_[A-Za-z0-9]{1,64}$/, 'id must be a Mollie payment id (tr_...)'),
})
const mspQuery = z
  .object({
    transactionid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'transactionid must be a MultiSafepay order id'),
    timestamp: z.string().max(32).optional(),
  })
  .passthrough()

function notConfigured(reply: FastifyReply, title: string) {
  return sendError(reply, 404, `${title} is not the configured payment provider`)
}

export async function webhookRoutes(app: FastifyInstance, service: PaymentService) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.post(
    `${WEBHOOK_PATH}/mollie`,
    { schema: { summary: 'Mollie webhook (form field id)', tags: ['payment'], body: mollieBody } },
    async (req, reply) => {
      if (service.provider.code !== 'mollie') return notConfigured(reply, 'Mollie')
      const outcome = await service.notification(req.body.id, 'Mollie webhook')
      return sendResult(reply, outcome)
    },
  )

  // MultiSafepay calls the notification URL with GET (default) or POST, `transactionid` in the query
  const multisafepay = async (transactionid: string, reply: FastifyReply) => {
    if (service.provider.code !== 'multisafepay') return notConfigured(reply, 'MultiSafepay')
    const outcome = await service.notification(transactionid, 'MultiSafepay notification')
    if (!outcome.ok) return sendFailure(reply, outcome)
    // MultiSafepay treats the notification as delivered when the answer is OK
    return reply.code(200).type('text/plain; charset=utf-8').send('OK')
  }
  r.get(
    `${WEBHOOK_PATH}/multisafepay`,
    { schema: { summary: 'MultiSafepay notification', tags: ['payment'], querystring: mspQuery } },
    async (req, reply) => multisafepay(req.query.transactionid, reply),
  )
  r.post(
    `${WEBHOOK_PATH}/multisafepay`,
    { schema: { summary: 'MultiSafepay notification (POST)', tags: ['payment'], querystring: mspQuery } },
    async (req, reply) => multisafepay(req.query.transactionid, reply),
  )
}
