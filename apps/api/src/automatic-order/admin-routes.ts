/**
 * `/api/admin/backoffice/automatic-orders` (x-admin-key, decision 0186): the list with failures,
 * and POST …/run {now?} for one scheduler pass as at `now` (the same pass twice places nothing twice).
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../context.ts'
import { adminGuard } from '../http/admin-key.ts'
import { sendOk } from '../http/envelope.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { runPassBody } from './schemas.ts'
import { listAutomaticOrders, runPassAt } from './staff-automatic-orders.ts'

const tags = ['admin']
const BASE = '/api/admin/backoffice/automatic-orders'

export async function automaticOrderAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  noStoreAnswers(app)
  const r = app.withTypeProvider<ZodTypeProvider>()
  const admin = { preHandler: adminGuard(ctx.config) }

  r.get(
    BASE,
    {
      ...admin,
      schema: {
        summary: "Every customer's automatic orders with their last runs and failures",
        tags,
        querystring: z.object({ failing: z.enum(['0', '1', 'true', 'false']).optional() }),
      },
    },
    async (req, reply) =>
      sendOk(
        reply,
        await listAutomaticOrders(ctx, {
          failingOnly: req.query.failing === '1' || req.query.failing === 'true',
        }),
      ),
  )
  r.post(
    `${BASE}/run`,
    {
      ...admin,
      schema: { summary: 'One scheduler pass as at `now` (default: the clock)', tags, body: runPassBody },
    },
    async (req, reply) => sendOk(reply, await runPassAt(ctx, req.body?.now)),
  )
}
