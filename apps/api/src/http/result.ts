import type { FastifyReply } from 'fastify'
import { sendError, sendOk } from './envelope.ts'

/** Expected failures travel as values; exceptions are bugs. */
export type Result<T> =
  { ok: true; value: T } | { ok: false; status: 400 | 401 | 403 | 404 | 409 | 422; message: string }

export const ok = <T>(value: T): Result<T> => ({ ok: true, value })
export const fail = <T = never>(status: 400 | 401 | 403 | 404 | 409 | 422, message: string): Result<T> => ({
  ok: false,
  status,
  message,
})

export function sendResult<T>(reply: FastifyReply, result: Result<T>) {
  return result.ok ? sendOk(reply, result.value) : sendError(reply, result.status, result.message)
}
