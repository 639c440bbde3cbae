import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { sendError } from './envelope.ts'
import { validationMessage } from './validation-message.ts'

/**
 * Turns validation and parsing problems into a 4xx envelope naming the field; anything else is a
 * bug: logged with its stack, answered with a generic 500 that leaks nothing.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const invalid = validationMessage(error)
  if (invalid) return sendError(reply, 400, invalid)
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = request.routeOptions.bodyLimit
    return sendError(reply, 413, `The request body is larger than the limit of ${limit} bytes for this call`)
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    return sendError(reply, status, error.message)
  }
  request.log.error({ err: error }, 'unhandled error')
  return sendError(reply, 500, 'Internal server error')
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 404, `No such endpoint: ${request.method} ${request.url.split('?')[0]}`)
}
