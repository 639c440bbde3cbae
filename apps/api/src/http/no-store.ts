/**
 * Personal and live answers (carts, orders, accounts, stock, payments) are kept by no browser,
 * service worker or proxy.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'

/** Every answer of the scope, errors included. Carts say `no-cache, no-store`, as they always have. */
export function noStoreAnswers(
  scope: FastifyInstance,
  value: 'no-store' | 'no-cache, no-store' = 'no-store',
) {
  scope.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', value)
  })
}

/** One answer, where the scope also serves answers that may be kept. */
export function noStore(reply: FastifyReply) {
  return reply.header('cache-control', 'no-store')
}
