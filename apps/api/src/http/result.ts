import type { FastifyReply } from 'fastify'
import type { Failure, FailureKind, Result } from '../result.ts'
import { sendError, sendOk } from './envelope.ts'

const STATUS_OF: Record<FailureKind, 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 504> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
  upstream_failed: 502,
  upstream_timeout: 504,
}

/** The HTTP status of a failure: the only place where a failure kind becomes a status. */
export const statusOf = (failure: Pick<Failure, 'error'>) => STATUS_OF[failure.error]

/** A failure as the contract's envelope: the message, or `{errorMessage, code}` where asked. */
export function sendFailure(reply: FastifyReply, failure: Failure) {
  const status = statusOf(failure)
  if (failure.retryAfterSeconds) reply.header('retry-after', String(failure.retryAfterSeconds))
  const result = failure.errorObject ? { errorMessage: failure.message, code: status } : failure.message
  return sendError(reply, status, result, failure.meta)
}

export function sendResult<T>(reply: FastifyReply, result: Result<T>) {
  return result.ok ? sendOk(reply, result.value) : sendFailure(reply, result)
}
