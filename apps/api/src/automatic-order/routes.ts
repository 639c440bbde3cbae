/**
 * The automatic-order calls of spec 001 §7 (decision 0182) under OCULUS_BASE_PATH, served like the
 * other back-office calls: `{code: 200, result: {body}}`, a failure `{code, result: "<message>"}`.
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from '../context.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { callerOf } from '../oculus/oculus-caller.ts'
import { tokenQuery } from '../oculus/schemas.ts'
import { getSettingsBody, removeSettingsBody, setSettingsBody } from './schemas.ts'
import { getSettings, removeSettings, setSettings } from './settings-service.ts'
import { startAutomaticOrderTimer } from './timer.ts'
import { serveCalls } from '../http/serve-calls.ts'

export async function automaticOrderRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  noStoreAnswers(app, 'no-cache, no-store')
  startAutomaticOrderTimer(app, ctx)
  const r = app.withTypeProvider<ZodTypeProvider>()
  const base = ctx.config.oculus.basePath
  const tags = ['oculus']

  const serve = serveCalls(ctx, callerOf)

  r.post(
    `${base}/getAutomaticOrderSettings`,
    {
      schema: {
        summary: "The caller's automatic orders with their last runs, shipping methods and order lists",
        tags,
        querystring: tokenQuery,
        body: getSettingsBody,
      },
    },
    (req, reply) => serve(req, reply, (c) => getSettings(c, req.body ?? undefined)),
  )
  r.post(
    `${base}/setAutomaticOrderSettings`,
    {
      schema: {
        summary: 'Create (no auto_id) or change an automatic order; the first date more than one day ahead',
        tags,
        querystring: tokenQuery,
        body: setSettingsBody,
      },
    },
    (req, reply) => serve(req, reply, (c) => setSettings(c, req.body)),
  )
  r.post(
    `${base}/removeAutomaticOrderSettings`,
    {
      schema: {
        summary: 'Remove an automatic order',
        tags,
        querystring: tokenQuery,
        body: removeSettingsBody,
      },
    },
    (req, reply) => serve(req, reply, (c) => removeSettings(c, req.body)),
  )
}
