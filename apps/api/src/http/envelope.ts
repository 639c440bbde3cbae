import type { FastifyReply } from 'fastify'

/** The contract's envelope: `{code, result, meta?}` with the HTTP status equal to `code`. */
export interface Envelope<T = unknown> {
  code: number
  result: T
  meta?: unknown
}

export function envelope<T>(code: number, result: T, meta?: unknown): Envelope<T> {
  return meta == null ? { code, result } : { code, result, meta }
}

export function sendOk<T>(reply: FastifyReply, result: T, meta?: unknown) {
  return reply
    .code(200)
    .type('application/json; charset=utf-8')
    .send(envelope(200, result, meta))
}

export function sendError(reply: FastifyReply, code: number, message: unknown, meta?: unknown) {
  return reply.code(code).type('application/json; charset=utf-8').send(envelope(code, message, meta))
}
