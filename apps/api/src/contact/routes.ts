/**
 * `POST <back-office base>/contacts` (spec 001 §7: form data; decision 0201): public, a token is
 * optional (a signed-in sender's message names their account; a token that does not verify is no
 * sender, not a refusal). JSON or `application/x-www-form-urlencoded`. Answers `{code: 200, result:
 * {body: {message_id}}}`; bad input a 400 naming the field, a refused captcha its 4xx. Rate-limited
 * per client address.
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from '../context.ts'
import { sendOk } from '../http/envelope.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { principalOf } from '../http/principal.ts'
import { sendFailure } from '../http/result.ts'
import { limitCalls } from '../limits/route-limits.ts'
import { tokenQuery } from '../oculus/schemas.ts'
import { submitContact } from './contact-service.ts'
import { contactBody } from './schemas.ts'
import { startContactMailTimer } from './timer.ts'

const FORM_LIMIT = 64 * 1024

export async function contactRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  // "form data" (§7): a plain HTML form posts urlencoded
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  noStoreAnswers(app)
  startContactMailTimer(app, ctx)
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.post(
    `${ctx.config.oculus.basePath}/contacts`,
    {
      bodyLimit: FORM_LIMIT,
      schema: {
        summary:
          'A message through the contact form: stored, then mailed to the shop with a copy to the sender',
        tags: ['oculus'],
        querystring: tokenQuery,
        body: contactBody,
      },
      ...limitCalls(ctx, 'contact'),
    },
    async (req, reply) => {
      const principal = await principalOf(ctx, req)
      const result = await submitContact(ctx, req.body, principal.customer?.id ?? null, req.ip)
      return result.ok ? sendOk(reply, { body: result.value }) : sendFailure(reply, result)
    },
  )
}
