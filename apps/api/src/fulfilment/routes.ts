/**
 * The order calls of spec 001 §7 under the back-office base path (issue 18, decision 0167): POST
 * JSON, the token as Bearer or `?token=`, answers `{code: 200, result: {body}}`, failures
 * `{code, result: "<message naming the problem>"}`. Thin: oculus-orders.ts decides.
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { AppContext } from '../context.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { callerOf } from '../oculus/oculus-caller.ts'
import { tokenQuery } from '../oculus/schemas.ts'
import * as calls from './oculus-orders.ts'
import * as s from './schemas.ts'
import { serveCalls } from '../http/serve-calls.ts'

export async function fulfilmentRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  noStoreAnswers(app, 'no-cache, no-store')
  const r = app.withTypeProvider<ZodTypeProvider>()
  const base = ctx.config.oculus.basePath
  const tags = ['oculus']

  const serve = serveCalls(ctx, callerOf)
  const schema = <B extends z.ZodType>(summary: string, body: B) => ({
    schema: { summary, tags, querystring: tokenQuery, body },
  })

  r.post(
    `${base}/getOculusOrders`,
    schema("The caller's back-office orders, newest first, a page at a time", s.ordersBody),
    (req, reply) => serve(req, reply, (c) => calls.getOculusOrders(c, req.body)),
  )
  r.post(
    `${base}/getOculusOrderDetails`,
    schema('One order with its lines, shipments (track and trace) and invoices', s.orderDetailsBody),
    (req, reply) => serve(req, reply, (c) => calls.getOculusOrderDetails(c, req.body)),
  )
  r.post(
    `${base}/getOculusBackorders`,
    schema("The caller's open backorder lines with expected dates", s.backordersBody),
    (req, reply) => serve(req, reply, (c) => calls.getOculusBackorders(c, req.body)),
  )
  r.post(
    `${base}/getQtyUpdates`,
    schema('Ordered, shipped, delivered, backordered and canceled quantities per line', s.qtyUpdatesBody),
    (req, reply) => serve(req, reply, (c) => calls.getQtyUpdates(c, req.body)),
  )
  r.post(
    `${base}/cancelBackorder`,
    schema(
      'The customer cancels (part of) a backordered line, while the back office allows it',
      s.cancelBackorderBody,
    ),
    (req, reply) => serve(req, reply, (c) => calls.cancelBackorder(c, req.body)),
  )
}
