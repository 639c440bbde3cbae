/**
 * The loyalty card's call under the back-office base path (issue 19, decision 0192): POST JSON
 * `getClaims {customer_id?}`, the token as Bearer or `?token=`, answers `{code: 200, result: {body:
 * {claims, total}}}`. Not one of §7's named calls: the spec shows the entity and the screen's texts.
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../context.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { serveCalls } from '../http/serve-calls.ts'
import { callerOf } from '../oculus/oculus-caller.ts'
import { tokenQuery } from '../oculus/schemas.ts'
import { getClaims } from './claims.ts'

const id = z
  .union([z.number().int().positive(), z.string().trim().min(1).max(64)])
  .nullable()
  .optional()
const claimsBody = z.object({ customer_id: id, customerId: id }).optional()

export async function loyaltyRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  noStoreAnswers(app, 'no-cache, no-store')
  const r = app.withTypeProvider<ZodTypeProvider>()
  const serve = serveCalls(ctx, callerOf)
  r.post(
    `${ctx.config.oculus.basePath}/getClaims`,
    {
      schema: {
        summary: "The caller's loyalty claims (code, created_at, value, description), newest first",
        tags: ['oculus'],
        querystring: tokenQuery,
        body: claimsBody,
      },
    },
    (req, reply) => serve(req, reply, (c) => getClaims(c, req.body)),
  )
}
