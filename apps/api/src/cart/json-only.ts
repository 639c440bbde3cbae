/**
 * Body parsing for the cart and order scopes: JSON only, and an empty body is no body (the
 * client posts /api/cart/create and apply-coupon without one, often with a JSON content-type).
 * Anything else is a 415 that says what to send; broken JSON a 400.
 */
import type { FastifyInstance } from 'fastify'

class BodyError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
  }
}

export function jsonOnlyBodies(app: FastifyInstance) {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    /^application\/([\w.+-]+\+)?json\b/i,
    { parseAs: 'string' },
    (_req, body, done) => {
      const text = String(body)
      if (text.trim() === '') return done(null, undefined)
      try {
        done(null, JSON.parse(text))
      } catch {
        done(new BodyError(400, 'Invalid body: not valid JSON'), undefined)
      }
    },
  )
  app.addContentTypeParser('*', { parseAs: 'string' }, (req, body, done) => {
    if (String(body).trim() === '') return done(null, undefined)
    done(
      new BodyError(
        415,
        `Unsupported content-type ${JSON.stringify(req.headers['content-type'] ?? '')}: send the body as application/json`,
      ),
      undefined,
    )
  })
}
