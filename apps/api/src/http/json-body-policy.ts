/**
 * Request bodies are JSON; a body of another kind is refused by name (415 saying what to send)
 * rather than parsed by accident. Each kind of scope registers one of these policies; their answers
 * differ in detail and clients and tests rely on each, so they stay as they are, side by side.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { sendError } from './envelope.ts'

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i

const unsupported = (contentType: string | undefined) =>
  `Unsupported content-type ${JSON.stringify(contentType)}: send the body as application/json`

class BodyError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Personal scopes (cart, order, user, review, newsletter, admin): JSON only, and an empty body is
 * no body (the client posts /api/cart/create and apply-coupon without one, often with a JSON
 * content-type). Anything else is a 415; broken JSON a 400.
 */
export function jsonOnlyBodies(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers()
  scope.addContentTypeParser(JSON_TYPE, { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body)
    if (text.trim() === '') return done(null, undefined)
    try {
      done(null, JSON.parse(text))
    } catch {
      done(new BodyError(400, 'Invalid body: not valid JSON'), undefined)
    }
  })
  scope.addContentTypeParser('*', { parseAs: 'string' }, (req, body, done) => {
    if (String(body).trim() === '') return done(null, undefined)
    done(new BodyError(415, unsupported(req.headers['content-type'] ?? '')), undefined)
  })
}

/**
 * Catalogue and URL-map scopes keep Fastify's JSON parser but let every other content-type through
 * as text, so `requireJsonBody` (their preValidation) can name the problem instead of Fastify's
 * bare "Unsupported Media Type" or a text/plain body parsed into a string. Call once per scope.
 */
export function acceptAnyBody(scope: FastifyInstance) {
  scope.removeContentTypeParser('text/plain')
  scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body))
}

export async function requireJsonBody(request: FastifyRequest, reply: FastifyReply) {
  const contentType = request.headers['content-type']
  const isJson = !contentType || JSON_TYPE.test(contentType.trim())
  if (!isJson && request.body !== undefined && request.body !== '') {
    return sendError(reply, 415, unsupported(contentType))
  }
}

/**
 * The payment service's JSON calls (a preValidation): its scope also parses the providers'
 * urlencoded webhooks, so these calls are held to the content-type itself, even with an empty body.
 */
export async function requireJsonContentType(request: FastifyRequest, reply: FastifyReply) {
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
    return sendError(
      reply,
      415,
      `content-type must be application/json, got ${request.headers['content-type'] ?? 'none'}`,
    )
  }
}
