import type { FastifyInstance } from 'fastify'
import { sendResult, sendFailure } from '../http/result.ts'
import { z } from 'zod'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { MESSAGES } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { sendError, sendOk } from '../http/envelope.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { principalOf, shopperOf } from '../http/principal.ts'
import { orderStoreView } from '../http/store-view.ts'
import { orderBodySchema } from './order-schemas.ts'
import { placeOrder } from './order-service.ts'
import { findOrderByToken } from './order-store.ts'
import { orderDetails } from './order-details.ts'
import { limitMisses } from '../limits/route-limits.ts'

const query = z.object({ token: z.string().max(4096).optional(), storeCode: z.string().max(32).optional() })
const statusParams = z.object({ token: z.string().regex(/^[0-9a-f]{48}$/, 'is not an order token') })

export async function orderRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  noStoreAnswers(app)
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.post(
    '/api/order',
    {
      schema: {
        summary: 'Place an order (one transaction)',
        tags: ['order'],
        querystring: query,
        body: orderBodySchema,
      },
    },
    async (req, reply) => {
      const body = req.body
      const store = orderStoreView(req, body)
      if (!store) return sendError(reply, 400, 'Unknown store_code/store_id: no such store view')
      const shopper = shopperOf(await principalOf(ctx, req))
      if (!shopper.ok) return sendFailure(reply, shopper)
      const result = await placeOrder({ ctx, shopper: shopper.value, store, body })
      return sendResult(reply, result)
    },
  )

  r.get(
    '/api/order/status/:token',
    {
      // order tokens are not to be guessed (decision 0112)
      ...limitMisses(ctx, 'orderLookup'),
      schema: {
        summary: 'Status and details of an order by its order token (status pages)',
        tags: ['order'],
        params: statusParams,
      },
    },
    async (req, reply) => {
      const order = await findOrderByToken(ctx.database.db, req.params.token)
      if (!order) return sendError(reply, 404, MESSAGES.orderNotFound)
      return sendOk(reply, {
        increment_id: order.incrementId,
        status: order.status,
        state: order.state,
        customer_email: order.customerEmail,
        grand_total: Number(order.grandTotal),
        currency: order.currency,
        payment_method: order.paymentMethod,
        store_id: order.storeId,
        created_at: order.createdAt.toISOString(),
        // placed with the built-in test provider: nothing is really paid (decision 0115)
        test_mode: order.testMode,
        ...(await orderDetails(ctx, order)),
      })
    },
  )
}
