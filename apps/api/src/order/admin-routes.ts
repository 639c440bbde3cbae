/**
 * `/api/admin/orders/*` (ADMIN_API_KEY, header x-admin-key): the order upkeep the shop also runs on
 * its own every few minutes (main.ts), callable by hand or from a scheduler.
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from '../context.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { sendOk } from '../http/envelope.ts'
import { adminGuard } from '../http/admin-key.ts'
import { expireUnpaidOrders } from './order-expiry.ts'

export async function orderAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  noStoreAnswers(app)
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.post(
    '/api/admin/orders/expire-unpaid',
    {
      preHandler: adminGuard(ctx.config),
      schema: {
        summary: 'Cancel orders whose online payment did not come within ORDER_PAYMENT_EXPIRY_MINUTES',
        description:
          'Their reserved stock goes back. Purchase orders and cash on delivery never expire. ' +
          'Answers the order numbers it canceled.',
        tags: ['admin'],
      },
    },
    async (_req, reply) => sendOk(reply, await expireUnpaidOrders(ctx)),
  )
}
