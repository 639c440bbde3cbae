/**
 * `POST <oculus base>/requestaccount` (spec 001 §7 "requestaccount: form data"; issue 19, decision
 * 0193): public, no token; JSON or application/x-www-form-urlencoded; rate-limited per client
 * address. Answers `{code: 200, result: {body: {request_id, status: 'requested'}}}`.
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from '../context.ts'
import { sendError, sendOk } from '../http/envelope.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { sendFailure } from '../http/result.ts'
import { limitCalls } from '../limits/route-limits.ts'
import { tokenQuery } from '../oculus/schemas.ts'
import { requestAccountBody } from './schemas.ts'
import { submitAccountRequest } from './submit-request.ts'

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i
const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i

class BodyError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
  }
}

/** JSON or a urlencoded form (the spec's "form data"); anything else a 415 saying what to send. */
function formOrJsonBodies(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers()
  scope.addContentTypeParser(JSON_TYPE, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    const text = String(body)
    if (text.trim() === '') return done(null, undefined)
    try {
      done(null, JSON.parse(text))
    } catch {
      done(new BodyError(400, 'Invalid body: not valid JSON'), undefined)
    }
  })
  scope.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  scope.addContentTypeParser('*', { parseAs: 'string' }, (req, _body, done) =>
    done(
      new BodyError(
        415,
        `Unsupported content-type ${JSON.stringify(req.headers['content-type'] ?? '')}: send the body as application/json or application/x-www-form-urlencoded`,
      ),
      undefined,
    ),
  )
}

export async function accountRequestRoutes(app: FastifyInstance, ctx: AppContext) {
  formOrJsonBodies(app)
  noStoreAnswers(app, 'no-cache, no-store')
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.post(
    `${ctx.config.oculus.basePath}/requestaccount`,
    {
      ...limitCalls(ctx, 'accountRequest'),
      schema: {
        summary: 'A business asks for a trade account (public; JSON or form data)',
        description:
          'Stored first, then a receipt is mailed to the business and a notice to the shop; a failing ' +
          'mail keeps the request. 400 naming the field (meta.fields has every problem), 409 when the ' +
          'e-mail address has a shop account or an open request, 429 past the limit.',
        tags: ['oculus'],
        querystring: tokenQuery,
        body: requestAccountBody.nullish(),
      },
    },
    async (req, reply) => {
      if (!req.body) return sendError(reply, 400, 'Invalid body: the request fields are missing')
      const result = await submitAccountRequest(ctx, req.body, req.ip)
      return result.ok ? sendOk(reply, { body: result.value }) : sendFailure(reply, result)
    },
  )
}
