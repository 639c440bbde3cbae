/**
 * Limits as route options (decision 0112): `{ ...limitCalls(ctx, 'review') }` counts every call of
 * the client address; `limitMisses` counts only calls that missed (an unknown coupon or order
 * token), so a shopper's own look-ups never use up what a guesser runs into.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from '../context.ts'
import { limitStore, LIMITS, sendTooMany, takeLimit, type LimitName } from './rate-limits.ts'

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>

export function limitCalls(ctx: AppContext, name: LimitName): { preHandler: Hook } {
  return {
    async preHandler(request, reply) {
      const check = await takeLimit(ctx, name, request.ip)
      if (!check.ok) return sendTooMany(reply, check.retryAfterSeconds)
    },
  }
}

/** Statuses that mean "no such thing": what guessing produces. */
const isMiss = (status: number) => status === 404 || status === 400

export function limitMisses(ctx: AppContext, name: LimitName): { preHandler: Hook; onResponse: Hook } {
  const counted = new WeakSet<FastifyRequest>()
  return {
    // counted before the work, so a burst of parallel guesses cannot all pass the check at once
    async preHandler(request, reply) {
      const check = await takeLimit(ctx, name, request.ip)
      if (!check.ok) return sendTooMany(reply, check.retryAfterSeconds)
      counted.add(request)
    },
    async onResponse(request, reply) {
      if (!counted.has(request) || isMiss(reply.statusCode)) return
      await limitStore(ctx).undo(`${name}:${request.ip}`)
    },
  }
}

export { LIMITS }
